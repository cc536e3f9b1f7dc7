import { CentreLists } from "./centre-lists";
import { HowItWorks } from "./how-it-works";
import { PromoBanner } from "./promo-banner";
import { VehicleTiles } from "./vehicle-tiles";

/** Everything under the provider carousel: loaded when the visitor scrolls towards it. */
export default function HomeBelowFold() {
  return (
    <>
      <VehicleTiles />
      <PromoBanner />
      <CentreLists />
      <HowItWorks />
    </>
  );
}
