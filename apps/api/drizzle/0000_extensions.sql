-- Substring search on names and emails (GIN trigram indexes). Installed in public so every
-- schema on the search path can use it.
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;
