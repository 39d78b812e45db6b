-- A token for what every test shows of its questions (decision 0115): it changes with any
-- question's stamp (updated_at, which an administrator's edit of a question, its options or
-- its case moves, as do removing and restoring one) and with any deletion. The one-reply test
-- read keys its kept questions on it. Statement triggers: a bulk edit changes it once.
-- Answer submissions update questions (peer figures) without the stamp and change nothing.
-- An upsert, so the token comes back even if the row was emptied.
CREATE TABLE "question_content_version" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"version" uuid DEFAULT gen_random_uuid() NOT NULL,
	CONSTRAINT "question_content_version_one_row" CHECK ("question_content_version"."id")
);
--> statement-breakpoint
INSERT INTO "question_content_version" ("id") VALUES (true);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION question_content_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('INSERT INTO %I.question_content_version (id, version) VALUES (true, gen_random_uuid())
    ON CONFLICT (id) DO UPDATE SET version = excluded.version', TG_TABLE_SCHEMA);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER questions_content_changed AFTER UPDATE OF updated_at ON questions
  FOR EACH STATEMENT EXECUTE FUNCTION question_content_changed();
--> statement-breakpoint
CREATE TRIGGER questions_removed AFTER DELETE OR TRUNCATE ON questions
  FOR EACH STATEMENT EXECUTE FUNCTION question_content_changed();
