import { router } from "../../trpc";
import { vendorCentreRouter } from "./vendor-centre.router";
import { vendorServiceRouter } from "./vendor-service.router";

/** The vendor console's API: only ever the caller's own centre (ctx.centre). */
export const vendorRouter = router({
  services: vendorServiceRouter,
  centre: vendorCentreRouter,
});
