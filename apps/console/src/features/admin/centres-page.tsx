import {
  type AdminCentre,
  CENTRE_STATUSES,
  type CentreStatus,
  formatAddress,
  formatIndiaWeekdayDate,
} from "@chamak/contracts";
import { fieldErrorsOf, messageOf } from "@chamak/web-client";
import { Badge, Button, Group, SegmentedControl, Stack, Table, Text, TextInput } from "@mantine/core";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import { countOf } from "../../lib/format";
import { useTRPC } from "../../lib/trpc";
import { ConfirmModal } from "../shared/confirm-modal";
import { CENTRE_STATUS_LABELS } from "../shared/labels";
import { Notice } from "../shared/notice";
import { PageHeader } from "../shared/page-header";
import { QueryTable } from "../shared/query-table";
import { ReasonModal } from "../shared/reason-modal";
import { CentreStatusBadge } from "../shared/status-badges";
import { GstRegistration } from "./gst-registration";
import { IdentityChangeReview } from "./identity-change-review";
import { useSearchText } from "./use-search-text";

export type CentresSearch = {
  /** "changes": centres whose new name or GSTIN waits for review. */
  status?: CentreStatus | "all" | "changes" | undefined;
  q?: string | undefined;
  page?: number | undefined;
};

export const centresQueryInput = (search: CentresSearch) => ({
  ...(search.status === "all"
    ? {}
    : search.status === "changes"
      ? { identityChangePending: true }
      : { status: search.status ?? "pending" }),
  ...(search.q ? { q: search.q } : {}),
  page: search.page ?? 1,
  pageSize: 20,
});

type Decision = { centre: AdminCentre; kind: "approve" | "reject" | "suspend" | "restore" };

