import { formatIndiaDateTime, type SystemStatus } from "@chamak/contracts";
import { ErrorState, LoadingState } from "@chamak/ui";
import { AnchorLink } from "@chamak/web-client";
import { Badge, Button, Card, Group, SimpleGrid, Stack, Table, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { formatRupees } from "../../lib/format";
import { useTRPC } from "../../lib/trpc";
import { PageHeader } from "../shared/page-header";
import { StackedTable } from "../shared/stacked-table";
import { ageText, JOB_LABELS, PROVIDER_LABELS } from "./system-labels";

/** The page reads the system again this often while it is open. */
const REFRESH_MS = 15_000;

type Tone = "ok" | "warn" | "bad" | "off";
const TONE_COLORS: Record<Tone, string> = { ok: "teal", warn: "orange", bad: "red", off: "gray" };

/** One check: what it is, its state as a badge, the number behind it. */
function Check({
  label,
  state,
  tone,
  detail,
}: {
  label: string;
  state: string;
  tone: Tone;
  detail: ReactNode;
}) {
  return (
    <Card
      withBorder
      padding="md"
      h="100%"
      style={tone === "bad" ? { borderColor: "var(--mantine-color-red-5)" } : undefined}
    >
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
          {label}
        </Text>
        <Badge color={TONE_COLORS[tone]} variant="light">
          {state}
        </Badge>
      </Group>
      <Text size="sm" mt={6}>
        {detail}
      </Text>
    </Card>
  );
}

const latency = (ms: number | null) => (ms === null ? "no answer" : `answered in ${ms} ms`);

function HealthChecks({ data }: { data: SystemStatus }) {
  const { outbox } = data;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
      <Check
        label="Database"
        state={data.database.up ? "Up" : "Down"}
        tone={data.database.up ? "ok" : "bad"}
        detail={`SELECT 1 ${latency(data.database.latencyMs)}`}
      />
      <Check
        label="Redis"
        state={data.redis === null ? "Not configured" : data.redis.up ? "Up" : "Down"}
        tone={data.redis === null ? "off" : data.redis.up ? "ok" : "bad"}
        detail={
          data.redis === null
            ? "One node: rate limits and cache in memory"
            : `PING ${latency(data.redis.latencyMs)}`
        }
      />
      <Check
        label="Outbox backlog"
        state={outbox.backlog === 0 ? "Clear" : `${outbox.backlog} due`}
        // Messages are delivered every few seconds: one due for over 5 minutes means delivery is stuck.
        tone={outbox.oldestPendingAgeSeconds > 300 ? "bad" : outbox.backlog > 0 ? "warn" : "ok"}
        detail={
          outbox.backlog === 0
            ? "Every message due has been delivered"
            : `Oldest due ${ageText(outbox.oldestPendingAgeSeconds)} ago`
        }
      />
      <Check
        label="Dead letters"
        state={String(outbox.dead)}
        tone={outbox.dead > 0 ? "bad" : "ok"}
        detail={outbox.dead > 0 ? "Given up on: read their last error in the outbox table" : "None"}
      />
    </SimpleGrid>
  );
}

