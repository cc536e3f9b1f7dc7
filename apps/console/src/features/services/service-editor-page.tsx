import { type ServiceUpsertInput, vendorServiceOutput } from "@chamak/contracts";
import { ErrorState, LoadingState } from "@chamak/ui";
import { fieldErrorsOf, messageOf } from "@chamak/web-client";
import { Stack } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import type { VehicleType, VendorService } from "../../lib/api-types";
import { formatRupees } from "../../lib/format";
import { useTRPC } from "../../lib/trpc";
import { useCentreMayChange } from "../layout/use-centre-may-change";
import { PageHeader } from "../shared/page-header";
import { StaleEditAlert, staleLines, staleRecord } from "../shared/stale-edit-alert";
import { ServiceForm } from "./service-form";

/** Adds a service (no id) or edits one of the centre's own services. */
export function ServiceEditorPage({ serviceId }: { serviceId?: number }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const categories = useQuery(trpc.catalog.categories.queryOptions());
  const vehicleTypes = useQuery(trpc.catalog.vehicleTypes.queryOptions());
  const existing = useQuery({
    ...trpc.vendor.services.get.queryOptions({ id: serviceId ?? 0 }),
    enabled: serviceId !== undefined,
  });
  const done = async () => {
    await queryClient.invalidateQueries({ queryKey: trpc.vendor.services.pathKey() });
    await queryClient.invalidateQueries({ queryKey: trpc.dashboard.me.queryKey() });
    await navigate({ to: "/vendor/services" });
  };
  const create = useMutation(trpc.vendor.services.create.mutationOptions({ onSuccess: done }));
  const update = useMutation(trpc.vendor.services.update.mutationOptions({ onSuccess: done }));
  const save = serviceId === undefined ? create : update;
  const { mayChange } = useCentreMayChange("services.manage");
  // The service as the form was opened (its version goes with the save): as first loaded, kept when the query
  // refetches (the form keeps what was typed), or as a refused save showed it and the user took it.
  const [opened, setOpened] = useState<VendorService | undefined>(undefined);
  if (opened === undefined && existing.data) setOpened(existing.data);
  const stale = staleRecord(vendorServiceOutput, update.error);

  const title = serviceId === undefined ? "Add a service" : "Edit service";
  const loading =
    categories.isPending ||
    vehicleTypes.isPending ||
    (serviceId !== undefined && !opened && !existing.isError);
  const failed = categories.isError || vehicleTypes.isError || existing.isError;

  return (
    <Stack gap="md">
      <PageHeader
        title={title}
        description={
          existing.data
            ? `${existing.data.categoryName} — ${existing.data.subCategoryName}`
            : "Customers see it on your centre's page once your centre is approved."
        }
      />
      {loading ? (
        <LoadingState label="Loading the form…" />
      ) : failed ? (
        <ErrorState
          title="The form could not load"
          message={messageOf(categories.error ?? vehicleTypes.error ?? existing.error)}
          onRetry={() => {
            void categories.refetch();
            void vehicleTypes.refetch();
            if (serviceId !== undefined) void existing.refetch();
          }}
        />
      ) : (
        <ServiceForm
          key={opened?.version ?? "new"}
          categories={categories.data ?? []}
          vehicleTypes={vehicleTypes.data ?? []}
          initial={opened}
          submitLabel={serviceId === undefined ? "Add service" : "Save changes"}
          pending={save.isPending}
          disabled={!mayChange}
          serverError={
            save.isError && !stale && Object.keys(fieldErrorsOf(save.error)).length === 0
              ? messageOf(save.error)
              : null
          }
          notice={
            stale && opened ? (
              <StaleEditAlert
                error={update.error}
                lines={serviceLines(stale, opened, vehicleTypes.data ?? [])}
                onUseCurrent={() => {
                  setOpened(stale);
                  update.reset();
                }}
              />
            ) : null
          }
          onCancel={() => void navigate({ to: "/vendor/services" })}
          onSubmit={(input: ServiceUpsertInput) =>
            serviceId === undefined
              ? create.mutateAsync(input)
              : update.mutateAsync({ ...input, id: serviceId, version: opened?.version ?? 0 })
          }
        />
      )}
    </Stack>
  );
}

/** The service's values now, beside those the form was opened with. */
function serviceLines(now: VendorService, opened: VendorService, vehicleTypes: readonly VehicleType[]) {
  const price = (service: VendorService, typeId: number) => {
    const found = service.prices.find((p) => p.vehicleTypeId === typeId);
    return found ? formatRupees(found.pricePaise) : "Not offered";
  };
  return staleLines([
    ["Category", now.categoryName, opened.categoryName],
    ["Sub-category", now.subCategoryName, opened.subCategoryName],
    ["Description", now.description, opened.description],
    ["Duration", `${now.durationMinutes} min`, `${opened.durationMinutes} min`],
    ["Driver fee", formatRupees(now.driverFeePaise), formatRupees(opened.driverFeePaise)],
    ...vehicleTypes
      .filter(
        (type) =>
          now.prices.some((p) => p.vehicleTypeId === type.id) ||
          opened.prices.some((p) => p.vehicleTypeId === type.id),
      )
      .map((type) => [type.name, price(now, type.id), price(opened, type.id)] as const),
  ]);
}
