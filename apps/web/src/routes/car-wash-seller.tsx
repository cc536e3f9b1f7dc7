import { createFileRoute } from "@tanstack/react-router";
import { SellerPage } from "../features/seller/seller-page";

export const Route = createFileRoute("/car-wash-seller")({
  component: SellerPage,
});
