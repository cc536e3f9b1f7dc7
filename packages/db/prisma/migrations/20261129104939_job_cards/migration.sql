-- CreateEnum
CREATE TYPE "JobCardState" AS ENUM ('checking_in', 'checked_in', 'started', 'done', 'returned');

-- CreateEnum
CREATE TYPE "JobCardPhotoStage" AS ENUM ('check_in', 'after');

-- CreateEnum
CREATE TYPE "VehicleSide" AS ENUM ('front', 'back', 'left', 'right', 'interior');

-- AlterTable
ALTER TABLE "disputes" ADD COLUMN     "job_card_id" INTEGER,
ADD COLUMN     "photo_media_ids" INTEGER[] DEFAULT ARRAY[]::INTEGER[];

-- CreateTable
CREATE TABLE "job_cards" (
    "id" SERIAL NOT NULL,
    "booking_id" INTEGER NOT NULL,
    "state" "JobCardState" NOT NULL DEFAULT 'checking_in',
    "condition" JSONB NOT NULL DEFAULT '{}',
    "fuel_percent" INTEGER,
    "odometer_km" INTEGER,
    "belongings" TEXT NOT NULL DEFAULT '',
    "opened_by_id" INTEGER NOT NULL,
    "opened_at" TIMESTAMP(3) NOT NULL,
    "checked_in_by_id" INTEGER,
    "checked_in_at" TIMESTAMP(3),
    "handover_code_hash" TEXT,
    "handover_attempts" INTEGER NOT NULL DEFAULT 0,
    "handover_expires_at" TIMESTAMP(3),
    "handover_codes_sent" INTEGER NOT NULL DEFAULT 0,
    "handover_sent_at" TIMESTAMP(3),
    "return_code_hash" TEXT,
    "return_attempts" INTEGER NOT NULL DEFAULT 0,
    "return_expires_at" TIMESTAMP(3),
    "return_codes_sent" INTEGER NOT NULL DEFAULT 0,
    "return_sent_at" TIMESTAMP(3),
    "started_by_id" INTEGER,
    "started_at" TIMESTAMP(3),
    "done_by_id" INTEGER,
    "done_at" TIMESTAMP(3),
    "returned_by_id" INTEGER,
    "returned_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "job_cards_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "job_card_photos" (
    "id" SERIAL NOT NULL,
    "job_card_id" INTEGER NOT NULL,
    "stage" "JobCardPhotoStage" NOT NULL,
    "side" "VehicleSide" NOT NULL,
    "media_id" INTEGER NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "job_card_photos_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "job_cards_booking_id_key" ON "job_cards"("booking_id");

-- CreateIndex
CREATE INDEX "job_cards_state_idx" ON "job_cards"("state");

-- CreateIndex
CREATE INDEX "job_card_photos_job_card_id_stage_idx" ON "job_card_photos"("job_card_id", "stage");

-- AddForeignKey
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_job_card_id_fkey" FOREIGN KEY ("job_card_id") REFERENCES "job_cards"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "job_cards" ADD CONSTRAINT "job_cards_booking_id_fkey" FOREIGN KEY ("booking_id") REFERENCES "bookings"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "job_card_photos" ADD CONSTRAINT "job_card_photos_job_card_id_fkey" FOREIGN KEY ("job_card_id") REFERENCES "job_cards"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Hand-written: what the customer confirmed with the hand-over code stays as confirmed, and no step is skipped.

-- A job card moves one step at a time (checking_in -> checked_in -> started -> done -> returned); the condition,
-- fuel, odometer and belongings change only before the customer confirmed them.
CREATE FUNCTION job_cards_guard() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  steps TEXT[] := ARRAY['checking_in', 'checked_in', 'started', 'done', 'returned'];
BEGIN
  IF NEW.state <> OLD.state
     AND array_position(steps, NEW.state::text) <> array_position(steps, OLD.state::text) + 1 THEN
    RAISE EXCEPTION 'job card % cannot go from % to %', OLD.id, OLD.state, NEW.state;
  END IF;
  IF OLD.state <> 'checking_in' AND (
       NEW.condition IS DISTINCT FROM OLD.condition OR NEW.fuel_percent IS DISTINCT FROM OLD.fuel_percent
       OR NEW.odometer_km IS DISTINCT FROM OLD.odometer_km OR NEW.belongings IS DISTINCT FROM OLD.belongings) THEN
    RAISE EXCEPTION 'job card % was confirmed by the customer: its condition is frozen', OLD.id;
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER job_cards_guard BEFORE UPDATE ON job_cards FOR EACH ROW EXECUTE FUNCTION job_cards_guard();

-- Photos are never edited; check-in photos are added or removed only while checking in, after photos only while
-- the job is started.
CREATE FUNCTION job_card_photos_guard() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  card_state TEXT;
BEGIN
  IF TG_OP = 'UPDATE' THEN
    RAISE EXCEPTION 'job card photos are never edited';
  END IF;
  IF TG_OP = 'DELETE' THEN
    SELECT state::text INTO card_state FROM job_cards WHERE id = OLD.job_card_id;
    IF card_state IS NOT NULL AND NOT (OLD.stage = 'check_in' AND card_state = 'checking_in') THEN
      RAISE EXCEPTION 'job card % photo % cannot be removed once confirmed', OLD.job_card_id, OLD.id;
    END IF;
    RETURN OLD;
  END IF;
  SELECT state::text INTO card_state FROM job_cards WHERE id = NEW.job_card_id;
  IF (NEW.stage = 'check_in' AND card_state <> 'checking_in') OR (NEW.stage = 'after' AND card_state <> 'started') THEN
    RAISE EXCEPTION 'job card % in state % takes no % photo', NEW.job_card_id, card_state, NEW.stage;
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER job_card_photos_guard BEFORE INSERT OR UPDATE OR DELETE ON job_card_photos
  FOR EACH ROW EXECUTE FUNCTION job_card_photos_guard();

-- A booking with a job card completes only once the job card is done (with its after photos) or returned.
CREATE FUNCTION bookings_complete_with_job_card() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'completed' AND OLD.status <> 'completed' AND EXISTS (
       SELECT 1 FROM job_cards WHERE booking_id = NEW.id AND state NOT IN ('done', 'returned')) THEN
    RAISE EXCEPTION 'booking % has a job card that is not done', NEW.id;
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER bookings_complete_with_job_card BEFORE UPDATE OF status ON bookings
  FOR EACH ROW EXECUTE FUNCTION bookings_complete_with_job_card();
