import { breakInput, type CentreCalendar, formatMinutes } from "@chamak/contracts";
import { fieldErrorsOf } from "@chamak/web-client";
import { Button, Card, Group, Select, Stack, Text, TextInput, Title } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { timeToMinutes } from "../../lib/format";
import { useTRPC } from "../../lib/trpc";
import { WEEKDAYS } from "../shared/labels";
import { useConsoleForm } from "../shared/use-console-form";
import { CalendarEntries } from "./calendar-entries";
import { RefusalAlert } from "./refusal-alert";

type Values = { weekday: string; starts: string; ends: string; name: string };

const EVERY_DAY = "every";
const DAY_OPTIONS = [
  { value: EVERY_DAY, label: "Every day" },
  ...WEEKDAYS.map((day, weekday) => ({ value: String(weekday), label: day })),
];

const toInput = (values: Values) => ({
  weekday: values.weekday === EVERY_DAY ? null : Number(values.weekday),
  startsAt: timeToMinutes(values.starts),
  endsAt: values.ends === "00:00" ? 24 * 60 : timeToMinutes(values.ends),
  name: values.name,
});

/** Breaks inside the day (lunch, prayers): no job is booked across one. */
export function BreaksCard({
  calendar,
  onChange,
  disabled,
}: {
  calendar: CentreCalendar;
  onChange: (next: CentreCalendar) => void;
  disabled: boolean;
}) {
  const trpc = useTRPC();
  const add = useMutation(trpc.vendor.calendar.addBreak.mutationOptions({ onSuccess: onChange }));
  const { form, ref, onSubmit } = useConsoleForm({
    initialValues: { weekday: EVERY_DAY, starts: "13:00", ends: "14:00", name: "Lunch" },
    schema: breakInput,
    toInput,
    fieldOf: { startsAt: "starts", endsAt: "ends" },
    serverErrors: fieldErrorsOf(add.error),
  });
  const remove = useMutation(trpc.vendor.calendar.removeBreak.mutationOptions({ onSuccess: onChange }));

  return (
    <Card withBorder padding="lg">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Breaks
        </Title>
        <Text size="sm" c="dimmed">
          No booking runs across a break. A break on one weekday leaves the other days as they are.
        </Text>
        <CalendarEntries
          entries={calendar.breaks}
          minWidth={380}
          empty="No breaks."
          columns={[
            {
              label: "Days",
              cell: (pause) => (pause.weekday === null ? "Every day" : WEEKDAYS[pause.weekday]),
            },
            {
              label: "Time",
              cell: (pause) => `${formatMinutes(pause.startsAt)} – ${formatMinutes(pause.endsAt)}`,
            },
            { label: "Name", cell: (pause) => pause.name },
          ]}
          removeLabel={(pause) => `Remove the break ${pause.name}`}
          onRemove={(pause) => remove.mutate({ id: pause.id })}
          removingId={remove.isPending ? Number(remove.variables?.id) : undefined}
          disabled={disabled}
        />
        <form ref={ref} noValidate onSubmit={onSubmit((input) => add.mutate(input))}>
          <Stack gap="xs">
            <Group grow align="flex-start" wrap="wrap">
              <Select
                label="Days"
                data={DAY_OPTIONS}
                allowDeselect={false}
                miw={150}
                {...form.getInputProps("weekday")}
              />
              <TextInput label="Name" miw={150} {...form.getInputProps("name")} />
            </Group>
            <Group grow align="flex-start">
              <TextInput type="time" label="From" {...form.getInputProps("starts")} />
              <TextInput type="time" label="To" {...form.getInputProps("ends")} />
            </Group>
            <RefusalAlert error={add.error ?? remove.error} />
            <Group justify="flex-end">
              <Button type="submit" loading={add.isPending} disabled={disabled}>
                Add break
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Card>
  );
}
