import {
  BOOKING_STATUSES,
  type BookingView,
  formatIndiaTime,
  indiaDate,
  instantToIndia,
} from "@chamak/contracts";
import { EmptyState, ErrorState, LoadingState } from "@chamak/ui";
import {
  Alert,
  Badge,
  Button,
  Group,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useMemo, useState } from "react";
import type { CentreBooking } from "../../lib/api-types";
import { countOf, formatLongDay } from "../../lib/format";
import { useTRPC } from "../../lib/trpc";
import { BOOKING_STATUS_LABELS } from "../shared/labels";
import { Notice } from "../shared/notice";
import { PageHeader } from "../shared/page-header";
import { BookingActionDialogs } from "./booking-action-dialogs";
import { BookingCard } from "./booking-card";
import { BookingDrawer } from "./booking-drawer";
import { useBookingAction } from "./use-booking-action";
import { useNewBookingChime } from "./use-new-booking-chime";
import { useNewBookings } from "./use-new-bookings";

/** How often the open board asks for new bookings. */
export const BOARD_REFRESH_MS = 5_000;

export type BoardSearch = { date?: string | undefined; status?: BookingView["status"] | undefined };

export const boardQueryInput = (search: BoardSearch) => ({
  ...(search.date ? { date: search.date } : {}),
  ...(search.status ? { status: search.status } : {}),
  pageSize: 100,
});

/** Ticks every 30 seconds so "no-show" appears once a slot starts, without a reload. */
function useNow(intervalMs = 30_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

type BoardProps = { search: BoardSearch; onSearch: (search: BoardSearch) => void };

/**
 * Today's and upcoming bookings by slot, refreshed every few seconds and when the window regains focus; bookings
 * made since the centre last looked are highlighted, announced and, once the page has been used, chimed.
 */
export function BookingsBoardPage({ search, onSearch }: BoardProps) {
  const trpc = useTRPC();
  const now = useNow();
  const today = indiaDate(now);
  const bookings = useQuery({
    ...trpc.centreBookings.list.queryOptions(boardQueryInput(search)),
    refetchInterval: BOARD_REFRESH_MS,
    refetchOnWindowFocus: "always",
  });
  const flow = useBookingAction();
  const { newIds, markSeen } = useNewBookings(bookings.data?.items);
  useNewBookingChime(newIds.size);
  const [openId, setOpenId] = useState<number | null>(null);
  const open = bookings.data?.items.find((booking) => booking.id === openId) ?? null;

  const days = useMemo(() => {
    const groups = new Map<string, CentreBooking[]>();
    for (const booking of bookings.data?.items ?? []) {
      const day = instantToIndia(booking.slotStart).date;
      groups.set(day, [...(groups.get(day) ?? []), booking]);
    }
    return [...groups.entries()];
  }, [bookings.data]);

  const view = search.date ? (search.date === today ? "today" : "date") : "upcoming";
  const statusOptions = BOOKING_STATUSES.map((status) => ({
    value: status,
    label: BOOKING_STATUS_LABELS[status],
  }));

  return (
    <Stack gap="md">
      <PageHeader
        title="Bookings"
        description="Your bookings by slot. The board refreshes by itself every few seconds and chimes when a booking arrives."
        actions={
          bookings.isFetching && !bookings.isPending ? (
            <Text size="xs" c="dimmed" role="status">
              Refreshing…
            </Text>
          ) : (
            <Text size="xs" c="dimmed">
              Updated {formatIndiaTime(new Date(bookings.dataUpdatedAt || Date.now()))}
            </Text>
          )
        }
      />
      <Group gap="sm" align="flex-end" wrap="wrap">
        <SegmentedControl
          aria-label="Which bookings"
          value={view}
          onChange={(value) =>
            onSearch({
              ...search,
              date: value === "today" ? today : value === "date" ? (search.date ?? today) : undefined,
            })
          }
          data={[
            { value: "upcoming", label: "Upcoming" },
            { value: "today", label: "Today" },
            { value: "date", label: "Pick a date" },
          ]}
        />
        {view === "date" || view === "today" ? (
          <TextInput
            type="date"
            label="Date"
            value={search.date ?? today}
            onChange={(event) => onSearch({ ...search, date: event.currentTarget.value || undefined })}
            w={170}
          />
        ) : null}
        <Select
          label="Status"
          placeholder="All statuses"
          clearable
          data={statusOptions}
          value={search.status ?? null}
          onChange={(value) =>
            onSearch({ ...search, status: (value as BookingView["status"] | null) ?? undefined })
          }
          w={200}
        />
      </Group>

      {newIds.size > 0 ? (
        <Alert color="orange" variant="filled" role="alert" title={newBookingsTitle(newIds.size)}>
          <Group justify="space-between" gap="xs">
            <Text size="sm">Highlighted below. Confirm each one so the customer knows you expect them.</Text>
            <Button size="xs" variant="white" color="orange" onClick={markSeen}>
              Mark as seen
            </Button>
          </Group>
        </Alert>
      ) : null}

      <Notice text={flow.done} onClose={flow.clearDone} />

      {bookings.isPending ? (
        <LoadingState label="Loading bookings…" />
      ) : bookings.isError ? (
        <ErrorState
          title="Bookings could not load"
          onRetry={() => void bookings.refetch()}
          retrying={bookings.isFetching}
        />
      ) : days.length === 0 ? (
        <EmptyState
          title={search.date ? "No bookings on this day" : "No upcoming bookings"}
          description={
            search.status
              ? "Nothing with this status. Clear the status filter to see every booking."
              : "New bookings appear here by themselves."
          }
        />
      ) : (
        days.map(([day, items]) => (
          <Stack gap="xs" key={day} component="section" aria-labelledby={`day-${day}`}>
            <Group gap="xs">
              <Title order={2} size="h4" id={`day-${day}`}>
                {day === today ? "Today" : formatLongDay(day)}
              </Title>
              {day === today ? <Text c="dimmed">{formatLongDay(day)}</Text> : null}
              <Badge variant="light" color="gray">
                {countOf(items.length, "booking")}
              </Badge>
            </Group>
            {items.map((booking) => (
              <BookingCard
                key={booking.id}
                booking={booking}
                isNew={newIds.has(booking.id)}
                onOpen={() => setOpenId(booking.id)}
                onAction={(action) =>
                  flow.ask({
                    bookingId: booking.id,
                    code: booking.code,
                    action,
                    seenUpdatedAt: booking.updatedAt,
                  })
                }
              />
            ))}
          </Stack>
        ))
      )}
      {bookings.data && bookings.data.total > bookings.data.items.length ? (
        <Text size="sm" c="dimmed">
          Showing the first {bookings.data.items.length} of {bookings.data.total}. Pick a date to see the
          rest.
        </Text>
      ) : null}

      <BookingDrawer
        booking={open}
        onClose={() => setOpenId(null)}
        onAction={(action) =>
          open && flow.ask({ bookingId: open.id, code: open.code, action, seenUpdatedAt: open.updatedAt })
        }
      />
      <BookingActionDialogs flow={flow} />
    </Stack>
  );
}

const newBookingsTitle = (count: number) => `${countOf(count, "new booking")} since you last looked`;
