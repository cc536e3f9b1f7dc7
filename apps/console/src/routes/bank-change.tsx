import { createFileRoute } from "@tanstack/react-router";
import { BankChangeReportPage } from "../features/payouts/bank-change-report-page";

/** The "this wasn't me" link of a bank account change's notice: `/console/bank-change?token=...`. */
export const Route = createFileRoute("/bank-change")({
  validateSearch: (search: Record<string, unknown>): { token: string } => ({
    token: typeof search.token === "string" ? search.token : "",
  }),
  component: function BankChangeRoute() {
    return <BankChangeReportPage token={Route.useSearch().token} />;
  },
});
