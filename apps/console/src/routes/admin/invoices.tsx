import { adminCentreInvoicesInput } from "@chamak/contracts";
import { searchResolver } from "@chamak/ui";
import { createFileRoute } from "@tanstack/react-router";
import { AdminInvoicesPage, type AdminInvoicesSearch } from "../../features/invoices/admin-invoices-page";

const { centreId, side, page } = adminCentreInvoicesInput.shape;
const invoicesSearch = searchResolver({ centreId, side, page });

export const Route = createFileRoute("/admin/invoices")({
  validateSearch: (search: Record<string, unknown>): AdminInvoicesSearch => invoicesSearch(search),
  component: function AdminInvoicesRoute() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <AdminInvoicesPage
        search={search}
        onSearch={(next) => void navigate({ search: next, replace: true })}
      />
    );
  },
});
