CREATE TABLE "trip_monthly_totals" (
	"month" date NOT NULL,
	"trip_type" text NOT NULL,
	"trip_id" integer NOT NULL,
	"bookings" integer DEFAULT 0 NOT NULL,
	"cancelled" integer DEFAULT 0 NOT NULL,
	"passengers" integer DEFAULT 0 NOT NULL,
	"revenue_cents" bigint DEFAULT 0 NOT NULL,
	"reviews" integer DEFAULT 0 NOT NULL,
	"rating_sum" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "trip_monthly_totals_month_trip_type_trip_id_pk" PRIMARY KEY("month","trip_type","trip_id")
);
--> statement-breakpoint
-- trip_monthly_totals is written only by these two triggers, in the transaction of the booking or
-- review change: a booking of a tour or a trek counts once in the UTC month it was made, under its
-- trip, as a booking (with its travellers and total amount) unless it is cancelled, else as a
-- cancelled one; an approved review counts once in the UTC month it was written, with its rating.
-- Deltas, never recounts.
CREATE FUNCTION trip_monthly_totals_keep_bookings() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND (OLD.tour_id IS NOT NULL OR OLD.trek_id IS NOT NULL) THEN
    UPDATE trip_monthly_totals
      SET bookings = bookings - (OLD.status <> 'cancelled')::int,
          cancelled = cancelled - (OLD.status = 'cancelled')::int,
          passengers = passengers - CASE WHEN OLD.status <> 'cancelled' THEN OLD.passengers ELSE 0 END,
          revenue_cents = revenue_cents - CASE WHEN OLD.status <> 'cancelled' THEN (OLD.total_amount * 100)::bigint ELSE 0 END
      WHERE month = date_trunc('month', OLD.created_at AT TIME ZONE 'UTC')::date
        AND trip_type = CASE WHEN OLD.tour_id IS NOT NULL THEN 'tour' ELSE 'trek' END
        AND trip_id = coalesce(OLD.tour_id, OLD.trek_id);
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') AND (NEW.tour_id IS NOT NULL OR NEW.trek_id IS NOT NULL) THEN
    INSERT INTO trip_monthly_totals AS kept (month, trip_type, trip_id, bookings, cancelled, passengers, revenue_cents)
      VALUES (date_trunc('month', NEW.created_at AT TIME ZONE 'UTC')::date,
              CASE WHEN NEW.tour_id IS NOT NULL THEN 'tour' ELSE 'trek' END, coalesce(NEW.tour_id, NEW.trek_id),
              (NEW.status <> 'cancelled')::int, (NEW.status = 'cancelled')::int,
              CASE WHEN NEW.status <> 'cancelled' THEN NEW.passengers ELSE 0 END,
              CASE WHEN NEW.status <> 'cancelled' THEN (NEW.total_amount * 100)::bigint ELSE 0 END)
      ON CONFLICT (month, trip_type, trip_id)
      DO UPDATE SET bookings = kept.bookings + EXCLUDED.bookings, cancelled = kept.cancelled + EXCLUDED.cancelled,
                    passengers = kept.passengers + EXCLUDED.passengers,
                    revenue_cents = kept.revenue_cents + EXCLUDED.revenue_cents;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER bookings_trip_monthly_totals AFTER INSERT OR DELETE
  OR UPDATE OF status, passengers, total_amount, created_at, tour_id, trek_id ON bookings
FOR EACH ROW EXECUTE FUNCTION trip_monthly_totals_keep_bookings();
--> statement-breakpoint
CREATE FUNCTION trip_monthly_totals_keep_reviews() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.is_approved AND (OLD.tour_id IS NOT NULL OR OLD.trek_id IS NOT NULL) THEN
    UPDATE trip_monthly_totals
      SET reviews = reviews - 1, rating_sum = rating_sum - OLD.rating
      WHERE month = date_trunc('month', OLD.created_at AT TIME ZONE 'UTC')::date
        AND trip_type = CASE WHEN OLD.tour_id IS NOT NULL THEN 'tour' ELSE 'trek' END
        AND trip_id = coalesce(OLD.tour_id, OLD.trek_id);
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') AND NEW.is_approved AND (NEW.tour_id IS NOT NULL OR NEW.trek_id IS NOT NULL) THEN
    INSERT INTO trip_monthly_totals AS kept (month, trip_type, trip_id, reviews, rating_sum)
      VALUES (date_trunc('month', NEW.created_at AT TIME ZONE 'UTC')::date,
              CASE WHEN NEW.tour_id IS NOT NULL THEN 'tour' ELSE 'trek' END, coalesce(NEW.tour_id, NEW.trek_id),
              1, NEW.rating)
      ON CONFLICT (month, trip_type, trip_id)
      DO UPDATE SET reviews = kept.reviews + 1, rating_sum = kept.rating_sum + EXCLUDED.rating_sum;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER reviews_trip_monthly_totals AFTER INSERT OR DELETE
  OR UPDATE OF is_approved, rating, created_at, tour_id, trek_id ON reviews
FOR EACH ROW EXECUTE FUNCTION trip_monthly_totals_keep_reviews();
--> statement-breakpoint
INSERT INTO trip_monthly_totals (month, trip_type, trip_id, bookings, cancelled, passengers, revenue_cents, reviews, rating_sum)
SELECT month, trip_type, trip_id, sum(bookings), sum(cancelled), sum(passengers), sum(revenue_cents), sum(reviews), sum(rating_sum)
FROM (
  SELECT date_trunc('month', created_at AT TIME ZONE 'UTC')::date AS month,
         CASE WHEN tour_id IS NOT NULL THEN 'tour' ELSE 'trek' END AS trip_type, coalesce(tour_id, trek_id) AS trip_id,
         count(*) FILTER (WHERE status <> 'cancelled') AS bookings, count(*) FILTER (WHERE status = 'cancelled') AS cancelled,
         coalesce(sum(passengers) FILTER (WHERE status <> 'cancelled'), 0) AS passengers,
         coalesce(sum(total_amount * 100) FILTER (WHERE status <> 'cancelled'), 0) AS revenue_cents, 0 AS reviews, 0 AS rating_sum
    FROM bookings WHERE tour_id IS NOT NULL OR trek_id IS NOT NULL GROUP BY 1, 2, 3
  UNION ALL
  SELECT date_trunc('month', created_at AT TIME ZONE 'UTC')::date,
         CASE WHEN tour_id IS NOT NULL THEN 'tour' ELSE 'trek' END, coalesce(tour_id, trek_id),
         0, 0, 0, 0, count(*), sum(rating)
    FROM reviews WHERE is_approved AND (tour_id IS NOT NULL OR trek_id IS NOT NULL) GROUP BY 1, 2, 3
) counted
GROUP BY 1, 2, 3;
