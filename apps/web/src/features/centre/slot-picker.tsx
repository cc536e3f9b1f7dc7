import { bookableDates, formatCalendarDate, formatClock } from "@chamak/contracts";
import { Alert, Button, Chip, Group, Skeleton, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useMemo, useRef, useState } from "react";
import { useLang, useT } from "../../lib/i18n";
import { useTRPC } from "../../lib/trpc";
import { DateChips } from "../booking/date-chips";
import { useCart } from "../cart/cart-store";
import { useSelectedSlot } from "../cart/slot-store";
import { ServerErrorText } from "../forms/server-error-text";
import classes from "./slot-picker.module.css";

/** A day button's date: "Mon, 15 Jan". */
const DAY = { weekday: "short", day: "numeric", month: "short" } as const;

type SlotPickerProps = {
  centreId: number;
  /** How many times Book Now was refused for want of a slot: each refusal brings the picker into view. */
  refusals?: number;
};

/**
 * Date (today … the booking window's last day, in India) and the free start times for the cart, from the
 * centre's real schedule. Until the customer picks a day it opens on the first day with a free time.
 */
export function SlotPicker({ centreId, refusals = 0 }: SlotPickerProps) {
  const t = useT("centre");
  const { lang } = useLang();
  const trpc = useTRPC();
  const cart = useCart();
  const { slot, select, clear } = useSelectedSlot();
  const dates = useMemo(() => bookableDates(new Date()), []);
  const mySlot = slot?.centreId === centreId ? slot : null;
  const [date, setDate] = useState(() =>
    mySlot && dates.includes(mySlot.date) ? mySlot.date : (dates[0] ?? ""),
  );
  // The day shown was picked by the customer (or holds their slot); otherwise it moves on past full days.
  const [dayPicked, setDayPicked] = useState(() => mySlot !== null);
  const [slotGone, setSlotGone] = useState(false);
  const section = useRef<HTMLDivElement>(null);

  const cartHere = cart.centreId === centreId && cart.items.length > 0;
  const vehicleTypeId = cart.items[0]?.vehicle_type_id ?? 0;
  const availability = useQuery({
    ...trpc.booking.availability.queryOptions({
      centreId,
      vehicleTypeId,
      date,
      items: cart.items.map((item) => ({ serviceId: item.service_id, quantity: item.quantity })),
    }),
    enabled: cartHere && date !== "",
    staleTime: 15_000,
  });

  // A longer cart may no longer fit the chosen time: forget it and say so.
  useEffect(() => {
    if (!mySlot || !availability.data || availability.data.date !== mySlot.date) return;
    const stillFree = availability.data.slots.some((s) => s.time === mySlot.time && s.available);
    if (!stillFree) {
      clear();
      setSlotGone(true);
    }
  }, [availability.data, mySlot, clear]);

  // No free time on the day shown, and the customer has not picked it: try the next day of the window.
  const dayIsFull =
    availability.data?.date === date &&
    (availability.data.closed || !availability.data.slots.some((s) => s.available));
  const nextDay = dates[dates.indexOf(date) + 1];
  const movingOn = !dayPicked && dayIsFull && nextDay !== undefined;
  useEffect(() => {
    if (movingOn && nextDay) setDate(nextDay);
  }, [movingOn, nextDay]);

  const missing = refusals > 0 && !mySlot;
  useEffect(() => {
    if (refusals === 0) return;
    section.current?.scrollIntoView({ block: "center", behavior: "smooth" });
    section.current?.querySelector<HTMLElement>("#slot-title")?.focus();
  }, [refusals]);

  // Only the closed and full notices name the day: no formatter is built on a first render without a cart.
  const day = () => formatCalendarDate(date, lang, { ...DAY, weekday: "long" });
  const free = availability.data?.slots.filter((s) => s.available) ?? [];

  return (
    <Stack
      gap="sm"
      component="section"
      aria-labelledby="slot-title"
      aria-describedby={missing ? "slot-required" : undefined}
      ref={section}
    >
      <Title order={3} size="h5" id="slot-title" tabIndex={-1}>
        {t("slotTitle")}
      </Title>
      {missing ? (
        <Text size="sm" c="red.8" fw={600} role="alert" id="slot-required">
          {t("slotRequired")}
        </Text>
      ) : null}
      {!cartHere ? (
        <Text size="sm" c="gray.7">
          {t("slotNeedsCart")}
        </Text>
      ) : (
        <>
          <Text size="sm" fw={600} id="slot-date-label">
            {t("date")}
          </Text>
          <DateChips
            dates={dates}
            value={date}
            onChange={(value) => {
              setDate(value);
              setDayPicked(true);
              setSlotGone(false);
            }}
            labelledBy="slot-date-label"
            name="slot-date"
          />
          <Text size="sm" fw={600} id="slot-time-label">
            {t("time")}
          </Text>
          {availability.isPending || movingOn ? (
            <Group gap={6} role="status" aria-label={t("slotLoading")}>
              {[1, 2, 3, 4, 5, 6].map((n) => (
                <Skeleton key={n} h={30} w={72} radius="md" />
              ))}
            </Group>
          ) : availability.isError ? (
            <Alert color="red" variant="light" role="alert">
              <Text size="sm">
                <ServerErrorText error={availability.error} fallback={t("slotError")} />
              </Text>
              <Button size="compact-sm" variant="subtle" mt={4} onClick={() => void availability.refetch()}>
                {t("tryAgain")}
              </Button>
            </Alert>
          ) : availability.data.closed ? (
            <Text size="sm" c="orange.9" className={classes.notice}>
              {t("slotClosed", { day: day() })}
            </Text>
          ) : free.length === 0 ? (
            <Text size="sm" c="orange.9" className={classes.notice}>
              {t("slotFull", { day: day() })}
            </Text>
          ) : (
            <Chip.Group
              multiple={false}
              value={mySlot?.date === date ? mySlot.time : ""}
              onChange={(time) => {
                select({ centreId, date, time });
                setDayPicked(true);
                setSlotGone(false);
              }}
            >
              <Group gap={6} role="radiogroup" aria-labelledby="slot-time-label">
                {availability.data.slots.map((s) => (
                  <Chip
                    key={s.time}
                    value={s.time}
                    name="slot-time"
                    size="sm"
                    radius="md"
                    disabled={!s.available}
                  >
                    {formatClock(s.time, lang)}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
          )}
          {!dayPicked && date !== dates[0] && free.length > 0 ? (
            <Text size="sm" c="gray.7">
              {t("slotFirstFree", { day: day() })}
            </Text>
          ) : null}
          {slotGone ? (
            <Text size="sm" c="orange.9" role="alert">
              {t("slotGone")}
            </Text>
          ) : null}
          {mySlot ? (
            <Text size="sm" fw={700} c="teal.9" role="status">
              {t("slotChosen", {
                day: formatCalendarDate(mySlot.date, lang, DAY),
                time: formatClock(mySlot.time, lang),
              })}
            </Text>
          ) : null}
        </>
      )}
    </Stack>
  );
}
