import { Alert, Button, Card, Center, Loader, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { MESSAGES } from '@prepward/shared/messages';
import type { TAdminQuestion } from '@prepward/shared/schemas/content';
import { useState } from 'react';
import { TablePagination } from '../../../components/admin-table/table-pagination';
import type { ListParams, ListParamsChange } from '../../../hooks/use-list-params';
import { errorMessage, failureMessage } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useDeleteQuestion } from '../api/delete-question';
import type { QuestionList as QuestionListData } from '../api/list-questions';
import { editQuestionPath, questionHistoryPath } from '../lib/paths';
import { QuestionCard } from './question-card';
import { QuestionPreviewModal } from './question-preview-modal';

type QuestionListProps = {
  data: QuestionListData | undefined;
  isPending: boolean;
  error: unknown;
  onRetry: () => void;
  params: ListParams;
  setParams: (change: ListParamsChange) => void;
  canWrite: boolean;
  emptyText: string;
  showPlace?: boolean;
};

/** A server-paginated list of question cards with preview, edit and delete. */
export function QuestionList({
  data,
  isPending,
  error,
  onRetry,
  params,
  setParams,
  canWrite,
  emptyText,
  showPlace = false,
}: QuestionListProps) {
  const [previewing, setPreviewing] = useState<TAdminQuestion | null>(null);
  const deleteQuestion = useDeleteQuestion();

  const remove = (question: TAdminQuestion, number: number) =>
    modals.openConfirmModal({
      title: 'Delete question',
      centered: true,
      children: (
        <Text size="sm">
          Delete question {number}? If students have already answered it, it is retired instead: it
          leaves new tests and their results stay.
        </Text>
      ),
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        deleteQuestion.mutate(question.id, {
          onSuccess: ({ message }) => notifySuccess(message),
          onError: (err) => notifyError(failureMessage(err, MESSAGES.failed)),
        }),
    });

  if (error && !data) {
    return (
      <Alert color="red" title="Could not load questions" role="alert">
        <Stack gap="xs" align="flex-start">
          {errorMessage(error)}
          <Button size="xs" variant="light" color="red" onClick={onRetry}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (isPending && !data) {
    return (
      <Center role="status" py="xl">
        <Loader size="sm" aria-hidden="true" />
        <Text ml="sm" size="sm">
          Loading...
        </Text>
      </Center>
    );
  }
  const questions = data?.questions ?? [];
  const offset = (params.page - 1) * params.perPage;
  return (
    <Stack gap="md">
      {questions.length === 0 ? (
        <Card withBorder padding="lg">
          <Text c="dimmed" ta="center">
            {emptyText}
          </Text>
        </Card>
      ) : (
        questions.map((question, index) => (
          <QuestionCard
            key={question.id}
            question={question}
            number={offset + index + 1}
            showPlace={showPlace}
            onPreview={() => setPreviewing(question)}
            editHref={
              canWrite
                ? editQuestionPath(question.examId, question.subjectId, question.id)
                : undefined
            }
            historyHref={questionHistoryPath(question.id)}
            onDelete={canWrite ? () => remove(question, offset + index + 1) : undefined}
          />
        ))
      )}
      {data && data.pagination.total > 0 ? (
        <TablePagination
          label="questions"
          page={params.page}
          perPage={params.perPage}
          total={data.pagination.total}
          onPageChange={(page) => setParams({ page })}
          onPerPageChange={(perPage) => setParams({ perPage })}
        />
      ) : null}
      <QuestionPreviewModal question={previewing} onClose={() => setPreviewing(null)} />
    </Stack>
  );
}
