-- A mock's answers count in the peer figures when it ends, all together (decision 0126); until
-- this version each counted as it was held. The answers of the mocks not ended yet come off
-- the counters here, so that their end counts them once.
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
