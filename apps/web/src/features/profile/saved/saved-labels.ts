import type { SavedAddress, SavedVehicle } from "@chamak/contracts";

/** How a saved vehicle is named in lists and chips: its nickname, else brand and model, then the number. */
export function vehicleTitle(vehicle: Pick<SavedVehicle, "nickname" | "brand" | "model">): string | null {
  if (vehicle.nickname) return vehicle.nickname;
  const name = [vehicle.brand, vehicle.model].filter(Boolean).join(" ");
  return name || null;
}

/** "Swift · DL 3C AB 1234", or the number alone. */
export function vehicleChipText(vehicle: SavedVehicle): string {
  const title = vehicleTitle(vehicle);
  return title ? `${title} · ${vehicle.vehicleNumber}` : vehicle.vehicleNumber;
}

/** The address's first line, short enough for a chip. */
export function addressLine(address: Pick<SavedAddress, "address" | "city">): string {
  return [address.address, address.city].filter(Boolean).join(", ");
}
