import { formatIndiaDate, type InvoiceSummary, invoicePdfPath } from "@chamak/contracts";
import { DownloadError, downloadWithToken } from "@chamak/web-client";
import { Alert, Badge, Button, Stack, Table, Text } from "@mantine/core";
import { useState } from "react";
import { formatRupees } from "../../lib/format";
import type { ListQuery } from "../shared/query-states";
import { QueryTable } from "../shared/query-table";

const KIND_LABELS: Record<InvoiceSummary["kind"], string> = {
  tax_invoice: "Tax invoice",
  bill_of_supply: "Bill of supply",
  commission: "Commission",
};

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
/** "2026-11" → "Nov 2026". */
export const formatPeriod = (month: string) =>
  `${MONTHS[Number(month.slice(5, 7)) - 1] ?? ""} ${month.slice(0, 4)}`;

function taxOf(invoice: InvoiceSummary): string {
  if (invoice.kind === "bill_of_supply") return "No GST";
  if (invoice.igstPaise > 0) return `IGST ${formatRupees(invoice.igstPaise)}`;
  return `CGST + SGST ${formatRupees(invoice.cgstPaise + invoice.sgstPaise)}`;
}

/** Downloads one invoice's PDF at a time with the session's token; says so when it fails. */
function useInvoiceDownload() {
  const [downloading, setDownloading] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const download = async (invoice: InvoiceSummary) => {
    setDownloading(invoice.id);
    setError(null);
    try {
      await downloadWithToken(invoicePdfPath(invoice.id), `${invoice.number.replace(/\//g, "-")}.pdf`);
    } catch (caught) {
      const status = caught instanceof DownloadError ? caught.status : 0;
      setError(
        status === 401
          ? "Your session has ended. Sign in again to download the invoice."
          : `Invoice ${invoice.number} could not be downloaded. Please try again.`,
      );
    } finally {
      setDownloading(null);
    }
  };
  return { download, downloading, error, clearError: () => setError(null) };
}

type InvoicesTableProps = {
  query: ListQuery<InvoiceSummary>;
  /** Commission invoices (to the centre) or the centre's invoices to its customers. */
  side: "customer" | "commission";
  onPage: (page: number) => void;
};

/** A centre's invoices with their amounts, GST and a PDF download each. */
export function InvoicesTable({ query, side, onPage }: InvoicesTableProps) {
  const { download, downloading, error, clearError } = useInvoiceDownload();
  return (
    <Stack gap="sm">
      {error ? (
        <Alert color="red" variant="light" withCloseButton onClose={clearError} role="alert">
          {error}
        </Alert>
      ) : null}
      <QueryTable
        query={query}
        onPage={onPage}
        loadingLabel="Loading invoices…"
        errorTitle="Invoices could not load"
        empty={
          side === "customer"
            ? {
                title: "No invoices yet",
                description: "An invoice is issued to the customer as soon as you mark a booking completed.",
              }
            : {
                title: "No commission invoices yet",
                description: "Chamak invoices its commission once a month, after the month ends.",
              }
        }
        caption={(total) => (
          <Text size="sm" c="dimmed">
            {total === 1 ? "1 invoice" : `${total} invoices`}
          </Text>
        )}
        minWidth={820}
        columns={
          <>
            <Table.Th>Number</Table.Th>
            <Table.Th>Date</Table.Th>
            <Table.Th>{side === "customer" ? "Customer and booking" : "Period"}</Table.Th>
            <Table.Th>Place of supply</Table.Th>
            <Table.Th ta="right">Taxable value</Table.Th>
            <Table.Th ta="right">GST</Table.Th>
            <Table.Th ta="right">Total</Table.Th>
            <Table.Th ta="right">PDF</Table.Th>
          </>
        }
        row={(invoice) => (
          <Table.Tr key={invoice.id}>
            <Table.Td>
              <Text ff="monospace" fw={700} size="sm">
                {invoice.number}
              </Text>
              <Badge size="xs" variant="light" color={invoice.kind === "bill_of_supply" ? "gray" : "teal"}>
                {KIND_LABELS[invoice.kind]}
              </Badge>
            </Table.Td>
            <Table.Td data-label="Date">{formatIndiaDate(invoice.issuedAt)}</Table.Td>
            <Table.Td>
              {invoice.booking ? (
                <>
                  <Text size="sm">{invoice.recipientName}</Text>
                  <Text size="xs" c="dimmed" ff="monospace">
                    {invoice.booking.code}
                  </Text>
                </>
              ) : (
                <Text size="sm">{invoice.period ? formatPeriod(invoice.period) : "—"}</Text>
              )}
            </Table.Td>
            <Table.Td data-label="Place of supply">{invoice.placeOfSupply}</Table.Td>
            <Table.Td ta="right" data-label="Taxable value">
              {formatRupees(invoice.taxablePaise)}
            </Table.Td>
            <Table.Td ta="right" data-label="GST">
              <Text size="sm">{taxOf(invoice)}</Text>
            </Table.Td>
            <Table.Td ta="right" fw={700} data-label="Total">
              {formatRupees(invoice.totalPaise)}
            </Table.Td>
            <Table.Td ta="right">
              <Button
                size="xs"
                variant="light"
                loading={downloading === invoice.id}
                onClick={() => void download(invoice)}
                aria-label={`Download invoice ${invoice.number}`}
              >
                Download
              </Button>
            </Table.Td>
          </Table.Tr>
        )}
      />
    </Stack>
  );
}
