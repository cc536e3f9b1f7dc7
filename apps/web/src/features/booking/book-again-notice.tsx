import { Alert, Text } from "@mantine/core";
import { useT } from "../../lib/i18n";
import type { BookAgainPrefill } from "./book-again-store";

/** Above a form "Book again" filled: what was copied, and which services are gone or cost something else now. */
export function BookAgainNotice({ again }: { again: BookAgainPrefill }) {
  const t = useT("booking");
  return (
    <Alert color={again.gone.length > 0 ? "orange" : "blue"} variant="light" title={t("saved.againTitle")}>
      <Text size="sm">{t("saved.againBody")}</Text>
      {again.gone.length > 0 ? (
        <Text size="sm" mt={4} fw={500}>
          {t("saved.againGone", { services: again.gone.join(", ") })}
        </Text>
      ) : null}
      {again.repriced.length > 0 ? (
        <Text size="sm" mt={4}>
          {t("saved.againRepriced", { services: again.repriced.join(", ") })}
        </Text>
      ) : null}
    </Alert>
  );
}
