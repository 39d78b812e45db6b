-- Every instance keeps what it reads on each request (the signed-in account, the catalogue's
-- exam list) and drops it when told here: a notification on the prepward_changes channel,
-- sent on commit, reaches every instance listening (lib/change-feed.ts). The payload is
-- "<schema>:<kind>[:<id>]", so instances of another schema in the same database ignore it.
CREATE OR REPLACE FUNCTION notify_account_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('prepward_changes', TG_TABLE_SCHEMA || ':' || TG_ARGV[0] || ':' || OLD.id::text);
  ELSE
    PERFORM pg_notify('prepward_changes', TG_TABLE_SCHEMA || ':' || TG_ARGV[0] || ':' || NEW.id::text);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION notify_catalogue_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('prepward_changes', TG_TABLE_SCHEMA || ':catalogue');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_changed AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION notify_account_change('user');
--> statement-breakpoint
CREATE TRIGGER admins_changed AFTER UPDATE OR DELETE ON admins
  FOR EACH ROW EXECUTE FUNCTION notify_account_change('admin');
--> statement-breakpoint
CREATE TRIGGER exams_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON exams
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_change();
--> statement-breakpoint
-- A question counts in the catalogue while published and not retired: adding or removing one,
-- or changing what decides that, changes the counts. Answer submissions update questions
-- (peer figures) on every answer and must not send anything.
CREATE TRIGGER questions_added_or_removed AFTER INSERT OR DELETE OR TRUNCATE ON questions
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_change();
--> statement-breakpoint
CREATE TRIGGER questions_counted_differently AFTER UPDATE OF status, retired_at, exam_id ON questions
  FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.retired_at IS DISTINCT FROM NEW.retired_at
    OR OLD.exam_id IS DISTINCT FROM NEW.exam_id)
  EXECUTE FUNCTION notify_catalogue_change();
