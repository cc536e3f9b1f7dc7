import { type ServiceUpsertInput, serviceUpsertInput } from "@chamak/contracts";
import { checkForm } from "@chamak/web-client";
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
import { type FormEvent, useState } from "react";
import type { Category, VehicleType, VendorService } from "../../lib/api-types";
import { paiseToRupeesInput, rupeesInputToPaise } from "../../lib/format";
import { parseIncludes } from "./includes";

type ServiceFormProps = {
  categories: readonly Category[];
  vehicleTypes: readonly VehicleType[];
  initial?: VendorService | undefined;
  submitLabel: string;
  pending: boolean;
  /** The server's answer to the last save: a message and field messages. */
  serverError: string | null;
  serverFields: Record<string, string>;
  disabled?: boolean;
  onSubmit: (input: ServiceUpsertInput) => void;
  onCancel: () => void;
};

type PriceDraft = Record<number, number | "">;

/**
 * A service: what it is, how long it takes, the driver fee for pick & drop, and a price per vehicle type
 * (an empty price means the type is not offered). Checked with the same schema as the server.
 */
export function ServiceForm(props: ServiceFormProps) {
  const { categories, vehicleTypes, initial } = props;
  const [categoryId, setCategoryId] = useState<string | null>(initial ? String(initial.categoryId) : null);
  const [subCategoryName, setSubCategoryName] = useState(initial?.subCategoryName ?? "");
  const [description, setDescription] = useState(initial?.description ?? "");
  const [durationMinutes, setDurationMinutes] = useState<number | "">(initial?.durationMinutes ?? 30);
  const [driverFee, setDriverFee] = useState<number | "">(paiseToRupeesInput(initial?.driverFeePaise ?? 0));
  const [prices, setPrices] = useState<PriceDraft>(() =>
    Object.fromEntries((initial?.prices ?? []).map((p) => [p.vehicleTypeId, p.pricePaise / 100])),
  );
  const [clientErrors, setClientErrors] = useState<Record<string, string>>({});
  const [sentOrder, setSentOrder] = useState<number[]>([]);

  // Field messages from the client check, else from the server; prices.N.pricePaise maps back to its row.
  const errors = Object.keys(clientErrors).length > 0 ? clientErrors : props.serverFields;
  const priceError = (vehicleTypeId: number) => {
    const index = sentOrder.indexOf(vehicleTypeId);
    return index >= 0 ? (errors[`prices.${index}.pricePaise`] ?? errors[`prices.${index}`]) : undefined;
  };
  const includes = parseIncludes(description);

  function submit(event: FormEvent) {
    event.preventDefault();
    const priced = vehicleTypes
      .filter((type) => prices[type.id] !== undefined && prices[type.id] !== "")
      .map((type) => ({
        vehicleTypeId: type.id,
        pricePaise: rupeesInputToPaise(prices[type.id] ?? "") ?? Number.NaN,
      }));
    setSentOrder(priced.map((p) => p.vehicleTypeId));
    const values = {
      categoryId: categoryId ? Number(categoryId) : undefined,
      subCategoryName,
      description,
      durationMinutes: durationMinutes === "" ? undefined : durationMinutes,
      driverFeePaise: rupeesInputToPaise(driverFee) ?? 0,
      prices: priced,
    };
    const checked = checkForm(serviceUpsertInput, values);
    if (!checked.ok) {
      setClientErrors(checked.errors);
      return;
    }
    setClientErrors({});
    props.onSubmit(checked.data);
  }

  const categoryError = errors.categoryId ? "Choose a category" : undefined;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {props.serverError && Object.keys(props.serverFields).length === 0 ? (
          <Alert color="red" variant="light" role="alert">
            {props.serverError}
          </Alert>
        ) : null}
        {Object.keys(errors).length > 0 ? (
          <Alert color="red" variant="light" role="alert" title="Please check the highlighted fields">
            {errors.prices ?? errors.form ?? "Some fields need your attention."}
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
                  value={categoryId}
                  onChange={setCategoryId}
                  error={categoryError}
                  allowDeselect={false}
                />
                <TextInput
                  label="Sub-category"
                  description="The name customers see, e.g. Foam Wash"
                  required
                  maxLength={80}
                  value={subCategoryName}
                  onChange={(event) => setSubCategoryName(event.currentTarget.value)}
                  error={errors.subCategoryName}
                />
                <Textarea
                  label="Description"
                  description='Write "Includes A or B or C" to show a list of what is included'
                  required
                  autosize
                  minRows={3}
                  maxLength={1000}
                  value={description}
                  onChange={(event) => setDescription(event.currentTarget.value)}
                  error={errors.description}
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
                    value={durationMinutes}
                    onChange={(value) => setDurationMinutes(value === "" ? "" : Number(value))}
                    error={errors.durationMinutes}
                  />
                  <NumberInput
                    label="Driver fee (₹)"
                    description="For pick & drop"
                    min={0}
                    max={10_000}
                    decimalScale={2}
                    prefix="₹"
                    thousandSeparator=","
                    value={driverFee}
                    onChange={(value) => setDriverFee(value === "" ? "" : Number(value))}
                    error={errors.driverFeePaise}
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
                    {errors.prices}
                  </Text>
                ) : null}
                <Table verticalSpacing={4} withRowBorders={false}>
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
                            min={1}
                            max={100_000}
                            decimalScale={2}
                            prefix="₹"
                            thousandSeparator=","
                            size="sm"
                            value={prices[type.id] ?? ""}
                            onChange={(value) =>
                              setPrices((current) => ({
                                ...current,
                                [type.id]: value === "" ? "" : Number(value),
                              }))
                            }
                            error={priceError(type.id)}
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
