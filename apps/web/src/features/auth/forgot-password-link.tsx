import { Anchor } from "@mantine/core";
import { useT } from "../../lib/i18n";
import textButton from "./text-button.module.css";

/** Opens the reset: by a code to the account's verified mobile number, or a link to its email. */
export function ForgotPasswordLink({ onClick }: { onClick(): void }) {
  const t = useT("auth");
  return (
    <Anchor component="button" type="button" size="sm" className={textButton.textButton} onClick={onClick}>
      {t("forgotPassword")}
    </Anchor>
  );
}
