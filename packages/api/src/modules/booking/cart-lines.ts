import type { Db, DbTx } from "@chamak/db";
import { DomainError } from "../../errors";

export interface CartLine {
  serviceId: number;
  categoryName: string;
  subCategoryName: string;
  unitPricePaise: number;
  quantity: number;
  durationMinutes: number;
  driverFeePaise: number;
}

/**
 * Prices a cart from the database for one vehicle type. Every service must belong to the centre, be live
 * and be priced for the vehicle; the same service twice is one line with the quantities added.
 */
export async function loadCartLines(
  db: Db | DbTx,
  centreId: number,
  vehicleTypeId: number,
  items: readonly { serviceId: number; quantity: number }[],
): Promise<CartLine[]> {
  const quantities = new Map<number, number>();
  for (const item of items)
    quantities.set(item.serviceId, (quantities.get(item.serviceId) ?? 0) + item.quantity);

  const [vehicleType, services] = await Promise.all([
    db.vehicleType.findUnique({ where: { id: vehicleTypeId }, select: { name: true } }),
    db.service.findMany({
      where: { id: { in: [...quantities.keys()] }, centreId, deletedAt: null },
      select: {
        id: true,
        subCategoryName: true,
        durationMinutes: true,
        driverFeePaise: true,
        category: { select: { name: true } },
        prices: { where: { vehicleTypeId }, select: { pricePaise: true } },
      },
    }),
  ]);
  if (!vehicleType)
    throw new DomainError("BAD_INPUT", "Choose a vehicle type from the list", "vehicleTypeId");

  const byId = new Map(services.map((service) => [service.id, service]));
  return [...quantities].map(([serviceId, quantity]) => {
    const service = byId.get(serviceId);
    if (!service) {
      throw new DomainError(
        "BAD_INPUT",
        `Service #${serviceId} is not offered by this centre any more`,
        "items",
      );
    }
    const price = service.prices[0];
    if (!price) {
      throw new DomainError(
        "BAD_INPUT",
        `${service.category.name} – ${service.subCategoryName} is not available for ${vehicleType.name}`,
        "items",
      );
    }
    return {
      serviceId,
      categoryName: service.category.name,
      subCategoryName: service.subCategoryName,
      unitPricePaise: price.pricePaise,
      quantity,
      durationMinutes: service.durationMinutes,
      driverFeePaise: service.driverFeePaise,
    };
  });
}
