import type { JobCardPhoto, VehicleSide } from "@chamak/contracts";
import { Group, Stack, Text } from "@mantine/core";
import { PhotoStrip } from "./photo-strip";
import { SIDE_LABELS } from "./side-labels";

export interface CheckInRecordData {
  /** The check-in photos (other stages are left out). */
  photos: JobCardPhoto[];
  condition: Partial<Record<VehicleSide, { notes: string }>>;
  fuelPercent: number | null;
  odometerKm: number | null;
  belongings: string;
}

const kilometres = new Intl.NumberFormat("en-IN");

/** The condition the customer confirmed: each photo under its side, the notes per side, fuel, odometer, belongings. */
export function CheckInRecord({ record }: { record: CheckInRecordData }) {
  const notes = Object.entries(record.condition).filter(([, entry]) => entry?.notes);
  return (
    <Stack gap={6}>
      <PhotoStrip photos={record.photos.filter((photo) => photo.stage === "check_in")} captions />
      {notes.map(([side, entry]) => (
        <Text key={side} size="sm">
          <b>{SIDE_LABELS[side as VehicleSide]}:</b> {entry?.notes}
        </Text>
      ))}
      {record.fuelPercent !== null || record.odometerKm !== null ? (
        <Group gap="lg">
          {record.fuelPercent !== null ? (
            <Text size="sm">
              <b>Fuel level:</b> {record.fuelPercent}%
            </Text>
          ) : null}
          {record.odometerKm !== null ? (
            <Text size="sm">
              <b>Odometer:</b> {kilometres.format(record.odometerKm)} km
            </Text>
          ) : null}
        </Group>
      ) : null}
      {record.belongings ? (
        <Text size="sm">
          <b>Belongings:</b> {record.belongings}
        </Text>
      ) : null}
    </Stack>
  );
}
