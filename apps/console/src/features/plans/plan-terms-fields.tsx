import { PLAN_CREDIT_USES, PLAN_LIMITS } from "@chamak/contracts";
import { Checkbox, Group, NumberInput, Radio, Stack } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import type { PlanFormValues } from "./plan-form-values";
import { CREDIT_USE_LABELS } from "./plan-words";

const WHOLE = { allowDecimal: false, allowNegative: false, clampBehavior: "none" } as const;

/** How many cars a washer takes each morning, and the terms customers agree to. */
export function PlanTermsFields({ form }: { form: UseFormReturnType<PlanFormValues> }) {
  return (
    <Stack gap="sm">
      <NumberInput
        label="Vehicles per washer each morning"
        description="How many vehicles one washer can wipe within the window."
        min={PLAN_LIMITS.minCapacityPerWasher}
        max={PLAN_LIMITS.maxCapacityPerWasher}
        {...WHOLE}
        {...form.getInputProps("capacityPerWasher")}
      />
      <Group gap="sm" grow preventGrowOverflow={false} wrap="wrap" align="flex-start">
        <NumberInput
          label="Skip notice in hours"
          description="Before the window, for the wash to be credited"
          min={0}
          max={PLAN_LIMITS.maxSkipNoticeHours}
          miw={150}
          {...WHOLE}
          {...form.getInputProps("skipNoticeHours")}
        />
        <NumberInput
          label="Pause days a month"
          description="For travel, credited"
          min={0}
          max={PLAN_LIMITS.maxPauseDaysPerMonth}
          miw={150}
          {...WHOLE}
          {...form.getInputProps("maxPauseDaysPerMonth")}
        />
      </Group>
      <Radio.Group
        label="A credited wash (skipped in time, missed by you, paused)"
        {...form.getInputProps("creditUse")}
      >
        <Group gap="md" mt={6}>
          {PLAN_CREDIT_USES.map((value) => (
            <Radio key={value} value={value} label={CREDIT_USE_LABELS[value]} />
          ))}
        </Group>
      </Radio.Group>
      <NumberInput
        label="Grace days after a failed payment"
        description="Washes go on this many days while the payment is retried"
        min={0}
        max={PLAN_LIMITS.maxHaltGraceDays}
        {...WHOLE}
        {...form.getInputProps("haltGraceDays")}
      />
      <Checkbox
        label="Refund the month's washes not yet done when a customer cancels"
        {...form.getInputProps("refundUnusedOnCancel", { type: "checkbox" })}
      />
    </Stack>
  );
}
