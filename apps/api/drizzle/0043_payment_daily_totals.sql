CREATE TABLE "booking_payment_daily_totals" (
	"day" date NOT NULL,
	"slot" integer NOT NULL,
	"method" text NOT NULL,
	"kind" text NOT NULL,
	"payments" integer DEFAULT 0 NOT NULL,
	"amount" numeric(16, 2) DEFAULT 0 NOT NULL,
	CONSTRAINT "booking_payment_daily_totals_day_slot_method_kind_pk" PRIMARY KEY("day","slot","method","kind")
);
--> statement-breakpoint
-- booking_payment_daily_totals is written only by this trigger, in the transaction of the payment
-- change: a payment or refund counts once on the day it was received (paid_on), under its method
-- and kind, with its amount, in the slot of its id modulo 8, unless the provider reported it as
-- failed (a refund that did not happen; such a row counts nowhere else either). Deltas, never
-- recounts.
CREATE FUNCTION booking_payment_daily_totals_keep() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.provider_status IS DISTINCT FROM 'failed' THEN
    UPDATE booking_payment_daily_totals
      SET payments = payments - 1, amount = amount - OLD.amount
      WHERE day = OLD.paid_on AND slot = OLD.id % 8 AND method = OLD.method AND kind = OLD.kind;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') AND NEW.provider_status IS DISTINCT FROM 'failed' THEN
    INSERT INTO booking_payment_daily_totals AS kept (day, slot, method, kind, payments, amount)
      VALUES (NEW.paid_on, NEW.id % 8, NEW.method, NEW.kind, 1, NEW.amount)
      ON CONFLICT (day, slot, method, kind)
      DO UPDATE SET payments = kept.payments + 1, amount = kept.amount + EXCLUDED.amount;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER booking_payments_daily_totals AFTER INSERT OR DELETE
  OR UPDATE OF paid_on, method, kind, amount, provider_status ON booking_payments
FOR EACH ROW EXECUTE FUNCTION booking_payment_daily_totals_keep();
--> statement-breakpoint
INSERT INTO booking_payment_daily_totals (day, slot, method, kind, payments, amount)
SELECT paid_on, id % 8, method, kind, count(*), coalesce(sum(amount), 0)
FROM booking_payments WHERE provider_status IS DISTINCT FROM 'failed' GROUP BY 1, 2, 3, 4;
