import {
  type BookingOutsideSchedule,
  type OpeningHoursInput,
  openingHoursInput,
  type VendorCentre,
} from "@chamak/contracts";
import { checkForm, fieldErrorsOf, messageOf } from "@chamak/web-client";
import { Alert, Button, Card, Group, Stack, Switch, Table, Text, TextInput, Title } from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { minutesToTime, timeToMinutes } from "../../lib/format";
import { useTRPC } from "../../lib/trpc";
import { WEEKDAYS } from "../shared/labels";
import { BookingsOutsideScheduleAlert } from "./bookings-outside-schedule-alert";

type DayDraft = { weekday: number; closed: boolean; opens: string; closes: string };

const draftOf = (hours: VendorCentre["openingHours"]): DayDraft[] =>
  WEEKDAYS.map((_, weekday) => {
    const day = hours.find((h) => h.weekday === weekday);
    return {
      weekday,
      closed: day?.closed ?? true,
      opens: minutesToTime(day?.opensAt ?? 9 * 60),
      closes: minutesToTime(day?.closesAt ?? 19 * 60),
    };
  });

/** When the centre is open, day by day (Indian time). Slots are offered only inside these hours. */
export function OpeningHoursForm({ centre, disabled }: { centre: VendorCentre; disabled: boolean }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [days, setDays] = useState<DayDraft[]>(() => draftOf(centre.openingHours));
  const [clientErrors, setClientErrors] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState(false);
  const [outside, setOutside] = useState<readonly BookingOutsideSchedule[]>([]);
  const save = useMutation(
    trpc.vendor.centre.setOpeningHours.mutationOptions({
      onSuccess: async (result) => {
        setSaved(true);
        setOutside(result.bookingsOutsideSchedule);
        await queryClient.invalidateQueries({ queryKey: trpc.vendor.centre.get.queryKey() });
      },
    }),
  );
  const errors = Object.keys(clientErrors).length > 0 ? clientErrors : fieldErrorsOf(save.error);
  const change = (weekday: number, patch: Partial<DayDraft>) => {
    setDays((all) => all.map((d) => (d.weekday === weekday ? { ...d, ...patch } : d)));
    setSaved(false);
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const values = days.map((d) => ({
      weekday: d.weekday,
      closed: d.closed,
      opensAt: timeToMinutes(d.opens) ?? -1,
      closesAt: d.closes === "00:00" ? 24 * 60 : (timeToMinutes(d.closes) ?? -1),
    }));
    const checked = checkForm<OpeningHoursInput>(openingHoursInput, values);
    if (!checked.ok) {
      setClientErrors(checked.errors);
      return;
    }
    setClientErrors({});
    save.mutate(checked.data);
  }

  return (
    <Card withBorder padding="lg" component="form" onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Title order={2} size="h4">
          Opening hours
        </Title>
        <Text size="sm" c="dimmed">
          Times are Indian Standard Time. Customers can book slots that end by closing time.
        </Text>
        {save.isError && Object.keys(fieldErrorsOf(save.error)).length === 0 ? (
          <Alert color="red" variant="light" role="alert">
            {messageOf(save.error)}
          </Alert>
        ) : null}
        <Table.ScrollContainer minWidth={400}>
          <Table verticalSpacing={6} withRowBorders={false}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Day</Table.Th>
                <Table.Th>Open</Table.Th>
                <Table.Th>From</Table.Th>
                <Table.Th>To</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {days.map((day, index) => (
                <Table.Tr key={day.weekday}>
                  <Table.Td fw={600}>{WEEKDAYS[day.weekday]}</Table.Td>
                  <Table.Td>
                    <Switch
                      aria-label={`Open on ${WEEKDAYS[day.weekday]}`}
                      checked={!day.closed}
                      onChange={(e) => change(day.weekday, { closed: !e.currentTarget.checked })}
                    />
                  </Table.Td>
                  <Table.Td>
                    <TextInput
                      type="time"
                      aria-label={`${WEEKDAYS[day.weekday]} opens at`}
                      value={day.opens}
                      disabled={day.closed}
                      onChange={(e) => change(day.weekday, { opens: e.currentTarget.value })}
                      error={errors[`${index}.opensAt`]}
                      w={124}
                    />
                  </Table.Td>
                  <Table.Td>
                    <TextInput
                      type="time"
                      aria-label={`${WEEKDAYS[day.weekday]} closes at`}
                      value={day.closes}
                      disabled={day.closed}
                      onChange={(e) => change(day.weekday, { closes: e.currentTarget.value })}
                      error={errors[`${index}.closesAt`]}
                      w={124}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <BookingsOutsideScheduleAlert bookings={outside} onClose={() => setOutside([])} />
        <Group justify="flex-end" gap="sm">
          {saved && outside.length === 0 ? (
            <Text size="sm" c="teal.8" role="status">
              Opening hours saved.
            </Text>
          ) : null}
          <Button type="submit" loading={save.isPending} disabled={disabled}>
            Save opening hours
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
