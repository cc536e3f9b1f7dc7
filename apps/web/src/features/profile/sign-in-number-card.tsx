import { linkPhoneInput, type Profile } from "@chamak/contracts";
import { focusFirstError } from "@chamak/ui";
import { Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { z } from "zod";
import { useT } from "../../lib/i18n";
import { useTRPC } from "../../lib/trpc";
import { OtpCodeInput, SentLine, spacedNumber } from "../auth/phone/phone-fields";
import { RequestCodeForm } from "../auth/phone/request-code-form";
import { type SentCode, useCodeSender } from "../auth/phone/use-code-sender";
import { useFailureText } from "../auth/phone/use-failure-text";
import { FormNotice } from "../forms/form-notice";
import { formCheck, useSchemaForm } from "../forms/use-schema-form";

const codeCheck = formCheck(z.object({ code: linkPhoneInput.shape.code }));

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
  const failureText = useFailureText();
  const link = useMutation(trpc.accounts.phone.link.mutationOptions());
  const codeRef = useRef<HTMLInputElement>(null);
  const form = useSchemaForm<{ code: string }>({
    idPrefix: "link-phone",
    initialValues: { code: "" },
    validate: codeCheck,
  });

  useEffect(() => {
    codeRef.current?.focus();
  }, []);

  const showUnderCode = (failure: unknown) => {
    form.setFieldError("code", failureText(failure));
    codeRef.current?.focus();
  };

  const submit = form.onSubmit(
    async (values) => {
      try {
        const profile = await link.mutateAsync({ mobile: sent.mobile, code: values.code.trim() });
        queryClient.setQueryData(trpc.accounts.me.queryKey(), profile);
        onDone();
      } catch (failure) {
        showUnderCode(failure);
      }
    },
    (errors, _values, event) => focusFirstError(errors, event?.currentTarget),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SentLine
          sent={sent}
          secondsLeft={secondsLeft}
          resending={resending}
          onChangeNumber={onChangeNumber}
          onResend={() => {
            form.clearFieldError("code");
            onResend().catch(showUnderCode);
          }}
        />
        <OtpCodeInput ref={codeRef} key={form.key("code")} {...form.getInputProps("code")} />
        <Button type="submit" disabled={link.isPending} style={{ alignSelf: "flex-start" }}>
          {t("verifyNumber")}
        </Button>
      </Stack>
    </form>
  );
}
