import {
  categoryOutput,
  categoryServicesInput,
  categoryServicesOutput,
  centreDetailOutput,
  centreListInput,
  centreListOutput,
  idInput,
  reviewsInput,
  reviewsOutput,
  searchInput,
  searchOutput,
  searchSuggestInput,
  searchSuggestOutput,
  serviceDetailOutput,
  vehicleTypeOutput,
} from "@chamak/contracts";
import { z } from "zod";
import { readDbOf } from "../../context";
import { trustedOutput } from "../../lib/trusted-output";
import { publicProcedure } from "../../procedures";
import { router } from "../../trpc";
import {
  getCentre,
  getService,
  listCategories,
  listCategoryServices,
  listReviews,
  listVehicleTypes,
} from "./catalog.service";
import { listCentres, searchCentres } from "./search.service";
import { suggest } from "./search-suggest.service";

/**
 * The public catalog: approved centres only, deleted services never shown. Read from the replica when the
 * host has one (a moment behind the primary is fine here); reviews stay on the primary so a customer sees
 * the review they just posted.
 */
export const catalogRouter = router({
  vehicleTypes: publicProcedure
    .output(z.array(vehicleTypeOutput))
    .query(({ ctx }) => listVehicleTypes(readDbOf(ctx))),
  categories: publicProcedure
    .output(z.array(categoryOutput))
    .query(({ ctx }) => listCategories(readDbOf(ctx))),
  centres: publicProcedure
    .input(centreListInput)
    .query(trustedOutput(centreListOutput, ({ ctx, input }) => listCentres(readDbOf(ctx), input))),
  centre: publicProcedure
    .input(idInput)
    .query(trustedOutput(centreDetailOutput, ({ ctx, input }) => getCentre(readDbOf(ctx), input.id))),
  service: publicProcedure
    .input(idInput)
    .output(serviceDetailOutput)
    .query(({ ctx, input }) => getService(readDbOf(ctx), input.id)),
  categoryServices: publicProcedure
    .input(categoryServicesInput)
    .output(categoryServicesOutput)
    .query(({ ctx, input }) => listCategoryServices(readDbOf(ctx), input)),
  reviews: publicProcedure
    .input(reviewsInput)
    .output(reviewsOutput)
    .query(({ ctx, input }) => listReviews(ctx.db, input)),
  search: publicProcedure
    .input(searchInput)
    .query(trustedOutput(searchOutput, ({ ctx, input }) => searchCentres(readDbOf(ctx), input))),
  /** The search box's autocomplete: cities, localities, centres and services as the visitor types. */
  suggest: publicProcedure
    .input(searchSuggestInput)
    .output(searchSuggestOutput)
    .query(({ ctx, input }) => suggest(readDbOf(ctx), input)),
});
