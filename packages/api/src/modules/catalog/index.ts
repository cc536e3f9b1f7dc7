// The catalog module's front door: what other modules may use. Code in another module imports `../catalog`,
// never one of its files (`pnpm lint` checks); tests may reach in.
export { invalidateCatalogCache } from "./catalog.cache";
export {
  firstNameOf,
  serviceCardSelect,
  toCatalogService,
  toCentreIdentity,
  toOpeningHours,
  toRating,
} from "./catalog.mapper";
