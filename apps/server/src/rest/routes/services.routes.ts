import { createOwnService, deleteOwnService, requireOwnCentre, updateOwnService } from "@chamak/api";
import {
  type LegacyServiceStoreBody,
  legacyMessage,
  legacyServiceDeleteBody,
  legacyServiceStoreBody,
  legacyServiceStoreResponse,
  legacyServiceUpdateBody,
  rupeesToPaise,
  type ServiceUpsertInput,
} from "@chamak/contracts";
import { callerOf, defineRoute, type LegacyContext } from "../legacy-route";
import { withLegacyFields } from "./legacy-fields";

/** The service-side names of a service's fields, as the legacy bodies name them. */
const SERVICE_FIELDS = {
  id: "service_id",
  categoryId: "category_id",
  subCategoryName: "sub_category_name",
  durationMinutes: "duration",
  driverFeePaise: "driver_fee",
  prices: "vehicles",
} as const;

function toServiceInput(body: LegacyServiceStoreBody): ServiceUpsertInput {
  return {
    categoryId: body.category_id,
    subCategoryName: body.sub_category_name,
    description: body.description,
    durationMinutes: body.duration,
    driverFeePaise: rupeesToPaise(body.driver_fee),
    prices: body.vehicles.map((v) => ({
      vehicleTypeId: v.vehicle_type_id,
      pricePaise: rupeesToPaise(v.price),
    })),
  };
}

/** The caller's centre (x-centre-id, else its first), if its role may manage services: the only one touched. */
async function actorOf(ctx: LegacyContext) {
  const user = callerOf(ctx);
  return { userId: user.id, centre: await requireOwnCentre(ctx.db, user, "services.manage", ctx.centreId) };
}

export const servicesRoutes = [
  defineRoute({
    method: "POST",
    path: "/services/store",
    summary:
      "A centre adds a service to its own centre. Body: category_id, sub_category_name, description, duration " +
      "(minutes), driver_fee (rupees, default 0), vehicles [{ vehicle_type_id, price (rupees) }]. Answers the new service_id",
    auth: "vendor",
    body: legacyServiceStoreBody,
    response: legacyServiceStoreResponse,
    async handler({ body, ctx }) {
      const actor = await actorOf(ctx);
      const service = await withLegacyFields(SERVICE_FIELDS, () =>
        createOwnService(ctx.db, actor, toServiceInput(body)),
      );
      return { status: true as const, message: "Service added", service_id: service.id };
    },
  }),
  defineRoute({
    method: "POST",
    path: "/services/update",
    summary:
      "A centre replaces one of its own services: service_id plus every field of services/store; the vehicles list " +
      "replaces the price list. Another centre's (or a deleted) service answers 404 and changes nothing",
    auth: "vendor",
    body: legacyServiceUpdateBody,
    response: legacyMessage,
    async handler({ body, ctx }) {
      const actor = await actorOf(ctx);
      // The legacy body has no version: its clients never had one to send, and /services/update is documented
      // as a whole replacement. So it is accepted unversioned (last writer wins, as it always was); reading the
      // current version to send it back would compare a row with itself and refuse nothing. It still bumps the
      // version, so a console screen opened before it is refused rather than undoing it.
      await withLegacyFields(SERVICE_FIELDS, () =>
        updateOwnService(ctx.db, actor, { id: body.service_id, ...toServiceInput(body), version: undefined }),
      );
      return { status: true as const, message: "Service updated" };
    },
  }),
  defineRoute({
    method: "POST",
    path: "/services/delete",
    summary:
      "A centre removes one of its own services (soft delete: it leaves the catalog, past bookings keep it). " +
      "Another centre's service answers 404 and changes nothing",
    auth: "vendor",
    body: legacyServiceDeleteBody,
    response: legacyMessage,
    async handler({ body, ctx }) {
      const actor = await actorOf(ctx);
      await withLegacyFields(SERVICE_FIELDS, () => deleteOwnService(ctx.db, actor, body.service_id));
      return { status: true as const, message: "Service deleted" };
    },
  }),
];
