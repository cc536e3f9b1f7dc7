import { createQueryClient } from "@chamak/web-client";
import { handleAuthError } from "./auth-errors";

export const queryClient = createQueryClient({ handleAuthError });
