import { Alert, Button, Group, List, Modal, Select, Stack, Text } from '@mantine/core';
import { FREE_TRIAL_QUESTIONS } from '@prepward/shared/constants';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useExam, useExamNames } from '../api/exams';
import { useStartTest } from '../api/my-exams';
import { errorMessage } from '../lib/api-client';
import { notifyError, notifySuccess } from '../lib/notify';
import { examPagePath } from '../lib/student-paths';

type FreeTrialDialogProps = {
  opened: boolean;
  onClose: () => void;
  /** The exam to try (catalogue and quick view); without it the student chooses one. */
  exam?: { id: string; name: string };
  /** Exams the student has access to, left out of the choice: no free trial needed there. */
  ownedExamIds?: readonly string[];
};

/**
 * The free trial: 20 questions of an exam, no timer. Start begins it; a student who already
 * started this exam's free trial gets Continue instead, or Review once it has ended.
 */
export function FreeTrialDialog({
  opened,
  onClose,
  exam,
  ownedExamIds = [],
}: FreeTrialDialogProps) {
  const navigate = useNavigate();
  const [chosenId, setChosenId] = useState<string | null>(null);
  const examId = exam?.id ?? chosenId ?? '';
  const names = useExamNames(opened && !exam);
  const detail = useExam(examId, { enabled: opened });
  const start = useStartTest();
  const existingTestId = detail.data?.freeTrial.testId ?? null;
  const trialEnded = detail.data?.freeTrial.ended ?? false;
  const options = (names.data ?? [])
    .filter((item) => !ownedExamIds.includes(item.id))
    .map((item) => ({ value: item.id, label: item.name }));

  const go = (testId: string, endTime: string | null = null) => {
    onClose();
    void navigate(examPagePath(examId, { testId, endTime }));
  };
  const begin = () => {
    if (!examId || start.isPending) return;
    start.mutate(
      { examId, request: { type: 'free-trial' } },
      {
        onSuccess: (test) => {
          notifySuccess(test.message);
          go(test.testId, test.endTime);
        },
        onError: (error) => notifyError(errorMessage(error)),
      },
    );
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={exam ? `Free trial: ${exam.name}` : 'Free trial'}
      size="lg"
    >
      <Stack gap="md">
        <Text>
          Try an exam for free with {FREE_TRIAL_QUESTIONS} questions from its question bank before
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
        {exam ? null : (
          <>
            {names.isError ? (
              <Alert color="red" title="Could not load the exams">
                {errorMessage(names.error)}
              </Alert>
            ) : null}
            <Select
              label="Exam"
              placeholder={names.isLoading ? 'Loading…' : 'Choose an exam'}
              data={options}
              value={chosenId}
              onChange={setChosenId}
              searchable
              nothingFoundMessage="No exam to try"
              disabled={!names.data}
            />
          </>
        )}
        {existingTestId ? (
          <Alert color="blue" variant="light">
            {trialEnded
              ? 'You have finished this free trial. Review your answers, or buy access to this exam to keep practising.'
              : 'You have already started this free trial. Continue where you left off.'}
          </Alert>
        ) : null}
        {detail.data?.access.active ? (
          <Alert color="teal" variant="light">
            You already have access to this exam: start a practice test or mock exam instead.
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          {existingTestId ? (
            <Button onClick={() => go(existingTestId)}>
              {trialEnded ? 'Review free trial' : 'Continue free trial'}
            </Button>
          ) : (
            <Button
              onClick={begin}
              loading={start.isPending}
              disabled={!examId || detail.isPending || detail.data?.access.active}
            >
              Start free trial
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
