// Services and their prices, for the seeded centres that have no services yet.
import type { Prisma } from "../generated/prisma/client";
import { templateDescription } from "./catalog-data";
import type { CentreSeed } from "./centre-data";
import type { SeededCatalog } from "./seed-catalog";
import { planServices } from "./service-plan";

/** Returns how many centres got services. */
export async function seedServices(
  tx: Prisma.TransactionClient,
  centres: readonly CentreSeed[],
  centreIds: ReadonlyMap<string, number>,
  catalog: SeededCatalog,
): Promise<number> {
  const seededIds = [...centreIds.values()];
  const withServices = await tx.service.groupBy({ by: ["centreId"], where: { centreId: { in: seededIds } } });
  const skip = new Set(withServices.map((row) => row.centreId));
  const typeIds = new Map(catalog.vehicleTypes.map((type) => [type.slug, type.id]));

  const plans = centres.flatMap((centre) => {
    const centreId = centreIds.get(centre.gstin);
    return centreId === undefined || skip.has(centreId) ? [] : [{ centreId, services: planServices(centre) }];
  });
  if (plans.length === 0) return 0;

  const created = await tx.service.createManyAndReturn({
    data: plans.flatMap(({ centreId, services }) =>
      services.map(({ template, driverFeePaise }) => {
        const categoryId = catalog.categoryIds.get(template.category);
        if (categoryId === undefined) throw new Error(`Category ${template.category} was not seeded`);
        return {
          centreId,
          categoryId,
          subCategoryName: template.subCategoryName,
          description: templateDescription(template),
          durationMinutes: template.durationMinutes,
          driverFeePaise,
        };
      }),
    ),
    select: { id: true, centreId: true, subCategoryName: true },
  });
  const serviceIds = new Map(created.map((row) => [`${row.centreId}:${row.subCategoryName}`, row.id]));

  await tx.servicePrice.createMany({
    data: plans.flatMap(({ centreId, services }) =>
      services.flatMap(({ template, prices }) => {
        const serviceId = serviceIds.get(`${centreId}:${template.subCategoryName}`);
        if (serviceId === undefined) throw new Error(`Service ${template.subCategoryName} was not created`);
        return prices.map(({ slug, pricePaise }) => {
          const vehicleTypeId = typeIds.get(slug);
          if (vehicleTypeId === undefined) throw new Error(`Vehicle type ${slug} was not seeded`);
          return { serviceId, vehicleTypeId, pricePaise };
        });
      }),
    ),
  });
  return plans.length;
}
