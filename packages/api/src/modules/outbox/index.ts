// The outbox module's front door: what other modules may use. Code in another module imports `../outbox`,
// never one of its files (`pnpm lint` checks); tests may reach in.
export { enqueue, enqueueSql, type OutboxPayloadSql } from "./outbox.service";
export { PermanentJobError } from "./outbox-retry";
export {
  mergeOutboxHandlers,
  type OutboxContext,
  type OutboxHandler,
  type OutboxHandlers,
  processOutbox,
  type WorkerLogger,
} from "./outbox-worker";
export { bookingMovedTopic, type OutboxPayload, TOPIC } from "./topics";
