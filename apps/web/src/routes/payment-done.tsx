import { createFileRoute } from "@tanstack/react-router";
import { PaymentDonePage } from "../features/booking/payment-done-page";
import { loadTexts } from "../lib/i18n";

export const Route = createFileRoute("/payment-done")({
  loader: () => loadTexts("booking"),
  component: PaymentDonePage,
});
