import { type BookingView, formatAddress, servedAtCustomerAddress } from "@chamak/contracts";
import { DetailField } from "./detail-field";

/**
 * Where the centre serves the customer, for pick & drop and doorstep bookings; nothing for a wash at the
 * centre, whose customer's home address is not the centre's (or anyone's on screen) to see.
 */
export function ServiceAddressField({ booking }: { booking: Pick<BookingView, "serviceMode" | "address"> }) {
  if (!servedAtCustomerAddress(booking.serviceMode)) return null;
  const { address, city, state, zip } = booking.address;
  return (
    <DetailField label={booking.serviceMode === "pick_drop" ? "Pick-up address" : "Address"}>
      {formatAddress(address, city, `${state} ${zip}`)}
    </DetailField>
  );
}
