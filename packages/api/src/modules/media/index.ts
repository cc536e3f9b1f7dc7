// The media module's front door: what other modules may use. Code in another module imports `../media`, never
// one of its files (`pnpm lint` checks); tests may reach in.
export { claimMedia, discardMedia, type MediaUrls, mediaOfOwners } from "./media.service";
export { type MediaStorage, mediaPath } from "./media-storage";
