import { Button, Group, Modal, Stack, Text } from '@mantine/core';

type EndExamDialogProps = {
  opened: boolean;
  onClose: () => void;
  onEnd: () => void;
  ending: boolean;
  answeredCount: number;
  questionCount: number;
  unsavedCount: number;
  isMock: boolean;
  isFreeTrial: boolean;
};

/** Asks before ending: how much is answered, what is not saved yet, what comes next. */
export function EndExamDialog({
  opened,
  onClose,
  onEnd,
  ending,
  answeredCount,
  questionCount,
  unsavedCount,
  isMock,
  isFreeTrial,
}: EndExamDialogProps) {
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
