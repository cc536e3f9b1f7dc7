import type { QueryClient } from "@tanstack/react-query";
import type { trpc } from "./trpc";

/** What every route's beforeLoad and loader receive as `context`. */
export type RouterContext = {
  queryClient: QueryClient;
  trpc: typeof trpc;
};
