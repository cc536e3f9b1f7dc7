import { standinMessagesOutput } from "@chamak/contracts";
import { adminProcedure } from "../../procedures";
import { router } from "../../trpc";
import { messagingOf } from "./messaging-of";
import { listStandinMessages } from "./standin-messages.service";

export const messagingRouter = router({
  /** The console's Messages page: what the stand-ins sent (admins only: it shows live sign-in codes). */
  standinMessages: adminProcedure
    .output(standinMessagesOutput)
    .query(({ ctx }) => listStandinMessages(messagingOf(ctx))),
});
