// The health module's front door: what other modules may use. Code in another module imports `../health`,
// never one of its files (`pnpm lint` checks); tests may reach in.
export { outboxHealth } from "./system-health.service";
