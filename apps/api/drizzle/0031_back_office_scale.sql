CREATE TABLE "booking_status_totals" (
	"slot" integer NOT NULL,
	"status" text NOT NULL,
	"payment_status" text NOT NULL,
	"bookings" integer DEFAULT 0 NOT NULL,
	"amount" numeric(16, 2) DEFAULT 0 NOT NULL,
	CONSTRAINT "booking_status_totals_slot_status_payment_status_pk" PRIMARY KEY("slot","status","payment_status")
);
--> statement-breakpoint
DROP INDEX "bookings_passengers_idx";--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin (("name" || ' ' || "email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "bookings_status_id_idx" ON "bookings" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "bookings_search_trgm_idx" ON "bookings" USING gin (("reference" || ' ' || "contact_name" || ' ' || "contact_email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "bookings_passengers_idx" ON "bookings" USING btree ("passengers","id");--> statement-breakpoint
-- booking_status_totals is written only by this trigger, in the transaction of the booking change:
-- a booking counts once under its status and payment status, with its total amount, in the slot
-- of its id modulo 8 (so concurrent bookings update different rows). Deltas, never recounts.
CREATE FUNCTION booking_status_totals_keep() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE booking_status_totals
      SET bookings = bookings - 1, amount = amount - OLD.total_amount
      WHERE slot = OLD.id % 8 AND status = OLD.status AND payment_status = OLD.payment_status;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    INSERT INTO booking_status_totals AS kept (slot, status, payment_status, bookings, amount)
      VALUES (NEW.id % 8, NEW.status, NEW.payment_status, 1, NEW.total_amount)
      ON CONFLICT (slot, status, payment_status)
      DO UPDATE SET bookings = kept.bookings + 1, amount = kept.amount + EXCLUDED.amount;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER bookings_status_totals AFTER INSERT OR DELETE OR UPDATE OF status, payment_status, total_amount ON bookings
FOR EACH ROW EXECUTE FUNCTION booking_status_totals_keep();
--> statement-breakpoint
INSERT INTO booking_status_totals (slot, status, payment_status, bookings, amount)
SELECT id % 8, status, payment_status, count(*), coalesce(sum(total_amount), 0)
FROM bookings GROUP BY 1, 2, 3;
