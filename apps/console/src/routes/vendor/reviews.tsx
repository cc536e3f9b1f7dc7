import { createFileRoute } from "@tanstack/react-router";
import { requireCentreAction } from "../../features/layout/centre-may";
import { CentreReviewsPage } from "../../features/reviews/centre-reviews-page";

export const Route = createFileRoute("/vendor/reviews")({
  beforeLoad: ({ context }) => requireCentreAction(context, "reviews.view"),
  component: CentreReviewsPage,
});
