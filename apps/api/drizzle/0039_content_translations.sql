ALTER TABLE "destinations" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "tours" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "treks" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_categories" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
-- A record's translations are searched as its English is: each translated field joins the same
-- part of the search document (title A, place B, summary C, description D), and translated titles
-- and names join the dictionary of typo-tolerant matching. Devanagari words are words to the
-- 'simple' parser, so `केदारकांठा` finds the trek as `kedarkantha` does.
CREATE FUNCTION catalogue_translated(p_translations jsonb, p_field text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT string_agg(t.value ->> p_field, ' ' ORDER BY t.key)
  FROM jsonb_each(CASE WHEN jsonb_typeof(p_translations) = 'object' THEN p_translations ELSE '{}'::jsonb END) AS t
  WHERE jsonb_typeof(t.value) = 'object' AND jsonb_typeof(t.value -> p_field) = 'string'
$$;
--> statement-breakpoint
-- The English text and its translations, one text.
CREATE FUNCTION catalogue_all_languages(p_text text, p_translations jsonb, p_field text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT concat_ws(' ', p_text, catalogue_translated(p_translations, p_field))
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION tours_search_refresh() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  place_name text;
  place_state text;
  title_all text := catalogue_all_languages(NEW.title, NEW.translations, 'title');
BEGIN
  SELECT catalogue_all_languages(d.name, d.translations, 'name'), d.state INTO place_name, place_state
  FROM destinations d WHERE d.id = NEW.destination_id;
  NEW.search_vector := catalogue_tour_search_vector(
    title_all, place_name, place_state,
    catalogue_all_languages(NEW.short_description, NEW.translations, 'short_description'), NEW.category,
    catalogue_all_languages(NEW.description, NEW.translations, 'description')
  );
  NEW.title_vector := catalogue_tour_title_vector(title_all, place_name, place_state);
  PERFORM catalogue_search_terms_add(title_all);
  RETURN NEW;
END
$$;
--> statement-breakpoint
DROP TRIGGER tours_search_refresh ON tours;
--> statement-breakpoint
CREATE TRIGGER tours_search_refresh
BEFORE INSERT OR UPDATE OF title, short_description, description, category, destination_id, translations ON tours
FOR EACH ROW EXECUTE FUNCTION tours_search_refresh();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION treks_search_refresh() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  place_name text;
  place_state text;
  title_all text := catalogue_all_languages(NEW.title, NEW.translations, 'title');
BEGIN
  SELECT catalogue_all_languages(d.name, d.translations, 'name'), d.state INTO place_name, place_state
  FROM destinations d WHERE d.id = NEW.destination_id;
  NEW.search_vector := catalogue_trek_search_vector(
    title_all, place_name, place_state,
    catalogue_all_languages(NEW.short_description, NEW.translations, 'short_description'),
    NEW.difficulty_level, NEW.trek_grade,
    catalogue_all_languages(NEW.description, NEW.translations, 'description')
  );
  NEW.title_vector := catalogue_tour_title_vector(title_all, place_name, place_state);
  PERFORM catalogue_search_terms_add(title_all);
  RETURN NEW;
END
$$;
--> statement-breakpoint
DROP TRIGGER treks_search_refresh ON treks;
--> statement-breakpoint
CREATE TRIGGER treks_search_refresh
BEFORE INSERT OR UPDATE OF title, short_description, description, difficulty_level, trek_grade, destination_id, translations ON treks
FOR EACH ROW EXECUTE FUNCTION treks_search_refresh();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION destinations_search_refresh() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  name_all text := catalogue_all_languages(NEW.name, NEW.translations, 'name');
BEGIN
  NEW.search_vector := catalogue_destination_search_vector(
    name_all, NEW.country, NEW.state, NEW.city,
    catalogue_all_languages(NEW.tagline, NEW.translations, 'tagline'),
    catalogue_all_languages(NEW.short_description, NEW.translations, 'short_description'),
    catalogue_all_languages(NEW.description, NEW.translations, 'description')
  );
  NEW.title_vector := catalogue_destination_title_vector(name_all, NEW.country, NEW.state, NEW.city);
  PERFORM catalogue_search_terms_add(concat_ws(' ', name_all, NEW.state, NEW.country));
  RETURN NEW;
END
$$;
--> statement-breakpoint
DROP TRIGGER destinations_search_refresh ON destinations;
--> statement-breakpoint
CREATE TRIGGER destinations_search_refresh
BEFORE INSERT OR UPDATE OF name, country, state, city, tagline, short_description, description, translations ON destinations
FOR EACH ROW EXECUTE FUNCTION destinations_search_refresh();
--> statement-breakpoint
-- A destination's translated name is part of its tours' and treks' place (B).
CREATE OR REPLACE FUNCTION destinations_tours_search_refresh() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  name_all text := catalogue_all_languages(NEW.name, NEW.translations, 'name');
BEGIN
  UPDATE tours t
  SET search_vector = catalogue_tour_search_vector(
        catalogue_all_languages(t.title, t.translations, 'title'), name_all, NEW.state,
        catalogue_all_languages(t.short_description, t.translations, 'short_description'), t.category,
        catalogue_all_languages(t.description, t.translations, 'description')
      ),
      title_vector = catalogue_tour_title_vector(catalogue_all_languages(t.title, t.translations, 'title'), name_all, NEW.state)
  WHERE t.destination_id = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER destinations_tours_search_refresh ON destinations;
--> statement-breakpoint
CREATE TRIGGER destinations_tours_search_refresh
AFTER UPDATE OF name, state, translations ON destinations
FOR EACH ROW
WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.state IS DISTINCT FROM NEW.state
  OR OLD.translations IS DISTINCT FROM NEW.translations)
EXECUTE FUNCTION destinations_tours_search_refresh();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION destinations_treks_search_refresh() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  name_all text := catalogue_all_languages(NEW.name, NEW.translations, 'name');
BEGIN
  UPDATE treks k
  SET search_vector = catalogue_trek_search_vector(
        catalogue_all_languages(k.title, k.translations, 'title'), name_all, NEW.state,
        catalogue_all_languages(k.short_description, k.translations, 'short_description'),
        k.difficulty_level, k.trek_grade,
        catalogue_all_languages(k.description, k.translations, 'description')
      ),
      title_vector = catalogue_tour_title_vector(catalogue_all_languages(k.title, k.translations, 'title'), name_all, NEW.state)
  WHERE k.destination_id = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER destinations_treks_search_refresh ON destinations;
--> statement-breakpoint
CREATE TRIGGER destinations_treks_search_refresh
AFTER UPDATE OF name, state, translations ON destinations
FOR EACH ROW
WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.state IS DISTINCT FROM NEW.state
  OR OLD.translations IS DISTINCT FROM NEW.translations)
EXECUTE FUNCTION destinations_treks_search_refresh();
