import { formatIndiaTime, formatIndiaWeekdayDate } from "@chamak/contracts";
import { Badge, Group, Paper, Stack, Text, TextInput, UnstyledButton } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import type { CentreBooking } from "../../lib/api-types";
import { useTRPC } from "../../lib/trpc";
import { BookingStatusBadge } from "../shared/status-badges";

/** Fewer characters than this find too much to be useful (the server refuses them too). */
const MIN_QUERY = 3;

/** Finding a booking by its code, the customer's phone (any format, or its last digits) or the vehicle number. */
export function BookingSearch({ onOpen }: { onOpen: (booking: CentreBooking) => void }) {
  const trpc = useTRPC();
  const [text, setText] = useState("");
  const [query] = useDebouncedValue(text.trim(), 250);
  const enabled = query.length >= MIN_QUERY;
  const found = useQuery({ ...trpc.centreBookings.search.queryOptions({ q: query }), enabled });
  return (
    <Stack gap={4} style={{ flex: "1 1 260px", maxWidth: 420 }}>
      <TextInput
        type="search"
        label="Find a booking"
        placeholder="Code, phone or vehicle number"
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
      />
      {enabled && found.data ? (
        <Paper withBorder shadow="sm" p={4} role="list" aria-label="Bookings found">
          {found.data.length === 0 ? (
            <Text size="sm" c="dimmed" p="xs">
              No booking matches “{query}”.
            </Text>
          ) : (
            found.data.map((booking) => (
              <UnstyledButton
                key={booking.id}
                role="listitem"
                onClick={() => onOpen(booking)}
                p="xs"
                w="100%"
                style={{ borderRadius: 6 }}
                aria-label={`Open booking ${booking.code}`}
              >
                <Group justify="space-between" gap="xs" wrap="nowrap">
                  <Stack gap={0} style={{ minWidth: 0 }}>
                    <Text size="sm" fw={700} truncate>
                      {booking.customer.name} · {booking.vehicleNumber}
                    </Text>
                    <Text size="xs" c="dimmed" truncate>
                      {booking.code} · {formatIndiaWeekdayDate(booking.slotStart)},{" "}
                      {formatIndiaTime(booking.slotStart)}
                    </Text>
                  </Stack>
                  <Group gap={4} wrap="nowrap">
                    {booking.walkIn ? (
                      <Badge size="xs" color="cyan" variant="light">
                        Walk-in
                      </Badge>
                    ) : null}
                    <BookingStatusBadge status={booking.status} />
                  </Group>
                </Group>
              </UnstyledButton>
            ))
          )}
        </Paper>
      ) : null}
    </Stack>
  );
}
