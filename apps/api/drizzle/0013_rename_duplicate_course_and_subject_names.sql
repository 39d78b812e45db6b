-- Course names become unique per exam, and subject names per course, ignoring case (the next
-- migration adds the unique indexes). A database may already hold such duplicates: the oldest
-- of each keeps its name, the others get ' (2)', ' (3)' ... (the first suffix still free), so
-- the indexes can be built and nothing is merged or lost
-- (docs/decisions/0094-course-and-subject-names-unique-ignoring-case.md).
DO $$
DECLARE
  duplicate record;
  suffix integer;
  candidate text;
BEGIN
  FOR duplicate IN
    SELECT id, exam_id, name FROM (
      SELECT id, exam_id, name, row_number() OVER (
        PARTITION BY exam_id, lower(name) ORDER BY created_at, id) AS position
      FROM courses WHERE retired_at IS NULL) AS ranked
    WHERE position > 1
  LOOP
    suffix := 2;
    LOOP
      candidate := duplicate.name || ' (' || suffix || ')';
      EXIT WHEN NOT EXISTS (SELECT 1 FROM courses WHERE exam_id = duplicate.exam_id
        AND retired_at IS NULL AND lower(name) = lower(candidate));
      suffix := suffix + 1;
    END LOOP;
    UPDATE courses SET name = candidate WHERE id = duplicate.id;
  END LOOP;

  FOR duplicate IN
    SELECT id, course_id, name FROM (
      SELECT id, course_id, name, row_number() OVER (
        PARTITION BY course_id, lower(name) ORDER BY created_at, id) AS position
      FROM subjects WHERE retired_at IS NULL) AS ranked
    WHERE position > 1
  LOOP
    suffix := 2;
    LOOP
      candidate := duplicate.name || ' (' || suffix || ')';
      EXIT WHEN NOT EXISTS (SELECT 1 FROM subjects WHERE course_id = duplicate.course_id
        AND retired_at IS NULL AND lower(name) = lower(candidate));
      suffix := suffix + 1;
    END LOOP;
    UPDATE subjects SET name = candidate WHERE id = duplicate.id;
  END LOOP;
END $$;
