import { Paper, Text } from "@mantine/core";
import { useT } from "../../../lib/i18n";

/** The 4 digits the customer gives the washer at the door to hand the car over, shown large. */
export function HandoverCode({ code, washerName }: { code: string; washerName: string | null }) {
  const t = useT("profile");
  return (
    <Paper
      component="section"
      aria-label={t("visit.codeLabel")}
      withBorder
      radius="md"
      p="sm"
      bg="yellow.0"
      style={{ borderColor: "var(--mantine-color-yellow-5)" }}
    >
      <Text size="sm" fw={600}>
        {washerName ? t("visit.code", { name: washerName }) : t("visit.codeNobody")}
      </Text>
      <Text ff="monospace" fw={800} fz={36} lh={1.2} style={{ letterSpacing: "0.3em" }}>
        {code}
      </Text>
    </Paper>
  );
}
