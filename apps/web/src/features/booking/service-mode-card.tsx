import { type BookableServiceMode, formatRupees } from "@chamak/contracts";
import { Paper, Radio, Stack, Text, Title } from "@mantine/core";
import { useT } from "../../lib/i18n";
import type { CentreModes } from "./use-centre-modes";

type ServiceModeCardProps = {
  modes: CentreModes;
  value: BookableServiceMode;
  onChange(mode: BookableServiceMode): void;
  error?: string | undefined;
  disabled?: boolean;
};

/**
 * Where the vehicle is washed, among what the centre offers: at the centre, picked up and brought back (the
 * centre's fee, the server adds it), or at the customer's door. Shown only when the centre offers more than a
 * visit; the times below then wait for where the vehicle is.
 */
export function ServiceModeCard({ modes, value, onChange, error, disabled = false }: ServiceModeCardProps) {
  const t = useT("booking");
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: "md", sm: "lg" }}
      component="section"
      aria-label={t("serviceModeTitle")}
    >
      <Title order={2} size="h4" mb={4}>
        {t("serviceModeTitle")}
      </Title>
      <Radio.Group
        value={value}
        onChange={(next) => onChange(next as BookableServiceMode)}
        error={error}
        data-path="serviceMode"
        name="serviceMode"
      >
        <Stack gap="sm" mt={4}>
          <Radio value="at_centre" label={t("modeAtCentre")} disabled={disabled} />
          {modes.pickDrop ? (
            <Radio
              value="pick_drop"
              label={t("driverService", { fee: formatRupees(modes.pickDropFeePaise) })}
              description={t("pickDropBody")}
              disabled={disabled}
            />
          ) : null}
          {modes.doorstep ? (
            <Radio
              value="doorstep"
              label={t("modeDoorstep")}
              description={t("doorstepBody")}
              disabled={disabled}
            />
          ) : null}
        </Stack>
      </Radio.Group>
      {value !== "at_centre" ? (
        <Text size="xs" c="dimmed" mt="sm">
          {t("whereFirst")}
        </Text>
      ) : null}
    </Paper>
  );
}
