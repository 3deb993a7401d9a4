ALTER TABLE "destinations" ADD COLUMN "title_vector" "tsvector";--> statement-breakpoint
ALTER TABLE "tours" ADD COLUMN "title_vector" "tsvector";--> statement-breakpoint
CREATE INDEX "destinations_title_search_idx" ON "destinations" USING gin ("title_vector");--> statement-breakpoint
CREATE INDEX "tours_title_search_idx" ON "tours" USING gin ("title_vector");--> statement-breakpoint
-- The title part of each search document (A and B weights: a tour's title, its destination's name
-- and state; a destination's name, country, state and city), kept by the same triggers. A search
-- ranks the few rows whose title part matches first, so a common word or a two-letter beginning
-- does not make it rank every row of the catalogue.
CREATE FUNCTION catalogue_tour_title_vector(p_title text, p_place_name text, p_place_state text) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT setweight(to_tsvector('simple'::regconfig, coalesce(p_title, '')), 'A')
      || setweight(to_tsvector('simple'::regconfig, coalesce(p_place_name, '') || ' ' || coalesce(p_place_state, '')), 'B')
$$;
--> statement-breakpoint
CREATE FUNCTION catalogue_destination_title_vector(p_name text, p_country text, p_state text, p_city text) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT setweight(to_tsvector('simple'::regconfig, coalesce(p_name, '')), 'A')
      || setweight(to_tsvector('simple'::regconfig, coalesce(p_country, '') || ' ' || coalesce(p_state, '') || ' ' || coalesce(p_city, '')), 'B')
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION tours_search_refresh() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  place_name text;
  place_state text;
BEGIN
  SELECT d.name, d.state INTO place_name, place_state FROM destinations d WHERE d.id = NEW.destination_id;
  NEW.search_vector := catalogue_tour_search_vector(
    NEW.title, place_name, place_state, NEW.short_description, NEW.category, NEW.description
  );
  NEW.title_vector := catalogue_tour_title_vector(NEW.title, place_name, place_state);
  PERFORM catalogue_search_terms_add(NEW.title);
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION destinations_search_refresh() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_vector := catalogue_destination_search_vector(
    NEW.name, NEW.country, NEW.state, NEW.city, NEW.tagline, NEW.short_description, NEW.description
  );
  NEW.title_vector := catalogue_destination_title_vector(NEW.name, NEW.country, NEW.state, NEW.city);
  PERFORM catalogue_search_terms_add(concat_ws(' ', NEW.name, NEW.state, NEW.country));
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION destinations_tours_search_refresh() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE tours t
  SET search_vector = catalogue_tour_search_vector(
        t.title, NEW.name, NEW.state, t.short_description, t.category, t.description
      ),
      title_vector = catalogue_tour_title_vector(t.title, NEW.name, NEW.state)
  WHERE t.destination_id = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
UPDATE destinations SET title_vector = catalogue_destination_title_vector(name, country, state, city);
--> statement-breakpoint
UPDATE tours t
SET title_vector = catalogue_tour_title_vector(t.title, d.name, d.state)
FROM destinations d
WHERE d.id = t.destination_id;
