import type { SessionOutput } from "@chamak/contracts";
import { Divider, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { useT } from "../../lib/i18n";
import { ForgotPassword } from "./forgot-password";
import { LoginForm } from "./login-form";
import { PhoneSignInForm } from "./phone/phone-sign-in-form";

type SignInPanelProps = {
  onSignedIn(session: SessionOutput): void;
  onRegisterClick?(): void;
  /** The panel's own headings: 2 under a page's title, 3 under a dialog's. */
  headingOrder: 2 | 3;
};

/**
 * The ways in, as the login page and the login dialog show them: the mobile number and a code first, email
 * and password second (hidden while a code is on its way, so the reader sees only the step they are on);
 * "Forgot password?" swaps them for the reset: by a code to the account's verified number, or a link to its email.
 */
export function SignInPanel({ onSignedIn, onRegisterClick, headingOrder }: SignInPanelProps) {
  const t = useT("auth");
  const [phoneStarted, setPhoneStarted] = useState(false);
  const [resetting, setResetting] = useState(false);
  if (resetting)
    return (
      <ForgotPassword
        headingOrder={headingOrder}
        onSignedIn={onSignedIn}
        onBack={() => setResetting(false)}
      />
    );
  return (
    <Stack gap="lg">
      <section aria-labelledby="phone-sign-in-title">
        <Title order={headingOrder} size="h5" id="phone-sign-in-title">
          {t("phoneTitle")}
        </Title>
        <Text size="sm" c="dimmed" mb="sm">
          {t("phoneIntro")}
        </Text>
        <PhoneSignInForm onSignedIn={onSignedIn} onStarted={setPhoneStarted} />
      </section>
      {phoneStarted ? null : (
        <section aria-labelledby="email-sign-in-title">
          <Divider
            mb="sm"
            labelPosition="center"
            label={
              <Title order={headingOrder} size="h6" fw={500} c="dimmed" id="email-sign-in-title">
                {t("orEmail")}
              </Title>
            }
          />
          <LoginForm
            onSignedIn={onSignedIn}
            onRegisterClick={onRegisterClick}
            onForgotPassword={() => setResetting(true)}
          />
        </section>
      )}
    </Stack>
  );
}
