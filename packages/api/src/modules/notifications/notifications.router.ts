import {
  bookingChannelsInput,
  bookingChannelsOutput,
  notificationLangInput,
  notificationPreferencesInput,
  notificationPreferencesOutput,
  okOutput,
} from "@chamak/contracts";
import { centreProcedure, customerProcedure } from "../../procedures";
import { router } from "../../trpc";
import {
  bookingCustomerChannels,
  readPreferences,
  savePreferences,
  setMessageLanguage,
} from "./channel-preferences.service";

/** A customer's channels for booking updates (the profile's Notifications card) and their messages' language. */
export const notificationsRouter = router({
  preferences: customerProcedure
    .output(notificationPreferencesOutput)
    .query(({ ctx }) => readPreferences(ctx.db, ctx.user.id)),
  savePreferences: customerProcedure
    .input(notificationPreferencesInput)
    .output(notificationPreferencesOutput)
    .mutation(({ ctx, input }) =>
      savePreferences(ctx.db, ctx.user.id, input, { ip: ctx.ip, userAgent: ctx.userAgent }),
    ),
  setLanguage: customerProcedure
    .input(notificationLangInput)
    .output(okOutput)
    .mutation(async ({ ctx, input }) => {
      await setMessageLanguage(ctx.db, ctx.user.id, input.lang);
      return { ok: true as const };
    }),
  /** How a centre's booking's customer would be told of a move (the console says so before moving it). */
  bookingChannels: centreProcedure("bookings.view")
    .input(bookingChannelsInput)
    .output(bookingChannelsOutput)
    .query(({ ctx, input }) => bookingCustomerChannels(ctx.db, ctx.centre.id, input.bookingId)),
});
