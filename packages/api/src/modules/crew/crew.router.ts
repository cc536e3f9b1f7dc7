import {
  crewMemberInput,
  crewMemberOutput,
  crewMemberRef,
  crewRouteInput,
  crewRouteOutput,
} from "@chamak/contracts";
import { z } from "zod";
import { centreProcedure } from "../../procedures";
import { router } from "../../trpc";
import { vendorActor } from "../centre";
import { listCrew, removeCrewMember, saveCrewMember } from "./crew.service";
import { crewRoute } from "./crew-route.service";

const crewOutput = z.array(crewMemberOutput);

/** A centre's washers and drivers (the console's Team page): who goes out, on which shift. */
export const crewRouter = router({
  list: centreProcedure("team.view")
    .output(crewOutput)
    .query(({ ctx }) => listCrew(ctx.db, vendorActor(ctx).centre.id)),
  save: centreProcedure("team.manage")
    .input(crewMemberInput)
    .output(crewOutput)
    .mutation(({ ctx, input }) => saveCrewMember(ctx.db, vendorActor(ctx), input)),
  remove: centreProcedure("team.manage")
    .input(crewMemberRef)
    .output(crewOutput)
    .mutation(({ ctx, input }) => removeCrewMember(ctx.db, vendorActor(ctx), input)),
  /** A washer's or driver's day as a route for the map: their base and stops in order of work start. */
  route: centreProcedure("team.view")
    .input(crewRouteInput)
    .output(crewRouteOutput)
    .query(({ ctx, input }) => crewRoute(ctx.db, vendorActor(ctx).centre.id, input)),
});
