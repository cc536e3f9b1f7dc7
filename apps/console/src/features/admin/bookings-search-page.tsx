import { BOOKING_STATUSES, type BookingView, formatIndiaDateTime } from "@chamak/contracts";
import { AnchorLink } from "@chamak/web-client";
import { Badge, Button, Card, Group, Select, SimpleGrid, Stack, Table, Text, TextInput } from "@mantine/core";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { formatRupees } from "../../lib/format";
import { useTRPC } from "../../lib/trpc";
import { BOOKING_STATUS_LABELS } from "../shared/labels";
import { PageHeader } from "../shared/page-header";
import { QueryTable } from "../shared/query-table";
import { BookingStatusBadge, PaymentStatusBadge } from "../shared/status-badges";

export type BookingsSearch = {
  code?: string | undefined;
  customerEmail?: string | undefined;
  centre?: string | undefined;
  status?: BookingView["status"] | undefined;
  from?: string | undefined;
  to?: string | undefined;
  page?: number | undefined;
};

export const bookingsQueryInput = (search: BookingsSearch) => ({
  ...Object.fromEntries(Object.entries(search).filter(([key, value]) => key !== "page" && value)),
  page: search.page ?? 1,
  pageSize: 25,
});

/** Every booking on Chamak, searchable by code, customer, centre, status and slot dates. */
export function BookingsSearchPage({
  search,
  onSearch,
}: {
  search: BookingsSearch;
  onSearch: (s: BookingsSearch) => void;
}) {
  const trpc = useTRPC();
  const bookings = useQuery({
    ...trpc.admin.bookings.search.queryOptions(bookingsQueryInput(search)),
    placeholderData: keepPreviousData,
  });
  const [draft, setDraft] = useState<BookingsSearch>(search);
  const set = (key: keyof BookingsSearch, value: string | undefined) =>
    setDraft((d) => ({ ...d, [key]: value || undefined }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch({ ...draft, page: 1 });
  };
  const _data = bookings.data;

  return (
    <Stack gap="md">
      <PageHeader
        title="Bookings"
        description="Search bookings across every centre. Dates are slot dates in India."
      />
      <Card withBorder padding="md" component="form" onSubmit={submit} role="search">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
          <TextInput
            label="Booking code"
            placeholder="CHK…"
            value={draft.code ?? ""}
            onChange={(e) => set("code", e.currentTarget.value)}
          />
          <TextInput
            label="Customer email"
            value={draft.customerEmail ?? ""}
            onChange={(e) => set("customerEmail", e.currentTarget.value)}
          />
          <TextInput
            label="Centre"
            placeholder="Name or id"
            value={draft.centre ?? ""}
            onChange={(e) => set("centre", e.currentTarget.value)}
          />
          <Select
            label="Status"
            placeholder="Any status"
            clearable
            data={BOOKING_STATUSES.map((s) => ({ value: s, label: BOOKING_STATUS_LABELS[s] }))}
            value={draft.status ?? null}
            onChange={(value) => set("status", value ?? undefined)}
          />
          <TextInput
            type="date"
            label="Slot from"
            value={draft.from ?? ""}
            onChange={(e) => set("from", e.currentTarget.value)}
          />
          <TextInput
            type="date"
            label="Slot to"
            value={draft.to ?? ""}
            onChange={(e) => set("to", e.currentTarget.value)}
          />
        </SimpleGrid>
        <Group justify="flex-end" mt="sm" gap="xs">
          <Button
            variant="default"
            onClick={() => {
              setDraft({});
              onSearch({});
            }}
          >
            Clear
          </Button>
          <Button type="submit">Search</Button>
        </Group>
      </Card>
      <QueryTable
        query={bookings}
        loadingLabel="Searching bookings…"
        errorTitle="Bookings could not load"
        empty={{ title: "No bookings found", description: "Loosen the filters to see more." }}
        minWidth={720}
        caption={(total) => (
          <Text size="sm" c="dimmed">
            {total} {total === 1 ? "booking" : "bookings"}
          </Text>
        )}
        columns={
          <>
            <Table.Th>Booking</Table.Th>
            <Table.Th>Slot</Table.Th>
            <Table.Th>Centre</Table.Th>
            <Table.Th>Customer</Table.Th>
            <Table.Th ta="right">Total</Table.Th>
            <Table.Th>Status</Table.Th>
          </>
        }
        row={(booking) => (
          <Table.Tr key={booking.id}>
            <Table.Td>
              <AnchorLink
                to="/admin/bookings/$bookingId"
                params={{ bookingId: booking.id }}
                ff="monospace"
                fw={700}
              >
                {booking.code}
              </AnchorLink>
              {booking.openDisputes > 0 ? (
                <Badge size="xs" color="orange" ml={6}>
                  Dispute
                </Badge>
              ) : null}
            </Table.Td>
            <Table.Td>
              <Text size="sm">{formatIndiaDateTime(booking.slotStart)}</Text>
            </Table.Td>
            <Table.Td>
              <Text size="sm">{booking.centre.name}</Text>
              <Text size="xs" c="dimmed">
                {booking.centre.city}
              </Text>
            </Table.Td>
            <Table.Td>
              <Text size="sm">{booking.customer.name}</Text>
              <Text size="xs" c="dimmed">
                {booking.customer.email}
              </Text>
            </Table.Td>
            <Table.Td ta="right">{formatRupees(booking.totalPaise)}</Table.Td>
            <Table.Td>
              <Group gap={4}>
                <BookingStatusBadge status={booking.status} />
                <PaymentStatusBadge status={booking.paymentStatus} />
              </Group>
            </Table.Td>
          </Table.Tr>
        )}
        onPage={(page) => onSearch({ ...search, page })}
      />
    </Stack>
  );
}
