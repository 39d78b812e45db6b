import { Alert, Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { FREE_TRIAL_QUESTIONS } from '@prepward/shared/constants';
import { MESSAGES } from '@prepward/shared/messages';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useExam } from '../api/get-exam';
import { useStartFreeTrial } from '../api/start-free-trial';
import { testPagePath } from '../lib/paths';

type FreeTrialDialogProps = {
  examId: string;
  examName: string;
  opened: boolean;
  onClose: () => void;
};

/** Explains the free trial; Start begins it, or Continue goes back to the one started. */
export function FreeTrialDialog({ examId, examName, opened, onClose }: FreeTrialDialogProps) {
  const navigate = useNavigate();
  const exam = useExam(examId, { enabled: opened });
  const start = useStartFreeTrial();
  const existingTestId = exam.data?.freeTrial.testId ?? null;

  const begin = () =>
    start.mutate(examId, {
      onSuccess: ({ testId, endTime }) => {
        notifySuccess(MESSAGES.examStarted);
        onClose();
        void navigate(testPagePath(examId, testId, endTime));
      },
      onError: (err) => notifyError(errorMessage(err)),
    });

  return (
    <Modal opened={opened} onClose={onClose} title={`Free trial: ${examName}`} size="lg">
      <Stack gap="md">
        <Text>
          Try this exam for free with {FREE_TRIAL_QUESTIONS} questions from its question bank before
          you buy.
        </Text>
        <List spacing={4} size="sm">
          <List.Item>
            {FREE_TRIAL_QUESTIONS} free questions, chosen for you from the whole exam.
          </List.Item>
          <List.Item>No timer: answer at your own pace and come back to it later.</List.Item>
          <List.Item>You see whether each answer is right, with the explanation.</List.Item>
          <List.Item>Buy access to take tests by subject and timed mock exams.</List.Item>
        </List>
        {existingTestId ? (
          <Alert color="blue" variant="light">
            You have already started this free trial. Continue where you left off.
          </Alert>
        ) : null}
        {exam.data?.access.active ? (
          <Alert color="teal" variant="light">
            You already have access to this exam: start a practice test or mock exam instead.
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          {existingTestId ? (
            <Button
              onClick={() => {
                onClose();
                void navigate(testPagePath(examId, existingTestId));
              }}
            >
              Continue free trial
            </Button>
          ) : (
            <Button
              onClick={begin}
              loading={start.isPending}
              disabled={exam.isPending || exam.data?.access.active}
            >
              Start free trial
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
