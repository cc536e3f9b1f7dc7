import { formatIndiaTime, type Timeline, type TimelineBooking } from "@chamak/contracts";
import { Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { BookingBlockText, blockColor, isMovable } from "./booking-block";
import type { useMoveBooking } from "./use-move-booking";

type Entry =
  | { kind: "booking"; at: Date; booking: TimelineBooking }
  | { kind: "block"; at: Date; block: Timeline["blocks"][number] };

/** The day's bookings and bay blocks by start time, for grouping under one heading per time. */
function byStartTime(day: Timeline): [string, Entry[]][] {
  const entries: Entry[] = [
    ...day.bookings.map((booking) => ({ kind: "booking" as const, at: booking.slotStart, booking })),
    ...day.blocks.map((block) => ({ kind: "block" as const, at: block.startsAt, block })),
  ].sort((a, b) => a.at.getTime() - b.at.getTime());
  const groups = new Map<string, Entry[]>();
  for (const entry of entries) {
    const time = formatIndiaTime(entry.at);
    groups.set(time, [...(groups.get(time) ?? []), entry]);
  }
  return [...groups.entries()];
}

type TimelineListProps = {
  day: Timeline;
  mover: ReturnType<typeof useMoveBooking>;
  onMove: (booking: TimelineBooking) => void;
};

/** The day on a phone: a compact list by start time, each booking with its bay and a Move button. */
export function TimelineList({ day, mover, onMove }: TimelineListProps) {
  const groups = byStartTime(day);
  if (groups.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="lg">
        Nothing booked or blocked on this day.
      </Text>
    );
  }
  return (
    <Stack gap="md">
      {groups.map(([time, entries]) => (
        <Stack key={time} gap={6} component="section" aria-label={`At ${time}`}>
          <Title order={2} size="h5">
            {time}
          </Title>
          {entries.map((entry) =>
            entry.kind === "block" ? (
              <Card key={`block-${entry.block.id}`} withBorder padding="xs" bg="gray.0">
                <Text size="sm" fw={700}>
                  Bay {entry.block.bay} blocked until {formatIndiaTime(entry.block.endsAt)}
                </Text>
                <Text size="xs" c="dimmed">
                  {entry.block.reason}
                </Text>
              </Card>
            ) : (
              <Card
                key={entry.booking.id}
                withBorder
                padding="xs"
                component="article"
                aria-label={`Booking ${entry.booking.code}`}
                style={{ borderLeft: `4px solid var(--mantine-color-${blockColor(entry.booking)}-6)` }}
              >
                <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
                  <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
                    <Text size="xs" fw={700} c="dimmed">
                      Bay {entry.booking.bay}
                    </Text>
                    <BookingBlockText booking={entry.booking} />
                  </Stack>
                  {isMovable(entry.booking) ? (
                    <Button size="xs" variant="light" onClick={() => onMove(entry.booking)}>
                      Move
                    </Button>
                  ) : null}
                </Group>
                {mover.refused?.bookingId === entry.booking.id ? (
                  <Text size="xs" c="red.8" role="alert" mt={4}>
                    {mover.refused.reason}
                  </Text>
                ) : null}
              </Card>
            ),
          )}
        </Stack>
      ))}
    </Stack>
  );
}
