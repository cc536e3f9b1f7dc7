import { SAVED_PROFILE_LIMITS, type SavedVehicle } from "@chamak/contracts";
import { Text } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useT } from "../../../lib/i18n";
import { useTRPC } from "../../../lib/trpc";
import { useVehicleName } from "../../catalog/catalog-names";
import { vehicleTitle } from "./saved-labels";
import { SavedListCard } from "./saved-list-card";
import { SavedVehicleForm } from "./saved-vehicle-form";

/** "My vehicles": the saved vehicles with the default marked; add, edit, make default, delete (asked first). */
export function SavedVehiclesCard() {
  const t = useT("profile");
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const vehicleName = useVehicleName();
  const vehicles = trpc.accounts.saved.vehicles;
  const replaceList = {
    onSuccess: (list: SavedVehicle[]) => queryClient.setQueryData(vehicles.list.queryKey(), list),
  };
  return (
    <SavedListCard
      group="garage"
      limit={SAVED_PROFILE_LIMITS.vehicles}
      list={useQuery(vehicles.list.queryOptions())}
      setDefault={useMutation(vehicles.setDefault.mutationOptions(replaceList))}
      remove={useMutation(vehicles.remove.mutationOptions(replaceList))}
      titleOf={(vehicle) => vehicle.vehicleNumber}
      details={(vehicle) => (
        <Text size="sm" c="dimmed">
          {[vehicleName(vehicle.vehicleType.slug, vehicle.vehicleType.name), vehicleTitle(vehicle)]
            .filter(Boolean)
            .join(" · ")}
        </Text>
      )}
      deleteTitle={(vehicle) =>
        t("garage.deleteTitle", { name: vehicleTitle(vehicle) ?? vehicle.vehicleNumber })
      }
      form={(vehicle, onDone) => <SavedVehicleForm vehicle={vehicle} onDone={onDone} />}
    />
  );
}
