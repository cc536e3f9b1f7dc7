import { type SavedAddress, type SavedVehicle, vehicleNumberKey } from "@chamak/contracts";
import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "../../lib/trpc";

/**
 * The signed-in customer's saved vehicles and addresses for the booking form. Vehicles are those of the cart's
 * vehicle type: the type chosen on the centre page prices the booking, so it wins over a saved vehicle's.
 * A list that cannot be read (a centre's account, a failure) is empty: the form works as before.
 */
export function useSavedDetails(vehicleTypeId: number | null) {
  const trpc = useTRPC();
  const vehicles = useQuery({ ...trpc.accounts.saved.vehicles.list.queryOptions(), retry: false });
  const addresses = useQuery({ ...trpc.accounts.saved.addresses.list.queryOptions(), retry: false });
  const allVehicles: SavedVehicle[] = vehicles.data ?? [];
  const ofType = allVehicles.filter((vehicle) => vehicle.vehicleType.id === vehicleTypeId);
  return {
    /** Both lists answered (or failed): the form may fill in the defaults. */
    settled: !vehicles.isPending && !addresses.isPending,
    vehicles: ofType,
    /** Saved vehicles left out because they are of another type. */
    otherTypes: allVehicles.length - ofType.length,
    /** Every saved vehicle, to tell whether a typed number is saved already. */
    allVehicles,
    addresses: addresses.data ?? ([] as SavedAddress[]),
  };
}

export type SavedDetails = ReturnType<typeof useSavedDetails>;

/** The vehicle to start with: the default if it is of the cart's type, else the first of that type. */
export function startingVehicle(details: SavedDetails): SavedVehicle | null {
  return details.vehicles.find((vehicle) => vehicle.isDefault) ?? details.vehicles[0] ?? null;
}

export function startingAddress(details: SavedDetails): SavedAddress | null {
  return details.addresses.find((address) => address.isDefault) ?? details.addresses[0] ?? null;
}

/** Whether a typed number is one of the saved vehicles (any spacing, any type). */
export function isSavedNumber(details: SavedDetails, vehicleNumber: string): boolean {
  const key = vehicleNumberKey(vehicleNumber);
  return details.allVehicles.some((vehicle) => vehicleNumberKey(vehicle.vehicleNumber) === key);
}

const same = (a: string, b: string) =>
  a.trim().replace(/\s+/g, " ").toLowerCase() === b.trim().replace(/\s+/g, " ").toLowerCase();

/** Whether the form's address is one of the saved addresses (the same street and PIN). */
export function isSavedAddress(details: SavedDetails, values: { address: string; zip: string }): boolean {
  return details.addresses.some(
    (saved) => same(saved.address, values.address) && same(saved.zip, values.zip),
  );
}
