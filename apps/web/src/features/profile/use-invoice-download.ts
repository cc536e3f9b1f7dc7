import { type BookingView, invoicePdfPath } from "@chamak/contracts";
import { downloadWithToken } from "@chamak/web-client";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useT } from "../../lib/i18n";
import { useTRPC } from "../../lib/trpc";

/**
 * "Download invoice" on a completed booking: asks the API for the booking's invoice (issued by a background job
 * moments after completion), then downloads its PDF with the session's token. Until it is issued, `onNotice`
 * says it is being prepared.
 */
export function useInvoiceDownload(booking: BookingView, onNotice: (text: string) => void) {
  const t = useT("profile");
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const download = async () => {
    setBusy(true);
    setFailed(false);
    try {
      const invoices = await queryClient.fetchQuery({
        ...trpc.invoices.forBooking.queryOptions({ bookingId: booking.id }),
        staleTime: 0,
      });
      const [invoice] = invoices;
      if (!invoice) {
        onNotice(t("invoicePreparing", { code: booking.code }));
        return;
      }
      await downloadWithToken(invoicePdfPath(invoice.id), `${invoice.number.replace(/\//g, "-")}.pdf`);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return { download, busy, error: failed ? t("invoiceDownloadFailed") : null };
}
