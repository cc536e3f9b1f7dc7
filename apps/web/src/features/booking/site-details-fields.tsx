import {
  SITE_DETAIL_LIMITS,
  type SiteDetailField,
  type SiteDetails,
  siteDetailsLine,
} from "@chamak/contracts";
import { SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import type { GetInputPropsReturnType } from "@mantine/form";
import { useT } from "../../lib/i18n";

type SiteDetailsFieldsProps = {
  /** The form's props for one field (`siteDetails.society` ...). */
  inputProps(field: SiteDetailField): GetInputPropsReturnType;
  /** Ask where the keys are handed over: pick & drop (and a saved address, which may serve one). */
  keys: boolean;
  /** A heading and line of help above the fields; the booking form's own unless given. */
  title?: string;
  hint?: string;
};

/**
 * Where at the address the vehicle waits: society or building, tower, parking slot, what to tell the gate, and
 * for pick & drop where the keys are handed over. All optional; the booking form and the profile's saved
 * address form both show them.
 */
export function SiteDetailsFields({ inputProps, keys, title, hint }: SiteDetailsFieldsProps) {
  const t = useT("booking");
  const field = (name: SiteDetailField) => ({
    label: t(`site.${name}`),
    placeholder: t(`site.${name}Placeholder`),
    maxLength: SITE_DETAIL_LIMITS[name],
    ...inputProps(name),
  });
  return (
    <Stack gap="xs" component="fieldset" m={0} p={0} style={{ border: 0 }}>
      <Text component="legend" size="sm" fw={600} p={0}>
        {title ?? t("site.title")}
      </Text>
      <Text size="xs" c="dimmed" mt={-4}>
        {hint ?? t("site.hint")}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <TextInput {...field("society")} />
        <TextInput {...field("tower")} />
        <TextInput {...field("parkingSlot")} />
      </SimpleGrid>
      <TextInput {...field("gateInstructions")} />
      {keys ? <TextInput {...field("keyHandover")} description={t("site.keyHandoverHint")} /> : null}
    </Stack>
  );
}

/** siteDetailsLine in the reader's language: "Green Park Society, Tower B, slot B-112" ("" when none given). */
export function useSiteLine(): (details: SiteDetails | null | undefined) => string {
  const t = useT("booking");
  const words = { tower: t("site.lineTower"), slot: t("site.lineSlot") };
  return (details) => siteDetailsLine(details, words);
}
