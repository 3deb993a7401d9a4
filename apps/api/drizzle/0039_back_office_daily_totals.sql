CREATE TABLE "booking_daily_totals" (
	"day" date NOT NULL,
	"slot" integer NOT NULL,
	"status" text NOT NULL,
	"payment_status" text NOT NULL,
	"bookings" integer DEFAULT 0 NOT NULL,
	"passengers" integer DEFAULT 0 NOT NULL,
	"amount" numeric(16, 2) DEFAULT 0 NOT NULL,
	CONSTRAINT "booking_daily_totals_day_slot_status_payment_status_pk" PRIMARY KEY("day","slot","status","payment_status")
);
--> statement-breakpoint
CREATE INDEX "enquiries_search_trgm_idx" ON "enquiries" USING gin (("name" || ' ' || "email" || ' ' || coalesce("phone", '') || ' ' || coalesce("destination", '') || ' ' || coalesce("message", '')) gin_trgm_ops);--> statement-breakpoint
-- booking_daily_totals is written only by this trigger, in the transaction of the booking change:
-- a booking counts once on the UTC day it was made, under its status and payment status, with its
-- travellers and total amount, in the slot of its id modulo 8. Deltas, never recounts.
CREATE FUNCTION booking_daily_totals_keep() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE booking_daily_totals
      SET bookings = bookings - 1, passengers = passengers - OLD.passengers, amount = amount - OLD.total_amount
      WHERE day = (OLD.created_at AT TIME ZONE 'UTC')::date AND slot = OLD.id % 8
        AND status = OLD.status AND payment_status = OLD.payment_status;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    INSERT INTO booking_daily_totals AS kept (day, slot, status, payment_status, bookings, passengers, amount)
      VALUES ((NEW.created_at AT TIME ZONE 'UTC')::date, NEW.id % 8, NEW.status, NEW.payment_status, 1,
              NEW.passengers, NEW.total_amount)
      ON CONFLICT (day, slot, status, payment_status)
      DO UPDATE SET bookings = kept.bookings + 1, passengers = kept.passengers + EXCLUDED.passengers,
                    amount = kept.amount + EXCLUDED.amount;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER bookings_daily_totals AFTER INSERT OR DELETE
  OR UPDATE OF status, payment_status, total_amount, passengers, created_at ON bookings
FOR EACH ROW EXECUTE FUNCTION booking_daily_totals_keep();
--> statement-breakpoint
INSERT INTO booking_daily_totals (day, slot, status, payment_status, bookings, passengers, amount)
SELECT (created_at AT TIME ZONE 'UTC')::date, id % 8, status, payment_status, count(*),
       coalesce(sum(passengers), 0), coalesce(sum(total_amount), 0)
FROM bookings GROUP BY 1, 2, 3, 4;
