import { type ResolveDisputeInput, resolveDisputeInput } from "@chamak/contracts";
import { Checkbox, NumberInput, Textarea } from "@mantine/core";
import { formatRupees, rupeesInputToPaise } from "../../lib/format";
import { FormModal } from "../shared/form-modal";
import { useConsoleForm } from "../shared/use-console-form";
import { refundAmountCheck } from "./refund-amount";

type ResolveDisputeModalProps = {
  opened: boolean;
  onClose: () => void;
  disputeReason: string;
  remainingPaise: number;
  pending: boolean;
  error: string | null;
  fieldErrors: Record<string, string>;
  onConfirm: (input: Omit<ResolveDisputeInput, "disputeId">) => void;
};

/** admin.disputes.resolve's input but the dispute (the page knows it): the resolution, and a refund or none. */
const resolutionFields = resolveDisputeInput.omit({ disputeId: true });

/** Closes a dispute with what was decided; optionally refunds through the usual refund path. */
export function ResolveDisputeModal(props: ResolveDisputeModalProps) {
  const { opened, remainingPaise } = props;
  const { form, ref, onSubmit } = useConsoleForm({
    initialValues: { resolution: "", refund: false, amount: "" as number | string },
    schema: resolutionFields,
    toInput: ({ resolution, refund, amount }) => {
      const amountPaise = rupeesInputToPaise(amount);
      return { resolution, ...(refund ? { refund: amountPaise !== null ? { amountPaise } : {} } : {}) };
    },
    // The schema names the amount refund.amountPaise; the refund the server then makes, amountPaise.
    fieldOf: { "refund.amountPaise": "amount", amountPaise: "amount" },
    check: ({ refund, amount }) => ({ amount: refund ? refundAmountCheck(amount, remainingPaise) : null }),
    serverErrors: props.fieldErrors,
    resetWhen: opened,
  });
  const { refund } = form.values;

  return (
    <FormModal
      opened={opened}
      onClose={props.onClose}
      title="Resolve dispute"
      intro={
        <>
          Dispute: <em>{props.disputeReason}</em>
        </>
      }
      error={props.error}
      formRef={ref}
      onSubmit={onSubmit((input) => props.onConfirm(input))}
      confirmLabel={`Resolve${refund ? " and refund" : ""}`}
      pending={props.pending}
    >
      <Textarea
        label="Resolution"
        description="What was decided, as the customer and centre will see it"
        required
        autosize
        minRows={3}
        maxLength={1000}
        {...form.getInputProps("resolution")}
      />
      <Checkbox
        label={
          remainingPaise > 0
            ? `Refund the customer (up to ${formatRupees(remainingPaise)})`
            : "Refund the customer (nothing left to refund online)"
        }
        disabled={remainingPaise <= 0}
        {...form.getInputProps("refund", { type: "checkbox" })}
      />
      {refund ? (
        <NumberInput
          label="Refund amount (₹)"
          description="Leave empty to refund everything still refundable"
          min={1}
          decimalScale={2}
          prefix="₹"
          {...form.getInputProps("amount")}
        />
      ) : null}
    </FormModal>
  );
}
