import { HealthStatusLine } from "@chamak/ui";
import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "../../lib/trpc";

/** Whether the API and its database answer, as one line. */
export function ApiStatus() {
  const trpc = useTRPC();
  const health = useQuery(trpc.health.check.queryOptions());
  if (health.isPending) return <HealthStatusLine state="pending" />;
  if (health.isError) {
    return (
      <HealthStatusLine state="error" onRetry={() => void health.refetch()} retrying={health.isFetching} />
    );
  }
  return <HealthStatusLine state="success" health={health.data} />;
}
