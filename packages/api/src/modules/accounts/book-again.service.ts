import { type BookAgain, canBookAgain, readSiteDetails } from "@chamak/contracts";
import type { Db } from "@chamak/db";
import { DomainError } from "../../errors";

/**
 * A past booking of the customer's as a new cart ("Book again"): the same services for the same vehicle type at
 * the centre's prices today, the services it no longer offers (deleted, or no longer priced for the vehicle)
 * named apart, and the vehicle, contact and address the booking had. Another customer's booking is not found.
 * Nothing is reserved: the customer picks a slot and books as usual, and booking.create prices it again.
 */
export async function bookAgain(db: Db, customerId: number, bookingId: number): Promise<BookAgain> {
  const booking = await db.booking.findUnique({
    where: { id: bookingId },
    include: {
      centre: { select: { id: true, name: true, status: true } },
      vehicleType: { select: { id: true, slug: true, name: true } },
      items: { orderBy: { id: "asc" } },
    },
  });
  if (!booking || booking.customerId !== customerId) throw new DomainError("NOT_FOUND", "bookingNotFound");
  if (!canBookAgain(booking.status)) throw new DomainError("PRECONDITION_FAILED", "cannotBookAgain");

  const services = await db.service.findMany({
    where: {
      id: { in: booking.items.flatMap((item) => (item.serviceId === null ? [] : [item.serviceId])) },
      centreId: booking.centreId,
      deletedAt: null,
    },
    include: {
      category: { select: { name: true } },
      prices: { where: { vehicleTypeId: booking.vehicleTypeId }, select: { pricePaise: true } },
    },
  });
  const live = new Map(services.map((service) => [service.id, service]));

  const items: BookAgain["items"] = [];
  const gone: BookAgain["gone"] = [];
  for (const item of booking.items) {
    const service = item.serviceId === null ? undefined : live.get(item.serviceId);
    const price = service?.prices[0];
    if (!service || !price) {
      gone.push({ categoryName: item.categoryName, subCategoryName: item.subCategoryName });
      continue;
    }
    items.push({
      serviceId: service.id,
      categoryName: service.category.name,
      subCategoryName: service.subCategoryName,
      quantity: item.quantity,
      pricePaise: price.pricePaise,
      previousPricePaise: item.unitPricePaise,
      driverFeePaise: service.driverFeePaise,
    });
  }

  return {
    centre: { id: booking.centre.id, name: booking.centre.name },
    centreOpen: booking.centre.status === "approved",
    vehicleType: booking.vehicleType,
    items,
    gone,
    vehicleNumber: booking.vehicleNumber,
    brand: booking.brand,
    contactMobile: booking.contactMobile,
    address: {
      state: booking.state,
      city: booking.city,
      address: booking.address,
      zip: booking.zip,
      siteDetails: readSiteDetails(booking.siteDetails),
    },
  };
}
