import { centreInvoicesInput } from "@chamak/contracts";
import { searchResolver } from "@chamak/ui";
import { createFileRoute } from "@tanstack/react-router";
import {
  VendorInvoicesPage,
  type VendorInvoicesSearch,
  vendorInvoicesInput,
} from "../../features/invoices/vendor-invoices-page";
import { requireCentreAction } from "../../features/layout/centre-may";

/** Which invoices and the page in the URL, checked with the API's own input schema; a bad one is dropped. */
const { side, page } = centreInvoicesInput.shape;
const invoicesSearch = searchResolver({ side, page });

export const Route = createFileRoute("/vendor/invoices")({
  beforeLoad: ({ context }) => requireCentreAction(context, "invoices.view"),
  validateSearch: (search: Record<string, unknown>): VendorInvoicesSearch => invoicesSearch(search),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    context.queryClient.ensureQueryData(context.trpc.invoices.centre.queryOptions(vendorInvoicesInput(deps))),
  component: function VendorInvoicesRoute() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <VendorInvoicesPage
        search={search}
        onSearch={(next) => void navigate({ search: next, replace: true })}
      />
    );
  },
});
