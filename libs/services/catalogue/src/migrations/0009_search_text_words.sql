-- Search rows written before the projection turned punctuation into spaces: the same words now, so a
-- typed `R-1001` finds the design whose text PostgreSQL had read as the number `-1001`.
UPDATE "catalogue"."design_search"
SET "search_text" = btrim(regexp_replace("search_text", '[[:punct:][:space:]]+', ' ', 'g'))
WHERE "search_text" ~ '[[:punct:]]';
