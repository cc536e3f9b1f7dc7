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
  serviceDetailOutput,
  vehicleTypeOutput,
} from "@chamak/contracts";
import { z } from "zod";
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

/** The public catalog: approved centres only, deleted services never shown. */
export const catalogRouter = router({
  vehicleTypes: publicProcedure
    .output(z.array(vehicleTypeOutput))
    .query(({ ctx }) => listVehicleTypes(ctx.db)),
  categories: publicProcedure.output(z.array(categoryOutput)).query(({ ctx }) => listCategories(ctx.db)),
  centres: publicProcedure
    .input(centreListInput)
    .output(centreListOutput)
    .query(({ ctx, input }) => listCentres(ctx.db, input)),
  centre: publicProcedure
    .input(idInput)
    .output(centreDetailOutput)
    .query(({ ctx, input }) => getCentre(ctx.db, input.id)),
  service: publicProcedure
    .input(idInput)
    .output(serviceDetailOutput)
    .query(({ ctx, input }) => getService(ctx.db, input.id)),
  categoryServices: publicProcedure
    .input(categoryServicesInput)
    .output(categoryServicesOutput)
    .query(({ ctx, input }) => listCategoryServices(ctx.db, input)),
  reviews: publicProcedure
    .input(reviewsInput)
    .output(reviewsOutput)
    .query(({ ctx, input }) => listReviews(ctx.db, input)),
  search: publicProcedure
    .input(searchInput)
    .output(searchOutput)
    .query(({ ctx, input }) => searchCentres(ctx.db, input)),
});
