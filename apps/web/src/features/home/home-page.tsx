import { lazy } from "react";
import { HeroSection } from "./hero-section";
import { HomeSearchPanel } from "./home-search-panel";
import { LazySection } from "./lazy-section";
import { ProviderCarousel } from "./provider-carousel";

const HomeBelowFold = lazy(() => import("./home-below-fold"));

export function HomePage() {
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
