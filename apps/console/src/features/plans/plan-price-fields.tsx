import { PLAN_LIMITS } from "@chamak/contracts";
import { Button, Group, NumberInput, Select, Stack, Text, TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import type { VehicleType } from "../../lib/api-types";
import { errorText } from "../../lib/error-text";
import { RUPEE_INPUT } from "../shared/rupee-input";
import { emptyExtra, emptyPrice, type PlanFormValues } from "./plan-form-values";

/** The schema's limit on a plan's extras (washPlanInput: at most 5). */
const MAX_EXTRAS = 5;

/** A month's price per vehicle type the plan is for: each type once. */
export function PlanPriceFields({
  form,
  vehicleTypes,
}: {
  form: UseFormReturnType<PlanFormValues>;
  vehicleTypes: readonly VehicleType[];
}) {
  const { prices } = form.values;
  const error = form.errors.prices;
  return (
    <Stack gap="xs" data-path="prices" tabIndex={-1}>
      <Text fw={600} size="sm">
        Monthly price per vehicle type
      </Text>
      {typeof error === "string" ? (
        <Text size="sm" c="red" role="alert">
          {errorText(error)}
        </Text>
      ) : null}
      {prices.map((price, index) => {
        // A type another row already has is not offered again (each type has one price).
        const taken = new Set(prices.filter((_, other) => other !== index).map((p) => p.vehicleTypeId));
        return (
          <Group key={price.key} gap="xs" align="flex-start" wrap="wrap">
            <Select
              label="Vehicle type"
              placeholder="Choose a type"
              allowDeselect={false}
              data={vehicleTypes
                .filter((type) => !taken.has(String(type.id)))
                .map((type) => ({ value: String(type.id), label: type.name }))}
              style={{ flex: "1 1 150px" }}
              {...form.getInputProps(`prices.${index}.vehicleTypeId`)}
            />
            <NumberInput
              label="Monthly price (₹)"
              {...RUPEE_INPUT}
              min={0}
              style={{ flex: "1 1 130px" }}
              {...form.getInputProps(`prices.${index}.monthly`)}
            />
            {prices.length > 1 ? (
              <Button
                variant="subtle"
                color="red"
                mt={25}
                onClick={() => form.removeListItem("prices", index)}
                aria-label={`Remove price ${index + 1}`}
              >
                Remove
              </Button>
            ) : null}
          </Group>
        );
      })}
      {prices.length < vehicleTypes.length ? (
        <Group>
          <Button variant="light" size="xs" onClick={() => form.insertListItem("prices", emptyPrice())}>
            Add a vehicle type
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}

/** What the plan includes beyond the wipe, a number of times a month (an interior vacuum twice a month). */
export function PlanExtraFields({ form }: { form: UseFormReturnType<PlanFormValues> }) {
  const { extras } = form.values;
  return (
    <Stack gap="xs" data-path="extras" tabIndex={-1}>
      <Text fw={600} size="sm">
        Extras included
      </Text>
      {extras.length === 0 ? (
        <Text size="sm" c="dimmed">
          None: the plan is the exterior wipe. Add one for what comes a few times a month, such as an interior
          vacuum.
        </Text>
      ) : null}
      {extras.map((extra, index) => (
        <Group key={extra.key} gap="xs" align="flex-start" wrap="wrap">
          <TextInput
            label="Extra"
            placeholder="Interior vacuum"
            maxLength={60}
            style={{ flex: "1 1 150px" }}
            {...form.getInputProps(`extras.${index}.name`)}
          />
          <NumberInput
            label="Times a month"
            min={1}
            max={PLAN_LIMITS.maxExtrasPerMonth}
            allowDecimal={false}
            clampBehavior="none"
            style={{ flex: "1 1 110px" }}
            {...form.getInputProps(`extras.${index}.perMonth`)}
          />
          <Button
            variant="subtle"
            color="red"
            mt={25}
            onClick={() => form.removeListItem("extras", index)}
            aria-label={`Remove extra ${index + 1}`}
          >
            Remove
          </Button>
        </Group>
      ))}
      {extras.length < MAX_EXTRAS ? (
        <Group>
          <Button variant="light" size="xs" onClick={() => form.insertListItem("extras", emptyExtra())}>
            Add an extra
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
