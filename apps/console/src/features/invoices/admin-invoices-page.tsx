import { type CentreInvoicesInput, indiaDate, invoiceMonthSchema } from "@chamak/contracts";
import { fieldErrorsOf, messageOf } from "@chamak/web-client";
import { Button, Card, Group, SegmentedControl, Select, Stack, Text, TextInput, Title } from "@mantine/core";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTRPC } from "../../lib/trpc";
import { Notice } from "../shared/notice";
import { PageHeader } from "../shared/page-header";
import { formatPeriod, InvoicesTable } from "./invoices-table";

export type AdminInvoicesSearch = {
  centreId?: number | undefined;
  side?: CentreInvoicesInput["side"] | undefined;
  page?: number | undefined;
};

/** The India month before today's, "2026-10" in November 2026: the latest month commission can be invoiced for. */
export function lastMonth(now = new Date()): string {
  const [year = 0, month = 1] = indiaDate(now).split("-").map(Number);
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, "0")}`;
}

/** Runs a month's commission invoices for every centre (idempotent: a second run issues only what is missing). */
function CommissionRun() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [month, setMonth] = useState(lastMonth());
  const [notice, setNotice] = useState<string | null>(null);
  const issue = useMutation(
    trpc.invoices.admin.issueCommission.mutationOptions({
      onSuccess: async (run) => {
        const issued = run.issued.length === 1 ? "1 invoice" : `${run.issued.length} invoices`;
        setNotice(
          `Issued ${issued} for ${formatPeriod(run.month)}${run.alreadyIssued > 0 ? `; ${run.alreadyIssued} had been issued before` : ""}.`,
        );
        await queryClient.invalidateQueries({ queryKey: trpc.invoices.admin.list.queryKey() });
      },
    }),
  );
  const valid = invoiceMonthSchema.safeParse(month).success;
  const fieldError = fieldErrorsOf(issue.error)?.month;
  return (
    <Card withBorder>
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4">
            Commission invoices
          </Title>
          <Text size="sm" c="dimmed">
            Chamak's invoice to each centre for its commission in a month, with GST. Run it once the month is
            over; running it again issues only what is missing.
          </Text>
        </div>
        <Notice text={notice} onClose={() => setNotice(null)} />
        <Group align="flex-end" gap="sm">
          <TextInput
            label="Month"
            description="YYYY-MM"
            value={month}
            onChange={(event) => setMonth(event.currentTarget.value)}
            error={fieldError ?? (valid ? null : "Enter a month as YYYY-MM")}
            w={160}
          />
          <Button
            loading={issue.isPending}
            disabled={!valid}
            onClick={() => {
              setNotice(null);
              issue.mutate({ month });
            }}
          >
            Issue commission invoices
          </Button>
        </Group>
        {issue.error && !fieldError ? (
          <Text size="sm" c="red.8" role="alert">
            {messageOf(issue.error)}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}

/** Admins: the monthly commission run, and any centre's invoices with their PDFs. */
export function AdminInvoicesPage({
  search,
  onSearch,
}: {
  search: AdminInvoicesSearch;
  onSearch: (next: AdminInvoicesSearch) => void;
}) {
  const trpc = useTRPC();
  const [q, setQ] = useState("");
  const centres = useQuery({
    ...trpc.admin.centres.list.queryOptions({ ...(q.trim() ? { q: q.trim() } : {}), page: 1, pageSize: 50 }),
    placeholderData: keepPreviousData,
  });
  const side = search.side ?? "customer";
  const invoices = useQuery({
    ...trpc.invoices.admin.list.queryOptions({
      centreId: search.centreId ?? 1,
      side,
      page: search.page ?? 1,
      pageSize: 50,
    }),
    enabled: search.centreId !== undefined,
  });
  const options = (centres.data?.items ?? []).map((centre) => ({
    value: String(centre.id),
    label: `${centre.name} · ${centre.city} (#${centre.id})`,
  }));
  if (search.centreId !== undefined && !options.some((option) => option.value === String(search.centreId))) {
    options.unshift({ value: String(search.centreId), label: `Centre #${search.centreId}` });
  }
  return (
    <Stack gap="md">
      <PageHeader
        title="Invoices"
        description="Customers' tax invoices from centres, and Chamak's commission invoices."
      />
      <CommissionRun />
      <Group align="flex-end" gap="sm">
        <Select
          label="Centre"
          placeholder="Search centres by name, city or GSTIN"
          searchable
          searchValue={q}
          onSearchChange={setQ}
          data={options}
          value={search.centreId !== undefined ? String(search.centreId) : null}
          onChange={(value) => onSearch({ centreId: value ? Number(value) : undefined, side, page: 1 })}
          nothingFoundMessage={centres.isPending ? "Loading…" : "No centre matches"}
          filter={({ options: all }) => all}
          w={{ base: "100%", sm: 420 }}
        />
        <SegmentedControl
          value={side}
          onChange={(value) =>
            onSearch({ ...search, side: value === "commission" ? "commission" : "customer", page: 1 })
          }
          data={[
            { value: "customer", label: "To customers" },
            { value: "commission", label: "Commission" },
          ]}
          aria-label="Which invoices"
        />
      </Group>
      {search.centreId === undefined ? (
        <Text c="dimmed">Choose a centre to see its invoices.</Text>
      ) : (
        <InvoicesTable query={invoices} side={side} onPage={(page) => onSearch({ ...search, page })} />
      )}
    </Stack>
  );
}
