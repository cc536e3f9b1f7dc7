import { z } from "zod";
import { emailSchema, requiredText } from "./common";
import { nameField } from "./people";

export const contactInput = z.object({
  name: nameField("name", 100),
  email: emailSchema,
  message: requiredText("message", 2000),
});
export type ContactInput = z.infer<typeof contactInput>;
