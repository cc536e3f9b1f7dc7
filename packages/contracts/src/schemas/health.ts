import { z } from "zod";

export const healthOutput = z.object({
  status: z.enum(["ok", "degraded"]),
  database: z.enum(["up", "down"]),
});
export type HealthOutput = z.infer<typeof healthOutput>;
