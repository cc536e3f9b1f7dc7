import type { CentreInvoicesInput } from "@chamak/contracts";
import { SegmentedControl, Stack } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "../../lib/trpc";
import { PageHeader } from "../shared/page-header";
import { InvoicesTable } from "./invoices-table";

export type VendorInvoicesSearch = {
  side?: CentreInvoicesInput["side"] | undefined;
  page?: number | undefined;
};

export const vendorInvoicesInput = (search: VendorInvoicesSearch): CentreInvoicesInput => ({
  side: search.side ?? "customer",
  page: search.page ?? 1,
  pageSize: 50,
});

/** The centre's invoices: those it issued to its customers, and Chamak's monthly commission invoices to it. */
export function VendorInvoicesPage({
  search,
  onSearch,
}: {
  search: VendorInvoicesSearch;
  onSearch: (next: VendorInvoicesSearch) => void;
}) {
  const trpc = useTRPC();
  const input = vendorInvoicesInput(search);
  const invoices = useQuery(trpc.invoices.centre.queryOptions(input));
  return (
    <Stack gap="md">
      <PageHeader
        title="Invoices"
        description="Tax invoices issued in your centre's name to customers when you complete a booking, and Chamak's monthly invoices for its commission."
      />
      <SegmentedControl
        value={input.side}
        onChange={(side) => onSearch({ side: side === "commission" ? "commission" : "customer", page: 1 })}
        data={[
          { value: "customer", label: "To customers" },
          { value: "commission", label: "Commission from Chamak" },
        ]}
        aria-label="Which invoices"
        maw={420}
      />
      <InvoicesTable query={invoices} side={input.side} onPage={(page) => onSearch({ ...search, page })} />
    </Stack>
  );
}
