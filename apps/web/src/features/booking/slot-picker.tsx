import {
  type AvailabilityInput,
  addDays,
  bookableDates,
  formatCalendarDate,
  formatClock,
  indiaDate,
  lastBookableDate,
} from "@chamak/contracts";
import { Alert, Chip, Group, Input, Skeleton, Stack, Text, TextInput } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useId, useMemo, useState } from "react";
import { useLang, useT } from "../../lib/i18n";
import { useTRPC } from "../../lib/trpc";
import { useServerMessage } from "../forms/field-message";
import { DateChips } from "./date-chips";

/** Where the vehicle is, for doorstep and pick & drop: the times are those someone can get there. */
export type SlotPlace = Pick<AvailabilityInput, "serviceMode" | "zip" | "address" | "city">;

type SlotPickerProps = {
  /** The services to fit in, as the server sizes the slot for them. */
  cart: Omit<AvailabilityInput, "date" | keyof SlotPlace> | null;
  /** Doorstep or pick & drop: where the vehicle is (times wait for its PIN). At the centre when absent. */
  place?: SlotPlace | undefined;
  date: string;
  time: string;
  onChange(slot: { date: string; time: string }): void;
  dateError?: string | undefined;
  timeError?: string | undefined;
  /** The days as chips of the booking window (today on) instead of a date field: a day that cannot be booked
   * is never offered. */
  dateChips?: boolean;
};

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const PIN = /^[1-9]\d{5}$/;

/**
 * A date, then the start times still free at the centre on that date. Until the customer picks a date or a
 * time, a date with no free time moves on to the next day of the booking window.
 */
export function SlotPicker({
  cart,
  place,
  date,
  time,
  onChange,
  dateError,
  timeError,
  dateChips,
}: SlotPickerProps) {
  const t = useT("booking");
  const { lang } = useLang();
  const serverMessage = useServerMessage();
  const trpc = useTRPC();
  const timesLabelId = useId();
  const datesLabelId = useId();
  const datesName = useId();
  const dates = useMemo(() => bookableDates(new Date()), []);
  // One name makes the chips' radios one group: a single Tab stop, the arrow keys move between the times.
  const timesName = useId();
  // Someone goes out to the vehicle: which times depends on where it is, so the times wait for its PIN.
  const goesOut = place !== undefined && place.serviceMode !== undefined && place.serviceMode !== "at_centre";
  const placeKnown = !goesOut || PIN.test(place?.zip ?? "");
  const enabled = cart !== null && ISO_DATE.test(date) && placeKnown;
  const availability = useQuery({
    ...trpc.booking.availability.queryOptions({
      ...(cart ?? { centreId: 0, vehicleTypeId: 0, items: [] }),
      ...(goesOut && place ? place : {}),
      date,
    }),
    enabled,
    staleTime: 15_000,
  });
  const free = availability.data?.slots.filter((slot) => slot.available) ?? [];
  const [datePicked, setDatePicked] = useState(time !== "");
  const dayIsFull = availability.data?.date === date && free.length === 0;
  const movingOn = !datePicked && dayIsFull && date < lastBookableDate();
  useEffect(() => {
    if (movingOn) onChange({ date: addDays(date, 1), time: "" });
  }, [movingOn, date, onChange]);
  const chosenGone = availability.isSuccess && time !== "" && !free.some((slot) => slot.time === time);

  return (
    <Stack gap="sm">
      {dateChips ? (
        <Input.Wrapper id={datesLabelId} label={t("date")} required error={dateError} data-path="date">
          <DateChips
            dates={dates}
            value={date}
            onChange={(next) => {
              setDatePicked(true);
              onChange({ date: next, time: "" });
            }}
            labelledBy={`${datesLabelId}-label`}
            name={datesName}
          />
        </Input.Wrapper>
      ) : (
        <TextInput
          type="date"
          label={t("date")}
          required
          min={indiaDate()}
          max={lastBookableDate()}
          value={date}
          error={dateError}
          data-path="date"
          onChange={(e) => {
            setDatePicked(true);
            onChange({ date: e.currentTarget.value, time: "" });
          }}
        />
      )}
      <Input.Wrapper
        id={timesLabelId}
        label={t("time")}
        required
        error={timeError ?? (chosenGone ? t("timeGone") : undefined)}
        data-path="time"
        description={
          availability.data ? t("slotLength", { minutes: availability.data.durationMinutes }) : undefined
        }
      >
        <div aria-live="polite">
          {!placeKnown ? (
            <Text size="sm" c="dimmed" mt={4}>
              {t(place?.serviceMode === "doorstep" ? "doorstepPinFirst" : "pickDropPinFirst")}
            </Text>
          ) : !enabled ? (
            <Text size="sm" c="dimmed" mt={4}>
              {t("pickDateFirst")}
            </Text>
          ) : availability.isPending || movingOn ? (
            <Group gap="xs" mt={4} role="status" aria-label={t("loadingTimes")}>
              {[1, 2, 3, 4].map((n) => (
                <Skeleton key={n} h={30} w={64} radius="xl" />
              ))}
            </Group>
          ) : availability.isError ? (
            <Alert color="red" variant="light" mt={4}>
              {serverMessage(availability.error) ?? t("timesFailed")}
            </Alert>
          ) : availability.data.closed ? (
            <Text size="sm" c="dimmed" mt={4}>
              {t("centreClosed", {
                day: formatCalendarDate(date, lang, { weekday: "long", day: "numeric", month: "long" }),
              })}
            </Text>
          ) : free.length === 0 ? (
            <Text size="sm" c="dimmed" mt={4}>
              {t("noFreeTimes")}
            </Text>
          ) : (
            <Chip.Group
              value={time}
              onChange={(value) => {
                setDatePicked(true);
                onChange({ date, time: String(value) });
              }}
            >
              <Group gap={8} mt={6} role="radiogroup" aria-labelledby={`${timesLabelId}-label`}>
                {free.map((slot) => (
                  <Chip key={slot.time} value={slot.time} name={timesName} size="sm" variant="outline">
                    {formatClock(slot.time, lang)}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
          )}
        </div>
      </Input.Wrapper>
    </Stack>
  );
}
