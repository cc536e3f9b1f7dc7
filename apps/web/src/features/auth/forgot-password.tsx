import type { SessionOutput } from "@chamak/contracts";
import { Anchor, SegmentedControl, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { useT } from "../../lib/i18n";
import { PasswordResetForm } from "./phone/password-reset-form";
import { ResetLinkRequestForm } from "./reset-link/reset-link-request-form";
import textButton from "./text-button.module.css";

type ForgotPasswordProps = {
  onSignedIn(session: SessionOutput): void;
  onBack(): void;
  /** The heading: 2 under a page's title, 3 under a dialog's. */
  headingOrder: 2 | 3;
};

type Way = "phone" | "email";

/**
 * "Forgot password?": a code to the account's verified number (signed in at once), or a link to its email
 * (for an account with no number, or a reader away from their phone).
 */
export function ForgotPassword({ onSignedIn, onBack, headingOrder }: ForgotPasswordProps) {
  const t = useT("auth");
  const [way, setWay] = useState<Way>("phone");
  return (
    <Stack gap="md">
      <div>
        <Title order={headingOrder} size="h5">
          {t("resetTitle")}
        </Title>
        <Text size="sm" c="dimmed">
          {way === "phone" ? t("resetIntro") : t("resetLink.intro")}
        </Text>
      </div>
      <SegmentedControl
        fullWidth
        aria-label={t("resetLink.chooseWay")}
        value={way}
        onChange={(value) => setWay(value as Way)}
        data={[
          { value: "phone", label: t("resetLink.byPhone") },
          { value: "email", label: t("resetLink.byEmail") },
        ]}
      />
      {way === "phone" ? <PasswordResetForm onSignedIn={onSignedIn} /> : <ResetLinkRequestForm />}
      <Anchor
        component="button"
        type="button"
        size="sm"
        className={textButton.textButton}
        onClick={onBack}
        style={{ alignSelf: "center" }}
      >
        {t("backToSignIn")}
      </Anchor>
    </Stack>
  );
}
