import { OTP_POLICY, type OtpChannel, TYPED_MOBILE_MAX_LENGTH } from "@chamak/contracts";
import {
  Anchor,
  Button,
  Group,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  type TextInputProps,
} from "@mantine/core";
import { forwardRef } from "react";
import { useT } from "../../../lib/i18n";
import textButton from "../text-button.module.css";
import type { SentCode } from "./use-code-sender";

/** The 10 digits of an Indian mobile number, with +91 shown in front (the number is never typed with it). */
export const MobileInput = forwardRef<HTMLInputElement, TextInputProps>(function MobileInput(props, ref) {
  const t = useT("auth");
  return (
    <TextInput
      ref={ref}
      label={t("mobile")}
      description={t("mobileHint")}
      inputWrapperOrder={["label", "input", "description", "error"]}
      leftSection={
        <Text size="sm" c="dark.6" fw={500} aria-hidden>
          +91
        </Text>
      }
      leftSectionWidth={44}
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      maxLength={TYPED_MOBILE_MAX_LENGTH}
      required
      {...props}
    />
  );
});

/** The one-time code: the phone's number pad, and the code offered from the SMS by the keyboard. */
export const OtpCodeInput = forwardRef<HTMLInputElement, TextInputProps>(function OtpCodeInput(props, ref) {
  const t = useT("auth");
  return (
    <TextInput
      ref={ref}
      label={t("code")}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={OTP_POLICY.digits}
      required
      styles={{ input: { letterSpacing: "0.3em", fontVariantNumeric: "tabular-nums" } }}
      {...props}
    />
  );
});

/** SMS or WhatsApp. */
export function ChannelChoice({ value, onChange }: { value: OtpChannel; onChange(value: OtpChannel): void }) {
  const t = useT("auth");
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id="otp-channel-label">
        {t("sendCodeBy")}
      </Text>
      <SegmentedControl
        aria-labelledby="otp-channel-label"
        fullWidth
        value={value}
        onChange={(next) => onChange(next === "whatsapp" ? "whatsapp" : "sms")}
        data={[
          { value: "sms", label: t("channelSms") },
          { value: "whatsapp", label: t("channelWhatsapp") },
        ]}
      />
    </Stack>
  );
}

/** "+91 98765 43210", as a person reads a number. */
export function spacedNumber(mobile: string): string {
  return `+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}`;
}

type SentLineProps = {
  sent: SentCode;
  secondsLeft: number;
  resending: boolean;
  /** The number is locked by wrong codes until this time (as shown): no new code before it. */
  lockedUntil?: string | null;
  onResend(): void;
  onChangeNumber(): void;
};

/** Where the code went, the way back to change the number, and "Resend code" once the wait (or lock) is over. */
export function SentLine({
  sent,
  secondsLeft,
  resending,
  lockedUntil = null,
  onResend,
  onChangeNumber,
}: SentLineProps) {
  const t = useT("auth");
  return (
    <Stack gap={6}>
      <Text size="sm">
        {t("codeSentTo", { channel: sent.channel, phone: spacedNumber(sent.mobile) })}{" "}
        <Anchor
          component="button"
          type="button"
          size="sm"
          className={textButton.textButton}
          onClick={onChangeNumber}
        >
          {t("changeNumber")}
        </Anchor>
      </Text>
      <Group gap="xs">
        <Button
          variant="subtle"
          size="compact-sm"
          px={0}
          disabled={secondsLeft > 0 || resending || lockedUntil !== null}
          // Disabled buttons are light grey on grey: the countdown must stay readable.
          styles={{ root: { backgroundColor: "transparent", color: "var(--mantine-color-gray-7)" } }}
          onClick={onResend}
        >
          {lockedUntil !== null
            ? t("resendAfter", { time: lockedUntil })
            : secondsLeft > 0
              ? t("resendIn", { seconds: secondsLeft })
              : t("resendCode")}
        </Button>
      </Group>
    </Stack>
  );
}
