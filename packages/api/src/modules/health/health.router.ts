import { healthOutput } from "@chamak/contracts";
import { publicProcedure, router } from "../../trpc";
import { checkHealth } from "./health.service";

export const healthRouter = router({
  check: publicProcedure.output(healthOutput).query(({ ctx }) => checkHealth(ctx.db)),
});
