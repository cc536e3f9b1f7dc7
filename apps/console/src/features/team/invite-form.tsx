import { type CentreRole, centreRoleMay, teamInviteInput } from "@chamak/contracts";
import { fieldErrorsOf, messageOf } from "@chamak/web-client";
import { Alert, Button, Card, Group, SegmentedControl, Select, Stack, TextInput, Title } from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTRPC } from "../../lib/trpc";
import { useConsoleForm } from "../shared/use-console-form";
import { ROLE_HINTS, ROLE_LABELS } from "./role-labels";

type Values = { channel: "phone" | "email"; mobile: string; email: string; role: CentreRole };

/** Invites a person by +91 number (SMS) or email, as a role the caller may hand out. */
export function InviteForm({ myRole }: { myRole: CentreRole }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [sent, setSent] = useState<string | null>(null);
  const invite = useMutation(
    trpc.team.invite.mutationOptions({
      onSuccess: (team) => queryClient.setQueryData(trpc.team.list.queryKey(), team),
    }),
  );
  const fields = fieldErrorsOf(invite.error);
  const { form, ref, onSubmit } = useConsoleForm<Values, unknown>({
    initialValues: { channel: "phone", mobile: "", email: "", role: "staff" },
    schema: teamInviteInput,
    toInput: (values) =>
      values.channel === "phone"
        ? { mobile: values.mobile, role: values.role }
        : { email: values.email, role: values.role },
    serverErrors: fields,
    onValuesChange: () => {
      if (invite.error) invite.reset();
      setSent(null);
    },
  });
  const roles = (["staff", "manager", "owner"] as const).filter(
    (role) => role !== "owner" || centreRoleMay(myRole, "team.owners"),
  );
  const channel = form.values.channel;
  return (
    <Card withBorder padding="md">
      <form
        ref={ref}
        noValidate
        onSubmit={onSubmit((parsed) => {
          // The schema's output: the number's 10 digits, however it was typed.
          const input = parsed as Parameters<typeof invite.mutate>[0];
          invite.mutate(input, {
            onSuccess: () => {
              // Emptying the fields counts as a change (which hides the notice), so it goes first.
              form.setValues({ mobile: "", email: "" });
              setSent(input.mobile ? `+91 ${input.mobile}` : (input.email ?? ""));
            },
          });
        })}
      >
        <Stack gap="sm">
          <Title order={2} size="h4">
            Invite someone
          </Title>
          <SegmentedControl
            aria-label="Send the invitation by"
            data={[
              { value: "phone", label: "Mobile (SMS)" },
              { value: "email", label: "Email" },
            ]}
            {...form.getInputProps("channel")}
          />
          <Group align="flex-start" gap="sm" grow preventGrowOverflow={false} wrap="wrap">
            {channel === "phone" ? (
              <TextInput
                label="Mobile number"
                leftSection="+91"
                inputMode="tel"
                autoComplete="off"
                maxLength={16}
                miw={200}
                {...form.getInputProps("mobile")}
              />
            ) : (
              <TextInput
                label="Email"
                type="email"
                autoComplete="off"
                miw={200}
                {...form.getInputProps("email")}
              />
            )}
            <Select
              label="Role"
              allowDeselect={false}
              miw={160}
              data={roles.map((role) => ({ value: role, label: ROLE_LABELS[role] }))}
              description={ROLE_HINTS[form.values.role]}
              {...form.getInputProps("role")}
            />
          </Group>
          {invite.isError && Object.keys(fields).length === 0 ? (
            <Alert color="red" variant="light" role="alert">
              {messageOf(invite.error)}
            </Alert>
          ) : null}
          {sent ? (
            <Alert color="teal" variant="light" role="status">
              Invitation sent to {sent}. It works for 7 days.
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button type="submit" loading={invite.isPending}>
              Send invitation
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
