import { Accordion, Badge, Group, Stack, Text } from '@mantine/core';
import { PERCENT_DECIMALS } from '@prepward/shared/constants';
import { IconTag } from '@tabler/icons-react';
import type {
  TAnswerResult,
  TReviewQuestion,
  TTestQuestion,
} from '@prepward/shared/schemas/attempts';
import { memo, useState } from 'react';
import { MakeFlashcardButton } from '../../../components/make-flashcard-button-lazy';
import { pointsText } from '../../../components/question/items/parts';
import { QuestionView } from '../../../components/question/question-view';
import { useStemHighlights } from '../hooks/use-question-study';
import { EMPTY_SELECTION, selectionOfHeld } from '../lib/answers';
import { ExamTools } from './exam-tools';

const percent = (value: number) => `${value.toFixed(PERCENT_DECIMALS)}%`;
const seconds = (value: number | null) => (value === null ? '—' : `${value} s`);

function outcomeOf(item: TReviewQuestion) {
  if (item.isCorrect === null) return { label: 'Not answered', color: 'gray' };
  if (item.isCorrect) return { label: 'Correct', color: 'teal' };
  // Partial credit: some parts right (a matrix row, a cloze blank).
  return item.points > 0
    ? { label: 'Partly correct', color: 'orange' }
    : { label: 'Incorrect', color: 'red' };
}

/** The reviewed question in the shapes the exam page's renderer takes. */
function asRevealedQuestion(item: TReviewQuestion): {
  question: TTestQuestion;
  result: TAnswerResult;
} {
  return {
    question: {
      id: item.id,
      number: item.number,
      type: item.type,
      question: item.question,
      options: item.options.map(({ id, label, value, part }) => ({ id, label, value, part })),
      item: item.item,
      case: item.case,
      tagged: item.tagged,
      answer: item.answer,
      result: null,
    },
    result: {
      isCorrect: item.isCorrect === true,
      points: item.points,
      maxPoints: item.maxPoints,
      parts: item.parts,
      correctOptionIds: item.options.filter((option) => option.isCorrect).map((o) => o.id),
      correctAnswerText: item.correctAnswerText,
      acceptedAnswers: item.acceptedAnswers,
      explanation: item.explanation,
      answerCount: 0,
      options: item.options.map((option) => ({
        id: option.id,
        pickCount: 0,
        pickPercentage: option.pickPercentage,
      })),
    },
  };
}

const ignore = () => undefined;

type ReviewItemProps = {
  item: TReviewQuestion;
  total: number;
  examId: string;
  testId: string;
};

/** What an open question of the review shows: its tools, the question revealed, the figures. */
function ReviewDetails({ item, total, examId, testId }: ReviewItemProps) {
  const stemHighlights = useStemHighlights(examId, testId, item.id);
  const { question, result } = asRevealedQuestion(item);
  return (
    <Stack gap="sm">
      <ExamTools examId={examId} testId={testId} questionId={item.id} />
      <QuestionView
        question={question}
        total={total}
        selection={item.answer ? selectionOfHeld(item.answer) : EMPTY_SELECTION}
        onSelectionChange={ignore}
        locked
        result={result}
        struck={[]}
        onToggleStrike={ignore}
        onSubmitText={ignore}
        {...stemHighlights}
      />
      <Group>
        <MakeFlashcardButton questionId={item.id} />
      </Group>
      <Group gap="lg" wrap="wrap">
        <Text size="sm">
          Your time: <strong>{seconds(item.timeSpentSeconds)}</strong> · Peers' average:{' '}
          <strong>{seconds(item.peerAverageSeconds)}</strong>
        </Text>
        <Text size="sm">
          Difficulty:{' '}
          <strong>
            {item.peerCorrectPercentage === null
              ? 'no other answers yet'
              : `${percent(item.peerCorrectPercentage)} of ${item.peerCount} other ${item.peerCount === 1 ? 'student' : 'students'} got it right`}
          </strong>
        </Text>
      </Group>
    </Stack>
  );
}

/**
 * One question of the review: drawn as on the exam page once revealed, with peers' figures.
 * Its details are rendered when it is first opened, then kept: a closed panel's content is
 * hidden, and rendering every question's in advance held a phone's main thread for a second.
 * Memoized: the review adds its questions a few at a time (ReviewList), and each step must not
 * render again the ones already there.
 */
export const ReviewItem = memo(function ReviewItem({
  opened,
  ...props
}: ReviewItemProps & { opened: boolean }) {
  const { item } = props;
  const outcome = outcomeOf(item);
  const [seen, setSeen] = useState(opened);
  if (opened && !seen) setSeen(true);
  return (
    <Accordion.Item value={item.id}>
      <Accordion.Control>
        <Group gap="sm" wrap="wrap">
          <Text fw={600}>Question {item.number}</Text>
          <Badge color={`${outcome.color}.9`} variant="filled">
            {outcome.label}
          </Badge>
          {item.maxPoints > 1 ? (
            <Text size="sm" fw={600}>
              {pointsText(item.points, item.maxPoints)}
            </Text>
          ) : null}
          {item.tagged ? (
            <Badge variant="light" leftSection={<IconTag size={12} aria-hidden="true" />}>
              Tagged
            </Badge>
          ) : null}
          <Text size="sm" c="dimmed">
            {item.courseName} · {item.subjectName}
          </Text>
          {item.case ? (
            <Text size="sm">
              Case study: {item.case.title} · Question {item.case.step} of {item.case.steps}
            </Text>
          ) : null}
        </Group>
      </Accordion.Control>
      <Accordion.Panel>{seen ? <ReviewDetails {...props} /> : null}</Accordion.Panel>
    </Accordion.Item>
  );
});
