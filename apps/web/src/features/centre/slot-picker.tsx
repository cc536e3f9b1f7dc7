import { bookableDates, formatCalendarDate, formatClock } from "@chamak/contracts";
import { Alert, Button, Chip, Group, ScrollArea, Skeleton, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useMemo, useState } from "react";
import { useLang, useT } from "../../lib/i18n";
import { useTRPC } from "../../lib/trpc";
import { useCart } from "../cart/cart-store";
import { useSelectedSlot } from "../cart/slot-store";
import { ServerErrorText } from "../forms/server-error-text";
import classes from "./slot-picker.module.css";

/** Date (today … +30 days, in India) and the free start times for the cart, from the centre's real schedule. */
/** A day button's date: "Mon, 15 Jan". */
const DAY = { weekday: "short", day: "numeric", month: "short" } as const;

export function SlotPicker({ centreId }: { centreId: number }) {
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
  const [slotGone, setSlotGone] = useState(false);

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

  // Only the closed and full notices name the day: no formatter is built on a first render without a cart.
  const day = () => formatCalendarDate(date, lang, { ...DAY, weekday: "long" });
  const free = availability.data?.slots.filter((s) => s.available) ?? [];

  return (
    <Stack gap="sm" component="section" aria-labelledby="slot-title">
      <Title order={3} size="h5" id="slot-title">
        {t("slotTitle")}
      </Title>
      {!cartHere ? (
        <Text size="sm" c="gray.7">
          {t("slotNeedsCart")}
        </Text>
      ) : (
        <>
          <Text size="sm" fw={600} id="slot-date-label">
            {t("date")}
          </Text>
          <ScrollArea type="auto" offsetScrollbars scrollbarSize={6}>
            <Chip.Group
              multiple={false}
              value={date}
              onChange={(value) => {
                setDate(value);
                setSlotGone(false);
              }}
            >
              <Group gap={6} wrap="nowrap" role="radiogroup" aria-labelledby="slot-date-label" pb={4}>
                {dates.map((d) => (
                  <Chip key={d} value={d} size="sm" radius="md" className={classes.chip}>
                    {formatCalendarDate(d, lang, DAY)}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
          </ScrollArea>
          <Text size="sm" fw={600} id="slot-time-label">
            {t("time")}
          </Text>
          {availability.isPending ? (
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
                setSlotGone(false);
              }}
            >
              <Group gap={6} role="radiogroup" aria-labelledby="slot-time-label">
                {availability.data.slots.map((s) => (
                  <Chip key={s.time} value={s.time} size="sm" radius="md" disabled={!s.available}>
                    {formatClock(s.time, lang)}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
          )}
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
