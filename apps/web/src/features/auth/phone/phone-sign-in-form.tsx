import { phoneSignInInput, type SessionOutput } from "@chamak/contracts";
import { Button, Checkbox, Stack, Text, TextInput, Title } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useLang, useT } from "../../../lib/i18n";
import { useTRPC } from "../../../lib/trpc";
import { FormNotice } from "../../forms/form-notice";
import { useSiteForm } from "../../forms/use-site-form";
import { storeSessionToken } from "../session-store";
import { CodeStep } from "./code-step";
import { RequestCodeForm } from "./request-code-form";
import { type SentCode, useCodeSender } from "./use-code-sender";
import { useFailureText } from "./use-failure-text";

const nameSchema = phoneSignInInput.pick({ name: true }).required();

type PhoneSignInFormProps = {
  /** Called once the token is stored. */
  onSignedIn(session: SessionOutput): void;
  /** Told when the flow leaves or comes back to its first step (the email form is shown only beside it). */
  onStarted?(started: boolean): void;
};

/**
 * Signing in (or up) by phone: the number and SMS or WhatsApp, then the 6-digit code, then, for a number new
 * to Chamak, only a name. Every refusal of the code is shown under the code, where the reader is looking.
 */
export function PhoneSignInForm({ onSignedIn, onStarted }: PhoneSignInFormProps) {
  const trpc = useTRPC();
  const request = useMutation(trpc.accounts.phone.requestSignInCode.mutationOptions());
  const signIn = useMutation(trpc.accounts.phone.signIn.mutationOptions());
  const sender = useCodeSender(request.mutateAsync);
  const { lang } = useLang();
  const [last, setLast] = useState<{ mobile: string; channel: SentCode["channel"] }>();
  /** The right code of a number new to Chamak: the account is made when the name is given. */
  const [newNumberCode, setNewNumberCode] = useState<string | null>(null);
  /** "Remember me", as the email form has it: the sign-in also lasts in new tabs and after a restart. */
  const [remember, setRemember] = useState(false);
  const { sent, forget } = sender;

  useEffect(() => {
    onStarted?.(sent !== null);
  }, [sent, onStarted]);

  const signedIn = (session: SessionOutput) => {
    storeSessionToken(session.token, remember);
    onSignedIn(session);
  };

  if (!sent) {
    return (
      <RequestCodeForm
        idPrefix="phone-sign-in"
        initial={last}
        sending={request.isPending}
        onSend={async (mobile, channel) => {
          setLast({ mobile, channel });
          await sender.send(mobile, channel);
        }}
      />
    );
  }
  const backToNumber = () => {
    setNewNumberCode(null);
    forget();
  };
  if (newNumberCode !== null) {
    return (
      <NameStep
        busy={signIn.isPending}
        onBack={backToNumber}
        onSubmit={async (name, whatsappUpdates) => {
          const answer = await signIn.mutateAsync({
            mobile: sent.mobile,
            code: newNumberCode,
            name,
            whatsappUpdates,
            lang,
          });
          if (answer.status === "signedIn") signedIn(answer.session);
        }}
      />
    );
  }
  return (
    <CodeStep
      sent={sent}
      secondsLeft={sender.secondsLeft}
      resending={request.isPending}
      onResend={() => sender.send(sent.mobile, sent.channel)}
      onChangeNumber={backToNumber}
      idPrefix="phone-sign-in"
      busy={signIn.isPending}
      onSubmit={async (code) => {
        const answer = await signIn.mutateAsync({ mobile: sent.mobile, code });
        if (answer.status === "needsName") setNewNumberCode(code);
        else signedIn(answer.session);
      }}
    >
      <RememberMe checked={remember} onChange={setRemember} />
    </CodeStep>
  );
}

function RememberMe({ checked, onChange }: { checked: boolean; onChange(checked: boolean): void }) {
  const t = useT("auth");
  return (
    <Checkbox
      label={t("rememberMe")}
      checked={checked}
      onChange={(event) => onChange(event.currentTarget.checked)}
    />
  );
}

type NameStepProps = {
  busy: boolean;
  onBack(): void;
  onSubmit(name: string, whatsappUpdates: boolean): Promise<void>;
};

/**
 * A number new to Chamak: the only thing asked is a name, and whether to get booking updates on WhatsApp. That
 * box starts unticked: under India's DPDP Act consent must be a clear affirmative act, which a box ticked in
 * advance is not; the server records the answer with this wording (notifications.consentWhatsApp).
 */
function NameStep({ busy, onBack, onSubmit }: NameStepProps) {
  const t = useT("auth");
  const tn = useT("notifications");
  const [whatsappUpdates, setWhatsappUpdates] = useState(false);
  const failureText = useFailureText();
  const nameRef = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const {
    form,
    ref,
    onSubmit: onValid,
  } = useSiteForm({
    idPrefix: "phone-sign-in",
    initialValues: { name: "" },
    schema: nameSchema,
    onValuesChange: () => setError(null),
  });

  useEffect(() => {
    nameRef.current?.focus();
  }, []);

  const submit = onValid(async (_input, values) => {
    setError(null);
    try {
      await onSubmit(values.name.trim(), whatsappUpdates);
    } catch (failure) {
      setError(failureText(failure));
    }
  });

  return (
    <form ref={ref} onSubmit={submit} noValidate>
      <Stack gap="md">
        <div>
          <Title order={3} size="h5">
            {t("newAccountTitle")}
          </Title>
          <Text size="sm" c="dimmed">
            {t("newAccountIntro")}
          </Text>
        </div>
        <TextInput
          ref={nameRef}
          label={t("fullName")}
          autoComplete="name"
          required
          key={form.key("name")}
          {...form.getInputProps("name")}
        />
        <Checkbox
          label={tn("consentWhatsApp")}
          checked={whatsappUpdates}
          onChange={(event) => setWhatsappUpdates(event.currentTarget.checked)}
        />
        {error ? (
          <FormNotice tone="error" message={error}>
            <Button variant="subtle" size="compact-sm" px={0} mt="xs" onClick={onBack}>
              {t("startAgain")}
            </Button>
          </FormNotice>
        ) : null}
        <Button type="submit" fullWidth disabled={busy}>
          {busy ? t("creatingAccount") : t("createAccount")}
        </Button>
      </Stack>
    </form>
  );
}
