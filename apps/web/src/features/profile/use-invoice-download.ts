import { invoicePdfPath } from "@chamak/contracts";
import { downloadWithToken, serverErrorOf } from "@chamak/web-client";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useT } from "../../lib/i18n";
import { useTRPC } from "../../lib/trpc";
import { useServerMessage } from "../forms/field-message";

/**
 * "Download invoice" on a completed booking (or a plan's month, whose order is one): asks the API for the booking's invoice (the API issues it then if
 * the background job has not yet), then downloads its PDF with the session's token. A booking not completed has
 * none, and `onNotice` says when it will; a refusal from the server is shown as it says.
 */
export function useInvoiceDownload(booking: { id: number; code: string }, onNotice: (text: string) => void) {
  const t = useT("profile");
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const serverMessage = useServerMessage();

  const download = async () => {
    setBusy(true);
    setError(null);
    try {
      const invoices = await queryClient.fetchQuery({
        ...trpc.invoices.forBooking.queryOptions({ bookingId: booking.id }),
        staleTime: 0,
      });
      const [invoice] = invoices;
      if (!invoice) {
        onNotice(t("invoiceNotIssued", { code: booking.code }));
        return;
      }
      await downloadWithToken(invoicePdfPath(invoice.id), `${invoice.number.replace(/\//g, "-")}.pdf`);
    } catch (failure) {
      setError(serverErrorOf(failure) ? serverMessage(failure) : t("invoiceDownloadFailed"));
    } finally {
      setBusy(false);
    }
  };

  return { download, busy, error };
}
