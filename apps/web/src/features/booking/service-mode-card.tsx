import { formatRupees } from "@chamak/contracts";
import { Checkbox, Paper, Text, Title } from "@mantine/core";
import { useT } from "../../lib/i18n";

type PickDropCardProps = {
  feePaise: number;
  checked: boolean;
  onChange(checked: boolean): void;
  error?: string | undefined;
  disabled?: boolean;
};

/** Shown only when the centre offers pick & drop; the fee is the centre's (the server adds it). */
export function PickDropCard({ feePaise, checked, onChange, error, disabled = false }: PickDropCardProps) {
  const t = useT("booking");
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: "md", sm: "lg" }}
      component="section"
      aria-label={t("pickDropTitle")}
    >
      <Title order={2} size="h4" mb={4}>
        {t("pickDropTitle")}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t("pickDropBody")}
      </Text>
      <Checkbox
        label={t("driverService", { fee: formatRupees(feePaise) })}
        checked={checked}
        disabled={disabled}
        error={error}
        data-path="serviceMode"
        onChange={(e) => onChange(e.currentTarget.checked)}
      />
    </Paper>
  );
}
