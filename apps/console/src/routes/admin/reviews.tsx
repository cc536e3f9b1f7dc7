import { createFileRoute } from "@tanstack/react-router";
import { AdminReviewsPage } from "../../features/reviews/admin-reviews-page";

export const Route = createFileRoute("/admin/reviews")({
  component: AdminReviewsPage,
});
