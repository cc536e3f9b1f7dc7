// The places module's front door: the gazetteer (India's PINs, post offices, the demo cities' localities and
// landmarks) and the lookups on it. Code in another module imports `../places`, never one of its files.
export { distanceKm } from "./distance";
export { ensureGazetteer, PLACE_SOURCES, type PlaceSourceName } from "./gazetteer-loader";
export {
  type AddressLocation,
  locateAddress,
  type Place,
  type PlaceExec,
  placeNamed,
} from "./place-lookup";
export { LOCALITY_KM, type NearestPlace, nearestPlace } from "./place-near";
export { placeAt } from "./place-near.service";
export { searchNameOf } from "./search-name";
