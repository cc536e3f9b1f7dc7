import { type DashboardOutput, indiaDate } from "@chamak/contracts";
import { ErrorState, LoadingState } from "@chamak/ui";
import { BarChart, LineChart } from "@mantine/charts";
import {
  Badge,
  Card,
  Group,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { formatLongDay, formatPercent, formatRupees, formatShortDay } from "../../lib/format";
import { useTRPC } from "../../lib/trpc";
import { BOOKING_STATUS_COLORS, BOOKING_STATUS_LABELS } from "../shared/labels";
import { PageHeader } from "../shared/page-header";
import { ChartCard } from "./chart-card";
import { type DashboardSearch, PRESETS, presetOf, presetRange, type RangePreset } from "./dashboard-range";

function Stat({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <Card withBorder padding="md">
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      <Text fz={26} fw={800} lh={1.3}>
        {value}
      </Text>
      {hint ? (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      ) : null}
    </Card>
  );
}

const rupees = (paise: number) => Math.round(paise) / 100;
const rupeeAxis = (value: number) => formatRupees(value * 100).replace(/\.00$/, "");

function Charts({ data }: { data: DashboardOutput }) {
  const days = data.byDay.map((day) => ({
    day: formatShortDay(day.date),
    Bookings: day.bookings,
    Revenue: rupees(day.revenuePaise),
    Occupancy: day.occupancy === null ? null : Math.round(day.occupancy * 1000) / 10,
  }));
  const services = data.byService
    .slice(0, 10)
    .map((s) => ({ service: s.name, Revenue: rupees(s.revenuePaise) }));
  const noBookings = data.totals.bookings === 0 ? "No bookings in this range." : null;
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
      <ChartCard
        title="Bookings by day"
        description="Bookings by the day of their slot, leaving out cancelled and unpaid ones."
        empty={noBookings}
        table={{
          columns: ["Day", "Bookings"],
          rows: data.byDay.map((d) => [formatLongDay(d.date), d.bookings]),
        }}
      >
        <BarChart
          h={240}
          data={days}
          dataKey="day"
          series={[{ name: "Bookings", color: "chamak.6" }]}
          tickLine="y"
          yAxisProps={{ allowDecimals: false }}
        />
      </ChartCard>
      <ChartCard
        title="Revenue by day"
        description="Paid, confirmed, in-progress and completed bookings; cash once collected."
        empty={data.totals.revenuePaise === 0 ? "No revenue in this range yet." : null}
        table={{
          columns: ["Day", "Revenue"],
          rows: data.byDay.map((d) => [formatLongDay(d.date), formatRupees(d.revenuePaise)]),
        }}
      >
        <BarChart
          h={240}
          data={days}
          dataKey="day"
          series={[{ name: "Revenue", color: "teal.6" }]}
          valueFormatter={rupeeAxis}
          tickLine="y"
          yAxisProps={{ width: 80 }}
        />
      </ChartCard>
      <ChartCard
        title="Revenue by service"
        description="Line totals of each service in revenue-counting bookings (top 10)."
        empty={services.length === 0 ? "No service revenue in this range yet." : null}
        table={{
          columns: ["Service", "Bookings", "Revenue"],
          rows: data.byService.map((s) => [s.name, s.bookings, formatRupees(s.revenuePaise)]),
        }}
      >
        <BarChart
          h={Math.max(160, services.length * 40)}
          data={services}
          dataKey="service"
          orientation="vertical"
          series={[{ name: "Revenue", color: "aqua.7" }]}
          valueFormatter={rupeeAxis}
          yAxisProps={{ width: 170 }}
          gridAxis="x"
        />
      </ChartCard>
      <ChartCard
        title="Bay occupancy by day"
        description="Reserved bay time as a share of open hours × bays."
        empty={data.totals.capacityUnits === 0 ? "Your centre was closed on every day of this range." : null}
        table={{
          columns: ["Day", "Occupancy"],
          rows: data.byDay.map((d) => [
            formatLongDay(d.date),
            d.occupancy === null ? "Closed" : formatPercent(d.occupancy),
          ]),
        }}
      >
        <LineChart
          h={240}
          data={days}
          dataKey="day"
          series={[{ name: "Occupancy", color: "violet.6" }]}
          unit="%"
          yAxisProps={{ domain: [0, 100] }}
          connectNulls={false}
          curveType="monotone"
          tickLine="y"
        />
      </ChartCard>
    </SimpleGrid>
  );
}

type DashboardPageProps = {
  range: { from: string; to: string };
  onRange: (search: DashboardSearch) => void;
};

/** The centre's bookings, revenue and bay use over a chosen range of Indian days. */
export function DashboardPage({ range, onRange }: DashboardPageProps) {
  const trpc = useTRPC();
  const overview = useQuery({
    ...trpc.dashboard.overview.queryOptions(range),
    placeholderData: keepPreviousData,
  });
  const preset = presetOf(range);
  const data = overview.data;

  return (
    <Stack gap="md">
      <PageHeader
        title="Overview"
        description="How your centre is doing. Days are in Indian Standard Time."
      />
      <Group gap="sm" align="flex-end" wrap="wrap">
        <SegmentedControl
          aria-label="Date range"
          value={preset}
          onChange={(value) => {
            const next = value as RangePreset;
            if (next !== "custom") onRange(presetRange(next));
            else onRange({ from: range.from, to: range.to });
          }}
          data={PRESETS}
        />
        <TextInput
          type="date"
          label="From"
          value={range.from}
          max={range.to}
          onChange={(e) => e.currentTarget.value && onRange({ from: e.currentTarget.value, to: range.to })}
          w={160}
        />
        <TextInput
          type="date"
          label="To"
          value={range.to}
          min={range.from}
          onChange={(e) => e.currentTarget.value && onRange({ from: range.from, to: e.currentTarget.value })}
          w={160}
        />
        {overview.isFetching && !overview.isPending ? (
          <Text size="xs" c="dimmed" role="status">
            Updating…
          </Text>
        ) : null}
      </Group>
      {overview.isPending ? (
        <LoadingState label="Loading your numbers…" />
      ) : overview.isError || !data ? (
        <ErrorState title="Your numbers could not load" onRetry={() => void overview.refetch()} />
      ) : (
        <>
          <SimpleGrid cols={{ base: 2, lg: 4 }} spacing="md">
            <Stat
              label="Bookings"
              value={String(data.totals.bookings)}
              hint={range.to >= indiaDate() ? "Including upcoming" : undefined}
            />
            <Stat label="Revenue" value={formatRupees(data.totals.revenuePaise)} />
            <Stat label="Cash to collect" value={formatRupees(data.totals.cashDuePaise)} />
            <Stat
              label="Bay occupancy"
              value={formatPercent(data.totals.occupancy)}
              hint={`${data.totals.reservedUnits} of ${data.totals.capacityUnits} bay slots`}
            />
          </SimpleGrid>
          <Card withBorder padding="lg">
            <Title order={2} size="h4" mb="xs">
              Bookings by status
            </Title>
            {data.byStatus.length === 0 ? (
              <Text c="dimmed">No bookings in this range.</Text>
            ) : (
              <Group gap="xs" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
                {data.byStatus.map((s) => (
                  <li key={s.status}>
                    <Badge size="lg" variant="light" color={BOOKING_STATUS_COLORS[s.status]}>
                      {BOOKING_STATUS_LABELS[s.status]}: {s.count}
                    </Badge>
                  </li>
                ))}
              </Group>
            )}
          </Card>
          <Charts data={data} />
        </>
      )}
    </Stack>
  );
}
