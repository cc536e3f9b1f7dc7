import { Button, List, Stack, Text } from "@mantine/core";
import { useT } from "../../../lib/i18n";
import { FormNotice } from "../../forms/form-notice";

/**
 * A save refused because the vehicle or address changed since the form was opened (another tab or device): the
 * server's message, the details as they are saved now, and a way to start again from them. What was typed stays
 * in the form until then.
 */
export function StaleDetails({
  message,
  lines,
  onUseCurrent,
}: {
  message: string;
  lines: readonly string[];
  onUseCurrent: () => void;
}) {
  const t = useT("profile");
  return (
    <FormNotice tone="error" message={message}>
      <Stack gap={6} mt="xs">
        <Text size="sm" fw={600}>
          {t("saved.staleNow")}
        </Text>
        <List size="sm" spacing={2}>
          {lines.map((line) => (
            <List.Item key={line}>{line}</List.Item>
          ))}
        </List>
        <div>
          <Button size="xs" variant="light" onClick={onUseCurrent}>
            {t("saved.staleUseCurrent")}
          </Button>
        </div>
      </Stack>
    </FormNotice>
  );
}