function StuckPayments({ stuck }: { stuck: SystemStatus["stuckPayments"] }) {
  return (
    <Stack gap="xs">
      <Group justify="space-between" align="baseline">
        <Title order={2} size="h4">
          Stuck payments
        </Title>
        <Text size="sm" c="dimmed">
          Online payments created or authorised over {stuck.thresholdMinutes} minutes ago, not captured
        </Text>
      </Group>
      {stuck.count === 0 ? (
        <Card withBorder padding="md">
          <Text size="sm">No payment is stuck.</Text>
        </Card>
      ) : (
        <Card withBorder padding={0}>
          <Text size="sm" px="md" pt="sm" c="red.8" fw={600}>
            {stuck.count === 1 ? "1 payment is stuck" : `${stuck.count} payments are stuck`}
            {stuck.count > stuck.oldest.length ? ` (the ${stuck.oldest.length} oldest below)` : ""}
          </Text>
          <StackedTable minWidth={720} verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Booking</Table.Th>
                <Table.Th>State</Table.Th>
                <Table.Th>Amount</Table.Th>
                <Table.Th>Since</Table.Th>
                <Table.Th>Reconciliation</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {stuck.oldest.map((payment) => (
                <Table.Tr key={payment.paymentId}>
                  <Table.Td data-label="Booking">
                    <AnchorLink
                      to="/admin/bookings/$bookingId"
                      params={{ bookingId: payment.bookingId }}
                      ff="monospace"
                      size="sm"
                    >
                      {payment.bookingCode}
                    </AnchorLink>
                  </Table.Td>
                  <Table.Td data-label="State">
                    <Badge variant="light" color="orange">
                      {payment.state === "authorized" ? "Authorised" : "Created"}
                    </Badge>
                  </Table.Td>
                  <Table.Td data-label="Amount">{formatRupees(payment.amountPaise)}</Table.Td>
                  <Table.Td data-label="Since">
                    <Text size="sm" style={{ whiteSpace: "nowrap" }}>
                      {formatIndiaDateTime(payment.createdAt)} IST
                    </Text>
                  </Table.Td>
                  <Table.Td data-label="Reconciliation">
                    <Text
                      size="sm"
                      c={payment.reconcileError ? "red.8" : "dimmed"}
                      style={{ overflowWrap: "anywhere" }}
                    >
                      {payment.reconcileError ?? "No error recorded"}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </StackedTable>
        </Card>
      )}
    </Stack>
  );
}

function Jobs({ jobs, checkedAt }: { jobs: SystemStatus["jobs"]; checkedAt: Date }) {
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        Background jobs
      </Title>
      {jobs.length === 0 ? (
        <Card withBorder padding="md">
          <Text size="sm">No job has run yet: the job runner records each run here.</Text>
        </Card>
      ) : (
        <Card withBorder padding={0}>
          <StackedTable minWidth={720} verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Job</Table.Th>
                <Table.Th>Last run</Table.Th>
                <Table.Th>Result</Table.Th>
                <Table.Th>Last worked</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {jobs.map((job) => {
                const ago = Math.max(0, Math.round((checkedAt.getTime() - job.lastRunAt.getTime()) / 1000));
                return (
                  <Table.Tr key={job.job}>
                    <Table.Td data-label="Job">
                      <Text size="sm" fw={600}>
                        {JOB_LABELS[job.job] ?? job.job}
                      </Text>
                    </Table.Td>
                    <Table.Td data-label="Last run">
                      <Text size="sm">
                        {ageText(ago)} ago, took {job.lastDurationMs} ms
                      </Text>
                    </Table.Td>
                    <Table.Td data-label="Result">
                      {job.lastError === null ? (
                        <Badge color="teal" variant="light">
                          Worked
                        </Badge>
                      ) : (
                        <Text size="sm" c="red.8" style={{ overflowWrap: "anywhere" }}>
                          Failed: {job.lastError}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td data-label="Last worked">
                      <Text size="sm" style={{ whiteSpace: "nowrap" }}>
                        {job.lastSuccessAt ? `${formatIndiaDateTime(job.lastSuccessAt)} IST` : "Never"}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </StackedTable>
        </Card>
      )}
    </Stack>
  );
}

function Providers({ providers }: { providers: SystemStatus["providers"] }) {
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        Providers
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
        {providers.map(({ provider, mode }) => (
          <Card key={provider} withBorder padding="md">
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Text size="sm" fw={600}>
                {PROVIDER_LABELS[provider].name}
              </Text>
              <Badge color={mode === "live" ? "teal" : "yellow"} variant="light">
                {mode === "live" ? "Live" : "Stand-in"}
              </Badge>
            </Group>
            <Text size="xs" c="dimmed" mt={4}>
              {mode === "live" ? PROVIDER_LABELS[provider].live : PROVIDER_LABELS[provider].standin}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/**
 * Is everything that keeps Chamak running working? The database and Redis (with their latency), the outbox's
 * backlog and dead letters, payments stuck before capture, each background job's last run (reconciliation's
 * among them) and which providers are real. Read again every 15 seconds while open.
 */
export function SystemPage() {
  const trpc = useTRPC();
  const system = useQuery({ ...trpc.admin.system.queryOptions(), refetchInterval: REFRESH_MS });
  return (
    <Stack gap="lg">
      <PageHeader
        title="System"
        description={
          system.data
            ? `Checked ${formatIndiaDateTime(system.data.checkedAt)} IST; read again every 15 seconds.`
            : "The health of the services Chamak runs on."
        }
        actions={
          <Button variant="light" onClick={() => void system.refetch()} loading={system.isFetching}>
            Check now
          </Button>
        }
      />
      {system.isPending ? (
        <LoadingState label="Checking the system…" />
      ) : system.isError ? (
        <ErrorState title="The system status could not load" onRetry={() => void system.refetch()} />
      ) : (
        <>
          <HealthChecks data={system.data} />
          <StuckPayments stuck={system.data.stuckPayments} />
          <Jobs jobs={system.data.jobs} checkedAt={system.data.checkedAt} />
          <Providers providers={system.data.providers} />
        </>
      )}
    </Stack>
  );
}
