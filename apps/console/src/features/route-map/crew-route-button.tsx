import { formatIndiaWeekdayDate, indiaToInstant } from "@chamak/contracts";
import { ErrorState, LoadingState } from "@chamak/ui";
import { Button, Modal } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTRPC } from "../../lib/trpc";
import { routeMapStopsOf } from "./crew-route-stops";
import { RouteMap } from "./route-map";

/**
 * "Route": a washer's or driver's day (crew.route) on the map and as a numbered list, for the day shown. Dispatch
 * on the Today page invalidates crew.route, so a route opened after a job moved shows it where it went.
 */
export function CrewRouteButton({ userId, name, date }: { userId: number; name: string; date: string }) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button size="xs" variant="default" aria-label={`Route of ${name}`} onClick={() => setOpened(true)}>
        Route
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={`${name}'s route on ${formatIndiaWeekdayDate(indiaToInstant(date, 12 * 60))}`}
        size="lg"
      >
        {opened ? <CrewRoute userId={userId} name={name} date={date} /> : null}
      </Modal>
    </>
  );
}

function CrewRoute({ userId, name, date }: { userId: number; name: string; date: string }) {
  const trpc = useTRPC();
  const route = useQuery(trpc.crew.route.queryOptions({ userId, date }));
  if (route.isPending) return <LoadingState label="Loading the route…" />;
  if (route.isError) {
    return (
      <ErrorState
        title="The route could not be loaded"
        message={route.error.message}
        onRetry={() => void route.refetch()}
      />
    );
  }
  return (
    <RouteMap
      base={route.data.base}
      stops={routeMapStopsOf(route.data)}
      listLabel={`${name}'s stops in order`}
    />
  );
}
