import { type PayoutTerms, POLICY, payoutAccountInput } from "@chamak/contracts";
import { fieldErrorsOf, messageOf } from "@chamak/web-client";
import {
  Alert,
  Badge,
  Button,
  Card,
  Checkbox,
  Group,
  List,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTRPC } from "../../lib/trpc";
import { useSchemaForm } from "../shared/use-schema-form";

const STATUS_COLORS: Record<string, string> = {
  activated: "teal",
  under_review: "blue",
  needs_clarification: "orange",
  suspended: "red",
};

const percent = (basisPoints: number) => `${(basisPoints / 100).toLocaleString("en-IN")}%`;

const EMPTY = { beneficiaryName: "", accountNumber: "", ifsc: "", acceptTerms: false };

/**
 * The centre's payout terms and the bank account Route pays it to: Razorpay's review of it (and what it still
 * needs), and the form to give or change it. The terms are accepted with the bank details.
 */
export function PayoutAccountCard({ terms }: { terms: PayoutTerms }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const setUp = useMutation(
    trpc.payouts.centre.setUpAccount.mutationOptions({
      onSuccess: async () => {
        form.reset();
        await queryClient.invalidateQueries({ queryKey: trpc.payouts.centre.terms.queryKey() });
      },
    }),
  );
  const { form, ref, onSubmit } = useSchemaForm({
    initialValues: EMPTY,
    schema: payoutAccountInput,
    serverErrors: fieldErrorsOf(setUp.error),
  });
  const account = terms.account;
  return (
    <Card withBorder padding="lg">
      <Stack gap="md">
        <Title order={2} size="h4">
          Payout terms and bank account
        </Title>
        <List size="sm" spacing={4}>
          <List.Item>
            Commission: {percent(terms.commissionBp)} of the service value (not on pick & drop fees).
          </List.Item>
          <List.Item>
            {terms.gstRegistered
              ? `TCS: ${percent(terms.tcsBp)} of the net taxable value of online payments, withheld for your GST return (GSTR-8).`
              : "TCS: none while your centre is not GST-registered."}
          </List.Item>
          <List.Item>
            Your share is sent to your account when the customer pays and released to your bank when you
            complete the job (or {POLICY.payoutReleaseDaysAfterSlot} days after the slot if nobody marks it
            done and there is no dispute). Refunds take back your part of them.
          </List.Item>
          <List.Item>
            Bookings paid in cash: you keep the cash, and their commission is kept back from your next online
            payouts.
          </List.Item>
        </List>
        {account ? (
          <Stack gap={6}>
            <Group gap="xs">
              <Text fw={600}>Payout account</Text>
              <Badge color={STATUS_COLORS[account.status] ?? "gray"} variant="light">
                {account.status.replaceAll("_", " ")}
              </Badge>
              {account.paused ? (
                <Badge color="red" variant="light">
                  payouts paused
                </Badge>
              ) : null}
            </Group>
            <Text size="sm">
              {account.beneficiaryName ?? "—"} · account ending {account.accountLast4 ?? "—"} · IFSC{" "}
              {account.ifsc ?? "—"}
            </Text>
            {account.paused && account.pausedReason ? (
              <Alert color="red" variant="light">
                Payouts are paused by Chamak: {account.pausedReason}
              </Alert>
            ) : null}
            {account.requirements.length > 0 ? (
              <Alert color="orange" variant="light" title="Razorpay needs more details">
                <List size="sm">
                  {account.requirements.map((r) => (
                    <List.Item key={`${r.field}-${r.reason}`}>
                      {r.field.replace("settlements.", "").replaceAll("_", " ")}:{" "}
                      {r.reason.replaceAll("_", " ")}
                    </List.Item>
                  ))}
                </List>
              </Alert>
            ) : null}
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            No payout account yet: your share of online payments waits until you add one.
          </Text>
        )}
        <form ref={ref} onSubmit={onSubmit((input) => setUp.mutate(input))} noValidate>
          <Stack gap="sm">
            {setUp.isError && Object.keys(fieldErrorsOf(setUp.error)).length === 0 ? (
              <Alert color="red" variant="light" role="alert">
                {messageOf(setUp.error)}
              </Alert>
            ) : null}
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
              <TextInput
                label="Account holder's name"
                required
                maxLength={120}
                {...form.getInputProps("beneficiaryName")}
              />
              <TextInput
                label="Account number"
                required
                inputMode="numeric"
                autoComplete="off"
                maxLength={18}
                {...form.getInputProps("accountNumber")}
              />
              <TextInput
                label="IFSC"
                description="e.g. HDFC0000317"
                required
                maxLength={11}
                {...form.getInputProps("ifsc")}
                onChange={(e) => form.setFieldValue("ifsc", e.currentTarget.value.toUpperCase())}
              />
            </SimpleGrid>
            <Checkbox
              label="I accept the payout terms above"
              {...form.getInputProps("acceptTerms", { type: "checkbox" })}
            />
            <Group>
              <Button type="submit" loading={setUp.isPending}>
                {account ? "Change bank account" : "Set up payouts"}
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Card>
  );
}
