import {
  type CentreCalendar,
  dayRuleInput,
  dayRuleOutput,
  formatMinutes,
  indiaDate,
} from "@chamak/contracts";
import { fieldErrorsOf, staleCurrentOf } from "@chamak/web-client";
import { Button, Card, Group, Stack, Switch, Text, TextInput, Title } from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { formatLongDay, minutesToTime, timeToMinutes } from "../../lib/format";
import { useTRPC } from "../../lib/trpc";
import { StaleEditAlert, staleLines, staleRecord } from "../shared/stale-edit-alert";
import { useConsoleForm } from "../shared/use-console-form";
import { CalendarEntries } from "./calendar-entries";
import { useDayRulePreview } from "./day-rule-preview";
import { RefusalAlert } from "./refusal-alert";

type Values = { date: string; name: string; closed: boolean; opens: string; closes: string };
type DayRule = CentreCalendar["dayRules"][number];

/** The typed date's rule, at the version of the rule the list shows for that date (null: it shows none). */
const inputOf = (values: Values, shown: readonly DayRule[]) => ({
  date: values.date,
  name: values.name,
  closed: values.closed,
  opensAt: values.closed ? null : timeToMinutes(values.opens),
  closesAt: values.closed ? null : values.closes === "00:00" ? 24 * 60 : timeToMinutes(values.closes),
  version: shown.find((rule) => rule.date === values.date)?.version ?? null,
});

const hoursOf = (rule: DayRule) =>
  rule.closed || rule.opensAt === null || rule.closesAt === null
    ? "Closed"
    : `${formatMinutes(rule.opensAt)} – ${formatMinutes(rule.closesAt)}`;

/** A refusal as stale answers the date's rule as it is now, or null when the date has none. */
const staleRule = dayRuleOutput.nullable();

/** Holidays (closed all day) and special hours for one date; a date set again is replaced. */
export function DayRulesCard({
  calendar,
  onChange,
  disabled,
}: {
  calendar: CentreCalendar;
  onChange: (next: CentreCalendar) => void;
  disabled: boolean;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const set = useMutation(trpc.vendor.calendar.setDay.mutationOptions({ onSuccess: onChange }));
  const { form, ref, onSubmit } = useConsoleForm({
    initialValues: {
      date: indiaDate(new Date(), 1),
      name: "",
      closed: true,
      opens: "10:00",
      closes: "14:00",
    },
    schema: dayRuleInput,
    toInput: (values) => inputOf(values, calendar.dayRules),
    fieldOf: { opensAt: "opens", closesAt: "closes" },
    serverErrors: fieldErrorsOf(set.error),
  });
  const remove = useMutation(trpc.vendor.calendar.removeDay.mutationOptions({ onSuccess: onChange }));
  const refused = set.error ?? remove.error;
  // Stale: the date's rule changed since the list showed it (its current value may be none).
  const isStale = refused !== null && staleCurrentOf(refused) !== undefined;
  const stale = isStale ? staleRecord(staleRule, refused) : null;
  const preview = useDayRulePreview();

  return (
    <Card withBorder padding="lg">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Holidays and special hours
        </Title>
        <Text size="sm" c="dimmed">
          Close for a day (Diwali, Holi) or keep other hours on one date. Customers cannot book outside them.
        </Text>
        <CalendarEntries
          entries={calendar.dayRules}
          minWidth={420}
          empty="No holidays or special hours coming up."
          columns={[
            { label: "Date", cell: (rule) => formatLongDay(rule.date) },
            { label: "Name", cell: (rule) => rule.name },
            { label: "Hours", cell: hoursOf },
          ]}
          removeLabel={(rule) => `Remove ${rule.name} on ${formatLongDay(rule.date)}`}
          onRemove={(rule) => {
            set.reset();
            remove.mutate({ id: rule.id, version: rule.version });
          }}
          removingId={remove.isPending ? Number(remove.variables?.id) : undefined}
          disabled={disabled}
        />
        <form
          ref={ref}
          noValidate
          onSubmit={onSubmit((rule) => {
            remove.reset();
            void preview.check(rule, () =>
              set.mutate(rule, { onSuccess: () => form.setFieldValue("name", "") }),
            );
          })}
        >
          <Stack gap="xs">
            <Group grow align="flex-start" wrap="wrap">
              <TextInput type="date" label="Date" miw={150} {...form.getInputProps("date")} />
              <TextInput label="Name" placeholder="Diwali" miw={150} {...form.getInputProps("name")} />
            </Group>
            <Switch label="Closed all day" {...form.getInputProps("closed", { type: "checkbox" })} />
            {form.values.closed ? null : (
              <Group grow align="flex-start">
                <TextInput type="time" label="Opens" {...form.getInputProps("opens")} />
                <TextInput type="time" label="Closes" {...form.getInputProps("closes")} />
              </Group>
            )}
            <RefusalAlert error={isStale ? null : refused} />
            {isStale ? (
              <StaleEditAlert
                error={refused}
                lines={
                  stale
                    ? staleLines([
                        ["Date", formatLongDay(stale.date), undefined],
                        ["Name", stale.name, undefined],
                        ["Hours", hoursOf(stale), undefined],
                      ])
                    : [{ label: formatLongDay(form.values.date), now: "No holiday or special hours" }]
                }
                useLabel={stale ? "Start again from this entry" : "Start again"}
                onUseCurrent={() => {
                  if (stale) {
                    form.setValues({
                      date: stale.date,
                      name: stale.name,
                      closed: stale.closed,
                      opens: stale.opensAt === null ? form.values.opens : minutesToTime(stale.opensAt),
                      closes: stale.closesAt === null ? form.values.closes : minutesToTime(stale.closesAt),
                    });
                  }
                  set.reset();
                  remove.reset();
                  void queryClient.invalidateQueries({ queryKey: trpc.vendor.calendar.get.queryKey() });
                }}
              />
            ) : null}
            <Group justify="flex-end">
              <Button type="submit" loading={set.isPending || preview.checking} disabled={disabled}>
                Save date
              </Button>
            </Group>
          </Stack>
        </form>
        {preview.dialog}
      </Stack>
    </Card>
  );
}
