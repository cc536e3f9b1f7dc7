import { formatIndiaDateTime, type PayoutTerms, POLICY, payoutAccountInput } from "@chamak/contracts";
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
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTRPC } from "../../lib/trpc";
import { useConsoleForm } from "../shared/use-console-form";

const STATUS_COLORS: Record<string, string> = {
  activated: "teal",
  under_review: "blue",
  needs_clarification: "orange",
  suspended: "red",
};

const percent = (basisPoints: number) => `${(basisPoints / 100).toLocaleString("en-IN")}%`;

const EMPTY = { beneficiaryName: "", accountNumber: "", ifsc: "", acceptTerms: false, code: "" };
/** The form's first step: the bank details, before a code is sent to the owner's phone. */
const bankDetails = payoutAccountInput.omit({ code: true });

/**
 * The centre's payout terms and the bank account Route pays it to: Razorpay's review of it (and what it still
 * needs), and the form to give or change it. The terms are accepted with the bank details; the change is proven
 * by a code sent to the owner's verified mobile, and a change of account holds payouts for a cooling-off period.
 */
export function PayoutAccountCard({ terms }: { terms: PayoutTerms }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState<string | null>(null);
  const setUp = useMutation(
    trpc.payouts.centre.setUpAccount.mutationOptions({
      onSuccess: async (view) => {
        form.reset();
        sendCode.reset();
        setSaved(
          view.holdUntil
            ? `Bank account changed. Nothing is paid to it before ${formatIndiaDateTime(view.holdUntil)}; the owner was told by SMS and email.`
            : "Bank account saved. The owner was told by SMS and email.",
        );
        await queryClient.invalidateQueries({ queryKey: trpc.payouts.centre.terms.queryKey() });
      },
    }),
  );
  const sendCode = useMutation(trpc.payouts.centre.requestBankCode.mutationOptions());
  const codeSent = sendCode.data;
  const { form, ref, onSubmit } = useConsoleForm({
    initialValues: EMPTY,
    schema: codeSent ? payoutAccountInput : bankDetails,
    serverErrors: fieldErrorsOf(setUp.error),
  });
  const ifsc = form.values.ifsc.trim();
  const bank = useQuery({
    ...trpc.payouts.centre.bankOfIfsc.queryOptions({ ifsc }),
    enabled: ifsc.length === 11,
  });
  const account = terms.account;
  const failure = setUp.error ?? sendCode.error;
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
              {account.beneficiaryName ?? "—"} · {account.bankName ?? "Bank"} account ending{" "}
              {account.accountLast4 ?? "—"} · IFSC {account.ifsc ?? "—"}
            </Text>
            {account.holdUntil ? (
              <Alert color="orange" variant="light" title="New bank account: payouts held">
                Nothing is sent or released to it before {formatIndiaDateTime(account.holdUntil)}. If the
                owner did not make this change, the link in the SMS and email stops it.
              </Alert>
            ) : null}
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
        <form
          ref={ref}
          onSubmit={onSubmit((input) => {
            setSaved(null);
            if (codeSent && "code" in input && typeof input.code === "string")
              setUp.mutate({ ...input, code: input.code });
            else sendCode.mutate({ channel: "sms" });
          })}
          noValidate
        >
          <Stack gap="sm">
            {saved ? (
              <Alert color="teal" variant="light" role="status">
                {saved}
              </Alert>
            ) : null}
            {failure && Object.keys(fieldErrorsOf(failure)).length === 0 ? (
              <Alert color="red" variant="light" role="alert">
                {messageOf(failure)}
              </Alert>
            ) : null}
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
              <TextInput
                label="Account holder's name"
                required
                maxLength={120}
                disabled={!!codeSent}
                {...form.getInputProps("beneficiaryName")}
              />
              <TextInput
                label="Account number"
                required
                inputMode="numeric"
                autoComplete="off"
                maxLength={18}
                disabled={!!codeSent}
                {...form.getInputProps("accountNumber")}
              />
              <TextInput
                label="IFSC"
                description={
                  bank.data
                    ? `${bank.data.bankName} · branch ${bank.data.branchCode}`
                    : "e.g. HDFC0000317, on a cheque leaf or the passbook"
                }
                required
                maxLength={11}
                disabled={!!codeSent}
                {...form.getInputProps("ifsc")}
                error={
                  form.getInputProps("ifsc").error ??
                  (ifsc.length === 11 && bank.isSuccess && bank.data === null
                    ? `${ifsc} is not an IFSC in RBI's list: check it on a cheque leaf or the passbook`
                    : undefined)
                }
                onChange={(e) => form.setFieldValue("ifsc", e.currentTarget.value.toUpperCase())}
              />
            </SimpleGrid>
            <Checkbox
              label="I accept the payout terms above"
              disabled={!!codeSent}
              {...form.getInputProps("acceptTerms", { type: "checkbox" })}
            />
            {codeSent ? (
              <Stack gap={6}>
                <Text size="sm">
                  We sent a code to the owner's mobile {codeSent.sentTo}. Where the centre's money goes
                  changes only with it
                  {account?.accountLast4
                    ? `, and payouts wait ${POLICY.bankChangeHoldHours} hours after a change`
                    : ""}
                  .
                </Text>
                <TextInput
                  label="Code from the owner's phone"
                  required
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={6}
                  w={200}
                  {...form.getInputProps("code")}
                />
              </Stack>
            ) : null}
            <Group>
              <Button type="submit" loading={setUp.isPending || sendCode.isPending}>
                {codeSent
                  ? account
                    ? "Change bank account"
                    : "Set up payouts"
                  : "Send code to the owner's phone"}
              </Button>
              {codeSent ? (
                <Button
                  variant="subtle"
                  onClick={() => {
                    sendCode.reset();
                    setUp.reset();
                  }}
                >
                  Edit the details
                </Button>
              ) : null}
            </Group>
          </Stack>
        </form>
      </Stack>
    </Card>
  );
}
