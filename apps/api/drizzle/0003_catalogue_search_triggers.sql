-- Catalogue search: weighted full-text documents of tours and destinations, kept by triggers, and a
-- dictionary of the catalogue's words for typo-tolerant matching with pg_trgm. The 'simple' text
-- search configuration everywhere: lowercased words, no stemming, no stop words.

-- The words of a text as the 'simple' parser sees them, without ones that hold punctuation
-- (hyphenated compounds, hosts, numbers with dots): their parts are words of their own.
CREATE FUNCTION catalogue_search_words(source text) RETURNS SETOF text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT lexeme
  FROM unnest(tsvector_to_array(to_tsvector('simple'::regconfig, coalesce(source, '')))) AS lexeme
  WHERE length(lexeme) BETWEEN 2 AND 60 AND lexeme !~ '[[:punct:]]'
$$;
--> statement-breakpoint
CREATE FUNCTION catalogue_search_terms_add(source text) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO search_terms (term)
  SELECT word FROM catalogue_search_words(source) AS word
  ON CONFLICT (term) DO NOTHING
$$;
--> statement-breakpoint
CREATE FUNCTION catalogue_tour_search_vector(
  p_title text,
  p_place_name text,
  p_place_state text,
  p_short_description text,
  p_category text,
  p_description text
) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT setweight(to_tsvector('simple'::regconfig, coalesce(p_title, '')), 'A')
      || setweight(to_tsvector('simple'::regconfig, coalesce(p_place_name, '') || ' ' || coalesce(p_place_state, '')), 'B')
      || setweight(to_tsvector('simple'::regconfig, coalesce(p_short_description, '') || ' ' || coalesce(p_category, '')), 'C')
      || setweight(to_tsvector('simple'::regconfig, coalesce(p_description, '')), 'D')
$$;
--> statement-breakpoint
CREATE FUNCTION catalogue_destination_search_vector(
  p_name text,
  p_country text,
  p_state text,
  p_city text,
  p_tagline text,
  p_short_description text,
  p_description text
) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT setweight(to_tsvector('simple'::regconfig, coalesce(p_name, '')), 'A')
      || setweight(to_tsvector('simple'::regconfig, coalesce(p_country, '') || ' ' || coalesce(p_state, '') || ' ' || coalesce(p_city, '')), 'B')
      || setweight(to_tsvector('simple'::regconfig, coalesce(p_tagline, '') || ' ' || coalesce(p_short_description, '')), 'C')
      || setweight(to_tsvector('simple'::regconfig, coalesce(p_description, '')), 'D')
$$;
--> statement-breakpoint
CREATE FUNCTION tours_search_refresh() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  place_name text;
  place_state text;
BEGIN
  SELECT d.name, d.state INTO place_name, place_state FROM destinations d WHERE d.id = NEW.destination_id;
  NEW.search_vector := catalogue_tour_search_vector(
    NEW.title, place_name, place_state, NEW.short_description, NEW.category, NEW.description
  );
  PERFORM catalogue_search_terms_add(NEW.title);
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER tours_search_refresh
BEFORE INSERT OR UPDATE OF title, short_description, description, category, destination_id ON tours
FOR EACH ROW EXECUTE FUNCTION tours_search_refresh();
--> statement-breakpoint
CREATE FUNCTION destinations_search_refresh() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_vector := catalogue_destination_search_vector(
    NEW.name, NEW.country, NEW.state, NEW.city, NEW.tagline, NEW.short_description, NEW.description
  );
  PERFORM catalogue_search_terms_add(concat_ws(' ', NEW.name, NEW.state, NEW.country));
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER destinations_search_refresh
BEFORE INSERT OR UPDATE OF name, country, state, city, tagline, short_description, description ON destinations
FOR EACH ROW EXECUTE FUNCTION destinations_search_refresh();
--> statement-breakpoint
-- A renamed destination (or one moved to another state) rewrites its tours' documents.
CREATE FUNCTION destinations_tours_search_refresh() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE tours t
  SET search_vector = catalogue_tour_search_vector(
    t.title, NEW.name, NEW.state, t.short_description, t.category, t.description
  )
  WHERE t.destination_id = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER destinations_tours_search_refresh
AFTER UPDATE OF name, state ON destinations
FOR EACH ROW
WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.state IS DISTINCT FROM NEW.state)
EXECUTE FUNCTION destinations_tours_search_refresh();
--> statement-breakpoint
-- Backfill what exists already.
UPDATE destinations
SET search_vector = catalogue_destination_search_vector(
  name, country, state, city, tagline, short_description, description
);
--> statement-breakpoint
UPDATE tours t
SET search_vector = catalogue_tour_search_vector(
  t.title, d.name, d.state, t.short_description, t.category, t.description
)
FROM destinations d
WHERE d.id = t.destination_id;
--> statement-breakpoint
INSERT INTO search_terms (term)
SELECT DISTINCT word
FROM (
  SELECT title AS source FROM tours
  UNION ALL
  SELECT concat_ws(' ', name, state, country) FROM destinations
) AS texts
CROSS JOIN LATERAL catalogue_search_words(texts.source) AS word
ON CONFLICT (term) DO NOTHING;
