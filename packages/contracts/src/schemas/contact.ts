import { z } from "zod";
import { emailSchema, requiredText } from "./common";

export const contactInput = z.object({
  name: requiredText("name", 100),
  email: emailSchema,
  message: requiredText("message", 2000),
});
export type ContactInput = z.infer<typeof contactInput>;
