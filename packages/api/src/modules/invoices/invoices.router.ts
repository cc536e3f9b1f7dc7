import {
  adminCentreInvoicesInput,
  bookingIdInput,
  centreInvoicesInput,
  invoiceListOutput,
  invoicePageOutput,
  issueCommissionInvoicesInput,
  issueCommissionInvoicesOutput,
} from "@chamak/contracts";
import { adminProcedure, centreProcedure, customerProcedure } from "../../procedures";
import { router } from "../../trpc";
import {
  adminListCentreInvoices,
  listBookingInvoices,
  listCentreInvoices,
  runCommissionInvoices,
} from "./invoices.service";

/**
 * Invoices: a customer's for their booking, a centre's own (to its customers, and its commission invoices),
 * any centre's for admins, and the admins' monthly run of commission invoices. The PDFs are served by the
 * server's `GET /invoices/:id.pdf` (invoicePdfPath), which checks the same access.
 */
export const invoicesRouter = router({
  forBooking: customerProcedure
    .input(bookingIdInput)
    .output(invoiceListOutput)
    .query(({ ctx, input }) => listBookingInvoices(ctx.db, ctx.user.id, input.bookingId)),
  centre: centreProcedure("invoices.view")
    .input(centreInvoicesInput)
    .output(invoicePageOutput)
    .query(({ ctx, input }) => listCentreInvoices(ctx.db, ctx.centre.id, input)),
  admin: router({
    list: adminProcedure
      .input(adminCentreInvoicesInput)
      .output(invoicePageOutput)
      .query(({ ctx, input }) => adminListCentreInvoices(ctx.db, input)),
    issueCommission: adminProcedure
      .input(issueCommissionInvoicesInput)
      .output(issueCommissionInvoicesOutput)
      .mutation(({ ctx, input }) =>
        runCommissionInvoices(ctx.db, input.month, { id: ctx.user.id, role: "admin" }),
      ),
  }),
});
