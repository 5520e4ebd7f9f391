-- Trigram matching for typo-tolerant and prefix search, in both PGlite and PostgreSQL.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
