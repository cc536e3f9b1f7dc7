import { commissionRateInput, indiaDate, type PayoutsOverviewRow } from "@chamak/contracts";
import { fieldErrorsOf, messageOf } from "@chamak/web-client";
import {
  Alert,
  Button,
  Card,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
  Title,
} from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTRPC } from "../../lib/trpc";
import { useSchemaForm } from "../shared/use-schema-form";

const DEFAULT = "default";

type Values = { centre: string; percent: number | ""; effectiveFrom: string; note: string };

/**
 * A commission rate from a date on: the platform default, or one centre's own. Bookings already paid keep the
 * rate of their day, so the date is today or later.
 */
export function CommissionForm({
  centres,
  onSaved,
}: {
  centres: readonly PayoutsOverviewRow[];
  onSaved: (text: string) => void;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const save = useMutation(
    trpc.payouts.admin.setCommission.mutationOptions({
      onSuccess: async (_ok, input) => {
        onSaved(`Commission of ${input.basisPoints / 100}% saved from ${input.effectiveFrom}.`);
        form.reset();
        await queryClient.invalidateQueries({ queryKey: trpc.payouts.admin.overview.queryKey() });
      },
    }),
  );
  const { form, ref, onSubmit } = useSchemaForm<Values, ReturnType<typeof commissionRateInput.parse>>({
    initialValues: { centre: DEFAULT, percent: "", effectiveFrom: indiaDate(), note: "" },
    schema: commissionRateInput,
    toInput: (values) => ({
      centreId: values.centre === DEFAULT ? null : Number(values.centre),
      basisPoints: values.percent === "" ? undefined : Math.round(values.percent * 100),
      effectiveFrom: values.effectiveFrom,
      ...(values.note.trim() ? { note: values.note } : {}),
    }),
    fieldOf: { basisPoints: "percent", centreId: "centre" },
    serverErrors: fieldErrorsOf(save.error),
  });
  return (
    <Card withBorder padding="lg">
      <form ref={ref} onSubmit={onSubmit((input) => save.mutate(input))} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4">
            Commission rate
          </Title>
          {save.isError && Object.keys(fieldErrorsOf(save.error)).length === 0 ? (
            <Alert color="red" variant="light" role="alert">
              {messageOf(save.error)}
            </Alert>
          ) : null}
          <SimpleGrid cols={{ base: 1, sm: 4 }} spacing="sm">
            <Select
              label="For"
              data={[
                { value: DEFAULT, label: "Platform default" },
                ...centres.map((c) => ({ value: String(c.centreId), label: c.centreName })),
              ]}
              allowDeselect={false}
              searchable
              {...form.getInputProps("centre")}
            />
            <NumberInput
              label="Commission (%)"
              required
              min={0}
              max={50}
              decimalScale={2}
              suffix="%"
              {...form.getInputProps("percent")}
            />
            <TextInput
              label="From"
              type="date"
              required
              min={indiaDate()}
              {...form.getInputProps("effectiveFrom")}
            />
            <TextInput label="Note" maxLength={200} {...form.getInputProps("note")} />
          </SimpleGrid>
          <Group>
            <Button type="submit" loading={save.isPending}>
              Save rate
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
