import { Anchor } from "@mantine/core";
import { useT } from "../../lib/i18n";

/** Opens the reset by a code sent to the account's verified mobile number. */
export function ForgotPasswordLink({ onClick }: { onClick(): void }) {
  const t = useT("auth");
  return (
    <Anchor component="button" type="button" size="sm" onClick={onClick}>
      {t("forgotPassword")}
    </Anchor>
  );
}
