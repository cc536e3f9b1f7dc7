import { addDays, indiaDate } from "@chamak/contracts";
import { ErrorState, LoadingState } from "@chamak/ui";
import { Card, SimpleGrid, Stack, Table, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { countOf, formatLongDay } from "../../lib/format";
import { useTRPC } from "../../lib/trpc";

/** One morning's plan washes by society: where to send how many washers. */
function MorningCounts({ title, when, date }: { title: string; when: string; date: string }) {
  const trpc = useTRPC();
  const counts = useQuery(trpc.planSubscribers.societyCounts.queryOptions({ date }));
  const total = counts.data?.reduce((sum, row) => sum + row.visits, 0) ?? 0;
  return (
    <Card withBorder padding="md" component="section" aria-label={title}>
      <Stack gap="xs">
        <div>
          <Title order={3} size="h5">
            {title}
          </Title>
          <Text size="xs" c="dimmed">
            {formatLongDay(date)}
          </Text>
        </div>
        {counts.isPending ? (
          <LoadingState label="Counting the washes…" />
        ) : counts.isError ? (
          <ErrorState title="The washes could not load" onRetry={() => void counts.refetch()} />
        ) : counts.data.length === 0 ? (
          <Text size="sm" c="dimmed">
            No plan washes {when}.
          </Text>
        ) : (
          <Table verticalSpacing={4} fz="sm" aria-label={`${title} by society`}>
            <Table.Tbody>
              {counts.data.map((row) => (
                <Table.Tr key={row.society}>
                  <Table.Td>{row.society}</Table.Td>
                  <Table.Td ta="right">{countOf(row.visits, "wash", "washes")}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
            <Table.Tfoot>
              <Table.Tr>
                <Table.Th>All societies</Table.Th>
                <Table.Th ta="right">{countOf(total, "wash", "washes")}</Table.Th>
              </Table.Tr>
            </Table.Tfoot>
          </Table>
        )}
      </Stack>
    </Card>
  );
}

/** Today's and tomorrow's plan washes per society (skipped and paused ones left out), in India's dates. */
export function SocietyCounts() {
  const today = indiaDate();
  return (
    <Stack gap="xs">
      <div>
        <Title order={2} size="h4">
          Washes by society
        </Title>
        <Text size="sm" c="dimmed">
          Active subscribers' washes in each society, skipped and paused ones left out: where to send how many
          washers.
        </Text>
      </div>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <MorningCounts title="Today's washes" when="this morning" date={today} />
        <MorningCounts title="Tomorrow's washes" when="tomorrow morning" date={addDays(today, 1)} />
      </SimpleGrid>
    </Stack>
  );
}
