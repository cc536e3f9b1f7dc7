import {
  bayBlockInput,
  type CentreCalendar,
  formatIndiaTime,
  formatIndiaWeekdayDate,
  indiaDate,
  indiaToInstant,
} from "@chamak/contracts";
import { fieldErrorsOf } from "@chamak/web-client";
import { Button, Card, Group, Select, Stack, Text, TextInput, Title } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { timeToMinutes } from "../../lib/format";
import { useTRPC } from "../../lib/trpc";
import { useConsoleForm } from "../shared/use-console-form";
import { CalendarEntries } from "./calendar-entries";
import { RefusalAlert } from "./refusal-alert";

type Values = { bay: string; date: string; starts: string; ends: string; reason: string };

/** A time on the form's date as an instant; an invalid time or date gives an invalid Date the schema refuses. */
const instantOf = (date: string, time: string) => {
  const minutes = timeToMinutes(time);
  return minutes === null || !/^\d{4}-\d{2}-\d{2}$/.test(date)
    ? new Date(Number.NaN)
    : indiaToInstant(date, time === "00:00" && minutes === 0 ? 0 : minutes);
};

const toInput = (values: Values) => ({
  bay: Number(values.bay),
  startsAt: instantOf(values.date, values.starts),
  // Ending at 00:00 is the end of the date.
  endsAt:
    values.ends === "00:00" ? indiaToInstant(values.date, 24 * 60) : instantOf(values.date, values.ends),
  reason: values.reason,
});

/** A bay out of service for a while (maintenance): it takes no bookings then; the others still do. */
export function BayBlocksCard({
  calendar,
  onChange,
  disabled,
}: {
  calendar: CentreCalendar;
  onChange: (next: CentreCalendar) => void;
  disabled: boolean;
}) {
  const trpc = useTRPC();
  const block = useMutation(trpc.vendor.calendar.blockBay.mutationOptions({ onSuccess: onChange }));
  const { form, ref, onSubmit } = useConsoleForm({
    initialValues: {
      bay: "1",
      date: indiaDate(new Date()),
      starts: "14:00",
      ends: "16:00",
      reason: "",
    },
    schema: bayBlockInput,
    toInput,
    fieldOf: { startsAt: "starts", endsAt: "ends" },
    serverErrors: fieldErrorsOf(block.error),
  });
  const unblock = useMutation(trpc.vendor.calendar.unblockBay.mutationOptions({ onSuccess: onChange }));
  const bays = Array.from({ length: calendar.bays }, (_, i) => ({
    value: String(i + 1),
    label: `Bay ${i + 1}`,
  }));

  return (
    <Card withBorder padding="lg">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Blocked bays
        </Title>
        <Text size="sm" c="dimmed">
          Take a bay out of service for repairs or cleaning. Bookings already on it stay and are listed below.
        </Text>
        <CalendarEntries
          entries={calendar.bayBlocks}
          minWidth={420}
          empty="No bay is blocked."
          columns={[
            { label: "Bay", cell: (entry) => `Bay ${entry.bay}` },
            {
              label: "When",
              cell: (entry) =>
                `${formatIndiaWeekdayDate(entry.startsAt)}, ${formatIndiaTime(entry.startsAt)} – ${formatIndiaTime(entry.endsAt)}`,
            },
            { label: "Reason", cell: (entry) => entry.reason },
          ]}
          removeLabel={(entry) => `Unblock bay ${entry.bay}`}
          onRemove={(entry) => unblock.mutate({ id: entry.id })}
          removingId={unblock.isPending ? Number(unblock.variables?.id) : undefined}
          disabled={disabled}
        />
        <form
          ref={ref}
          noValidate
          onSubmit={onSubmit((input) =>
            block.mutate(input, { onSuccess: () => form.setFieldValue("reason", "") }),
          )}
        >
          <Stack gap="xs">
            <Group grow align="flex-start" wrap="wrap">
              <Select
                label="Bay"
                data={bays}
                allowDeselect={false}
                miw={120}
                {...form.getInputProps("bay")}
              />
              <TextInput type="date" label="Date" miw={150} {...form.getInputProps("date")} />
            </Group>
            <Group grow align="flex-start">
              <TextInput type="time" label="From" {...form.getInputProps("starts")} />
              <TextInput type="time" label="To" {...form.getInputProps("ends")} />
            </Group>
            <TextInput
              label="Reason"
              placeholder="Pressure washer repair"
              {...form.getInputProps("reason")}
            />
            <RefusalAlert error={block.error ?? unblock.error} />
            <Group justify="flex-end">
              <Button type="submit" loading={block.isPending} disabled={disabled}>
                Block bay
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Card>
  );
}
