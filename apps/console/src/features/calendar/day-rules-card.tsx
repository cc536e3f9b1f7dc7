import {
  type CentreCalendar,
  type DayRuleInput,
  dayRuleInput,
  formatMinutes,
  indiaDate,
} from "@chamak/contracts";
import { Button, Card, Group, Stack, Switch, Text, TextInput, Title } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { formatLongDay, timeToMinutes } from "../../lib/format";
import { useTRPC } from "../../lib/trpc";
import { CalendarEntries } from "./calendar-entries";
import { useCalendarForm } from "./calendar-form";
import { useDayRulePreview } from "./day-rule-preview";
import { RefusalAlert } from "./refusal-alert";

type Values = { date: string; name: string; closed: boolean; opens: string; closes: string };

const toInput = (values: Values) => ({
  date: values.date,
  name: values.name,
  closed: values.closed,
  opensAt: values.closed ? null : timeToMinutes(values.opens),
  closesAt: values.closed ? null : values.closes === "00:00" ? 24 * 60 : timeToMinutes(values.closes),
});

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
  const { form, onSubmit } = useCalendarForm<Values>({
    initialValues: {
      date: indiaDate(new Date(), 1),
      name: "",
      closed: true,
      opens: "10:00",
      closes: "14:00",
    },
    schema: dayRuleInput,
    toInput,
    fieldOf: (path) => ({ opensAt: "opens", closesAt: "closes" })[path] ?? path,
  });
  const set = useMutation(trpc.vendor.calendar.setDay.mutationOptions({ onSuccess: onChange }));
  const remove = useMutation(trpc.vendor.calendar.removeDay.mutationOptions({ onSuccess: onChange }));
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
            {
              label: "Hours",
              cell: (rule) =>
                rule.closed || rule.opensAt === null || rule.closesAt === null
                  ? "Closed"
                  : `${formatMinutes(rule.opensAt)} – ${formatMinutes(rule.closesAt)}`,
            },
          ]}
          removeLabel={(rule) => `Remove ${rule.name} on ${formatLongDay(rule.date)}`}
          onRemove={(rule) => remove.mutate({ id: rule.id })}
          removingId={remove.isPending ? Number(remove.variables?.id) : undefined}
          disabled={disabled}
        />
        <form
          noValidate
          onSubmit={onSubmit((input, onError) => {
            const rule = input as DayRuleInput;
            void preview.check(rule, () =>
              set.mutate(rule, { onError, onSuccess: () => form.setFieldValue("name", "") }),
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
            <RefusalAlert error={set.error ?? remove.error} />
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
