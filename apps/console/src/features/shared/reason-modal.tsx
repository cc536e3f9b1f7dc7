import { adminCancelInput, linesField } from "@chamak/contracts";
import { Textarea } from "@mantine/core";
import type { ReactNode } from "react";
import { withCharacterCount } from "./character-count";
import { FormModal } from "./form-modal";
import { useConsoleForm } from "./use-console-form";

type ReasonModalProps = {
  opened: boolean;
  onClose: () => void;
  title: string;
  description?: ReactNode;
  label?: string;
  confirmLabel: string;
  color?: string;
  pending?: boolean;
  /** A failed attempt's message, shown in the modal. */
  error?: string | null;
  /** Field message from the server for the reason. */
  fieldError?: string | undefined;
  /** When false, the reason may be left empty. */
  required?: boolean;
  /** The most the server accepts for this reason (500 for admins' reasons). */
  maxLength?: number;
  onConfirm: (reason: string) => void;
};

/**
 * The reason the server asks of admins and centres (adminCancelInput's: required, at most 500 characters; a
 * centre's at most CENTRE_REASON_MAX_LENGTH), its message naming the field as labelled ("Reason for the customer
 * is required").
 */
function reasonSchema(label: string, required: boolean, maxLength: number) {
  const reason = linesField(label, maxLength);
  return adminCancelInput.pick({ reason: true }).extend({ reason: required ? reason : reason.optional() });
}

/** Asks for a reason (shown to the other party) before a consequential action. */
export function ReasonModal({
  opened,
  onClose,
  title,
  description,
  label = "Reason",
  confirmLabel,
  color = "red",
  pending = false,
  error,
  fieldError,
  required = true,
  maxLength = 500,
  onConfirm,
}: ReasonModalProps) {
  const { form, ref, onSubmit } = useConsoleForm({
    initialValues: { reason: "" },
    schema: reasonSchema(label, required, maxLength),
    // An optional reason left empty is sent as "".
    toInput: (values) => (required || values.reason.trim() ? values : {}),
    serverErrors: fieldError ? { reason: fieldError } : undefined,
    resetWhen: opened,
  });

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={title}
      intro={description}
      error={error}
      formRef={ref}
      onSubmit={onSubmit((input) => onConfirm(input.reason ?? ""))}
      cancelLabel="Keep as is"
      confirmLabel={confirmLabel}
      color={color}
      pending={pending}
    >
      <Textarea
        label={label}
        required={required}
        autosize
        minRows={3}
        maxLength={maxLength}
        description={withCharacterCount(form.values.reason, maxLength)}
        {...form.getInputProps("reason")}
        data-autofocus
      />
    </FormModal>
  );
}
