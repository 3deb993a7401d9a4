CREATE TABLE "record_daily_totals" (
	"record" text NOT NULL,
	"day" date NOT NULL,
	"slot" integer NOT NULL,
	"records" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "record_daily_totals_record_day_slot_pk" PRIMARY KEY("record","day","slot")
);
--> statement-breakpoint
CREATE INDEX "enquiries_answered_idx" ON "enquiries" USING btree (coalesce("responded_at", "updated_at"),"created_at") WHERE "enquiries"."status" <> 'new';--> statement-breakpoint
-- record_daily_totals is written only by these triggers, in the transaction of the change: a row
-- that counts (an active tour, a traveller's account, a review, an enquiry still new) counts once on
-- the UTC day it was created, in the slot of its id modulo 8. Deltas, never recounts: a change takes
-- the old row back and adds the new one.
CREATE FUNCTION record_daily_totals_add(kept_record text, created timestamptz, row_id integer, delta integer) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO record_daily_totals AS kept (record, day, slot, records)
    VALUES (kept_record, (created AT TIME ZONE 'UTC')::date, row_id % 8, delta)
    ON CONFLICT (record, day, slot) DO UPDATE SET records = kept.records + EXCLUDED.records;
END $$;
--> statement-breakpoint
CREATE FUNCTION tours_record_daily_totals_keep() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.is_active THEN
    PERFORM record_daily_totals_add('active_tour', OLD.created_at, OLD.id, -1);
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') AND NEW.is_active THEN
    PERFORM record_daily_totals_add('active_tour', NEW.created_at, NEW.id, 1);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER tours_record_daily_totals AFTER INSERT OR DELETE OR UPDATE OF is_active, created_at ON tours
FOR EACH ROW EXECUTE FUNCTION tours_record_daily_totals_keep();
--> statement-breakpoint
CREATE FUNCTION users_record_daily_totals_keep() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.role = 'customer' THEN
    PERFORM record_daily_totals_add('customer', OLD.created_at, OLD.id, -1);
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') AND NEW.role = 'customer' THEN
    PERFORM record_daily_totals_add('customer', NEW.created_at, NEW.id, 1);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_record_daily_totals AFTER INSERT OR DELETE OR UPDATE OF role, created_at ON users
FOR EACH ROW EXECUTE FUNCTION users_record_daily_totals_keep();
--> statement-breakpoint
CREATE FUNCTION reviews_record_daily_totals_keep() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM record_daily_totals_add('review', OLD.created_at, OLD.id, -1);
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    PERFORM record_daily_totals_add('review', NEW.created_at, NEW.id, 1);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER reviews_record_daily_totals AFTER INSERT OR DELETE OR UPDATE OF created_at ON reviews
FOR EACH ROW EXECUTE FUNCTION reviews_record_daily_totals_keep();
--> statement-breakpoint
CREATE FUNCTION enquiries_record_daily_totals_keep() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status = 'new' THEN
    PERFORM record_daily_totals_add('new_enquiry', OLD.created_at, OLD.id, -1);
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') AND NEW.status = 'new' THEN
    PERFORM record_daily_totals_add('new_enquiry', NEW.created_at, NEW.id, 1);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER enquiries_record_daily_totals AFTER INSERT OR DELETE OR UPDATE OF status, created_at ON enquiries
FOR EACH ROW EXECUTE FUNCTION enquiries_record_daily_totals_keep();
--> statement-breakpoint
INSERT INTO record_daily_totals (record, day, slot, records)
SELECT record, day, slot, count(*) FROM (
  SELECT 'active_tour' AS record, (created_at AT TIME ZONE 'UTC')::date AS day, id % 8 AS slot FROM tours WHERE is_active
  UNION ALL
  SELECT 'customer', (created_at AT TIME ZONE 'UTC')::date, id % 8 FROM users WHERE role = 'customer'
  UNION ALL
  SELECT 'review', (created_at AT TIME ZONE 'UTC')::date, id % 8 FROM reviews
  UNION ALL
  SELECT 'new_enquiry', (created_at AT TIME ZONE 'UTC')::date, id % 8 FROM enquiries WHERE status = 'new'
) counted GROUP BY 1, 2, 3;
