import { type JobCardView, VEHICLE_SIDES, type VehicleSide } from "@chamak/contracts";
import { fieldErrorsOf, messageOf } from "@chamak/web-client";
import { Button, Card, Group, NumberInput, SimpleGrid, Stack, Text, Textarea, Title } from "@mantine/core";
import { useState } from "react";
import { PhotoInput } from "./photo-input";
import { PhotoStrip } from "./photo-strip";
import { SIDE_LABELS } from "./side-labels";

type ConditionDraft = {
  notes: Partial<Record<VehicleSide, string>>;
  fuelPercent: number | null;
  odometerKm: number | null;
  belongings: string;
};

type CheckInStepProps = {
  card: JobCardView;
  onAddPhoto: (side: VehicleSide, mediaId: number) => Promise<unknown>;
  onRemovePhoto: (photoId: number) => void;
  onSaveCondition: (draft: ConditionDraft) => void;
  saving: boolean;
  saveError: unknown;
};

/** Check-in, side by side: photos (the camera), the scratches already there, then fuel, odometer and belongings. */
export function CheckInStep({
  card,
  onAddPhoto,
  onRemovePhoto,
  onSaveCondition,
  saving,
  saveError,
}: CheckInStepProps) {
  const [draft, setDraft] = useState<ConditionDraft>(() => ({
    notes: Object.fromEntries(VEHICLE_SIDES.map((side) => [side, card.condition[side]?.notes ?? ""])),
    fuelPercent: card.fuelPercent,
    odometerKm: card.odometerKm,
    belongings: card.belongings,
  }));
  const fieldErrors = saveError ? fieldErrorsOf(saveError) : {};
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {VEHICLE_SIDES.map((side) => {
          const photos = card.photos.filter((photo) => photo.stage === "check_in" && photo.side === side);
          return (
            <Card
              key={side}
              withBorder
              padding="sm"
              radius="md"
              component="section"
              aria-label={SIDE_LABELS[side]}
            >
              <Stack gap={6}>
                <Group justify="space-between" gap="xs">
                  <Title order={4} size="h5">
                    {SIDE_LABELS[side]}
                    {side === "interior" ? (
                      <Text span size="xs" c="dimmed">
                        {" "}
                        (optional)
                      </Text>
                    ) : null}
                  </Title>
                  <PhotoInput
                    label={`${SIDE_LABELS[side]} photo`}
                    onUploaded={(photo) => onAddPhoto(side, photo.id)}
                  />
                </Group>
                <PhotoStrip photos={photos} onRemove={(photo) => onRemovePhoto(photo.id)} />
                <Textarea
                  label="Existing scratches or dents"
                  aria-label={`${SIDE_LABELS[side]}: existing scratches or dents`}
                  autosize
                  minRows={1}
                  maxLength={500}
                  value={draft.notes[side] ?? ""}
                  onChange={(event) => {
                    const notes = event.currentTarget.value;
                    setDraft((current) => ({ ...current, notes: { ...current.notes, [side]: notes } }));
                  }}
                />
              </Stack>
            </Card>
          );
        })}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <NumberInput
          label="Fuel level (%)"
          min={0}
          max={100}
          allowDecimal={false}
          value={draft.fuelPercent ?? ""}
          onChange={(value) =>
            setDraft((current) => ({ ...current, fuelPercent: typeof value === "number" ? value : null }))
          }
          error={fieldErrors.fuelPercent}
        />
        <NumberInput
          label="Odometer (km)"
          min={0}
          allowDecimal={false}
          thousandSeparator=","
          value={draft.odometerKm ?? ""}
          onChange={(value) =>
            setDraft((current) => ({ ...current, odometerKm: typeof value === "number" ? value : null }))
          }
          error={fieldErrors.odometerKm}
        />
        <Textarea
          label="Belongings in the vehicle"
          autosize
          minRows={1}
          maxLength={500}
          value={draft.belongings}
          onChange={(event) => {
            const belongings = event.currentTarget.value;
            setDraft((current) => ({ ...current, belongings }));
          }}
          error={fieldErrors.belongings}
        />
      </SimpleGrid>
      <Group gap="sm">
        <Button variant="light" loading={saving} onClick={() => onSaveCondition(draft)}>
          Save notes
        </Button>
        {saveError && Object.keys(fieldErrors).length === 0 ? (
          <Text size="sm" c="red" role="alert">
            {messageOf(saveError)}
          </Text>
        ) : null}
      </Group>
    </Stack>
  );
}

export type { ConditionDraft };
