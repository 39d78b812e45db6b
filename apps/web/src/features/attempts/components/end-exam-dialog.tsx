import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import classes from './exam.module.css';

type EndExamDialogProps = {
  opened: boolean;
  onClose: () => void;
  onEnd: () => void;
  /** Closes the dialog on a question (0-based), to answer or check it first. */
  onGoTo: (index: number) => void;
  ending: boolean;
  questionCount: number;
  /** Indexes (0-based) of the questions with no answer, and of those tagged for review. */
  unanswered: readonly number[];
  tagged: readonly number[];
  unsavedCount: number;
  isMock: boolean;
  isFreeTrial: boolean;
};

/** A long mock lists its first questions of a kind; the question panel has them all. */
const MAX_LISTED = 12;

/** The questions of one kind, each a button that goes back to it. */
function QuestionList({
  label,
  indexes,
  onGoTo,
}: {
  label: string;
  indexes: readonly number[];
  onGoTo: (index: number) => void;
}) {
  if (indexes.length === 0) return null;
  const shown = indexes.slice(0, MAX_LISTED);
  return (
    <Stack gap={4}>
      <Text fw={600} size="sm">
        {label}
      </Text>
      <Group gap="xs" role="list" aria-label={label}>
        {shown.map((index) => (
          <div role="listitem" key={index}>
            <Button
              variant="default"
              size="compact-md"
              className={classes.dialogQuestion}
              aria-label={`Go to question ${index + 1}`}
              onClick={() => onGoTo(index)}
            >
              {index + 1}
            </Button>
          </div>
        ))}
      </Group>
      {indexes.length > shown.length ? (
        <Text size="sm" c="dimmed">
          and {indexes.length - shown.length} more: see the question panel.
        </Text>
      ) : null}
    </Stack>
  );
}

/**
 * Asks before ending: how much is answered, which questions are unanswered or tagged for review
 * (each a way back to it), what is not saved yet, and what comes next.
 */
export function EndExamDialog({
  opened,
  onClose,
  onEnd,
  onGoTo,
  ending,
  questionCount,
  unanswered,
  tagged,
  unsavedCount,
  isMock,
  isFreeTrial,
}: EndExamDialogProps) {
  const answeredCount = questionCount - unanswered.length;
  return (
    <Modal opened={opened} onClose={onClose} title="End the exam?" centered>
      <Stack gap="md">
        <Text>
          You answered {answeredCount} of {questionCount} questions.
          {unsavedCount > 0
            ? ` ${unsavedCount} not saved yet: we will try to send them first.`
            : ''}{' '}
          {isMock
            ? 'Answers cannot be changed after the end; your results come next.'
            : isFreeTrial
              ? "You can review your answers later from the exam's Free trial button on All Exams."
              : 'You can review your answers from My Exams.'}
        </Text>
        {unanswered.length > 0 ? (
          <Text c="yellow.9" fw={600} role="note">
            {unanswered.length === 1
              ? '1 question is still unanswered.'
              : `${unanswered.length} questions are still unanswered.`}
          </Text>
        ) : null}
        <QuestionList label="Unanswered" indexes={unanswered} onGoTo={onGoTo} />
        <QuestionList label="Tagged for review" indexes={tagged} onGoTo={onGoTo} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Keep going
          </Button>
          <Button color="red" onClick={onEnd} loading={ending}>
            End Exam
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
