import type { ServiceAreaCorners, TravelFeeBand, VendorCentre } from "@chamak/contracts";
import { ActionIcon, Button, Group, NumberInput, Stack, Text, Textarea } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { formatRupees, paiseToRupeesInput, rupeesInputToPaise } from "../../lib/format";

// Where a centre goes beyond its radii: an area drawn by its corners (typed, one "latitude, longitude" per line, as
// a maps app shows a dropped pin) and travel fees by distance from the centre.

/** A travel fee band as typed: km and rupees. */
export type TypedBand = {
  beyondKm: number | string;
  fee: number | string;
};

// Types, not interfaces: the form's values must be assignable to Record<string, unknown>.
export type ServiceAreaDraft = {
  /** The drawn area's corners as typed, one per line; empty: none (the distances apply). */
  serviceArea: string;
  travelFeeBands: TypedBand[];
};

export const serviceAreaDraftOf = (centre: VendorCentre): ServiceAreaDraft => ({
  serviceArea: (centre.serviceArea ?? []).map((c) => `${c.latitude}, ${c.longitude}`).join("\n"),
  travelFeeBands: centre.travelFeeBands.map((band) => ({
    beyondKm: band.beyondKm,
    fee: paiseToRupeesInput(band.feePaise),
  })),
});

/** The typed corners as the schema takes them; a line that is not two numbers stays NaN for the schema to name. */
function typedCorners(text: string): ServiceAreaCorners | null {
  const lines = text
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "");
  if (lines.length === 0) return null;
  return lines.map((line) => {
    const [latitude, longitude] = line.split(/[\s,;]+/).map(Number);
    return { latitude: latitude ?? Number.NaN, longitude: longitude ?? Number.NaN };
  });
}

export const serviceAreaInputOf = (draft: ServiceAreaDraft) => ({
  serviceArea: typedCorners(draft.serviceArea),
  travelFeeBands: draft.travelFeeBands.map((band) => ({
    beyondKm: band.beyondKm === "" ? Number.NaN : Number(band.beyondKm),
    feePaise: rupeesInputToPaise(band.fee) ?? Number.NaN,
  })),
});

/** The schema's paths for these fields, as the form's: a corner's message goes to the area box, a fee to its rupees. */
export const serviceAreaFieldOf = (path: string): string | null => {
  if (path.startsWith("serviceArea")) return "serviceArea";
  const fee = /^travelFeeBands\.(\d+)\.feePaise$/.exec(path);
  return fee ? `travelFeeBands.${fee[1]}.fee` : null;
};

export const serviceAreaLines = (now: VendorCentre, opened: ServiceAreaDraft): [string, string, string][] => {
  const bands = (list: readonly TravelFeeBand[]) =>
    list.map((band) => `beyond ${band.beyondKm} km ${formatRupees(band.feePaise)}`).join(", ") || "None";
  const openedInput = serviceAreaInputOf(opened);
  return [
    [
      "Area drawn",
      `${now.serviceArea?.length ?? 0} corners`,
      `${openedInput.serviceArea?.length ?? 0} corners`,
    ],
    [
      "Travel fees",
      bands(now.travelFeeBands),
      bands(openedInput.travelFeeBands.filter((band) => Number.isFinite(band.feePaise))),
    ],
  ];
};

export function ServiceAreaFields<Values extends ServiceAreaDraft>({
  form,
  offersField,
}: {
  form: UseFormReturnType<Values>;
  /** Whether the centre offers doorstep or pick & drop: else the fields wait. */
  offersField: boolean;
}) {
  const bands = form.values.travelFeeBands;
  const addBand = () => {
    const last = bands.at(-1);
    const beyondKm = last ? Number(last.beyondKm || 0) + 3 : 5;
    form.insertListItem("travelFeeBands", { beyondKm, fee: last ? Number(last.fee || 0) + 50 : 49 });
  };
  return (
    <Stack gap="sm">
      <Textarea
        label="Or serve an area you draw (corners)"
        description="One corner per line, in order around the area: latitude, longitude (long-press a spot in your maps app to copy it). When drawn, it replaces both distances."
        placeholder={"28.5480, 77.3620\n28.5480, 77.3820\n28.5320, 77.3820\n28.5320, 77.3620"}
        autosize
        minRows={2}
        maxRows={8}
        disabled={!offersField}
        {...form.getInputProps("serviceArea")}
      />
      <div>
        <Text size="sm" fw={500}>
          Travel fees
        </Text>
        <Text size="xs" c="dimmed">
          An address farther than a band's distance from the centre pays its fee; nearer ones pay nothing.
        </Text>
      </div>
      {bands.map((_, index) => (
        <Group key={`band-${index.toString()}`} gap="xs" align="flex-end" wrap="nowrap">
          <NumberInput
            label={`Beyond (km), band ${index + 1}`}
            min={0}
            max={49}
            allowDecimal={false}
            suffix=" km"
            disabled={!offersField}
            {...form.getInputProps(`travelFeeBands.${index}.beyondKm`)}
          />
          <NumberInput
            label="Fee (₹)"
            min={1}
            max={2000}
            decimalScale={2}
            prefix="₹"
            disabled={!offersField}
            {...form.getInputProps(`travelFeeBands.${index}.fee`)}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            mb={6}
            aria-label={`Remove travel fee band ${index + 1}`}
            onClick={() => form.removeListItem("travelFeeBands", index)}
          >
            ×
          </ActionIcon>
        </Group>
      ))}
      <Group>
        <Button variant="light" size="xs" onClick={addBand} disabled={!offersField || bands.length >= 5}>
          Add a travel fee band
        </Button>
      </Group>
    </Stack>
  );
}
