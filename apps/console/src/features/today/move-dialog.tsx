import {
  formatClock,
  formatIndiaTime,
  formatMinutes,
  indiaDate,
  indiaToInstant,
  instantToIndia,
  parseTime,
  type TimelineBooking,
} from "@chamak/contracts";
import { Alert, Button, Group, Modal, Select, Stack, Text, TextInput } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { formatLongDay } from "../../lib/format";
import { useTRPC } from "../../lib/trpc";
import { dayWindow, slotStarts } from "./timeline-geometry";
import type { useMoveBooking } from "./use-move-booking";
import { moveNotice, useToldBy } from "./use-told-by";

type MoveDialogProps = {
  booking: TimelineBooking | null;
  onClose: () => void;
  mover: ReturnType<typeof useMoveBooking>;
};

/**
 * Moving a booking without dragging (phones, keyboards): a bay, a date and a start on the chosen date's slot
 * grid, from the time now on (a start already past is not offered). When the time changes the dialog says how
 * the customer is told (the channels their messages really go on), and its button says so too.
 */
export function MoveDialog({ booking, onClose, mover }: MoveDialogProps) {
  const trpc = useTRPC();
  const shown = booking ? instantToIndia(booking.slotStart) : null;
  const [bay, setBay] = useState("1");
  const [date, setDate] = useState("");
  const [time, setTime] = useState("");
  const { reset } = mover;
  useEffect(() => {
    if (!booking) return;
    const india = instantToIndia(booking.slotStart);
    setBay(String(booking.bay));
    setDate(india.date);
    setTime(formatMinutes(india.minutes));
    reset();
  }, [booking, reset]);

  const told = useToldBy(booking?.id ?? null);
  const day = useQuery({ ...trpc.centreBookings.timeline.queryOptions({ date }), enabled: date !== "" });
  // Only starts still ahead: the server refuses a move into the past, so the list does not offer one.
  const now = Date.now();
  const times = day.data
    ? slotStarts(dayWindow(day.data), day.data.slotMinutes)
        .filter((minutes) => indiaToInstant(date, minutes).getTime() > now)
        .map((minutes) => ({ value: formatMinutes(minutes), label: formatClock(minutes, "en") }))
    : [];
  const bays = Array.from({ length: day.data?.bays ?? booking?.bay ?? 1 }, (_, i) => String(i + 1));
  const timeChanged = shown !== null && (date !== shown.date || parseTime(time) !== shown.minutes);
  const slotStart = date && time ? indiaToInstant(date, parseTime(time)) : null;
  const refusedHere = mover.refused && mover.refused.bookingId === booking?.id ? mover.refused : null;
  const fieldErrors = refusedHere ? mover.fieldErrors : {};
  const otherError = refusedHere && !fieldErrors.bay && !fieldErrors.slotStart ? refusedHere.reason : null;

  return (
    <Modal opened={booking !== null} onClose={onClose} title={`Move booking ${booking?.code ?? ""}`} centered>
      {booking ? (
        <Stack gap="sm">
          <Text size="sm">
            {booking.customerFirstName} · {booking.vehicleNumber} · now bay {booking.bay},{" "}
            {formatIndiaTime(booking.slotStart)}
          </Text>
          <Select
            label="Bay"
            data={bays.map((value) => ({ value, label: `Bay ${value}` }))}
            value={bay}
            onChange={(value) => value && setBay(value)}
            allowDeselect={false}
            error={fieldErrors.bay}
          />
          <TextInput
            type="date"
            label="Date"
            min={indiaDate()}
            value={date}
            onChange={(event) => setDate(event.currentTarget.value)}
          />
          <Select
            label="Start"
            data={times}
            value={time}
            onChange={(value) => value && setTime(value)}
            allowDeselect={false}
            searchable
            error={fieldErrors.slotStart}
            description={day.data?.closed ? `The centre is closed on ${formatLongDay(date)}` : undefined}
          />
          {timeChanged ? (
            <Alert color={told === null ? "orange" : "blue"} variant="light">
              New time: {slotStart ? `${formatLongDay(date)}, ${formatClock(time, "en")}` : "not chosen"}.{" "}
              {moveNotice(told)}
            </Alert>
          ) : null}
          {otherError ? (
            <Alert color="red" variant="light" role="alert">
              {otherError}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose} disabled={mover.pending}>
              Cancel
            </Button>
            <Button
              loading={mover.pending}
              disabled={!slotStart}
              onClick={() =>
                slotStart &&
                mover.move(
                  {
                    bookingId: booking.id,
                    bay: Number(bay),
                    slotStart: timeChanged ? slotStart : booking.slotStart,
                    seenUpdatedAt: booking.updatedAt,
                  },
                  told,
                )
              }
            >
              {!timeChanged ? `Move to bay ${bay}` : told === null ? "Move" : "Move and tell the customer"}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
