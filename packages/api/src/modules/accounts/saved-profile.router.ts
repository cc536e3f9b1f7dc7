import {
  bookAgainInput,
  bookAgainOutput,
  savedAddressInput,
  savedAddressOutput,
  savedAddressUpdate,
  savedItemAction,
  savedVehicleInput,
  savedVehicleOutput,
  savedVehicleUpdate,
} from "@chamak/contracts";
import { z } from "zod";
import { customerProcedure } from "../../procedures";
import { router } from "../../trpc";
import { bookAgain } from "./book-again.service";
import {
  addSavedAddress,
  deleteSavedAddress,
  listSavedAddresses,
  setDefaultSavedAddress,
  updateSavedAddress,
} from "./saved-addresses.service";
import {
  addSavedVehicle,
  deleteSavedVehicle,
  listSavedVehicles,
  setDefaultSavedVehicle,
  updateSavedVehicle,
} from "./saved-vehicles.service";

const vehicles = z.array(savedVehicleOutput);
const addresses = z.array(savedAddressOutput);

/** A customer's saved vehicles and addresses (the booking form's prefill) and "Book again" on a past booking. */
export const savedProfileRouter = router({
  vehicles: router({
    list: customerProcedure.output(vehicles).query(({ ctx }) => listSavedVehicles(ctx.db, ctx.user.id)),
    add: customerProcedure
      .input(savedVehicleInput)
      .output(savedVehicleOutput)
      .mutation(({ ctx, input }) => addSavedVehicle(ctx.db, ctx.user.id, input)),
    update: customerProcedure
      .input(savedVehicleUpdate)
      .output(savedVehicleOutput)
      .mutation(({ ctx, input: { id, ...input } }) => updateSavedVehicle(ctx.db, ctx.user.id, id, input)),
    setDefault: customerProcedure
      .input(savedItemAction)
      .output(vehicles)
      .mutation(({ ctx, input }) => setDefaultSavedVehicle(ctx.db, ctx.user.id, input.id, input.version)),
    remove: customerProcedure
      .input(savedItemAction)
      .output(vehicles)
      .mutation(({ ctx, input }) => deleteSavedVehicle(ctx.db, ctx.user.id, input.id, input.version)),
  }),
  addresses: router({
    list: customerProcedure.output(addresses).query(({ ctx }) => listSavedAddresses(ctx.db, ctx.user.id)),
    add: customerProcedure
      .input(savedAddressInput)
      .output(savedAddressOutput)
      .mutation(({ ctx, input }) => addSavedAddress(ctx.db, ctx.user.id, input)),
    update: customerProcedure
      .input(savedAddressUpdate)
      .output(savedAddressOutput)
      .mutation(({ ctx, input: { id, ...input } }) => updateSavedAddress(ctx.db, ctx.user.id, id, input)),
    setDefault: customerProcedure
      .input(savedItemAction)
      .output(addresses)
      .mutation(({ ctx, input }) => setDefaultSavedAddress(ctx.db, ctx.user.id, input.id, input.version)),
    remove: customerProcedure
      .input(savedItemAction)
      .output(addresses)
      .mutation(({ ctx, input }) => deleteSavedAddress(ctx.db, ctx.user.id, input.id, input.version)),
  }),
  bookAgain: customerProcedure
    .input(bookAgainInput)
    .output(bookAgainOutput)
    .query(({ ctx, input }) => bookAgain(ctx.db, ctx.user.id, input.bookingId)),
});
