import { contactInput } from "@chamak/contracts";
import { z } from "zod";
import { publicProcedure } from "../../procedures";
import { router } from "../../trpc";
import { sendContactMessage } from "./contact.service";

export const contactRouter = router({
  send: publicProcedure
    .input(contactInput)
    .output(z.object({ id: z.number() }))
    .mutation(({ ctx, input }) => sendContactMessage(ctx.db, ctx.limiter, input, ctx.ip)),
});
