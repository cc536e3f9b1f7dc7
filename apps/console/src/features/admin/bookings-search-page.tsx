import { ADMIN_BOOKING_EXPORT_MAX_ROWS, formatIndiaDateTime, indiaDate } from "@chamak/contracts";
import { AnchorLink, fieldErrorsOf, messageOf, saveBlob } from "@chamak/web-client";
import { Alert, Badge, Button, Group, Stack, Table, Text } from "@mantine/core";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { formatRupees } from "../../lib/format";
import { useTRPC } from "../../lib/trpc";
import { PageHeader } from "../shared/page-header";
import { QueryTable } from "../shared/query-table";
import { BookingBadges } from "../shared/status-badges";
import { bookingsCsv } from "./bookings-csv";
import { type BookingFilters, BookingsFilterForm, filterErrors, setFilters } from "./bookings-filter-form";

export type BookingsSearch = BookingFilters & { page?: number | undefined };

export const bookingsQueryInput = (search: BookingsSearch) => ({
  ...setFilters(search),
  page: search.page ?? 1,
  pageSize: 25,
});

/** Whether the search's filters are ones the API takes (the route asks for nothing otherwise). */
export const filtersAreValid = (search: BookingsSearch) => Object.keys(filterErrors(search)).length === 0;

/** Every booking on Chamak, searchable by customer, phone, vehicle, code, centre, status and slot dates. */
export function BookingsSearchPage({
  search,
  onSearch,
}: {
  search: BookingsSearch;
  onSearch: (s: BookingsSearch) => void;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const valid = filtersAreValid(search);
  const bookings = useQuery({
    ...trpc.admin.bookings.search.queryOptions(bookingsQueryInput(search)),
    placeholderData: keepPreviousData,
    enabled: valid,
  });
  const serverErrors = fieldErrorsOf(bookings.error);
  const [exportProblem, setExportProblem] = useState<string | null>(null);
  const exportCsv = useMutation({
    mutationFn: () =>
      queryClient.fetchQuery(trpc.admin.bookings.export.queryOptions(setFilters(search), { staleTime: 0 })),
    onMutate: () => setExportProblem(null),
    onSuccess: (exported) =>
      saveBlob(
        new Blob([bookingsCsv(exported.rows)], { type: "text/csv;charset=utf-8" }),
        `chamak-bookings-${indiaDate()}.csv`,
      ),
    onError: (error) => setExportProblem(messageOf(error)),
  });
  const tooMany = exportCsv.data?.truncated ?? false;

  return (
    <Stack gap="md">
      <PageHeader
        title="Bookings"
        description="Search bookings across every centre. Dates are slot dates in India."
        actions={
          <Button
            variant="default"
            disabled={!valid}
            loading={exportCsv.isPending}
            onClick={() => exportCsv.mutate()}
          >
            Download CSV
          </Button>
        }
      />
      {exportProblem ? (
        <Alert
          color="red"
          variant="light"
          role="alert"
          withCloseButton
          onClose={() => setExportProblem(null)}
        >
          The CSV could not be made: {exportProblem}
        </Alert>
      ) : null}
      {tooMany ? (
        <Alert color="orange" variant="light" role="status">
          The CSV holds the latest {ADMIN_BOOKING_EXPORT_MAX_ROWS.toLocaleString("en-IN")} bookings only:
          narrow the filters to export the rest.
        </Alert>
      ) : null}
      <BookingsFilterForm
        key={JSON.stringify(setFilters(search))}
        filters={search}
        serverErrors={serverErrors}
        onSearch={(filters) => onSearch({ ...filters, page: 1 })}
      />
      {!valid || Object.keys(serverErrors).length > 0 ? (
        <Alert color="orange" variant="light" role="status">
          Correct the filters above to see bookings.
        </Alert>
      ) : (
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
                  {booking.contactMobile} · {booking.vehicleNumber}
                </Text>
              </Table.Td>
              <Table.Td ta="right">{formatRupees(booking.totalPaise)}</Table.Td>
              <Table.Td>
                <Group gap={4}>
                  <BookingBadges booking={booking} />
                </Group>
              </Table.Td>
            </Table.Tr>
          )}
          onPage={(page) => onSearch({ ...search, page })}
        />
      )}
    </Stack>
  );
}
