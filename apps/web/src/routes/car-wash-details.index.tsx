import { createFileRoute } from "@tanstack/react-router";
import { PickCentrePage } from "../features/centre/centre-not-found";
import { loadTexts } from "../lib/i18n";

export const Route = createFileRoute("/car-wash-details/")({
  loader: () => loadTexts("centre"),
  component: PickCentrePage,
});
