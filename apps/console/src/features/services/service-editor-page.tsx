import type { ServiceUpsertInput } from "@chamak/contracts";
import { ErrorState, LoadingState } from "@chamak/ui";
import { fieldErrorsOf, messageOf } from "@chamak/web-client";
import { Stack } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useTRPC } from "../../lib/trpc";
import { useCentreMayChange } from "../layout/use-centre-may-change";
import { PageHeader } from "../shared/page-header";
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

  const title = serviceId === undefined ? "Add a service" : "Edit service";
  const loading =
    categories.isPending || vehicleTypes.isPending || (serviceId !== undefined && existing.isPending);
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
          categories={categories.data ?? []}
          vehicleTypes={vehicleTypes.data ?? []}
          initial={existing.data}
          submitLabel={serviceId === undefined ? "Add service" : "Save changes"}
          pending={save.isPending}
          disabled={!mayChange}
          serverError={
            save.isError && Object.keys(fieldErrorsOf(save.error)).length === 0 ? messageOf(save.error) : null
          }
          onCancel={() => void navigate({ to: "/vendor/services" })}
          onSubmit={(input: ServiceUpsertInput) =>
            serviceId === undefined
              ? create.mutateAsync(input)
              : update.mutateAsync({ ...input, id: serviceId })
          }
        />
      )}
    </Stack>
  );
}
