// The team module's front door: what other modules may use. Code in another module imports `../team`, never
// one of its files (`pnpm lint` checks); tests may reach in.
export { listBranches } from "./branches.service";
