import { EmptyState, ErrorState, LoadingState } from "@chamak/ui";
import { ButtonLink, messageOf } from "@chamak/web-client";
import { Alert, Button, Card, Checkbox, Group, Stack, Table, Text } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { VendorService } from "../../lib/api-types";
import { countOf, formatRupees } from "../../lib/format";
import { useTRPC } from "../../lib/trpc";
import { useCentreMayChange } from "../layout/use-centre-may-change";
import { ConfirmModal } from "../shared/confirm-modal";
import { Notice } from "../shared/notice";
import { PageHeader } from "../shared/page-header";
import { StackedTable } from "../shared/stacked-table";
import { BulkPriceModal } from "./bulk-price-modal";

function priceSummary(service: VendorService): string {
  if (service.prices.length === 0) return "No prices";
  const lowest = Math.min(...service.prices.map((p) => p.pricePaise));
  const types = service.prices.length === 1 ? "1 vehicle type" : `${service.prices.length} vehicle types`;
  return `${types}, from ${formatRupees(lowest)}`;
}

export function ServicesPage() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const services = useQuery(trpc.vendor.services.list.queryOptions());
  const { mayChange, roleMay, why } = useCentreMayChange("services.manage");
  const [selected, setSelected] = useState<number[]>([]);
  const [bulkOpen, setBulkOpen] = useState(false);
  const [deleting, setDeleting] = useState<VendorService | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const remove = useMutation(
    trpc.vendor.services.delete.mutationOptions({
      onSuccess: async () => {
        setNotice(`${deleting?.subCategoryName ?? "The service"} was deleted.`);
        setSelected((ids) => ids.filter((id) => id !== deleting?.id));
        setDeleting(null);
        await queryClient.invalidateQueries({ queryKey: trpc.vendor.services.pathKey() });
      },
    }),
  );

  const items = services.data ?? [];
  const allSelected = items.length > 0 && selected.length === items.length;
  const toggle = (id: number) =>
    setSelected((ids) => (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]));

  return (
    <Stack gap="md">
      <PageHeader
        title="Services"
        description="What customers can book at your centre, with a price per vehicle type."
        actions={
          roleMay ? (
            <>
              <Button
                variant="light"
                disabled={selected.length === 0 || !mayChange}
                title={why ?? undefined}
                onClick={() => setBulkOpen(true)}
              >
                Adjust prices{selected.length > 0 ? ` (${selected.length})` : ""}
              </Button>
              <AddServiceButton mayChange={mayChange} why={why} />
            </>
          ) : null
        }
      />
      {roleMay ? null : (
        <Alert color="blue" variant="light" title="View only">
          {why}
        </Alert>
      )}
      <Notice text={notice} onClose={() => setNotice(null)} />
      {services.isPending ? (
        <LoadingState label="Loading services…" />
      ) : services.isError ? (
        <ErrorState title="Services could not load" onRetry={() => void services.refetch()} />
      ) : items.length === 0 ? (
        <Card withBorder>
          <EmptyState
            title="No services yet"
            description="Add your first service with its prices. Customers can book it once your centre is approved."
            action={roleMay ? <AddServiceButton mayChange={mayChange} why={why} /> : null}
          />
        </Card>
      ) : (
        <Card withBorder padding={0}>
          <StackedTable minWidth={640} verticalSpacing="sm" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                {roleMay ? (
                  <Table.Th w={40}>
                    <Checkbox
                      radius="xs"
                      aria-label="Select all services"
                      checked={allSelected}
                      indeterminate={selected.length > 0 && !allSelected}
                      onChange={() => setSelected(allSelected ? [] : items.map((s) => s.id))}
                    />
                  </Table.Th>
                ) : null}
                <Table.Th>Service</Table.Th>
                <Table.Th>Duration</Table.Th>
                <Table.Th>Driver fee</Table.Th>
                <Table.Th>Prices</Table.Th>
                {roleMay ? <Table.Th ta="right">Actions</Table.Th> : null}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((service) => (
                <Table.Tr key={service.id}>
                  {roleMay ? (
                    <Table.Td>
                      <Checkbox
                        radius="xs"
                        aria-label={`Select ${service.subCategoryName}`}
                        checked={selected.includes(service.id)}
                        onChange={() => toggle(service.id)}
                      />
                    </Table.Td>
                  ) : null}
                  <Table.Td>
                    <Text fw={600}>{service.subCategoryName}</Text>
                    <Text size="xs" c="dimmed">
                      {service.categoryName} · {countOf(service.bookingCount, "completed booking")}
                    </Text>
                  </Table.Td>
                  <Table.Td data-label="Duration">{service.durationMinutes} min</Table.Td>
                  <Table.Td data-label="Driver fee">{formatRupees(service.driverFeePaise)}</Table.Td>
                  <Table.Td data-label="Prices">{priceSummary(service)}</Table.Td>
                  {roleMay ? (
                    <Table.Td>
                      <Group gap={4} justify="flex-end" wrap="nowrap">
                        {mayChange ? (
                          <ButtonLink
                            size="xs"
                            variant="light"
                            to="/vendor/services/$serviceId"
                            params={{ serviceId: service.id }}
                            aria-label={`Edit ${service.subCategoryName}`}
                          >
                            Edit
                          </ButtonLink>
                        ) : (
                          <Button
                            size="xs"
                            variant="light"
                            disabled
                            title={why ?? undefined}
                            aria-label={`Edit ${service.subCategoryName}`}
                          >
                            Edit
                          </Button>
                        )}
                        <Button
                          size="xs"
                          variant="subtle"
                          color="red"
                          disabled={!mayChange}
                          title={why ?? undefined}
                          onClick={() => {
                            remove.reset();
                            setDeleting(service);
                          }}
                          aria-label={`Delete ${service.subCategoryName}`}
                        >
                          Delete
                        </Button>
                      </Group>
                    </Table.Td>
                  ) : null}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </StackedTable>
        </Card>
      )}
      <ConfirmModal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title="Delete this service?"
        confirmLabel="Delete service"
        color="red"
        pending={remove.isPending}
        error={remove.isError ? messageOf(remove.error) : null}
        onConfirm={() => deleting && remove.mutate({ id: deleting.id })}
      >
        <strong>{deleting?.subCategoryName}</strong> will no longer be offered. Past bookings keep their
        details.
      </ConfirmModal>
      <BulkPriceModal
        opened={bulkOpen}
        onClose={() => setBulkOpen(false)}
        services={items.filter((s) => selected.includes(s.id))}
      />
    </Stack>
  );
}

/** "Add service", disabled with the reason while the centre may not change its services. */
function AddServiceButton({ mayChange, why }: { mayChange: boolean; why: string | null }) {
  if (mayChange) return <ButtonLink to="/vendor/services/new">Add service</ButtonLink>;
  return (
    <Button disabled title={why ?? undefined}>
      Add service
    </Button>
  );
}
