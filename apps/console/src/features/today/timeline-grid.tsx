import {
  formatClock,
  formatIndiaTime,
  formatIndiaWeekdayDate,
  type Timeline,
  type TimelineBooking,
} from "@chamak/contracts";
import { Box, Paper, Text, UnstyledButton } from "@mantine/core";
import { type PointerEvent, useEffect, useRef, useState } from "react";
import { ConfirmModal } from "../shared/confirm-modal";
import { BookingBlockText, blockColor, isMovable, NarrowBlockText } from "./booking-block";
import { CrewGridRows } from "./crew-grid-rows";
import {
  BAY_COLUMN,
  dayWindow,
  dropTarget,
  nowMinutesOn,
  PX_PER_MINUTE,
  ROW_HEIGHT,
  STICKY_ROW_NAME,
  spanBox,
  windowWithCrew,
} from "./timeline-geometry";
import type { useMoveBooking } from "./use-move-booking";
import { moveNotice, useToldBy } from "./use-told-by";

type Drag = { bookingId: number; pointerId: number; x: number; y: number; dx: number; dy: number };
type Drop = { booking: TimelineBooking; bay: number; start: Date };

/** A press that moved less than this is a click (opens the Move dialog), not a drag. */
const CLICK_SLOP_PX = 6;
const BLOCK_INSET = 6;
/** Blocks at least this wide (an hour's job) have room for the whole text; shorter ones say less. */
const WIDE_BLOCK_PX = 150;

type TimelineGridProps = {
  day: Timeline;
  now: Date;
  mover: ReturnType<typeof useMoveBooking>;
  onOpen: (booking: TimelineBooking) => void;
};

/**
 * The day per bay (rows) and time (columns): bookings, bay blocks and breaks, the washers' and drivers' jobs in
 * rows of their own below (crew-grid-rows.tsx), and a line at the time now in India. A live booking is dragged to another bay and/or start (snapped to the slot length); a new time is
 * confirmed first, since the customer is told; a refused drop shows the server's reason beside the block.
 */
