import { createFileRoute } from "@tanstack/react-router";
import { SellerPage } from "../features/seller/seller-page";
import { loadTexts } from "../lib/i18n";

export const Route = createFileRoute("/car-wash-seller")({
  loader: () => loadTexts("seller", "errors"),
  component: SellerPage,
});
