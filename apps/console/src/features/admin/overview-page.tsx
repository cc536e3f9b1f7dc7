import type { AdminOverview } from "@chamak/contracts";
import { ErrorState, LoadingState } from "@chamak/ui";
import { AnchorLink } from "@chamak/web-client";
import { Card, SimpleGrid, Stack, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { formatRupees } from "../../lib/format";
import { useTRPC } from "../../lib/trpc";
import { PageHeader } from "../shared/page-header";

type TileProps = {
  label: string;
  value: string;
  hint: string;
  /** Set when the number is work waiting for an admin. */
  attention?: "red" | "orange" | undefined;
};

/** How a tile's link looks: the whole card, no underline. */
const TILE_LINK = { underline: "never", c: "inherit", display: "block" } as const;

/** One number of the overview; the caller wraps it in a link to the page that deals with it. */
function Tile({ label, value, hint, attention }: TileProps) {
  return (
    <Card
      withBorder
      padding="md"
      h="100%"
      style={attention ? { borderColor: `var(--mantine-color-${attention}-5)` } : undefined}
    >
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      <Text fz={26} fw={800} lh={1.3} c={attention ? `${attention}.8` : undefined}>
        {value}
      </Text>
      <Text size="xs" c="dimmed">
        {hint}
      </Text>
    </Card>
  );
}

const waiting = (count: number, color: "red" | "orange") => (count > 0 ? color : undefined);

function Tiles({ data }: { data: AdminOverview }) {
  const today = { from: data.today, to: data.today };
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
      <AnchorLink to="/admin/bookings" search={today} {...TILE_LINK}>
        <Tile
          label="Today's bookings"
          value={String(data.bookingsToday.total)}
          hint={`${data.bookingsToday.toServe} still to serve`}
        />
      </AnchorLink>
      <AnchorLink to="/admin/bookings" search={today} {...TILE_LINK}>
        <Tile
          label="GMV today"
          value={formatRupees(data.gmvTodayPaise)}
          hint="Paid and kept, for today's slots"
        />
      </AnchorLink>
      <AnchorLink to="/admin/bookings" search={{ from: data.monthStart, to: data.today }} {...TILE_LINK}>
        <Tile
          label="GMV this month"
          value={formatRupees(data.gmvMonthPaise)}
          hint="Paid and kept, slots this month to today"
        />
      </AnchorLink>
      <AnchorLink to="/admin/refunds" {...TILE_LINK}>
        <Tile
          label="Failed refunds"
          value={String(data.failedRefunds)}
          hint={data.failedRefunds > 0 ? "Owed to customers: retry them" : "None waiting"}
          attention={waiting(data.failedRefunds, "red")}
        />
      </AnchorLink>
      <AnchorLink to="/admin/centres" search={{ status: "pending" }} {...TILE_LINK}>
        <Tile
          label="Pending approvals"
          value={String(data.pendingApprovals)}
          hint={data.pendingApprovals > 0 ? "Waiting to go live" : "None waiting"}
          attention={waiting(data.pendingApprovals, "orange")}
        />
      </AnchorLink>
      <AnchorLink to="/admin/disputes" {...TILE_LINK}>
        <Tile
          label="Open disputes"
          value={String(data.openDisputes)}
          hint={data.openDisputes > 0 ? "Customers waiting for a decision" : "None open"}
          attention={waiting(data.openDisputes, "orange")}
        />
      </AnchorLink>
    </SimpleGrid>
  );
}

/** Operations at a glance, the admin's landing page: each number opens the page that deals with it. */
export function OverviewPage() {
  const trpc = useTRPC();
  const overview = useQuery(trpc.admin.overview.queryOptions());
  return (
    <Stack gap="md">
      <PageHeader
        title="Overview"
        description="Today on Chamak, in India's time. Money is from the ledger."
      />
      {overview.isPending ? (
        <LoadingState label="Loading the overview…" />
      ) : overview.isError ? (
        <ErrorState title="The overview could not load" onRetry={() => void overview.refetch()} />
      ) : (
        <Tiles data={overview.data} />
      )}
    </Stack>
  );
}
