import { Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import type { TMyExam } from '@prepward/shared/schemas/commerce';
import { useStartTest } from '../../../api/my-exams';
import { examPagePath } from '../../../lib/student-paths';

type StartMockDialogProps = {
  exam: TMyExam | null;
  onClose: () => void;
};

/** The start mock exam dialog: the exam's own question count and time. */
export function StartMockDialog({ exam, onClose }: StartMockDialogProps) {
  const navigate = useNavigate();
  const start = useStartTest();
  const begin = () => {
    if (!exam || start.isPending) return;
    // Count and time are the exam's: the server takes them from it whatever is sent.
    start.mutate(
      { examId: exam.id, request: { type: 'mock' } },
      {
        onSuccess: (test) => {
          notifySuccess(test.message);
          onClose();
          void navigate(examPagePath(exam.id, test));
        },
        onError: (error) => notifyError(errorMessage(error)),
      },
    );
  };
  return (
    <Modal opened={exam !== null} onClose={onClose} title="Start mock exam" centered>
      {exam ? (
        <Stack gap="md">
          <Text fw={600}>{exam.name}</Text>
          <List spacing={4} size="sm">
            <List.Item>{exam.mockQuestions} questions from across the exam</List.Item>
            <List.Item>Each subject in proportion to its share of the exam</List.Item>
            <List.Item>{exam.mockTestTime} minutes; the clock cannot be paused</List.Item>
            <List.Item>
              You can change your answers until the end; results and analytics come after it
            </List.Item>
          </List>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button onClick={begin} loading={start.isPending}>
              Start mock exam
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
