import {
  centreUpdateInput,
  centreUpdateOutput,
  openingHoursUpdateInput,
  openingHoursUpdateOutput,
  vendorCentreOutput,
} from "@chamak/contracts";
import { centreProcedure } from "../../procedures";
import { router } from "../../trpc";
import { vendorActor } from "./centre-access";
import { getOwnCentre, setOwnOpeningHours, updateOwnCentre } from "./centre-profile.service";

/**
 * The vendor's own centre profile and opening hours. Changes answer with the upcoming bookings the new hours
 * or bay count leave out (they keep their times and bays).
 */
export const vendorCentreRouter = router({
  get: centreProcedure("profile.view")
    .output(vendorCentreOutput)
    .query(({ ctx }) => getOwnCentre(ctx.db, ctx.centre)),
  update: centreProcedure("profile.manage")
    .input(centreUpdateInput)
    .output(centreUpdateOutput)
    .mutation(({ ctx, input }) => updateOwnCentre(ctx.db, vendorActor(ctx), input)),
  setOpeningHours: centreProcedure("profile.manage")
    .input(openingHoursUpdateInput)
    .output(openingHoursUpdateOutput)
    .mutation(({ ctx, input }) => setOwnOpeningHours(ctx.db, vendorActor(ctx), input)),
});
