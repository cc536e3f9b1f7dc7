import { z } from "zod";
import { emailSchema, multilineText } from "./common";
import { nameField } from "./people";

export const contactInput = z.object({
  name: nameField("name", 100),
  email: emailSchema,
  message: multilineText("message", 2000),
});
export type ContactInput = z.infer<typeof contactInput>;
