-- Trigram matching for the people search's indexes (issue 26; the next migration creates them). PostgreSQL has it
-- in postgresql-contrib; PGlite loads it when the database is opened (db/pglite.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
