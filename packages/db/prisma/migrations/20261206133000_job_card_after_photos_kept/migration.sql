-- After photos are saved one by one while the job is started (a reload keeps them), so a wrong one may be
-- removed then too; check-in photos still only while checking in. Everything else as before.
CREATE OR REPLACE FUNCTION job_card_photos_guard() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  card_state TEXT;
BEGIN
  IF TG_OP = 'UPDATE' THEN
    RAISE EXCEPTION 'job card photos are never edited';
  END IF;
  IF TG_OP = 'DELETE' THEN
    SELECT state::text INTO card_state FROM job_cards WHERE id = OLD.job_card_id;
    IF card_state IS NOT NULL
       AND NOT (OLD.stage = 'check_in' AND card_state = 'checking_in')
       AND NOT (OLD.stage = 'after' AND card_state = 'started') THEN
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
