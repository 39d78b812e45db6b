import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import { optionLetter } from '@prepward/shared/constants';
import { hasParts, partLimits, partsOf, scoreChoices } from '@prepward/shared/item-types';
import { MESSAGES } from '@prepward/shared/messages';
import type { TAdminQuestion } from '@prepward/shared/schemas/content';
import type { TAnswerResult, TTestQuestion } from '@prepward/shared/schemas/attempts';
import { choiceAnswerMatches, textAnswerMatches } from '@prepward/shared/scoring';
import { useState } from 'react';
import { orderOf } from '../../../components/question/items/parts';
import { QuestionView, type Selection } from '../../../components/question/question-view';

type QuestionPreviewModalProps = {
  question: TAdminQuestion | null;
  onClose: () => void;
};

/**
 * A question as a student meets it in a practice test, drawn by the exam page's own
 * renderer: options labelled a to d (or an answer field), Submit; then the result, the pick
 * percentages and the explanation. Nothing is sent to the server.
 */
export function QuestionPreviewModal({ question, onClose }: QuestionPreviewModalProps) {
  return (
    <Modal
      opened={question !== null}
      onClose={onClose}
      title="Preview: as a student sees it"
      size="lg"
      centered
      styles={{ title: { fontWeight: 700 } }}
    >
      {question ? <PreviewBody key={question.id} question={question} /> : null}
    </Modal>
  );
}

const EMPTY: Selection = { optionIds: [], text: '' };

/** The options as the scoring rules see them. */
const keyedOptions = (question: TAdminQuestion) =>
  question.options.map((option) => ({
    id: option.id,
    part: option.part,
    isCorrect: option.answer,
  }));

/**
 * The options in the order students see them: as stored, but an ordering's (whose stored order
 * is its answer) by id as the server sends them, and reversed if that happens to be the answer.
 */
function shownOptions(question: TAdminQuestion): TAdminQuestion['options'] {
  if (question.type !== 'ordering') return question.options;
  const byId = [...question.options].sort((a, b) => a.id.localeCompare(b.id));
  return byId.every((option, index) => option.id === question.options[index]?.id)
    ? byId.reverse()
    : byId;
}

/** The question in the shape the exam page receives, with nothing revealed. */
function asTestQuestion(question: TAdminQuestion): TTestQuestion {
  const keyed = keyedOptions(question);
  const parts = partsOf(keyed);
  return {
    id: question.id,
    number: 1,
    type: question.type,
    question: question.question,
    // Lettered within their part: a matrix row's or a blank's choices start again at a.
    options: shownOptions(question).map((option) => ({
      id: option.id,
      label: optionLetter(
        question.options
          .filter((other) => other.part === option.part)
          .findIndex((other) => other.id === option.id),
      ),
      value: option.value,
      part: option.part,
    })),
    item: {
      scoring: question.scoring,
      layout: question.layout,
      parts: partLimits(question.type, question.layout, keyed).map((limit, index) => ({
        part: parts[index] ?? index,
        choose: limit.choose,
      })),
    },
    // The preview shows the question alone, without its case's scenario.
    case: null,
    tagged: false,
    answer: null,
    result: null,
  };
}

/**
 * What the server would reveal after the student submits this selection. An ordering's shares
 * are left at 0: its picks count placements, and how many students answered is not known here.
 */
function resultOf(question: TAdminQuestion, selection: Selection): TAnswerResult {
  const isOrdering = question.type === 'ordering';
  const correctOptionIds = question.options.filter((option) => option.answer).map((o) => o.id);
  // Each part's picks: a matrix row's shares add up to 100, whatever the other rows hold.
  const picksIn = (part: number) =>
    question.options
      .filter((option) => option.part === part)
      .reduce((sum, option) => sum + option.selected, 0);
  const isFill = question.type === 'fill_in_the_blanks';
  const isCorrect = isFill
    ? textAnswerMatches(selection.text, question.answer, question.acceptedAnswers)
    : choiceAnswerMatches(selection.optionIds, correctOptionIds);
  // The first three types score 0 or 1; the others part by part under their rule.
  const score = hasParts(question.type)
    ? scoreChoices(question.scoring, keyedOptions(question), selection.optionIds)
    : {
        points: isCorrect ? 1 : 0,
        maxPoints: 1,
        parts: [{ part: 0, points: isCorrect ? 1 : 0, maxPoints: 1 }],
      };
  return {
    isCorrect: hasParts(question.type) ? score.points === score.maxPoints : isCorrect,
    ...score,
    correctOptionIds,
    correctAnswerText: isFill ? question.answer : null,
    acceptedAnswers: isFill ? question.acceptedAnswers : [],
    explanation: question.explanation,
    // The first part's picks: the students who answered when a part takes one choice.
    answerCount: picksIn(0),
    options: question.options.map((option) => ({
      id: option.id,
      pickCount: option.selected,
      pickPercentage:
        !isOrdering && picksIn(option.part) > 0
          ? (option.selected / picksIn(option.part)) * 100
          : 0,
    })),
  };
}

function PreviewBody({ question }: { question: TAdminQuestion }) {
  const shown = asTestQuestion(question);
  const [selection, setSelection] = useState<Selection>(EMPTY);
  const [struck, setStruck] = useState<string[]>([]);
  const [result, setResult] = useState<TAnswerResult | null>(null);
  const [warning, setWarning] = useState(false);

  const submit = () => {
    // An ordering is answered as shown: before any move, in the order it came in.
    const answer =
      question.type === 'ordering'
        ? { ...selection, optionIds: orderOf(shown, selection.optionIds) }
        : selection;
    const empty =
      question.type === 'fill_in_the_blanks'
        ? answer.text.trim() === ''
        : answer.optionIds.length === 0;
    setWarning(empty);
    if (empty) return;
    setSelection(answer);
    setResult(resultOf(question, answer));
  };

  return (
    <Stack gap="md">
      <QuestionView
        question={shown}
        total={1}
        selection={selection}
        onSelectionChange={setSelection}
        locked={result !== null}
        result={result}
        struck={struck}
        onToggleStrike={(id) =>
          setStruck((now) => (now.includes(id) ? now.filter((item) => item !== id) : [...now, id]))
        }
        onSubmitText={submit}
      />
      {warning ? (
        <Alert color="yellow" role="alert">
          {MESSAGES.noAnswerSelected}
        </Alert>
      ) : null}
      <Group justify="flex-end">
        {result ? (
          <Button
            variant="light"
            onClick={() => {
              setResult(null);
              setSelection(EMPTY);
            }}
          >
            Try again
          </Button>
        ) : (
          <Button onClick={submit}>Submit</Button>
        )}
      </Group>
    </Stack>
  );
}
