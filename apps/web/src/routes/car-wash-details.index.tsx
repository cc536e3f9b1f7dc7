import { createFileRoute } from "@tanstack/react-router";
import { PickCentrePage } from "../features/centre/centre-not-found";

export const Route = createFileRoute("/car-wash-details/")({
  component: PickCentrePage,
});
