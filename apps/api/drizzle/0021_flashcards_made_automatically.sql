-- Flashcards made from questions (decision 0107). The sides are put together here, in one
-- place, from the question's stored HTML (sanitized when it was saved): the front is the stem
-- and the options as the student saw them (a Next Generation item, whose options are in
-- parts, gets the stem and a prompt), the back the right answer and the explanation. A
-- question gives one card per student: one made before, or deleted since, is left alone by
-- `on conflict`. Automatic cards follow the student's preference (user_preferences).
CREATE OR REPLACE FUNCTION make_flashcards(
  p_user uuid, p_question_ids uuid[], p_source text, p_at timestamptz, p_automatic boolean
) RETURNS SETOF uuid
LANGUAGE sql AS $$
  INSERT INTO flashcards (user_id, exam_id, subject_id, question_id, front_html, back_html,
    source, due_at, created_at, updated_at)
  SELECT p_user, q.exam_id, q.subject_id, q.id,
    q.question_html || CASE
      WHEN q.type = 'fill_in_the_blanks' THEN ''
      WHEN q.type IN ('single_choice', 'multiple_choice') THEN coalesce('<ol type="A">' || (
        SELECT string_agg('<li>' || o.value || '</li>', '' ORDER BY o.position)
        FROM question_options o WHERE o.question_id = q.id) || '</ol>', '')
      ELSE '<p><em>Answer the question, then turn the card</em></p>'
    END,
    CASE
      WHEN q.type = 'fill_in_the_blanks' THEN '<p>' || replace(replace(replace(
        coalesce(q.answer_text, ''), '&', '&amp;'), '<', '&lt;'), '>', '&gt;') || '</p>'
      -- An ordering's right order is its options' stored order.
      WHEN q.type = 'ordering' THEN coalesce('<ol>' || (
        SELECT string_agg('<li>' || o.value || '</li>', '' ORDER BY o.position)
        FROM question_options o WHERE o.question_id = q.id) || '</ol>', '')
      ELSE coalesce('<ul>' || (
        SELECT string_agg('<li>' || CASE
            WHEN q.type IN ('single_choice', 'multiple_choice')
              THEN chr(64 + lettered.number::int) || '. '
            WHEN q.type = 'matrix'
              -- A row's label is plain text (item-types.ts): escaped to stand in the HTML.
              THEN replace(replace(replace(coalesce(q.layout -> 'rows' ->> lettered.part,
                'Row ' || (lettered.part + 1)), '&', '&amp;'), '<', '&lt;'), '>', '&gt;') || ': '
            WHEN q.type IN ('dropdown_cloze', 'drag_drop_cloze')
              THEN 'Blank ' || (lettered.part + 1) || ': '
            WHEN q.type = 'bow_tie' THEN (ARRAY['Actions to take', 'Condition most likely',
              'Parameters to monitor'])[lettered.part + 1] || ': '
            ELSE ''
          END || lettered.value || '</li>', '' ORDER BY lettered.number)
        FROM (SELECT o.value, o.part, o.is_correct,
            row_number() OVER (ORDER BY o.position) AS number
          FROM question_options o WHERE o.question_id = q.id) lettered
        WHERE lettered.is_correct) || '</ul>', '')
    END || CASE WHEN q.explanation_html <> '' THEN '<hr>' || q.explanation_html ELSE '' END,
    p_source, p_at, p_at, p_at
  FROM questions q
  WHERE q.id = ANY(p_question_ids)
    AND (NOT p_automatic OR coalesce(
      (SELECT p.auto_flashcards FROM user_preferences p WHERE p.user_id = p_user), true))
  ON CONFLICT (user_id, question_id) DO NOTHING
  RETURNING question_id
$$;
--> statement-breakpoint
-- A practice answer is revealed when submitted: a wrong one makes a card, and so does a right
-- one to a question the student tagged. Only answers written at p_at (not a repeated request).
CREATE OR REPLACE FUNCTION make_flashcards_for_answers(
  p_user uuid, p_test uuid, p_question_ids uuid[], p_at timestamptz
) RETURNS void
LANGUAGE sql AS $$
  SELECT count(*) FROM make_flashcards(p_user, ARRAY(
    SELECT a.question_id FROM test_answers a
    WHERE a.test_id = p_test AND a.question_id = ANY(p_question_ids)
      AND a.answered_at = p_at AND NOT a.is_correct), 'wrong', p_at, true);
  SELECT count(*) FROM make_flashcards(p_user, ARRAY(
    SELECT a.question_id FROM test_answers a
    JOIN question_tags t ON t.user_id = p_user AND t.question_id = a.question_id
    WHERE a.test_id = p_test AND a.question_id = ANY(p_question_ids)
      AND a.answered_at = p_at AND a.is_correct), 'marked', p_at, true);
$$;
--> statement-breakpoint
-- When a test ends every answer in it is revealed: a mock's wrong answers make cards, and the
-- questions tagged in it (a practice test's answered ones were made at submission). However
-- the test ends (the student, its timer on the next touch, the overdue sweep), it ends here.
CREATE OR REPLACE FUNCTION flashcards_at_test_end() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.type = 'mock' THEN
    PERFORM make_flashcards(NEW.user_id, ARRAY(
      SELECT a.question_id FROM test_answers a WHERE a.test_id = NEW.id AND NOT a.is_correct),
      'wrong', coalesce(NEW.ended_at, now()), true);
  END IF;
  PERFORM make_flashcards(NEW.user_id, ARRAY(
    SELECT t.question_id FROM question_tags t
    WHERE t.user_id = NEW.user_id AND t.question_id = ANY(NEW.question_ids)
      AND (NEW.type = 'mock' OR NOT EXISTS (SELECT FROM test_answers a
        WHERE a.test_id = NEW.id AND a.question_id = t.question_id))),
    'marked', coalesce(NEW.ended_at, now()), true);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A free trial makes no cards: cards are for students with access to the exam.
CREATE TRIGGER tests_make_flashcards_at_end AFTER UPDATE OF status ON tests
  FOR EACH ROW
  WHEN (OLD.status <> 'ended' AND NEW.status = 'ended' AND NEW.type <> 'free-trial')
  EXECUTE FUNCTION flashcards_at_test_end();
