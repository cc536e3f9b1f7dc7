-- AlterTable
ALTER TABLE "field_visit_actions" ADD COLUMN     "plan_date" TEXT,
ADD COLUMN     "subscription_id" INTEGER,
ALTER COLUMN "booking_id" DROP NOT NULL;

-- CreateIndex
CREATE INDEX "field_visit_actions_subscription_id_plan_date_received_at_idx" ON "field_visit_actions"("subscription_id", "plan_date", "received_at");

-- A tap is on a booking or on a plan wash (a subscription's date), never both and never neither.
ALTER TABLE "field_visit_actions" ADD CONSTRAINT "field_visit_actions_booking_or_plan_wash" CHECK (
  ("booking_id" IS NOT NULL AND "subscription_id" IS NULL AND "plan_date" IS NULL)
  OR ("booking_id" IS NULL AND "subscription_id" IS NOT NULL AND "plan_date" IS NOT NULL)
);

-- A plan wash's photo (done, or the car not accessible) belongs to its subscription.
ALTER TABLE "media" DROP CONSTRAINT "media_owner_check";
ALTER TABLE "media" ADD CONSTRAINT "media_owner_check" CHECK (
  (owner_kind IS NULL AND owner_id IS NULL)
  OR (owner_kind IN ('centre', 'review', 'booking', 'plan_subscription') AND owner_id IS NOT NULL)
);
