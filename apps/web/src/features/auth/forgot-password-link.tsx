import { Anchor, Popover, Text } from "@mantine/core";
import { useT } from "../../lib/i18n";

/** There is no self-service reset: the link says honestly how to get help. */
export function ForgotPasswordLink() {
  const t = useT("auth");
  return (
    <Popover width={280} position="bottom-end" withArrow shadow="md">
      <Popover.Target>
        <Anchor component="button" type="button" size="sm">
          {t("forgotPassword")}
        </Anchor>
      </Popover.Target>
      <Popover.Dropdown>
        <Text size="sm">{t("forgotPasswordHelp")}</Text>
      </Popover.Dropdown>
    </Popover>
  );
}
