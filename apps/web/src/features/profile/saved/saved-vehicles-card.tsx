import { SAVED_PROFILE_LIMITS, type SavedVehicle } from "@chamak/contracts";
import { Badge, Button, Group, Modal, Paper, Stack, Text, Title } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useT } from "../../../lib/i18n";
import { useTRPC } from "../../../lib/trpc";
import { useFailureText } from "../../auth/phone/use-failure-text";
import { useVehicleName } from "../../catalog/catalog-names";
import { FormNotice } from "../../forms/form-notice";
import { ConfirmDeleteDialog } from "./confirm-delete-dialog";
import { vehicleTitle } from "./saved-labels";
import { SavedVehicleForm } from "./saved-vehicle-form";

type Editing = { vehicle: SavedVehicle | null } | null;

/** "My vehicles": the saved vehicles with the default marked; add, edit, make default, delete (asked first). */
export function SavedVehiclesCard() {
  const t = useT("profile");
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const failureText = useFailureText();
  const vehicleName = useVehicleName();
  const list = useQuery(trpc.accounts.saved.vehicles.list.queryOptions());
  const listKey = trpc.accounts.saved.vehicles.list.queryKey();
  const setDefault = useMutation(
    trpc.accounts.saved.vehicles.setDefault.mutationOptions({
      onSuccess: (vehicles) => queryClient.setQueryData(listKey, vehicles),
    }),
  );
  const remove = useMutation(
    trpc.accounts.saved.vehicles.remove.mutationOptions({
      onSuccess: (vehicles) => queryClient.setQueryData(listKey, vehicles),
    }),
  );
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<SavedVehicle | null>(null);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const vehicles = list.data ?? [];
  const full = vehicles.length >= SAVED_PROFILE_LIMITS.vehicles;

  const closeDelete = () => {
    setDeleting(null);
    remove.reset();
  };

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: "md", sm: "lg" }}
      component="section"
      aria-labelledby="my-vehicles"
    >
      <Group justify="space-between" align="flex-start" mb="xs" gap="xs">
        <div>
          <Title order={2} size="h4" id="my-vehicles">
            {t("garage.title")}
          </Title>
          <Text size="sm" c="dimmed">
            {t("garage.intro")}
          </Text>
        </div>
        <Button
          size="sm"
          variant="light"
          disabled={full || list.isPending}
          onClick={() => setEditing({ vehicle: null })}
        >
          {t("garage.add")}
        </Button>
      </Group>
      {list.isError ? (
        <Text size="sm" c="red.8" role="alert">
          {t("saved.loadFailed")}
        </Text>
      ) : list.isPending ? null : vehicles.length === 0 ? (
        <Text size="sm" c="dimmed" mt="sm">
          {t("garage.empty")}
        </Text>
      ) : (
        <Stack
          gap="xs"
          mt="sm"
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: "none" }}
          aria-label={t("garage.title")}
        >
          {vehicles.map((vehicle) => (
            <Paper
              key={vehicle.id}
              component="li"
              withBorder
              radius="sm"
              p="sm"
              aria-label={vehicle.vehicleNumber}
            >
              <Group justify="space-between" gap="xs" wrap="wrap">
                <div style={{ minWidth: 0 }}>
                  <Group gap={6} wrap="wrap">
                    <Text fw={600} size="sm">
                      {vehicle.vehicleNumber}
                    </Text>
                    {vehicle.isDefault ? (
                      <Badge size="sm" variant="light" color="teal">
                        {t("saved.default")}
                      </Badge>
                    ) : null}
                  </Group>
                  <Text size="sm" c="dimmed">
                    {[vehicleName(vehicle.vehicleType.slug, vehicle.vehicleType.name), vehicleTitle(vehicle)]
                      .filter(Boolean)
                      .join(" · ")}
                  </Text>
                </div>
                <Group gap={4} wrap="wrap">
                  {vehicle.isDefault ? null : (
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      loading={setDefault.isPending && setDefault.variables?.id === vehicle.id}
                      onClick={() =>
                        setDefault.mutate(
                          { id: vehicle.id },
                          { onError: (e) => setNotice({ ok: false, text: failureText(e) }) },
                        )
                      }
                    >
                      {t("saved.setDefault")}
                    </Button>
                  )}
                  <Button size="compact-sm" variant="subtle" onClick={() => setEditing({ vehicle })}>
                    {t("saved.edit")}
                  </Button>
                  <Button size="compact-sm" variant="subtle" color="red" onClick={() => setDeleting(vehicle)}>
                    {t("saved.delete")}
                  </Button>
                </Group>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      {full ? (
        <Text size="sm" c="dimmed" mt="xs">
          {t("garage.limit", { max: SAVED_PROFILE_LIMITS.vehicles })}
        </Text>
      ) : null}
      {notice ? (
        <div style={{ marginTop: 8 }}>
          <FormNotice tone={notice.ok ? "success" : "error"} message={notice.text} />
        </div>
      ) : null}

      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.vehicle ? t("garage.editTitle") : t("garage.addTitle")}
        centered
      >
        {editing ? (
          <SavedVehicleForm
            vehicle={editing.vehicle}
            onDone={(saved) => {
              setEditing(null);
              if (saved) setNotice({ ok: true, text: t("garage.saved") });
            }}
          />
        ) : null}
      </Modal>
      <ConfirmDeleteDialog
        opened={deleting !== null}
        title={t("garage.deleteTitle", {
          name: deleting ? (vehicleTitle(deleting) ?? deleting.vehicleNumber) : "",
        })}
        body={t("garage.deleteBody")}
        busy={remove.isPending}
        error={remove.error ? failureText(remove.error) : null}
        onClose={closeDelete}
        onConfirm={() =>
          deleting &&
          remove.mutate(
            { id: deleting.id },
            {
              onSuccess: () => {
                closeDelete();
                setNotice({ ok: true, text: t("garage.deleted") });
              },
            },
          )
        }
      />
    </Paper>
  );
}