/** Centre applications first, then every centre's standing, with the decisions an admin takes. */
export function CentresPage({
  search,
  onSearch,
}: {
  search: CentresSearch;
  onSearch: (s: CentresSearch) => void;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const centres = useQuery({
    ...trpc.admin.centres.list.queryOptions(centresQueryInput(search)),
    placeholderData: keepPreviousData,
  });
  const [deciding, setDeciding] = useState<Decision | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const onSettled = useCallback(
    (q: string | undefined) => onSearch({ ...search, q, page: 1 }),
    [onSearch, search],
  );
  const [text, setText] = useSearchText(search.q, onSettled);

  const options = {
    onSuccess: async (centre: AdminCentre) => {
      setNotice(`${centre.name} is now ${CENTRE_STATUS_LABELS[centre.status].toLowerCase()}.`);
      setDeciding(null);
      await queryClient.invalidateQueries({ queryKey: trpc.admin.centres.pathKey() });
    },
  };
  const approve = useMutation(trpc.admin.centres.approve.mutationOptions(options));
  const reject = useMutation(trpc.admin.centres.reject.mutationOptions(options));
  const suspend = useMutation(trpc.admin.centres.suspend.mutationOptions(options));
  const restore = useMutation(trpc.admin.centres.restore.mutationOptions(options));
  const running = { approve, reject, suspend, restore }[deciding?.kind ?? "approve"];

  const ask = (decision: Decision) => {
    for (const m of [approve, reject, suspend, restore]) m.reset();
    setNotice(null);
    setDeciding(decision);
  };
  const status = search.status ?? "pending";
  const data = centres.data;

  return (
    <Stack gap="md">
      <PageHeader title="Centres" description="Review applications, and suspend or restore centres." />
      <Group gap="sm" align="flex-end" wrap="wrap">
        <SegmentedControl
          aria-label="Centre status"
          value={status}
          onChange={(value) => onSearch({ ...search, status: value as CentresSearch["status"], page: 1 })}
          data={[
            ...CENTRE_STATUSES.map((s) => ({
              value: s,
              label:
                s === "pending" && data?.pendingCount
                  ? `Pending (${data.pendingCount})`
                  : CENTRE_STATUS_LABELS[s].replace(" review", ""),
            })),
            { value: "all", label: "All" },
            {
              value: "changes",
              label: data?.identityChangeCount ? `Changes (${data.identityChangeCount})` : "Changes",
            },
          ]}
        />
        <TextInput
          label="Search"
          placeholder="Name, GSTIN, city or owner"
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          w={260}
        />
      </Group>
      <Notice text={notice} onClose={() => setNotice(null)} />
      <QueryTable
        query={centres}
        loadingLabel="Loading centres…"
        errorTitle="Centres could not load"
        empty={
          status === "pending" && !search.q
            ? { title: "No applications waiting", description: "New centre applications appear here." }
            : { title: "No centres found", description: "Try another status or search." }
        }
        minWidth={640}
        columns={
          <>
            <Table.Th>Centre</Table.Th>
            <Table.Th>Owner</Table.Th>
            <Table.Th w={150}>Status</Table.Th>
            <Table.Th ta="right">Actions</Table.Th>
          </>
        }
        row={(centre) => (
          <Table.Tr key={centre.id}>
            <Table.Td>
              <Text fw={700}>{centre.name}</Text>
              <Text size="xs" c="dimmed">
                {formatAddress(centre.locality, centre.city, centre.state)} ·{" "}
                {countOf(centre.serviceCount, "service")}
              </Text>
              <Text size="xs" c="dimmed">
                <GstRegistration centre={centre} />
              </Text>
              <Text size="xs" c="dimmed">
                Applied {formatIndiaWeekdayDate(centre.createdAt)}
                {centre.approvedAt ? ` · approved ${formatIndiaWeekdayDate(centre.approvedAt)}` : ""}
              </Text>
              <IdentityChangeReview centre={centre} onDone={setNotice} />
            </Table.Td>
            <Table.Td>
              <Text size="sm">{centre.owner.name}</Text>
              {centre.owner.email ? (
                <Text size="xs" c="dimmed">
                  {centre.owner.email}
                </Text>
              ) : null}
              <Text size="xs" c="dimmed">
                {centre.mobile}
              </Text>
            </Table.Td>
            <Table.Td>
              <CentreStatusBadge status={centre.status} />
              {centre.statusReason ? (
                <Text size="xs" c="dimmed" maw={220}>
                  {centre.statusReason}
                </Text>
              ) : null}
            </Table.Td>
            <Table.Td>
              <Group gap={4} justify="flex-end" wrap="nowrap">
                {centre.status === "pending" || centre.status === "rejected" ? (
                  <Button
                    size="xs"
                    color="teal"
                    onClick={() => ask({ centre, kind: "approve" })}
                    aria-label={`Approve ${centre.name}`}
                  >
                    Approve
                  </Button>
                ) : null}
                {centre.status === "pending" ? (
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    onClick={() => ask({ centre, kind: "reject" })}
                    aria-label={`Reject ${centre.name}`}
                  >
                    Reject
                  </Button>
                ) : null}
                {centre.status === "approved" ? (
                  <Button
                    size="xs"
                    variant="light"
                    color="red"
                    onClick={() => ask({ centre, kind: "suspend" })}
                    aria-label={`Suspend ${centre.name}`}
                  >
                    Suspend
                  </Button>
                ) : null}
                {centre.status === "suspended" ? (
                  <Button
                    size="xs"
                    variant="light"
                    onClick={() => ask({ centre, kind: "restore" })}
                    aria-label={`Restore ${centre.name}`}
                  >
                    Restore
                  </Button>
                ) : null}
              </Group>
            </Table.Td>
          </Table.Tr>
        )}
        onPage={(page) => onSearch({ ...search, page })}
      />

      <ConfirmModal
        opened={deciding?.kind === "approve" || deciding?.kind === "restore"}
        onClose={() => setDeciding(null)}
        title={deciding?.kind === "restore" ? "Restore this centre?" : "Approve this centre?"}
        confirmLabel={deciding?.kind === "restore" ? "Restore" : "Approve"}
        color="teal"
        pending={running.isPending}
        error={running.isError ? messageOf(running.error) : null}
        onConfirm={() => {
          if (!deciding) return;
          const input = { centreId: deciding.centre.id };
          if (deciding.kind === "restore") restore.mutate(input);
          else approve.mutate(input);
        }}
      >
        <strong>{deciding?.centre.name}</strong> ({deciding?.centre.city}) becomes visible in search and can
        take bookings at once.
      </ConfirmModal>
      <ReasonModal
        opened={deciding?.kind === "reject" || deciding?.kind === "suspend"}
        onClose={() => setDeciding(null)}
        title={
          deciding?.kind === "suspend"
            ? `Suspend ${deciding.centre.name}?`
            : `Reject ${deciding?.centre.name ?? ""}?`
        }
        description={
          deciding?.kind === "suspend" ? (
            <>
              The centre disappears from search and cannot take new bookings. The owner sees your reason.
              {deciding.centre.upcomingBookingCount > 0 ? (
                <Badge color="orange" variant="light" ml={4}>
                  Upcoming bookings left as they are: {deciding.centre.upcomingBookingCount}
                </Badge>
              ) : null}
            </>
          ) : (
            "The owner sees your reason and can apply again after fixing it."
          )
        }
        label="Reason for the centre"
        confirmLabel={deciding?.kind === "suspend" ? "Suspend centre" : "Reject application"}
        pending={running.isPending}
        error={running.isError && !fieldErrorsOf(running.error).reason ? messageOf(running.error) : null}
        fieldError={fieldErrorsOf(running.error).reason}
        onConfirm={(reason) => {
          if (!deciding) return;
          const input = { centreId: deciding.centre.id, reason };
          if (deciding.kind === "suspend") suspend.mutate(input);
          else reject.mutate(input);
        }}
      />
    </Stack>
  );
}
