import { adminBookingExportInput, BOOKING_STATUSES, type BookingView } from "@chamak/contracts";
import { type FieldErrors, focusFirstError } from "@chamak/ui";
import { Button, Card, Group, Select, SimpleGrid, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useEffect } from "react";
import { englishResolver } from "../../lib/error-text";
import { BOOKING_STATUS_LABELS } from "../shared/labels";

/** The bookings list's filters, as the URL keeps them. */
export type BookingFilters = {
  q?: string | undefined;
  centre?: string | undefined;
  status?: BookingView["status"] | undefined;
  from?: string | undefined;
  to?: string | undefined;
};

type Draft = { q: string; centre: string; status: string; from: string; to: string };

const draftOf = (filters: BookingFilters): Draft => ({
  q: filters.q ?? "",
  centre: filters.centre ?? "",
  status: filters.status ?? "",
  from: filters.from ?? "",
  to: filters.to ?? "",
});

/** Only the filters that are set (the API's input and the URL leave the others out). */
export function setFilters(filters: BookingFilters | Draft): BookingFilters {
  return Object.fromEntries(
    Object.entries(filters).filter(([key, value]) => key !== "page" && value),
  ) as BookingFilters;
}

/** Problems with the filters by the API's own rules (a slot-to before the slot-from), by field. */
export const filterErrors: (filters: BookingFilters) => FieldErrors = englishResolver(
  adminBookingExportInput,
  setFilters,
);

/**
 * The filters of the admin's bookings list. A filter the API would refuse is named on its field, whether it was
 * typed here or came in the URL, or came back from the server (`serverErrors`); nothing typed is lost.
 */
export function BookingsFilterForm({
  filters,
  serverErrors,
  onSearch,
}: {
  filters: BookingFilters;
  serverErrors: FieldErrors;
  onSearch: (filters: BookingFilters) => void;
}) {
  const form = useForm<Draft>({
    initialValues: draftOf(filters),
    initialErrors: filterErrors(filters),
    validate: (values) => filterErrors(setFilters(values)),
  });
  // The server's field messages for the last search, shown on their fields (keyed by content: a new object
  // with the same messages each render must not set them again).
  const { setErrors } = form;
  const serverErrorsKey = JSON.stringify(serverErrors);
  useEffect(() => {
    const fields = JSON.parse(serverErrorsKey) as FieldErrors;
    if (Object.keys(fields).length > 0) setErrors(fields);
  }, [serverErrorsKey, setErrors]);

  const submit = form.onSubmit(
    (values) => onSearch(setFilters(values)),
    (errors, _values, event) => focusFirstError(errors, event?.currentTarget),
  );
  return (
    <Card withBorder padding="md" component="form" onSubmit={submit} role="search" noValidate>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
        <TextInput
          label="Search"
          placeholder="Name, phone, vehicle number or code"
          {...form.getInputProps("q")}
        />
        <TextInput label="Centre" placeholder="Name or id" {...form.getInputProps("centre")} />
        <Select
          label="Status"
          placeholder="Any status"
          clearable
          data={BOOKING_STATUSES.map((s) => ({ value: s, label: BOOKING_STATUS_LABELS[s] }))}
          {...form.getInputProps("status")}
          value={form.values.status || null}
          onChange={(value) => form.setFieldValue("status", value ?? "")}
        />
        <TextInput type="date" label="Slot from" {...form.getInputProps("from")} />
        <TextInput type="date" label="Slot to" {...form.getInputProps("to")} />
      </SimpleGrid>
      <Group justify="flex-end" mt="sm" gap="xs">
        <Button
          variant="default"
          onClick={() => {
            form.setValues(draftOf({}));
            form.clearErrors();
            onSearch({});
          }}
        >
          Clear
        </Button>
        <Button type="submit">Search</Button>
      </Group>
    </Card>
  );
}
