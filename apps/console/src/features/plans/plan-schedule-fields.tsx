import { PLAN_FREQUENCIES, type PlanFrequency } from "@chamak/contracts";
import { Chip, Group, Input, Radio, SimpleGrid, TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { errorText } from "../../lib/error-text";
import type { PlanFormValues } from "./plan-form-values";
import { FREQUENCY_LABELS, WEEK_ORDER, WEEKDAY_SHORT } from "./plan-words";

/** What the weekday chips mean for each frequency (alternate days count from the start date: no chips). */
const WEEKDAY_PICKS: Record<Exclude<PlanFrequency, "alternate_days">, { label: string; hint: string }> = {
  daily: { label: "Off days", hint: "Up to two days a week the cleaner does not come; none for every day." },
  weekdays: { label: "Days the cleaner comes", hint: "One to six days a week." },
  weekly: { label: "Day the cleaner comes", hint: "One day a week." },
};

/** How often the cleaner comes, on which days, and the morning window. */
export function PlanScheduleFields({ form }: { form: UseFormReturnType<PlanFormValues> }) {
  const { frequency } = form.values;
  const weekdaysError = form.errors.weekdays;
  const picks = frequency === "alternate_days" ? null : WEEKDAY_PICKS[frequency];
  return (
    <>
      <Radio.Group
        label="How often"
        {...form.getInputProps("frequency")}
        onChange={(value) => {
          // The chips mean something else for each frequency: off days, visiting days, the one day.
          form.setFieldValue("frequency", value as PlanFrequency);
          form.setFieldValue("weekdays", []);
        }}
      >
        <Group gap="md" mt={6}>
          {PLAN_FREQUENCIES.map((value) => (
            <Radio key={value} value={value} label={FREQUENCY_LABELS[value]} />
          ))}
        </Group>
      </Radio.Group>
      {picks ? (
        <Input.Wrapper
          label={picks.label}
          description={picks.hint}
          error={typeof weekdaysError === "string" ? errorText(weekdaysError) : undefined}
          data-path="weekdays"
        >
          {frequency === "weekly" ? (
            <Chip.Group
              value={form.values.weekdays[0] ?? ""}
              onChange={(day) => form.setFieldValue("weekdays", [day].flat())}
            >
              <WeekChips />
            </Chip.Group>
          ) : (
            <Chip.Group
              multiple
              value={form.values.weekdays}
              onChange={(days) => form.setFieldValue("weekdays", days)}
            >
              <WeekChips />
            </Chip.Group>
          )}
        </Input.Wrapper>
      ) : (
        <Input.Description>Every other day, counted from each customer's start date.</Input.Description>
      )}
      <SimpleGrid cols={2} spacing="sm">
        <TextInput type="time" label="Window starts" {...form.getInputProps("windowStart")} />
        <TextInput type="time" label="Window ends" {...form.getInputProps("windowEnd")} />
      </SimpleGrid>
    </>
  );
}

function WeekChips() {
  return (
    <Group gap={6} mt={6}>
      {WEEK_ORDER.map((day) => (
        <Chip key={day} value={String(day)} size="sm">
          {WEEKDAY_SHORT[day]}
        </Chip>
      ))}
    </Group>
  );
}
