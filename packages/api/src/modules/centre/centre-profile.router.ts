import {
  centreUpdateInput,
  centreUpdateOutput,
  openingHoursInput,
  openingHoursUpdateOutput,
  vendorCentreOutput,
} from "@chamak/contracts";
import { vendorProcedure } from "../../procedures";
import { router } from "../../trpc";
import { getOwnCentre, setOwnOpeningHours, updateOwnCentre } from "./centre-profile.service";

const actor = (ctx: { user: { id: number }; centre: Parameters<typeof getOwnCentre>[1] }) => ({
  userId: ctx.user.id,
  centre: ctx.centre,
});

/**
 * The vendor's own centre profile and opening hours. Changes answer with the upcoming bookings the new hours
 * or bay count leave out (they keep their times and bays).
 */
export const vendorCentreRouter = router({
  get: vendorProcedure.output(vendorCentreOutput).query(({ ctx }) => getOwnCentre(ctx.db, ctx.centre)),
  update: vendorProcedure
    .input(centreUpdateInput)
    .output(centreUpdateOutput)
    .mutation(({ ctx, input }) => updateOwnCentre(ctx.db, actor(ctx), input)),
  setOpeningHours: vendorProcedure
    .input(openingHoursInput)
    .output(openingHoursUpdateOutput)
    .mutation(({ ctx, input }) => setOwnOpeningHours(ctx.db, actor(ctx), input)),
});
