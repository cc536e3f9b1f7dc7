import { indiaDate, type Timeline, type TimelineBooking } from "@chamak/contracts";
import { ErrorState, LoadingState } from "@chamak/ui";
import { Alert, Badge, Button, Group, Stack, Text, TextInput } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import type { CentreBooking } from "../../lib/api-types";
import { countOf, formatLongDay } from "../../lib/format";
import { useTRPC } from "../../lib/trpc";
import { BookingActionDialogs } from "../bookings/booking-action-dialogs";
import { BookingDrawer } from "../bookings/booking-drawer";
import { useBookingAction } from "../bookings/use-booking-action";
import { Notice } from "../shared/notice";
import { PageHeader } from "../shared/page-header";
import { BookingSearch } from "./booking-search";
import { CrewLanes } from "./crew-lanes";
import { MoveDialog } from "./move-dialog";
import { TimelineGrid } from "./timeline-grid";
import { TimelineList } from "./timeline-list";
import { useMoveBooking } from "./use-move-booking";

/** How often the open day is read again (other staff, online bookings). */
const REFRESH_MS = 15_000;

/** Ticks every 30 seconds: the now line moves on without a reload. */
function useNow(intervalMs = 30_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/** The day's bookings: those on a bay and those only with people (doorstep), each once. */
const bookingsOn = (day: Timeline) =>
  new Set([
    ...day.bookings.map((booking) => booking.id),
    ...day.crew.flatMap((lane) => lane.jobs.map((job) => job.bookingId)),
  ]).size;

type TodayPageProps = { date: string | undefined; onDate: (date: string | undefined) => void };

/**
 * A centre's day: the per-bay timeline on a tablet or a desktop (drag to move), a compact list with a Move
 * dialog on a phone, a date to look at another day, and a search that opens any booking.
 */
export function TodayPage({ date: chosen, onDate }: TodayPageProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const now = useNow();
  const today = indiaDate(now);
  const date = chosen ?? today;
  const phone = useMediaQuery("(max-width: 767px)");
  const day = useQuery({
    ...trpc.centreBookings.timeline.queryOptions({ date }),
    refetchInterval: REFRESH_MS,
    refetchOnWindowFocus: "always",
  });
  const [moved, setMoved] = useState<string | null>(null);
  const [moving, setMoving] = useState<TimelineBooking | null>(null);
  const mover = useMoveBooking({
    onMoved: (customerNotified, told) => {
      setMoving(null);
      setMoved(
        !customerNotified
          ? "Booking moved to another bay. Nothing changes for the customer."
          : told === null
            ? "Booking moved. No message reaches this customer: tell them the new time yourself."
            : `Booking moved. The customer is being told the new time${told ? ` ${told}` : ""}.`,
      );
    },
  });
  const [open, setOpen] = useState<CentreBooking | null>(null);
  const flow = useBookingAction();
  useEffect(() => {
    if (!flow.done) return;
    setOpen(null);
    void queryClient.invalidateQueries({ queryKey: trpc.centreBookings.timeline.pathKey() });
    void queryClient.invalidateQueries({ queryKey: trpc.centreBookings.search.pathKey() });
  }, [flow.done, queryClient, trpc]);

  return (
    <Stack gap="md">
      <PageHeader
        title="Today"
        description={
          phone
            ? "Your day by time. Move a booking with its Move button."
            : "Your day per bay. Drag a booking to another bay or time; click it to move it by hand."
        }
      />
      <Group gap="sm" align="flex-start" wrap="wrap">
        <TextInput
          type="date"
          label="Date"
          value={date}
          onChange={(event) => onDate(event.currentTarget.value || undefined)}
          w={170}
        />
        {date !== today ? (
          <Button variant="default" mt={25} onClick={() => onDate(undefined)}>
            Back to today
          </Button>
        ) : null}
        <BookingSearch onOpen={setOpen} />
      </Group>

      <Notice text={moved} onClose={() => setMoved(null)} />
      <Notice text={flow.done} onClose={flow.clearDone} />

      {day.isPending ? (
        <LoadingState label="Loading the day…" />
      ) : day.isError ? (
        <ErrorState
          title="The day could not load"
          onRetry={() => void day.refetch()}
          retrying={day.isFetching}
        />
      ) : (
        <>
          <Group gap="xs">
            <Text fw={700}>{date === today ? `Today, ${formatLongDay(date)}` : formatLongDay(date)}</Text>
            <Badge variant="light" color="gray">
              {countOf(bookingsOn(day.data), "booking")}
            </Badge>
            <Badge variant="light" color="gray">
              {countOf(day.data.bays, "bay")}
            </Badge>
          </Group>
          {day.data.closed ? (
            <Alert color="orange" variant="light">
              The centre is closed on this date. Bookings still on it are listed so you can move them.
            </Alert>
          ) : null}
          {phone ? (
            <TimelineList day={day.data} mover={mover} onMove={setMoving} />
          ) : (
            <TimelineGrid day={day.data} now={now} mover={mover} onOpen={setMoving} />
          )}
          <CrewLanes day={day.data} />
        </>
      )}

      <MoveDialog booking={moving} onClose={() => setMoving(null)} mover={mover} />
      <BookingDrawer
        booking={open}
        onClose={() => setOpen(null)}
        onAction={(action) =>
          open && flow.ask({ bookingId: open.id, code: open.code, action, seenUpdatedAt: open.updatedAt })
        }
      />
      <BookingActionDialogs flow={flow} />
    </Stack>
  );
}