export function TimelineGrid({ day, now, mover, onOpen }: TimelineGridProps) {
  // Drawn wide enough for the crew's jobs; a dragged booking still snaps to the slots from the opening.
  const opening = dayWindow(day);
  const span = windowWithCrew(
    opening,
    day.date,
    day.crew.flatMap((lane) => lane.jobs),
  );
  const width = (span.to - span.from) * PX_PER_MINUTE;
  const grid = { date: day.date, bays: day.bays, slotMinutes: day.slotMinutes, window: opening, now };
  const [drag, setDrag] = useState<Drag | null>(null);
  const [asking, setAsking] = useState<Drop | null>(null);
  const told = useToldBy(asking?.booking.id ?? null);
  const nowMinutes = nowMinutesOn(day.date, now);
  // Today opens scrolled to the time now (a third from the left), so the next jobs are in view.
  const scroller = useRef<HTMLDivElement>(null);
  const showsNow = nowMinutes !== null;
  useEffect(() => {
    const element = scroller.current;
    const minutes = nowMinutesOn(day.date, new Date());
    if (!element || minutes === null) return;
    element.scrollLeft = Math.max(0, (minutes - span.from) * PX_PER_MINUTE - element.clientWidth / 3);
  }, [day.date, span.from, showsNow]);
  const hours: number[] = [];
  for (let minutes = Math.ceil(span.from / 60) * 60; minutes < span.to; minutes += 60) hours.push(minutes);

  const targetOf = (booking: TimelineBooking, current: Drag) =>
    dropTarget({ dx: current.dx, dy: current.dy }, { bay: booking.bay, start: booking.slotStart }, grid);

  const onPointerDown = (booking: TimelineBooking) => (event: PointerEvent<HTMLElement>) => {
    if (event.button !== 0 || !isMovable(booking)) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    setDrag({
      bookingId: booking.id,
      pointerId: event.pointerId,
      x: event.clientX,
      y: event.clientY,
      dx: 0,
      dy: 0,
    });
  };
  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    if (!drag || event.pointerId !== drag.pointerId) return;
    setDrag({ ...drag, dx: event.clientX - drag.x, dy: event.clientY - drag.y });
  };
  const onPointerUp = (booking: TimelineBooking) => (event: PointerEvent<HTMLElement>) => {
    if (!drag || event.pointerId !== drag.pointerId) return;
    setDrag(null);
    const current = { ...drag, dx: event.clientX - drag.x, dy: event.clientY - drag.y };
    if (Math.abs(current.dx) < CLICK_SLOP_PX && Math.abs(current.dy) < CLICK_SLOP_PX) {
      onOpen(booking);
      return;
    }
    const target = targetOf(booking, current);
    const timeChanged = target.start.getTime() !== booking.slotStart.getTime();
    if (!timeChanged && target.bay === booking.bay) return;
    if (timeChanged) {
      setAsking({ booking, ...target });
      return;
    }
    mover.move({
      bookingId: booking.id,
      bay: target.bay,
      slotStart: booking.slotStart,
      seenUpdatedAt: booking.updatedAt,
    });
  };

  return (
    <>
      <Box
        ref={scroller}
        style={{ overflowX: "auto", border: "1px solid var(--mantine-color-gray-3)", borderRadius: 8 }}
      >
        <Box style={{ position: "relative", width: BAY_COLUMN + width, minWidth: "100%" }}>
          {/* Hour marks */}
          <Box style={{ display: "flex", height: 28, borderBottom: "1px solid var(--mantine-color-gray-3)" }}>
            <Box
              w={BAY_COLUMN}
              style={{
                flexShrink: 0,
                position: "sticky",
                left: 0,
                zIndex: 3,
                background: "var(--mantine-color-body)",
              }}
            />
            <Box style={{ position: "relative", width, flexShrink: 0 }}>
              {hours.map((minutes) => (
                <Text
                  key={minutes}
                  size="xs"
                  c="dimmed"
                  style={{ position: "absolute", left: (minutes - span.from) * PX_PER_MINUTE + 4, top: 6 }}
                >
                  {formatClock(minutes, "en")}
                </Text>
              ))}
            </Box>
          </Box>

          {Array.from({ length: day.bays }, (_, index) => index + 1).map((bay) => (
            <Box
              key={bay}
              role="row"
              aria-label={`Bay ${bay}`}
              style={{
                display: "flex",
                height: ROW_HEIGHT,
                borderBottom: "1px solid var(--mantine-color-gray-2)",
              }}
            >
              <Box w={BAY_COLUMN} p={8} style={STICKY_ROW_NAME}>
                <Text fw={700} size="sm">
                  Bay {bay}
                </Text>
              </Box>
              <Box style={{ position: "relative", width, flexShrink: 0 }}>
                {hours.map((minutes) => (
                  <Box
                    key={minutes}
                    style={{
                      position: "absolute",
                      left: (minutes - span.from) * PX_PER_MINUTE,
                      top: 0,
                      bottom: 0,
                      borderLeft: "1px dashed var(--mantine-color-gray-2)",
                    }}
                  />
                ))}
                {day.breaks.map((range) => (
                  <Box
                    key={`${range.startsAt}`}
                    aria-label={`Break ${formatClock(range.startsAt, "en")} to ${formatClock(range.endsAt, "en")}`}
                    style={{
                      position: "absolute",
                      left: (range.startsAt - span.from) * PX_PER_MINUTE,
                      width: (range.endsAt - range.startsAt) * PX_PER_MINUTE,
                      top: 0,
                      bottom: 0,
                      background: "var(--mantine-color-yellow-0)",
                    }}
                  >
                    {bay === 1 ? (
                      <Text size="xs" c="yellow.9" p={4}>
                        Break
                      </Text>
                    ) : null}
                  </Box>
                ))}
                {day.blocks
                  .filter((block) => block.bay === bay)
                  .map((block) => {
                    const box = spanBox(day.date, span.from, block.startsAt, block.endsAt);
                    return (
                      <Box
                        key={block.id}
                        title={`Bay ${bay} blocked: ${block.reason}`}
                        style={{
                          position: "absolute",
                          ...box,
                          top: BLOCK_INSET,
                          bottom: BLOCK_INSET,
                          borderRadius: 6,
                          padding: 6,
                          overflow: "hidden",
                          background:
                            "repeating-linear-gradient(45deg, var(--mantine-color-gray-2) 0 8px, var(--mantine-color-gray-1) 8px 16px)",
                          border: "1px solid var(--mantine-color-gray-4)",
                        }}
                      >
                        <Text size="xs" fw={700} truncate>
                          Blocked
                        </Text>
                        <Text size="xs" c="dimmed" truncate>
                          {block.reason}
                        </Text>
                      </Box>
                    );
                  })}
                {day.bookings
                  .filter((booking) => booking.bay === bay)
                  .map((booking) => {
                    const dragging = drag?.bookingId === booking.id ? drag : null;
                    const box = spanBox(day.date, span.from, booking.slotStart, booking.slotEnd);
                    const target = dragging ? targetOf(booking, dragging) : null;
                    const shift = target
                      ? {
                          x: spanBox(day.date, span.from, target.start, booking.slotEnd).left - box.left,
                          y: (target.bay - booking.bay) * ROW_HEIGHT,
                        }
                      : null;
                    // While dragged, the block says where it would land: its new start and end (and bay).
                    const shown = target
                      ? {
                          ...booking,
                          bay: target.bay,
                          slotStart: target.start,
                          slotEnd: new Date(
                            target.start.getTime() + booking.slotEnd.getTime() - booking.slotStart.getTime(),
                          ),
                        }
                      : booking;
                    const refused = mover.refused?.bookingId === booking.id ? mover.refused.reason : null;
                    const color = blockColor(booking);
                    return (
                      <Box key={booking.id}>
                        <UnstyledButton
                          aria-label={`Booking ${booking.code}, bay ${booking.bay}, ${formatIndiaTime(booking.slotStart)}`}
                          data-booking={booking.code}
                          title={`${booking.code} · ${booking.customerFirstName} · ${booking.vehicleNumber} · ${booking.services}`}
                          onPointerDown={onPointerDown(booking)}
                          onPointerMove={onPointerMove}
                          onPointerUp={onPointerUp(booking)}
                          onPointerCancel={() => setDrag(null)}
                          onKeyDown={(event) => {
                            if (isMovable(booking) && (event.key === "Enter" || event.key === " ")) {
                              event.preventDefault();
                              onOpen(booking);
                            }
                          }}
                          style={{
                            position: "absolute",
                            left: box.left + 1,
                            width: box.width - 2,
                            top: BLOCK_INSET,
                            height: ROW_HEIGHT - 2 * BLOCK_INSET,
                            padding: "4px 5px",
                            borderRadius: 6,
                            overflow: "hidden",
                            background: `var(--mantine-color-${color}-0)`,
                            borderLeft: `4px solid var(--mantine-color-${color}-6)`,
                            boxShadow: dragging ? "var(--mantine-shadow-md)" : "var(--mantine-shadow-xs)",
                            cursor: isMovable(booking) ? (dragging ? "grabbing" : "grab") : "default",
                            touchAction: isMovable(booking) ? "none" : "auto",
                            transform: shift ? `translate(${shift.x}px, ${shift.y}px)` : undefined,
                            zIndex: dragging ? 5 : 1,
                            opacity: booking.status === "completed" || booking.status === "no_show" ? 0.6 : 1,
                            display: "flex",
                            flexDirection: "column",
                            gap: 0,
                          }}
                        >
                          {target ? (
                            <Text size="xs" fw={700} c="blue.8" truncate data-drag-target>
                              To bay {target.bay}
                            </Text>
                          ) : null}
                          {box.width >= WIDE_BLOCK_PX ? (
                            <BookingBlockText booking={shown} />
                          ) : (
                            <NarrowBlockText booking={shown} />
                          )}
                        </UnstyledButton>
                        {refused ? (
                          <Paper
                            role="alert"
                            shadow="sm"
                            p={6}
                            withBorder
                            style={{
                              position: "absolute",
                              left: box.left,
                              top: ROW_HEIGHT - 30,
                              zIndex: 6,
                              maxWidth: 320,
                              borderColor: "var(--mantine-color-red-4)",
                            }}
                          >
                            <Text size="xs" c="red.8">
                              {refused}
                            </Text>
                          </Paper>
                        ) : null}
                      </Box>
                    );
                  })}
              </Box>
            </Box>
          ))}
          <CrewGridRows day={day} from={span.from} width={width} />

          {nowMinutes !== null && nowMinutes >= span.from && nowMinutes <= span.to ? (
            <Box
              aria-label={`Now, ${formatClock(nowMinutes, "en")}`}
              data-now-line
              style={{
                position: "absolute",
                left: BAY_COLUMN + (nowMinutes - span.from) * PX_PER_MINUTE,
                top: 0,
                bottom: 0,
                width: 2,
                background: "var(--mantine-color-red-6)",
                zIndex: 4,
                pointerEvents: "none",
              }}
            />
          ) : null}
        </Box>
      </Box>

      <ConfirmModal
        opened={asking !== null}
        onClose={() => setAsking(null)}
        title={`Move booking ${asking?.booking.code ?? ""}?`}
        confirmLabel={told === null ? "Move" : "Move and tell the customer"}
        onConfirm={() => {
          if (!asking) return;
          mover.move(
            {
              bookingId: asking.booking.id,
              bay: asking.bay,
              slotStart: asking.start,
              seenUpdatedAt: asking.booking.updatedAt,
            },
            told,
          );
          setAsking(null);
        }}
      >
        {asking ? (
          <>
            To bay {asking.bay} at {formatIndiaTime(asking.start)} on {formatIndiaWeekdayDate(asking.start)}{" "}
            (now bay {asking.booking.bay} at {formatIndiaTime(asking.booking.slotStart)}).{" "}
            <strong>{moveNotice(told)}</strong>
          </>
        ) : null}
      </ConfirmModal>
    </>
  );
}
