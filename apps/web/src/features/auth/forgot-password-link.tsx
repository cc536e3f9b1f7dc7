import { Anchor } from "@mantine/core";
import { useT } from "../../lib/i18n";

/** Opens the reset: by a code to the account's verified mobile number, or a link to its email. */
export function ForgotPasswordLink({ onClick }: { onClick(): void }) {
  const t = useT("auth");
  return (
    <Anchor component="button" type="button" size="sm" onClick={onClick}>
      {t("forgotPassword")}
    </Anchor>
  );
}
