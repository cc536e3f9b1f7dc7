-- The outbox worker no longer reads the older shapes of four topics: a payment.refund job names the refund
-- written up front ({"refundId"}), not a booking and an amount to turn into refunds; booking.refunded names its
-- refund; booking.reminder the slot it reminds of; booking.rescheduled the slot it left. A message of an older
-- shape not yet done cannot be completed here (writing a refund is the ledger's: its amount, its payments, the
-- booking's payment status), so the migration stops, naming them: let the previous release's worker finish
-- them (or retry the failed ones there), then migrate again. Nothing is changed until then.
DO $$
DECLARE
  waiting text;
BEGIN
  SELECT string_agg(id::text || ' (' || topic || ')', ', ' ORDER BY id) INTO waiting FROM outbox
  WHERE status <> 'done' AND (
    (topic = 'payment.refund' AND NOT (payload ? 'refundId'))
    OR (topic = 'booking.refunded' AND NOT (payload ? 'refundId'))
    OR (topic = 'booking.reminder' AND NOT (payload ? 'slotStart'))
    OR (topic = 'booking.rescheduled' AND NOT (payload ? 'from')));
  IF waiting IS NOT NULL THEN
    RAISE EXCEPTION 'Outbox messages % are in an older shape the worker no longer reads, and not done: let the previous release''s worker finish them, then migrate again', waiting;
  END IF;
END $$;
