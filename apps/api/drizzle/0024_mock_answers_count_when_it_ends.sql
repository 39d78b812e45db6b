-- A mock's answers count in the peer figures once it has ended, all together (decision 0126);
-- until this version each counted as it was held. `counted_at` says when an ended mock's were
-- added. The mocks ended already were counted answer by answer: they are counted. The answers
-- of the mocks not ended yet come off the counters, so that their count after the end counts
-- them once.
ALTER TABLE "tests" ADD COLUMN "counted_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "tests_mocks_to_count_idx" ON "tests" USING btree ("id") WHERE "tests"."type" = 'mock' and "tests"."status" = 'ended' and "tests"."counted_at" is null;
--> statement-breakpoint
UPDATE "tests" SET "counted_at" = coalesce("ended_at", now()) WHERE "type" = 'mock' AND "status" = 'ended';
--> statement-breakpoint
WITH answers AS (
  SELECT a.question_id, a.selected_option_ids, a.is_correct, a.time_spent_seconds,
    q.type = 'ordering' AS ordered
  FROM tests t
    JOIN test_answers a ON a.test_id = t.id
    JOIN questions q ON q.id = a.question_id
  WHERE t.type = 'mock' AND t.status <> 'ended'
),
counted AS (
  UPDATE questions q SET answer_count = q.answer_count - d.answers,
    correct_count = q.correct_count - d.correct,
    time_spent_seconds_total = q.time_spent_seconds_total - d.seconds
  FROM (SELECT question_id, count(*)::int AS answers,
      (count(*) FILTER (WHERE is_correct))::int AS correct,
      sum(time_spent_seconds)::bigint AS seconds
    FROM answers GROUP BY question_id) d
  WHERE q.id = d.question_id
)
UPDATE question_options o SET pick_count = o.pick_count - m.picks
FROM (SELECT o.id, count(*)::int AS picks
  FROM answers a JOIN question_options o ON o.question_id = a.question_id
  WHERE CASE WHEN a.ordered
    THEN coalesce(array_position(a.selected_option_ids, o.id) = o.position + 1, false)
    ELSE o.id = ANY(a.selected_option_ids) END
  GROUP BY o.id) m
WHERE o.id = m.id;
