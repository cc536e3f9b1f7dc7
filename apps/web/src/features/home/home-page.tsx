import { lazy } from "react";
import { useOpenHydrationGate } from "../../lib/hydration-gate";
import { usePageTitle } from "../layout/page-title";
import { HeroSection } from "./hero-section";
import { HomeSearchPanel } from "./home-search-panel";
import { LazySection } from "./lazy-section";
import { ProviderCarousel } from "./provider-carousel";

const HomeBelowFold = lazy(() => import("./home-below-fold"));

export function HomePage() {
  // Prerendered (src/prerender/): API answers wait until this page is hydrated.
  useOpenHydrationGate();
  usePageTitle();
  return (
    <>
      <HeroSection />
      <HomeSearchPanel />
      <ProviderCarousel />
      <LazySection minHeight={1200}>
        <HomeBelowFold />
      </LazySection>
    </>
  );
}
