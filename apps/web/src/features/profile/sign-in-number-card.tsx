import type { Profile } from "@chamak/contracts";
import { Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useT } from "../../lib/i18n";
import { useTRPC } from "../../lib/trpc";
import { CodeStep } from "../auth/phone/code-step";
import { spacedNumber } from "../auth/phone/phone-fields";
import { RequestCodeForm } from "../auth/phone/request-code-form";
import { type SentCode, useCodeSender } from "../auth/phone/use-code-sender";
import { FormNotice } from "../forms/form-notice";

/**
 * The number the account signs in with by code and resets its password with: shown once verified, added (or
 * changed) by a code sent to it at this account's request.
 */
export function SignInNumberCard({ profile }: { profile: Profile }) {
  const t = useT("auth");
  const [adding, setAdding] = useState(false);
  const [verified, setVerified] = useState(false);
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: "md", sm: "lg" }}
      component="section"
      aria-labelledby="sign-in-number"
    >
      <Title order={2} size="h4" mb="xs" id="sign-in-number">
        {t("signInNumber")}
      </Title>
      {profile.phone ? (
        <Stack gap={4} mb="sm">
          <Text fw={600} data-testid="verified-number">
            {spacedNumber(profile.phone)}
          </Text>
          <Text size="sm" c="dimmed">
            {t("signInNumberVerified")}
          </Text>
        </Stack>
      ) : (
        <Text size="sm" c="dimmed" mb="sm">
          {t("noSignInNumber")}
        </Text>
      )}
      {verified && !adding ? <FormNotice tone="success" message={t("numberVerified")} /> : null}
      {adding ? (
        <AddNumberFlow
          onDone={() => {
            setAdding(false);
            setVerified(true);
          }}
          onCancel={() => setAdding(false)}
        />
      ) : (
        <Button
          variant="light"
          mt="sm"
          onClick={() => {
            setVerified(false);
            setAdding(true);
          }}
        >
          {profile.phone ? t("changeSignInNumber") : t("addNumber")}
        </Button>
      )}
    </Paper>
  );
}

function AddNumberFlow({ onDone, onCancel }: { onDone(): void; onCancel(): void }) {
  const t = useT("auth");
  const trpc = useTRPC();
  const request = useMutation(trpc.accounts.phone.requestLinkCode.mutationOptions());
  const sender = useCodeSender(request.mutateAsync);
  const [last, setLast] = useState<{ mobile: string; channel: SentCode["channel"] }>();
  const { sent } = sender;
  return (
    <Stack gap="md" maw={420}>
      {sent ? (
        <VerifyStep
          sent={sent}
          secondsLeft={sender.secondsLeft}
          resending={request.isPending}
          onResend={() => sender.send(sent.mobile, sent.channel)}
          onChangeNumber={sender.forget}
          onDone={onDone}
        />
      ) : (
        <RequestCodeForm
          idPrefix="link-phone"
          initial={last}
          sending={request.isPending}
          onSend={async (mobile, channel) => {
            setLast({ mobile, channel });
            await sender.send(mobile, channel);
          }}
        />
      )}
      <Group>
        <Button variant="subtle" size="compact-sm" px={0} onClick={onCancel}>
          {t("cancel")}
        </Button>
      </Group>
    </Stack>
  );
}

type VerifyStepProps = {
  sent: SentCode;
  secondsLeft: number;
  resending: boolean;
  onResend(): Promise<void>;
  onChangeNumber(): void;
  onDone(): void;
};

function VerifyStep({ sent, secondsLeft, resending, onResend, onChangeNumber, onDone }: VerifyStepProps) {
  const t = useT("auth");
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const link = useMutation(trpc.accounts.phone.link.mutationOptions());
  return (
    <CodeStep
      idPrefix="link-phone"
      sent={sent}
      secondsLeft={secondsLeft}
      resending={resending}
      onResend={onResend}
      onChangeNumber={onChangeNumber}
      busy={link.isPending}
      submitLabel={t("verifyNumber")}
      fullWidth={false}
      onSubmit={async (code) => {
        const profile = await link.mutateAsync({ mobile: sent.mobile, code });
        queryClient.setQueryData(trpc.accounts.me.queryKey(), profile);
        onDone();
      }}
    />
  );
}
