-- Trigram indexes for substring name search (PGlite loads the pg_trgm contrib module).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
