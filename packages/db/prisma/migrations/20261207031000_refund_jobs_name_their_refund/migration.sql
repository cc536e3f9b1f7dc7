-- A payment.refund message names the refund written up front ({"refundId": n}); the worker no longer reads the
-- older shape ({"bookingId", "reason", "amountPaise"}), which turned itself into refunds when it ran. Such a
-- message not yet done cannot be converted here (writing a refund is the ledger's: its amount, its payments,
-- the booking's payment status), so the migration stops, naming them: let the previous release's worker finish
-- them (or retry the failed ones there), then migrate again. Nothing is changed until then.
DO $$
DECLARE
  waiting text;
BEGIN
  SELECT string_agg(id::text, ', ' ORDER BY id) INTO waiting FROM outbox
  WHERE topic = 'payment.refund' AND status <> 'done' AND NOT (payload ? 'refundId');
  IF waiting IS NOT NULL THEN
    RAISE EXCEPTION 'Outbox messages % are payment.refund jobs in the older shape (a booking and an amount), not done: let the previous release''s worker finish them, then migrate again', waiting;
  END IF;
END $$;
