import {
  type BookingOutsideSchedule,
  formatMinutes,
  openingHoursInput,
  openingHoursUpdateOutput,
  type VendorCentre,
} from "@chamak/contracts";
import { fieldErrorsOf, messageOf } from "@chamak/web-client";
import { Alert, Button, Card, Group, Stack, Switch, Table, Text, TextInput, Title } from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { errorText } from "../../lib/error-text";
import { minutesToTime, timeToMinutes } from "../../lib/format";
import { useTRPC } from "../../lib/trpc";
import { useKeptDraft } from "../auth/kept-drafts";
import { RestoredDraftNotice } from "../auth/restored-draft-notice";
import { WEEKDAYS } from "../shared/labels";
import { StackedTable } from "../shared/stacked-table";
import { StaleEditAlert, staleLines, staleRecord } from "../shared/stale-edit-alert";
import { useConsoleForm } from "../shared/use-console-form";
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

/** openingHoursInput's input for the typed days; closing at 00:00 is midnight, the end of the day. */
const hoursInputOf = (days: readonly DayDraft[]) =>
  days.map((d) => ({
    weekday: d.weekday,
    closed: d.closed,
    opensAt: timeToMinutes(d.opens) ?? -1,
    closesAt: d.closes === "00:00" ? 24 * 60 : (timeToMinutes(d.closes) ?? -1),
  }));

/** The schema's `N.opensAt` / `N.closesAt` are the form's `days.N.opens` / `days.N.closes`. */
const dayFieldOf = (path: string) => path.replace(/^(\d+)\.(opens|closes)At$/, "days.$1.$2");

const staleHours = openingHoursUpdateOutput.pick({ openingHours: true, hoursVersion: true });

const dayText = (day: { closed: boolean; opensAt: number; closesAt: number } | undefined) =>
  !day || day.closed ? "Closed" : `${formatMinutes(day.opensAt)} – ${formatMinutes(day.closesAt)}`;

/** Each weekday's hours now, beside those the form was opened with. */
function hoursLines(now: VendorCentre["openingHours"], opened: VendorCentre["openingHours"]) {
  return staleLines(
    WEEKDAYS.map(
      (name, weekday) =>
        [
          name,
          dayText(now.find((d) => d.weekday === weekday)),
          dayText(opened.find((d) => d.weekday === weekday)),
        ] as const,
    ),
  );
}

/** When the centre is open, day by day (Indian time). Slots are offered only inside these hours. */
export function OpeningHoursForm({ centre, disabled }: { centre: VendorCentre; disabled: boolean }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState(false);
  const [outside, setOutside] = useState<readonly BookingOutsideSchedule[]>([]);
  // The hours as the form was opened (or last saved), with their version: sent with the save.
  const [opened, setOpened] = useState(() => ({
    openingHours: centre.openingHours,
    hoursVersion: centre.hoursVersion,
  }));
  const save = useMutation(
    trpc.vendor.centre.setOpeningHours.mutationOptions({
      onSuccess: async (result) => {
        setOpened({ openingHours: result.openingHours, hoursVersion: result.hoursVersion });
        setSaved(true);
        setOutside(result.bookingsOutsideSchedule);
        await queryClient.invalidateQueries({ queryKey: trpc.vendor.centre.get.queryKey() });
      },
    }),
  );
  const { form, ref, onSubmit } = useConsoleForm({
    initialValues: { days: draftOf(centre.openingHours) },
    schema: openingHoursInput,
    toInput: (values) => hoursInputOf(values.days),
    fieldOf: dayFieldOf,
    serverErrors: fieldErrorsOf(save.error),
    onValuesChange: () => setSaved(false),
  });
  const kept = useKeptDraft("opening-hours", form);
  const errors = form.errors as Record<string, string | undefined>;
  const stale = staleRecord(staleHours, save.error);

  const submit = onSubmit((days) => save.mutate({ days, version: opened.hoursVersion }));

  return (
    <Card withBorder padding="lg" component="form" ref={ref} onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Title order={2} size="h4">
          Opening hours
        </Title>
        <Text size="sm" c="dimmed">
          Times are Indian Standard Time. Customers can book slots that end by closing time.
        </Text>
        <RestoredDraftNotice shown={kept.restored} onClose={kept.dismiss} />
        {save.isError && !stale && Object.keys(fieldErrorsOf(save.error)).length === 0 ? (
          <Alert color="red" variant="light" role="alert">
            {messageOf(save.error)}
          </Alert>
        ) : null}
        {errors.form ? (
          <Alert color="red" variant="light" role="alert">
            {errorText(errors.form)}
          </Alert>
        ) : null}
        <StackedTable minWidth={400} flow verticalSpacing={6} withRowBorders={false}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Day</Table.Th>
              <Table.Th>Open</Table.Th>
              <Table.Th>From</Table.Th>
              <Table.Th>To</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {form.values.days.map((day, index) => (
              <Table.Tr key={day.weekday}>
                <Table.Td fw={600} miw={96}>
                  {WEEKDAYS[day.weekday]}
                </Table.Td>
                <Table.Td data-fill>
                  <Switch
                    aria-label={`Open on ${WEEKDAYS[day.weekday]}`}
                    checked={!day.closed}
                    onChange={(e) => form.setFieldValue(`days.${index}.closed`, !e.currentTarget.checked)}
                  />
                </Table.Td>
                <Table.Td>
                  <TextInput
                    type="time"
                    aria-label={`${WEEKDAYS[day.weekday]} opens at`}
                    {...form.getInputProps(`days.${index}.opens`)}
                    disabled={day.closed}
                    w={{ base: 136, sm: 124 }}
                  />
                </Table.Td>
                <Table.Td>
                  <TextInput
                    type="time"
                    aria-label={`${WEEKDAYS[day.weekday]} closes at`}
                    {...form.getInputProps(`days.${index}.closes`)}
                    disabled={day.closed}
                    w={{ base: 136, sm: 124 }}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </StackedTable>
        <BookingsOutsideScheduleAlert bookings={outside} onClose={() => setOutside([])} />
        {stale ? (
          <StaleEditAlert
            error={save.error}
            lines={hoursLines(stale.openingHours, opened.openingHours)}
            onUseCurrent={() => {
              form.setValues({ days: draftOf(stale.openingHours) });
              setOpened(stale);
              save.reset();
            }}
          />
        ) : null}
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
