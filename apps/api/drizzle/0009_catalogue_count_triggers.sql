-- Counts kept on the catalogue rows, so that lists and their sorts read columns instead of
-- aggregating reviews and bookings on every request. Written only by these triggers, in the
-- transaction of the change that alters them:
--   tours/treks: review_count and rating_sum of approved reviews (rating is generated from the two),
--                booking_count of bookings that are not cancelled;
--   destinations: tour_count of active tours, review_count and rating_sum of the approved reviews
--                of its active tours, booking_count of its tours' bookings (active or not).
-- Changes are deltas (count = count + 1), never recounts: two transactions booking the same tour
-- at once queue on the row lock and both count, where a recount would miss the uncommitted other.

-- A review moves its tour's or trek's counts; the tour's trigger passes them on to its destination.
CREATE FUNCTION catalogue_review_counts() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.is_approved THEN
    UPDATE tours SET review_count = review_count - 1, rating_sum = rating_sum - OLD.rating WHERE id = OLD.tour_id;
    UPDATE treks SET review_count = review_count - 1, rating_sum = rating_sum - OLD.rating WHERE id = OLD.trek_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.is_approved THEN
    UPDATE tours SET review_count = review_count + 1, rating_sum = rating_sum + NEW.rating WHERE id = NEW.tour_id;
    UPDATE treks SET review_count = review_count + 1, rating_sum = rating_sum + NEW.rating WHERE id = NEW.trek_id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER reviews_catalogue_counts AFTER INSERT OR DELETE OR UPDATE OF is_approved, rating, tour_id, trek_id ON reviews
FOR EACH ROW EXECUTE FUNCTION catalogue_review_counts();
--> statement-breakpoint
-- A booking counts while it is not cancelled.
CREATE FUNCTION catalogue_booking_counts() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status <> 'cancelled' THEN
    UPDATE tours SET booking_count = booking_count - 1 WHERE id = OLD.tour_id;
    UPDATE treks SET booking_count = booking_count - 1 WHERE id = OLD.trek_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.status <> 'cancelled' THEN
    UPDATE tours SET booking_count = booking_count + 1 WHERE id = NEW.tour_id;
    UPDATE treks SET booking_count = booking_count + 1 WHERE id = NEW.trek_id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER bookings_catalogue_counts AFTER INSERT OR DELETE OR UPDATE OF status, tour_id, trek_id ON bookings
FOR EACH ROW EXECUTE FUNCTION catalogue_booking_counts();
--> statement-breakpoint
-- What a tour adds to its destination: itself and its reviews while active, its bookings always.
-- Subtract the old contribution, add the new one; nothing when neither changed.
CREATE FUNCTION catalogue_tour_destination_counts() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  old_tours int := 0; old_reviews int := 0; old_sum int := 0; old_bookings int := 0;
  new_tours int := 0; new_reviews int := 0; new_sum int := 0; new_bookings int := 0;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    old_bookings := OLD.booking_count;
    IF OLD.is_active THEN
      old_tours := 1; old_reviews := OLD.review_count; old_sum := OLD.rating_sum;
    END IF;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    new_bookings := NEW.booking_count;
    IF NEW.is_active THEN
      new_tours := 1; new_reviews := NEW.review_count; new_sum := NEW.rating_sum;
    END IF;
  END IF;
  IF TG_OP = 'UPDATE' AND OLD.destination_id = NEW.destination_id THEN
    IF (old_tours, old_reviews, old_sum, old_bookings) IS DISTINCT FROM (new_tours, new_reviews, new_sum, new_bookings) THEN
      UPDATE destinations SET
        tour_count = tour_count + new_tours - old_tours,
        review_count = review_count + new_reviews - old_reviews,
        rating_sum = rating_sum + new_sum - old_sum,
        booking_count = booking_count + new_bookings - old_bookings
      WHERE id = NEW.destination_id;
    END IF;
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE destinations SET
      tour_count = tour_count - old_tours,
      review_count = review_count - old_reviews,
      rating_sum = rating_sum - old_sum,
      booking_count = booking_count - old_bookings
    WHERE id = OLD.destination_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE destinations SET
      tour_count = tour_count + new_tours,
      review_count = review_count + new_reviews,
      rating_sum = rating_sum + new_sum,
      booking_count = booking_count + new_bookings
    WHERE id = NEW.destination_id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER tours_destination_counts AFTER INSERT OR DELETE OR UPDATE OF is_active, destination_id, review_count, rating_sum, booking_count ON tours
FOR EACH ROW EXECUTE FUNCTION catalogue_tour_destination_counts();
--> statement-breakpoint
-- Existing rows.
UPDATE tours SET
  review_count = coalesce((SELECT count(*) FROM reviews r WHERE r.tour_id = tours.id AND r.is_approved), 0),
  rating_sum = coalesce((SELECT sum(r.rating) FROM reviews r WHERE r.tour_id = tours.id AND r.is_approved), 0),
  booking_count = coalesce((SELECT count(*) FROM bookings b WHERE b.tour_id = tours.id AND b.status <> 'cancelled'), 0);
--> statement-breakpoint
UPDATE treks SET
  review_count = coalesce((SELECT count(*) FROM reviews r WHERE r.trek_id = treks.id AND r.is_approved), 0),
  rating_sum = coalesce((SELECT sum(r.rating) FROM reviews r WHERE r.trek_id = treks.id AND r.is_approved), 0),
  booking_count = coalesce((SELECT count(*) FROM bookings b WHERE b.trek_id = treks.id AND b.status <> 'cancelled'), 0);
--> statement-breakpoint
-- The tours' update above already passed their counts on; recount to start from exact values.
UPDATE destinations SET
  tour_count = coalesce((SELECT count(*) FROM tours t WHERE t.destination_id = destinations.id AND t.is_active), 0),
  review_count = coalesce((SELECT sum(t.review_count) FROM tours t WHERE t.destination_id = destinations.id AND t.is_active), 0),
  rating_sum = coalesce((SELECT sum(t.rating_sum) FROM tours t WHERE t.destination_id = destinations.id AND t.is_active), 0),
  booking_count = coalesce((SELECT sum(t.booking_count) FROM tours t WHERE t.destination_id = destinations.id), 0);
