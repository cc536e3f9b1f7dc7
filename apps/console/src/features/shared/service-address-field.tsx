import { type BookingView, formatAddress, servedAtCustomerAddress, siteDetailsLine } from "@chamak/contracts";
import { DetailField } from "./detail-field";

type ServedBooking = Pick<BookingView, "serviceMode" | "address"> & Partial<Pick<BookingView, "siteDetails">>;

/**
 * Where the centre serves the customer, for pick & drop and doorstep bookings, and where at the address the
 * vehicle waits (society, tower, slot; the gate; the keys for pick & drop) when the customer said; nothing for a
 * wash at the centre, whose customer's home address is not the centre's (or anyone's on screen) to see.
 */
export function ServiceAddressField({ booking }: { booking: ServedBooking }) {
  if (!servedAtCustomerAddress(booking.serviceMode)) return null;
  const { address, city, state, zip } = booking.address;
  const site = booking.siteDetails ?? {};
  const line = siteDetailsLine(site);
  return (
    <>
      <DetailField label={booking.serviceMode === "pick_drop" ? "Pick-up address" : "Address"}>
        {formatAddress(address, city, `${state} ${zip}`)}
      </DetailField>
      {line ? <DetailField label="Parked at">{line}</DetailField> : null}
      {site.gateInstructions ? <DetailField label="At the gate">{site.gateInstructions}</DetailField> : null}
      {site.keyHandover ? <DetailField label="Keys">{site.keyHandover}</DetailField> : null}
    </>
  );
}
