import { Alert, Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { FREE_TRIAL_QUESTIONS } from '@prepward/shared/constants';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useCatalogue } from '../api/list-catalogue';
import { useStartTest } from '../api/start-test';
import { examPagePath } from '../lib/paths';

type FreeTrialDialogProps = {
  opened: boolean;
  onClose: () => void;
  /** Exams the student has access to: no free trial needed there. */
  ownedExamIds: readonly string[];
  initialExamId?: string | null;
};

/** The free trial dialog: 20 questions of an exam the student does not own, no timer. */
export function FreeTrialDialog({
  opened,
  onClose,
  ownedExamIds,
  initialExamId = null,
}: FreeTrialDialogProps) {
  const navigate = useNavigate();
  const start = useStartTest();
  const catalogue = useCatalogue(opened);
  const [examId, setExamId] = useState<string | null>(initialExamId);
  const options = (catalogue.data ?? [])
    .filter((exam) => !ownedExamIds.includes(exam.id))
    .map((exam) => ({ value: exam.id, label: exam.name }));

  const begin = () => {
    if (!examId || start.isPending) return;
    // A student who already has a free trial of this exam gets it back.
    start.mutate(
      { examId, request: { type: 'free-trial' } },
      {
        onSuccess: (test) => {
          notifySuccess(test.message);
          onClose();
          void navigate(examPagePath(examId, test));
        },
        onError: (error) => notifyError(errorMessage(error)),
      },
    );
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Free trial" centered>
      <Stack gap="md">
        <Text size="sm">
          Try {FREE_TRIAL_QUESTIONS} questions of an exam before buying it, with no timer. You see
          the answer, the explanation and how other students answered after each question. If you
          already started the free trial of that exam, you go back to it.
        </Text>
        {catalogue.isError ? (
          <Alert color="red" title="Could not load the exams">
            {errorMessage(catalogue.error)}
          </Alert>
        ) : null}
        <Select
          label="Exam"
          placeholder={catalogue.isLoading ? 'Loading…' : 'Choose an exam'}
          data={options}
          value={examId}
          onChange={setExamId}
          searchable
          nothingFoundMessage="No exam to try"
          disabled={!catalogue.data}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={begin} loading={start.isPending} disabled={!examId}>
            Start free trial
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
