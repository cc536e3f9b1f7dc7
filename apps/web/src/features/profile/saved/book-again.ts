import type { BookAgain } from "@chamak/contracts";
import type { BookAgainPrefill } from "../../booking/book-again-store";
import type { CartItem } from "../../cart/cart-item";

/** The cart "Book again" puts in place: the services still offered, at today's prices (the cart keeps rupees). */
export function cartOfBookAgain(again: BookAgain): CartItem[] {
  return again.items.map((item) => ({
    id: item.serviceId,
    price: item.pricePaise / 100,
    driver_fee: item.driverFeePaise / 100,
    pick_drop: false,
    vehicle_type_id: again.vehicleType.id,
    vehicle_type: again.vehicleType.name,
    category_name: item.categoryName,
    sub_category_name: item.subCategoryName,
    service_id: item.serviceId,
    quantity: item.quantity,
    centre_id: again.centre.id,
    centre_name: again.centre.name,
  }));
}

/** What the booking form fills in, and what the page says is gone or repriced. */
export function prefillOfBookAgain(again: BookAgain): BookAgainPrefill {
  const name = (item: { categoryName: string; subCategoryName: string }) =>
    `${item.categoryName} – ${item.subCategoryName}`;
  return {
    centreId: again.centre.id,
    vehicleNumber: again.vehicleNumber,
    brand: again.brand,
    contactMobile: again.contactMobile,
    ...again.address,
    gone: again.gone.map(name),
    repriced: again.items.filter((item) => item.pricePaise !== item.previousPricePaise).map(name),
  };
}
