import {
  idInput,
  serviceDeleteOutput,
  serviceUpdateInput,
  serviceUpsertInput,
  vendorServiceOutput,
} from "@chamak/contracts";
import { z } from "zod";
import { centreProcedure } from "../../procedures";
import { router } from "../../trpc";
import {
  createOwnService,
  deleteOwnService,
  getOwnService,
  listOwnServices,
  updateOwnService,
} from "./centre-services.service";

const actor = (ctx: { user: { id: number }; centre: Parameters<typeof listOwnServices>[1] }) => ({
  userId: ctx.user.id,
  centre: ctx.centre,
});

/** A vendor's own services; another centre's service id is simply not found. */
export const vendorServiceRouter = router({
  list: centreProcedure("services.view")
    .output(z.array(vendorServiceOutput))
    .query(({ ctx }) => listOwnServices(ctx.db, ctx.centre)),
  get: centreProcedure("services.view")
    .input(idInput)
    .output(vendorServiceOutput)
    .query(({ ctx, input }) => getOwnService(ctx.db, ctx.centre, input.id)),
  create: centreProcedure("services.manage")
    .input(serviceUpsertInput)
    .output(vendorServiceOutput)
    .mutation(({ ctx, input }) => createOwnService(ctx.db, actor(ctx), input)),
  update: centreProcedure("services.manage")
    .input(serviceUpdateInput)
    .output(vendorServiceOutput)
    .mutation(({ ctx, input }) => updateOwnService(ctx.db, actor(ctx), input)),
  delete: centreProcedure("services.manage")
    .input(idInput)
    .output(serviceDeleteOutput)
    .mutation(({ ctx, input }) => deleteOwnService(ctx.db, actor(ctx), input.id)),
});
