import { type AdminRefundInput, adminRefundInput } from "@chamak/contracts";
import { NumberInput, Textarea } from "@mantine/core";
import { formatRupees, rupeesInputToPaise } from "../../lib/format";
import { FormModal } from "../shared/form-modal";
import { useConsoleForm } from "../shared/use-console-form";
import { refundAmountCheck } from "./refund-amount";

type RefundModalProps = {
  opened: boolean;
  onClose: () => void;
  remainingPaise: number;
  pending: boolean;
  error: string | null;
  fieldErrors: Record<string, string>;
  onConfirm: (input: Omit<AdminRefundInput, "bookingId">) => void;
};

/** admin.bookings.refund's input but the booking (the page knows it): a reason, and an amount or everything. */
const refundFields = adminRefundInput.omit({ bookingId: true });

/** A full or partial refund of the online payment, with the reason the customer is given. */
export function RefundModal({
  opened,
  onClose,
  remainingPaise,
  pending,
  error,
  fieldErrors,
  onConfirm,
}: RefundModalProps) {
  const { form, ref, onSubmit } = useConsoleForm({
    initialValues: { amount: "" as number | string, reason: "" },
    schema: refundFields,
    toInput: ({ amount, reason }) => {
      const amountPaise = rupeesInputToPaise(amount);
      return { ...(amountPaise !== null ? { amountPaise } : {}), reason };
    },
    fieldOf: { amountPaise: "amount" },
    check: ({ amount }) => ({ amount: refundAmountCheck(amount, remainingPaise) }),
    serverErrors: fieldErrors,
    resetWhen: opened,
  });
  const { amount } = form.values;

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title="Refund the customer"
      intro={
        <>
          Up to <strong>{formatRupees(remainingPaise)}</strong> can still be refunded to the customer's UPI
          account. Refunds go through Razorpay and usually reach the customer in 5–7 working days.
        </>
      }
      error={error}
      formRef={ref}
      onSubmit={onSubmit((input) => onConfirm(input))}
      confirmLabel={`Refund ${amount === "" ? formatRupees(remainingPaise) : formatRupees(rupeesInputToPaise(amount) ?? 0)}`}
      color="orange"
      pending={pending}
    >
      <NumberInput
        label="Amount (₹)"
        description="Leave empty to refund everything still refundable"
        placeholder={String(remainingPaise / 100)}
        min={1}
        decimalScale={2}
        prefix="₹"
        thousandSeparator=","
        {...form.getInputProps("amount")}
      />
      <Textarea
        label="Reason"
        required
        autosize
        minRows={2}
        maxLength={500}
        {...form.getInputProps("reason")}
      />
    </FormModal>
  );
}
