-- Trigram matching for the design autocomplete (typo tolerance). The extension is database-wide and
-- trusted since PostgreSQL 13; embedded PGlite loads it from its contrib bundle.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
