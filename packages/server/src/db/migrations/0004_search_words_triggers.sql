-- The search dictionary (search_words) follows the names: every insert, and every update that
-- changes a name, adds the words of brand names, item names and items' brand names. Statement
-- triggers with transition tables, so a bulk insert adds its words in one statement. Words are
-- what search-terms.ts makes of a query: lower-case runs of letters and digits, 40 at most.
CREATE FUNCTION search_words_from_names() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF TG_TABLE_NAME = 'brands' THEN
      INSERT INTO search_words (website_topic, word)
      SELECT DISTINCT n.website_topic, w
      FROM new_rows n JOIN old_rows o ON o.id = n.id,
        regexp_split_to_table(lower(n.name), '[^[:alnum:]]+') AS w
      WHERE (n.name IS DISTINCT FROM o.name OR n.website_topic IS DISTINCT FROM o.website_topic)
        AND w <> '' AND length(w) <= 40
      ON CONFLICT DO NOTHING;
    ELSE
      INSERT INTO search_words (website_topic, word)
      SELECT DISTINCT n.website_topic, w
      FROM new_rows n JOIN old_rows o ON o.id = n.id,
        regexp_split_to_table(lower(n.name || ' ' || n.brand_name), '[^[:alnum:]]+') AS w
      WHERE (n.name IS DISTINCT FROM o.name OR n.brand_name IS DISTINCT FROM o.brand_name
          OR n.website_topic IS DISTINCT FROM o.website_topic)
        AND w <> '' AND length(w) <= 40
      ON CONFLICT DO NOTHING;
    END IF;
  ELSIF TG_TABLE_NAME = 'brands' THEN
    INSERT INTO search_words (website_topic, word)
    SELECT DISTINCT n.website_topic, w
    FROM new_rows n, regexp_split_to_table(lower(n.name), '[^[:alnum:]]+') AS w
    WHERE w <> '' AND length(w) <= 40
    ON CONFLICT DO NOTHING;
  ELSE
    INSERT INTO search_words (website_topic, word)
    SELECT DISTINCT n.website_topic, w
    FROM new_rows n, regexp_split_to_table(lower(n.name || ' ' || n.brand_name), '[^[:alnum:]]+') AS w
    WHERE w <> '' AND length(w) <= 40
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER brands_search_words_insert AFTER INSERT ON brands
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_from_names();
--> statement-breakpoint
CREATE TRIGGER brands_search_words_update AFTER UPDATE ON brands
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_from_names();
--> statement-breakpoint
CREATE TRIGGER brand_items_search_words_insert AFTER INSERT ON brand_items
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_from_names();
--> statement-breakpoint
CREATE TRIGGER brand_items_search_words_update AFTER UPDATE ON brand_items
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_from_names();
--> statement-breakpoint
-- Backfill from the rows already there.
INSERT INTO search_words (website_topic, word)
SELECT DISTINCT website_topic, w
FROM brands, regexp_split_to_table(lower(name), '[^[:alnum:]]+') AS w
WHERE w <> '' AND length(w) <= 40
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO search_words (website_topic, word)
SELECT DISTINCT website_topic, w
FROM brand_items, regexp_split_to_table(lower(name || ' ' || brand_name), '[^[:alnum:]]+') AS w
WHERE w <> '' AND length(w) <= 40
ON CONFLICT DO NOTHING;
