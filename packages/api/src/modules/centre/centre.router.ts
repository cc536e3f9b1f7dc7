import { router } from "../../trpc";
import { vendorCalendarRouter } from "./centre-calendar.router";
import { vendorCentrePhotosRouter } from "./centre-photos.router";
import { vendorCentreRouter } from "./centre-profile.router";
import { vendorServiceRouter } from "./centre-services.router";

/** The vendor console's API: only ever the caller's own centre (ctx.centre). */
export const vendorRouter = router({
  services: vendorServiceRouter,
  centre: vendorCentreRouter,
  calendar: vendorCalendarRouter,
  photos: vendorCentrePhotosRouter,
});
