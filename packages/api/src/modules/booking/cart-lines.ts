import { Prisma } from "@chamak/db";
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

export type CartQuantities = ReadonlyMap<number, number>;

/** The cart's quantity per service: the same service twice is one line with the quantities added. */
export function cartQuantities(items: readonly { serviceId: number; quantity: number }[]): CartQuantities {
  const quantities = new Map<number, number>();
  for (const item of items)
    quantities.set(item.serviceId, (quantities.get(item.serviceId) ?? 0) + item.quantity);
  return quantities;
}

/**
 * A column for a statement about the centre `c` (see loadBookableCentreWith), named "cart": the vehicle type,
 * and each requested live service of the centre with its price for that vehicle, if it has one. Quotes,
 * availability and bookings read it with the centre, in one round trip.
 */
export const cartColumn = (vehicleTypeId: number, quantities: CartQuantities) => Prisma.sql`
  (SELECT coalesce(json_agg(r), '[]'::json) FROM (
    SELECT vt.name AS "vehicleTypeName", s.id AS "serviceId", s.sub_category_name AS "subCategoryName",
           s.duration_minutes AS "durationMinutes", s.driver_fee_paise AS "driverFeePaise",
           sc.name AS "categoryName", p.price_paise AS "pricePaise"
    FROM vehicle_types vt
    LEFT JOIN services s
      ON s.id = ANY (${[...quantities.keys()]}::int[]) AND s.centre_id = c.id AND s.deleted_at IS NULL
    LEFT JOIN service_categories sc ON sc.id = s.category_id
    LEFT JOIN service_prices p ON p.service_id = s.id AND p.vehicle_type_id = vt.id
    WHERE vt.id = ${vehicleTypeId}::int) r) AS cart`;

export type CartRow = {
  vehicleTypeName: string;
  serviceId: number | null;
  subCategoryName: string;
  durationMinutes: number;
  driverFeePaise: number;
  categoryName: string;
  pricePaise: number | null;
};

/**
 * Prices a cart from the rows cartColumn read. Every service must belong to the centre, be live and be priced
 * for the vehicle.
 */
export function toCartLines(rows: readonly CartRow[], quantities: CartQuantities): CartLine[] {
  if (quantities.size === 0) throw new DomainError("BAD_INPUT", "noServices", "items");
  const vehicleType = rows[0] ? { name: rows[0].vehicleTypeName } : null;
  if (!vehicleType) throw new DomainError("BAD_INPUT", "chooseVehicleType", "vehicleTypeId");
  const services = rows.filter((row): row is CartRow & { serviceId: number } => row.serviceId !== null);

  const byId = new Map(services.map((service) => [service.serviceId, service]));
  return [...quantities].map(([serviceId, quantity]) => {
    const service = byId.get(serviceId);
    if (!service) {
      throw new DomainError("BAD_INPUT", { id: "errors.serviceGone", values: { id: serviceId } }, "items");
    }
    if (service.pricePaise === null) {
      throw new DomainError(
        "BAD_INPUT",
        {
          id: "errors.serviceNotForVehicle",
          values: {
            category: service.categoryName,
            service: service.subCategoryName,
            vehicle: vehicleType.name,
          },
        },
        "items",
      );
    }
    return {
      serviceId,
      categoryName: service.categoryName,
      subCategoryName: service.subCategoryName,
      unitPricePaise: service.pricePaise,
      quantity,
      durationMinutes: service.durationMinutes,
      driverFeePaise: service.driverFeePaise,
    };
  });
}
