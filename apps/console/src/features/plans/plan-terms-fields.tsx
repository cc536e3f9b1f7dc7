import { PLAN_LIMITS, type PlanCreditUse } from "@chamak/contracts";
import { Checkbox, Group, NumberInput, Radio, Stack } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import type { PlanFormValues } from "./plan-form-values";
import { CREDIT_USE_LABELS } from "./plan-words";

/** Money off first, as new plans start with it. */
const CREDIT_USES: readonly PlanCreditUse[] = ["next_charge", "extend_plan"];

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
          description="Before the window, for the skip to count"
          min={0}
          max={PLAN_LIMITS.maxSkipNoticeHours}
          miw={150}
          {...WHOLE}
          {...form.getInputProps("skipNoticeHours")}
        />
        <NumberInput
          label="Pause days a month"
          description="For travel"
          min={0}
          max={PLAN_LIMITS.maxPauseDaysPerMonth}
          miw={150}
          {...WHOLE}
          {...form.getInputProps("maxPauseDaysPerMonth")}
        />
        <NumberInput
          label="Grace days"
          description="Washes go on this long after an unpaid month"
          min={0}
          max={PLAN_LIMITS.maxHaltGraceDays}
          miw={150}
          {...WHOLE}
          {...form.getInputProps("haltGraceDays")}
        />
      </Group>
      {/* The long labels stack one under the other, so they read whole at 360 px too. */}
      <Radio.Group label="Skipped, paused and missed washes" {...form.getInputProps("creditUse")}>
        <Stack gap={6} mt={6}>
          {CREDIT_USES.map((value) => (
            <Radio key={value} value={value} label={CREDIT_USE_LABELS[value]} />
          ))}
        </Stack>
      </Radio.Group>
      <Checkbox
        label="Refund the month's washes not yet done when a customer cancels"
        {...form.getInputProps("refundUnusedOnCancel", { type: "checkbox" })}
      />
    </Stack>
  );
}
