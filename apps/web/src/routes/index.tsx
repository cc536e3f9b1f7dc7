import { createFileRoute } from "@tanstack/react-router";
import { HomePage } from "../features/home/home-page";
import { carouselCentresInput, mostBookedInput, topRatedInput } from "../features/home/home-queries";
import { loadTexts } from "../lib/i18n";

export const Route = createFileRoute("/")({
  // Started, not awaited: the hero shows at once and the lists fill in (with skeletons) as data arrives.
  loader: ({ context: { queryClient, trpc } }) => {
    for (const input of [carouselCentresInput, mostBookedInput, topRatedInput]) {
      void queryClient.ensureQueryData(trpc.catalog.centres.queryOptions(input)).catch(() => undefined);
    }
    return loadTexts("home", "catalog");
  },
  component: HomePage,
});
