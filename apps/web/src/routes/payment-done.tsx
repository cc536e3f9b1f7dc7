import { createFileRoute } from "@tanstack/react-router";
import { PaymentDonePage } from "../features/booking/payment-done-page";

export const Route = createFileRoute("/payment-done")({
  component: PaymentDonePage,
});
