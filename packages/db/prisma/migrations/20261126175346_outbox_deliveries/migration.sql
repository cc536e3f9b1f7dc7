-- Outbox deliveries: a message whose topic has several handlers (channels: the customer's email, the
-- centre's, an admin alert ...) is fanned out by the worker into one row per handler, so each is retried on
-- its own and a failing channel never repeats another's. Existing rows are messages (handler NULL) as before.

-- AlterTable
ALTER TABLE "outbox" ADD COLUMN     "handler" TEXT,
ADD COLUMN     "message_id" BIGINT;

-- CreateIndex
CREATE UNIQUE INDEX "outbox_message_id_handler_key" ON "outbox"("message_id", "handler");
