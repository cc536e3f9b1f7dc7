import { parseIncludes, type ServiceUpsertInput } from "@chamak/contracts";
import type { FieldErrors } from "@chamak/ui";
import { fieldErrorsOf } from "@chamak/web-client";
import {
  Alert,
  Button,
  Card,
  Grid,
  Group,
  List,
  NumberInput,
  Select,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { type ReactNode, useState } from "react";
import type { Category, VehicleType, VendorService } from "../../lib/api-types";
import { errorText } from "../../lib/error-text";
import { useKeptDraft } from "../auth/kept-drafts";
import { RestoredDraftNotice } from "../auth/restored-draft-notice";
import { withCharacterCount } from "../shared/character-count";
import { DRIVER_FEE_INPUT, PRICE_INPUT } from "../shared/rupee-input";
import { useConsoleForm } from "../shared/use-console-form";
import {
  pricedTypes,
  type ServiceFormValues,
  serviceFieldOf,
  serviceFormCheck,
  serviceFormValues,
} from "./service-form-values";

type ServiceFormProps = {
  categories: readonly Category[];
  vehicleTypes: readonly VehicleType[];
  initial?: VendorService | undefined;
  submitLabel: string;
  pending: boolean;
  /** The server's message for a refused save that names no field. */
  serverError: string | null;
  disabled?: boolean;
  /** Shown above the buttons, where the user just pressed Save (a refusal of a stale save). */
  notice?: ReactNode;
  /** Saves the service; a refusal's field messages are put on their fields. */
  onSubmit: (input: ServiceUpsertInput) => Promise<unknown>;
  onCancel: () => void;
};

/**
 * A service: what it is, how long it takes, the driver fee for pick & drop, and a price per vehicle type
 * (an empty price means the type is not offered). Checked with the same schema as the server.
 */
export function ServiceForm(props: ServiceFormProps) {
  const { categories, vehicleTypes, initial } = props;
  // The server's field messages for the last save, on the boxes of the prices as they were sent.
  const [refused, setRefused] = useState<FieldErrors>({});
  const { form, ref, onSubmit } = useConsoleForm<ServiceFormValues, ServiceUpsertInput>({
    initialValues: serviceFormValues(initial),
    ...serviceFormCheck(vehicleTypes),
    serverErrors: refused,
  });
  const kept = useKeptDraft(`service-${initial?.id ?? "new"}`, form);
  const errors = form.errors as Record<string, string | undefined>;
  const includes = parseIncludes(form.values.description);

  const submit = onSubmit(async (input, values) => {
    const sentOrder = pricedTypes(values, vehicleTypes);
    setRefused({});
    try {
      await props.onSubmit(input);
    } catch (error) {
      const fields = Object.entries(fieldErrorsOf(error));
      setRefused(Object.fromEntries(fields.map(([path, text]) => [serviceFieldOf(path, sentOrder), text])));
    }
  });

  return (
    <form ref={ref} onSubmit={submit} noValidate>
      <Stack gap="md">
        <RestoredDraftNotice shown={kept.restored} onClose={kept.dismiss} />
        {props.serverError ? (
          <Alert color="red" variant="light" role="alert">
            {props.serverError}
          </Alert>
        ) : null}
        {Object.keys(errors).length > 0 ? (
          <Alert color="red" variant="light" role="alert" title="Please check the highlighted fields">
            {errorText(errors.prices ?? errors.form ?? "Some fields need your attention.")}
          </Alert>
        ) : null}
        <Grid gutter="md">
          <Grid.Col span={{ base: 12, lg: 6 }}>
            <Card withBorder padding="lg">
              <Stack gap="sm">
                <Title order={2} size="h4">
                  The service
                </Title>
                <Select
                  label="Category"
                  placeholder="Choose a category"
                  required
                  data={categories.map((c) => ({ value: String(c.id), label: c.name }))}
                  {...form.getInputProps("categoryId")}
                  allowDeselect={false}
                />
                <TextInput
                  label="Sub-category"
                  description={withCharacterCount(
                    form.values.subCategoryName,
                    80,
                    "The name customers see, e.g. Foam Wash",
                  )}
                  required
                  maxLength={80}
                  {...form.getInputProps("subCategoryName")}
                />
                <Textarea
                  label="Description"
                  description={withCharacterCount(
                    form.values.description,
                    1000,
                    'Write "Includes A or B or C" to show a list of what is included',
                  )}
                  required
                  autosize
                  minRows={3}
                  maxLength={1000}
                  {...form.getInputProps("description")}
                />
                <Card bg="gray.0" padding="sm" aria-live="polite">
                  <Text size="xs" fw={700} c="dimmed" tt="uppercase">
                    Preview: included
                  </Text>
                  {includes.length > 0 ? (
                    <List size="sm" spacing={2} mt={4}>
                      {includes.map((item) => (
                        <List.Item key={item}>{item}</List.Item>
                      ))}
                    </List>
                  ) : (
                    <Text size="sm" c="dimmed" mt={4}>
                      No list yet. Add a sentence starting with “Includes ”, items separated by “ or ”.
                    </Text>
                  )}
                </Card>
                <Group grow align="flex-start">
                  <NumberInput
                    label="Duration (minutes)"
                    required
                    min={10}
                    max={600}
                    step={5}
                    allowDecimal={false}
                    {...form.getInputProps("durationMinutes")}
                  />
                  <NumberInput
                    label="Driver fee (₹)"
                    description="For pick & drop"
                    {...DRIVER_FEE_INPUT}
                    {...form.getInputProps("driverFee")}
                  />
                </Group>
              </Stack>
            </Card>
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 6 }}>
            <Card withBorder padding="lg">
              <Stack gap="xs">
                <Title order={2} size="h4">
                  Prices
                </Title>
                <Text size="sm" c="dimmed">
                  A price for each vehicle type you serve. Leave a type empty if you do not offer it.
                </Text>
                {errors.prices ? (
                  <Text size="sm" c="red" role="alert">
                    {errorText(errors.prices)}
                  </Text>
                ) : null}
                <Table verticalSpacing={4} withRowBorders={false} data-path="prices">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Vehicle type</Table.Th>
                      <Table.Th w={170}>Price (₹)</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {vehicleTypes.map((type) => (
                      <Table.Tr key={type.id}>
                        <Table.Td>
                          <Text size="sm" component="label" htmlFor={`price-${type.id}`}>
                            {type.name}
                          </Text>
                        </Table.Td>
                        <Table.Td>
                          <NumberInput
                            id={`price-${type.id}`}
                            aria-label={`Price for ${type.name} in rupees`}
                            placeholder="Not offered"
                            {...PRICE_INPUT}
                            size="sm"
                            {...form.getInputProps(`priceByType.${type.id}`)}
                            value={form.values.priceByType[type.id] ?? ""}
                          />
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Stack>
            </Card>
          </Grid.Col>
        </Grid>
        {props.notice}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={props.onCancel} disabled={props.pending}>
            Cancel
          </Button>
          <Button type="submit" loading={props.pending} disabled={props.disabled}>
            {props.submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
