ALTER TABLE "wishlist_items" ALTER COLUMN "tour_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "destinations" ADD COLUMN "trek_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "treks" ADD COLUMN "search_vector" "tsvector";--> statement-breakpoint
ALTER TABLE "treks" ADD COLUMN "title_vector" "tsvector";--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD COLUMN "trek_id" integer;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_trek_id_treks_id_fk" FOREIGN KEY ("trek_id") REFERENCES "public"."treks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "treks_search_idx" ON "treks" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "treks_title_search_idx" ON "treks" USING gin ("title_vector");--> statement-breakpoint
CREATE UNIQUE INDEX "wishlist_user_trek_idx" ON "wishlist_items" USING btree ("user_id","trek_id");--> statement-breakpoint
CREATE INDEX "wishlist_trek_idx" ON "wishlist_items" USING btree ("trek_id");--> statement-breakpoint
CREATE INDEX "wishlist_user_newest_idx" ON "wishlist_items" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_item_check" CHECK (num_nonnulls("wishlist_items"."tour_id", "wishlist_items"."trek_id") = 1);
--> statement-breakpoint
-- Treks are searched as tours are: a weighted document and its title part, kept by triggers, and
-- their titles' words in the dictionary of typo-tolerant matching (0003, 0012 for tours).
CREATE FUNCTION catalogue_trek_search_vector(
  p_title text,
  p_place_name text,
  p_place_state text,
  p_short_description text,
  p_difficulty text,
  p_grade text,
  p_description text
) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT setweight(to_tsvector('simple'::regconfig, coalesce(p_title, '')), 'A')
      || setweight(to_tsvector('simple'::regconfig, coalesce(p_place_name, '') || ' ' || coalesce(p_place_state, '')), 'B')
      || setweight(to_tsvector('simple'::regconfig, coalesce(p_short_description, '') || ' ' || coalesce(p_difficulty, '') || ' ' || coalesce(p_grade, '')), 'C')
      || setweight(to_tsvector('simple'::regconfig, coalesce(p_description, '')), 'D')
$$;
--> statement-breakpoint
CREATE FUNCTION treks_search_refresh() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  place_name text;
  place_state text;
BEGIN
  SELECT d.name, d.state INTO place_name, place_state FROM destinations d WHERE d.id = NEW.destination_id;
  NEW.search_vector := catalogue_trek_search_vector(
    NEW.title, place_name, place_state, NEW.short_description, NEW.difficulty_level, NEW.trek_grade, NEW.description
  );
  -- The title part has the shape of a tour's: title (A), place (B).
  NEW.title_vector := catalogue_tour_title_vector(NEW.title, place_name, place_state);
  PERFORM catalogue_search_terms_add(NEW.title);
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER treks_search_refresh
BEFORE INSERT OR UPDATE OF title, short_description, description, difficulty_level, trek_grade, destination_id ON treks
FOR EACH ROW EXECUTE FUNCTION treks_search_refresh();
--> statement-breakpoint
-- A renamed destination (or one moved to another state) rewrites its treks' documents too.
CREATE FUNCTION destinations_treks_search_refresh() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE treks k
  SET search_vector = catalogue_trek_search_vector(
        k.title, NEW.name, NEW.state, k.short_description, k.difficulty_level, k.trek_grade, k.description
      ),
      title_vector = catalogue_tour_title_vector(k.title, NEW.name, NEW.state)
  WHERE k.destination_id = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER destinations_treks_search_refresh
AFTER UPDATE OF name, state ON destinations
FOR EACH ROW
WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.state IS DISTINCT FROM NEW.state)
EXECUTE FUNCTION destinations_treks_search_refresh();
--> statement-breakpoint
-- What a trek adds to its destination, as a tour does (0009): itself (trek_count) and its reviews
-- while active. Not its bookings: a booking would then lock the destination row too, and several
-- hold-expiry runners cancelling one trek's bookings at once would deadlock on it; the
-- destination's popularity stays its tours' bookings. Deltas, never recounts.
CREATE FUNCTION catalogue_trek_destination_counts() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  old_treks int := 0; old_reviews int := 0; old_sum int := 0;
  new_treks int := 0; new_reviews int := 0; new_sum int := 0;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.is_active THEN
    old_treks := 1; old_reviews := OLD.review_count; old_sum := OLD.rating_sum;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.is_active THEN
    new_treks := 1; new_reviews := NEW.review_count; new_sum := NEW.rating_sum;
  END IF;
  IF TG_OP = 'UPDATE' AND OLD.destination_id = NEW.destination_id THEN
    IF (old_treks, old_reviews, old_sum) IS DISTINCT FROM (new_treks, new_reviews, new_sum) THEN
      UPDATE destinations SET
        trek_count = trek_count + new_treks - old_treks,
        review_count = review_count + new_reviews - old_reviews,
        rating_sum = rating_sum + new_sum - old_sum
      WHERE id = NEW.destination_id;
    END IF;
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') AND old_treks = 1 THEN
    UPDATE destinations SET
      trek_count = trek_count - 1,
      review_count = review_count - old_reviews,
      rating_sum = rating_sum - old_sum
    WHERE id = OLD.destination_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND new_treks = 1 THEN
    UPDATE destinations SET
      trek_count = trek_count + 1,
      review_count = review_count + new_reviews,
      rating_sum = rating_sum + new_sum
    WHERE id = NEW.destination_id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER treks_destination_counts AFTER INSERT OR DELETE OR UPDATE OF is_active, destination_id, review_count, rating_sum ON treks
FOR EACH ROW EXECUTE FUNCTION catalogue_trek_destination_counts();
--> statement-breakpoint
-- Existing rows.
UPDATE treks k
SET search_vector = catalogue_trek_search_vector(
      k.title, d.name, d.state, k.short_description, k.difficulty_level, k.trek_grade, k.description
    ),
    title_vector = catalogue_tour_title_vector(k.title, d.name, d.state)
FROM destinations d
WHERE d.id = k.destination_id;
--> statement-breakpoint
INSERT INTO search_terms (term)
SELECT DISTINCT word FROM treks CROSS JOIN LATERAL catalogue_search_words(treks.title) AS word
ON CONFLICT (term) DO NOTHING;
--> statement-breakpoint
UPDATE destinations SET
  trek_count = coalesce((SELECT count(*) FROM treks k WHERE k.destination_id = destinations.id AND k.is_active), 0),
  review_count = review_count + coalesce((SELECT sum(k.review_count) FROM treks k WHERE k.destination_id = destinations.id AND k.is_active), 0),
  rating_sum = rating_sum + coalesce((SELECT sum(k.rating_sum) FROM treks k WHERE k.destination_id = destinations.id AND k.is_active), 0);
