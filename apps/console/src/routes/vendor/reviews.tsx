import { createFileRoute } from "@tanstack/react-router";
import { CentreReviewsPage } from "../../features/reviews/centre-reviews-page";

export const Route = createFileRoute("/vendor/reviews")({
  component: CentreReviewsPage,
});
