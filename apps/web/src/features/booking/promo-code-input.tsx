import { POLICY } from "@chamak/contracts";
import { Button, Group, Text, TextInput } from "@mantine/core";
import { useState } from "react";
import { useT } from "../../lib/i18n";

type PromoCodeInputProps = {
  appliedCode: string | null;
  description: string | null;
  checking: boolean;
  error: string | null;
  onApply(code: string | null): void;
  disabled?: boolean;
};

/** Apply asks the server (booking.quote); the reason a code does not apply comes from there too. */
export function PromoCodeInput({
  appliedCode,
  description,
  checking,
  error,
  onApply,
  disabled = false,
}: PromoCodeInputProps) {
  const t = useT("booking");
  const [code, setCode] = useState(appliedCode ?? "");
  const [localError, setLocalError] = useState<string | null>(null);

  function apply() {
    const trimmed = code.trim().toUpperCase();
    if (!trimmed) {
      setLocalError(t("promoEmpty"));
      return;
    }
    setLocalError(null);
    onApply(trimmed);
  }

  return (
    <div>
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <TextInput
          flex={1}
          label={t("promoCode")}
          placeholder="NEW30"
          maxLength={POLICY.promoCodeMaxLength}
          value={code}
          disabled={disabled}
          error={localError ?? error}
          data-path="couponCode"
          onChange={(e) => {
            setCode(e.currentTarget.value.toUpperCase());
            setLocalError(null);
          }}
          onKeyDown={(e) => {
            if (e.key === "Enter") {
              e.preventDefault();
              apply();
            }
          }}
        />
        {appliedCode ? (
          <Button
            mt={25}
            variant="subtle"
            color="gray"
            disabled={disabled}
            onClick={() => {
              setCode("");
              onApply(null);
            }}
          >
            {t("remove")}
          </Button>
        ) : (
          <Button mt={25} variant="light" loading={checking} disabled={disabled} onClick={apply}>
            {t("apply")}
          </Button>
        )}
      </Group>
      {appliedCode && description ? (
        <Text size="sm" c="green.8" mt={4} role="status">
          {t("promoApplied", { code: appliedCode, description })}
        </Text>
      ) : null}
    </div>
  );
}
