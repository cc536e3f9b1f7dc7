import type { PayoutsOverviewRow } from "@chamak/contracts";
import { fieldErrorsOf, messageOf } from "@chamak/web-client";
import { Badge, Button, Group, Stack, Table, Text } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { formatRupees } from "../../lib/format";
import { useTRPC } from "../../lib/trpc";
import { Notice } from "../shared/notice";
import { PageHeader } from "../shared/page-header";
import { QueryTable } from "../shared/query-table";
import { ReasonModal } from "../shared/reason-modal";
import { CommissionForm } from "./commission-form";
import { Gstr8Card } from "./gstr8-card";
import { StuckTransfersCard } from "./stuck-transfers-card";

const STATUS_COLORS: Record<string, string> = {
  activated: "teal",
  needs_clarification: "orange",
  suspended: "red",
};

/** Payouts across centres: what is held, released, waiting or failed; pausing a centre's payouts; commission. */
export function AdminPayoutsPage() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const overview = useQuery(trpc.payouts.admin.overview.queryOptions());
  const [pausing, setPausing] = useState<PayoutsOverviewRow | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const setPaused = useMutation(
    trpc.payouts.admin.setPaused.mutationOptions({
      onSuccess: async (account, input) => {
        const name = overview.data?.find((c) => c.centreId === input.centreId)?.centreName ?? "The centre";
        setNotice(account.paused ? `Payouts to ${name} are paused.` : `Payouts to ${name} are resumed.`);
        setPausing(null);
        await queryClient.invalidateQueries({ queryKey: trpc.payouts.admin.overview.queryKey() });
      },
    }),
  );
  return (
    <Stack gap="md">
      <PageHeader
        title="Payouts"
        description="Each centre's share of online payments, sent through Razorpay Route and released when the job is done."
      />
      <Notice text={notice} onClose={() => setNotice(null)} />
      <QueryTable
        query={overview}
        loadingLabel="Loading payouts…"
        errorTitle="Payouts could not load"
        empty={{ title: "No centres yet", description: "Approved centres appear here." }}
        minWidth={900}
        columns={
          <>
            <Table.Th>Centre</Table.Th>
            <Table.Th>Account</Table.Th>
            <Table.Th ta="right">Commission</Table.Th>
            <Table.Th ta="right">On hold</Table.Th>
            <Table.Th ta="right">Released</Table.Th>
            <Table.Th ta="right">Waiting</Table.Th>
            <Table.Th ta="right">Failed</Table.Th>
            <Table.Th ta="right">Owes (cash commission)</Table.Th>
            <Table.Th>Actions</Table.Th>
          </>
        }
        row={(centre) => (
          <Table.Tr key={centre.centreId}>
            <Table.Td>{centre.centreName}</Table.Td>
            <Table.Td>
              <Group gap={4}>
                <Badge color={STATUS_COLORS[centre.account?.status ?? ""] ?? "gray"} variant="light">
                  {centre.account ? centre.account.status.replaceAll("_", " ") : "none"}
                </Badge>
                {centre.account?.paused ? (
                  <Badge color="red" variant="light" title={centre.account.pausedReason ?? undefined}>
                    paused
                  </Badge>
                ) : null}
              </Group>
            </Table.Td>
            <Table.Td ta="right" data-label="Commission">
              {centre.commissionBp / 100}%
            </Table.Td>
            <Table.Td ta="right" data-label="On hold">
              {formatRupees(centre.onHoldPaise)}
            </Table.Td>
            <Table.Td ta="right" data-label="Released">
              {formatRupees(centre.releasedPaise)}
            </Table.Td>
            <Table.Td ta="right" data-label="Waiting">
              {formatRupees(centre.waitingPaise)}
            </Table.Td>
            <Table.Td ta="right" data-label="Failed">
              {centre.failedTransfers > 0 ? (
                <Text c="red" fw={600} span>
                  {centre.failedTransfers}
                </Text>
              ) : (
                0
              )}
            </Table.Td>
            <Table.Td ta="right" data-label="Owes (cash commission)">
              {formatRupees(centre.receivablePaise)}
            </Table.Td>
            <Table.Td>
              {centre.account === null ? (
                "—"
              ) : centre.account.paused ? (
                <Button
                  size="compact-sm"
                  variant="light"
                  loading={setPaused.isPending}
                  onClick={() => setPaused.mutate({ centreId: centre.centreId, paused: false })}
                >
                  Resume
                </Button>
              ) : (
                <Button size="compact-sm" variant="light" color="red" onClick={() => setPausing(centre)}>
                  Pause
                </Button>
              )}
            </Table.Td>
          </Table.Tr>
        )}
      />
      <StuckTransfersCard />
      <CommissionForm centres={overview.data ?? []} onSaved={setNotice} />
      <Gstr8Card />
      <ReasonModal
        opened={pausing !== null}
        onClose={() => setPausing(null)}
        title={`Pause payouts to ${pausing?.centreName ?? ""}`}
        description="Nothing new is sent or released to the centre until you resume. The centre sees the reason."
        confirmLabel="Pause payouts"
        pending={setPaused.isPending}
        error={
          setPaused.isError && !fieldErrorsOf(setPaused.error).reason ? messageOf(setPaused.error) : null
        }
        fieldError={fieldErrorsOf(setPaused.error).reason}
        onConfirm={(reason) =>
          pausing && setPaused.mutate({ centreId: pausing.centreId, paused: true, reason })
        }
      />
    </Stack>
  );
}
