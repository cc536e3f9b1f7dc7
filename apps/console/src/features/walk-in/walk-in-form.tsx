import { type VendorService, type WalkInInput, walkInInput } from "@chamak/contracts";
import { fieldErrorsOf, messageOf } from "@chamak/web-client";
import {
  Alert,
  Button,
  Checkbox,
  Group,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import { formatRupees } from "../../lib/format";
import { useConsoleForm } from "../shared/use-console-form";

interface WalkInValues extends Record<string, unknown> {
  mobile: string;
  name: string;
  vehicleTypeId: string;
  vehicleNumber: string;
  serviceIds: string[];
  when: "now" | "later";
  date: string;
  time: string;
  paymentMethod: "cash" | "upi";
}

/** The vehicle types the centre has prices for, from its services. */
function vehicleTypesOf(services: readonly VendorService[]) {
  const types = new Map<number, string>();
  for (const service of services)
    for (const price of service.prices) types.set(price.vehicleTypeId, price.vehicleTypeName);
  return [...types].map(([id, name]) => ({ value: String(id), label: name }));
}

function toInput(values: WalkInValues): unknown {
  return {
    mobile: values.mobile,
    ...(values.name.trim() ? { name: values.name } : {}),
    vehicleTypeId: values.vehicleTypeId ? Number(values.vehicleTypeId) : undefined,
    vehicleNumber: values.vehicleNumber,
    items: values.serviceIds.map((id) => ({ serviceId: Number(id), quantity: 1 })),
    ...(values.when === "later" ? { date: values.date || undefined, time: values.time } : {}),
    paymentMethod: values.paymentMethod,
  };
}

/**
 * The counter's form, phone first: the customer's number (and a name when the number is new), the vehicle, the
 * services with the centre's prices, now or a time, cash or UPI. The server prices it; errors sit by the fields.
 */
export function WalkInForm({
  services,
  today,
  onSubmit,
  submitting,
  error,
}: {
  services: readonly VendorService[];
  today: string;
  onSubmit: (input: WalkInInput) => void;
  submitting: boolean;
  error: unknown;
}) {
  const serverErrors = error ? fieldErrorsOf(error) : undefined;
  const {
    form,
    ref,
    onSubmit: submit,
  } = useConsoleForm<WalkInValues, WalkInInput>({
    initialValues: {
      mobile: "",
      name: "",
      vehicleTypeId: vehicleTypesOf(services)[0]?.value ?? "",
      vehicleNumber: "",
      serviceIds: [],
      when: "now",
      date: today,
      time: "",
      paymentMethod: "upi",
    },
    schema: walkInInput,
    toInput,
    fieldOf: { items: "serviceIds" },
    serverErrors,
  });
  const { values } = form;
  const priced = services
    .map((service) => ({
      service,
      price: service.prices.find((price) => String(price.vehicleTypeId) === values.vehicleTypeId),
    }))
    .filter((entry) => entry.price);
  const total = priced
    .filter(({ service }) => values.serviceIds.includes(String(service.id)))
    .reduce((sum, { price }) => sum + (price?.pricePaise ?? 0), 0);
  // A refusal no visible field shows (no bay free now, the payment service down...) goes beside the button.
  const hidden = serverErrors ?? {};
  const unplaced =
    Boolean(error) &&
    (Object.keys(hidden).length === 0 ||
      (values.when === "now" && Object.keys(hidden).every((f) => f === "time")));

  return (
    <form ref={ref} onSubmit={submit(onSubmit)} noValidate>
      <Stack gap="md" maw={640}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="Customer's mobile"
            description="10 digits; their account is found or made by it"
            inputMode="numeric"
            autoComplete="off"
            leftSection={<Text size="sm">+91</Text>}
            {...form.getInputProps("mobile")}
          />
          <TextInput label="Name (for a new customer)" autoComplete="off" {...form.getInputProps("name")} />
          <Select
            label="Vehicle"
            data={vehicleTypesOf(services)}
            allowDeselect={false}
            {...form.getInputProps("vehicleTypeId")}
          />
          <TextInput
            label="Vehicle number"
            placeholder="DL 3C AB 1234"
            autoComplete="off"
            {...form.getInputProps("vehicleNumber")}
          />
        </SimpleGrid>
        <Checkbox.Group label="Services" {...form.getInputProps("serviceIds")}>
          <Stack gap={6} mt={6}>
            {priced.length === 0 ? <Text c="dimmed">No services are priced for this vehicle.</Text> : null}
            {priced.map(({ service, price }) => (
              <Checkbox
                key={service.id}
                value={String(service.id)}
                label={`${service.subCategoryName} · ${formatRupees(price?.pricePaise ?? 0)} · ${service.durationMinutes} min`}
              />
            ))}
          </Stack>
        </Checkbox.Group>
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            When
          </Text>
          <SegmentedControl
            data={[
              { value: "now", label: "Now (next free slot)" },
              { value: "later", label: "Choose a time" },
            ]}
            {...form.getInputProps("when")}
          />
        </Stack>
        {values.when === "later" ? (
          <SimpleGrid cols={{ base: 2 }}>
            <TextInput type="date" label="Date" min={today} {...form.getInputProps("date")} />
            <TextInput type="time" label="Time" step={60} {...form.getInputProps("time")} />
          </SimpleGrid>
        ) : null}
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            Payment
          </Text>
          <SegmentedControl
            data={[
              { value: "upi", label: "UPI QR" },
              { value: "cash", label: "Cash (collected now)" },
            ]}
            {...form.getInputProps("paymentMethod")}
          />
        </Stack>
        {unplaced ? (
          <Alert color="red" variant="light" role="alert">
            {messageOf(error)}
          </Alert>
        ) : null}
        <Group justify="space-between">
          <Text fw={600}>Total {formatRupees(total)}</Text>
          <Button type="submit" loading={submitting}>
            {values.paymentMethod === "upi" ? "Book and show QR" : "Book and take cash"}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
