import { placeNearInput, placeNearOutput } from "@chamak/contracts";
import { readDbOf } from "../../context";
import { publicProcedure } from "../../procedures";
import { router } from "../../trpc";
import { placeAt } from "./place-near.service";

/**
 * The gazetteer's public reads. Read from the replica when the host has one: the places change only when a new
 * data set ships. Not rate-limited, like the catalog's public reads: one indexed query, no write, nothing private.
 */
export const placesRouter = router({
  /** "Use my location": the PIN, locality and city of the nearest known place to the phone's position. */
  near: publicProcedure
    .input(placeNearInput)
    .output(placeNearOutput)
    .query(({ ctx, input }) => placeAt(readDbOf(ctx), input)),
});
