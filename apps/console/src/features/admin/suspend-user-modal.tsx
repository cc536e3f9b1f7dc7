import { type AdminUser, SUSPENSION_MESSAGE_MAX_LENGTH, userSuspendInput } from "@chamak/contracts";
import { Textarea } from "@mantine/core";
import { FormModal } from "../shared/form-modal";
import { useConsoleForm } from "../shared/use-console-form";

const fields = userSuspendInput.pick({ internalNote: true, messageToUser: true });

type SuspendUserModalProps = {
  user: AdminUser | null;
  onClose: () => void;
  pending: boolean;
  /** A failed attempt's message that names no field. */
  error: string | null;
  /** The server's messages by field. */
  fieldErrors: Record<string, string>;
  onConfirm: (input: { internalNote: string; messageToUser?: string | undefined }) => void;
};

/** Suspends an account: why, for the admins only, and (if anything) what the user is told. */
export function SuspendUserModal({
  user,
  onClose,
  pending,
  error,
  fieldErrors,
  onConfirm,
}: SuspendUserModalProps) {
  const { form, ref, onSubmit } = useConsoleForm({
    initialValues: { internalNote: "", messageToUser: "" },
    schema: fields,
    toInput: (values) => ({
      internalNote: values.internalNote,
      ...(values.messageToUser.trim() ? { messageToUser: values.messageToUser } : {}),
    }),
    serverErrors: fieldErrors,
    resetWhen: user !== null,
  });
  return (
    <FormModal
      opened={user !== null}
      onClose={onClose}
      title={`Suspend ${user?.name ?? ""}?`}
      intro="The account is signed out on every device at once and cannot sign in until restored."
      error={error}
      formRef={ref}
      onSubmit={onSubmit((input) => onConfirm(input))}
      cancelLabel="Keep as is"
      confirmLabel="Suspend account"
      color="red"
      pending={pending}
    >
      <Textarea
        label="Internal note"
        description="Why, for admins only. The user never sees it."
        required
        autosize
        minRows={3}
        maxLength={500}
        {...form.getInputProps("internalNote")}
        data-autofocus
      />
      <Textarea
        label="Message to the user"
        description="Shown when they try to sign in, after “This account is suspended:”. Leave empty to say only that."
        autosize
        minRows={2}
        maxLength={SUSPENSION_MESSAGE_MAX_LENGTH}
        {...form.getInputProps("messageToUser")}
      />
    </FormModal>
  );
}
