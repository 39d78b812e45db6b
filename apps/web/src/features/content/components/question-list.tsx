import { Alert, Button, Card, Center, Checkbox, Loader, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { MESSAGES } from '@prepward/shared/messages';
import type { TAdminQuestion } from '@prepward/shared/schemas/content';
import { useState, type ReactNode } from 'react';
import { TablePagination } from '../../../components/admin-table/table-pagination';
import type { ListParams, ListParamsChange } from '../../../hooks/use-list-params';
import { errorMessage, failureMessage } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useDeleteQuestion } from '../api/delete-question';
import type { QuestionList as QuestionListData } from '../api/list-questions';
import { useSubmitQuestionForReview } from '../api/submit-question';
import { editQuestionPath, questionHistoryPath } from '../lib/paths';
import { QuestionBulkBar } from './question-bulk-bar';
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
  /** Reviewers (questions:review) may publish a selection. */
  canReview?: boolean;
  /** Checkboxes and the bulk action bar (for those who write questions, unless turned off). */
  selectable?: boolean;
  emptyText: string;
  showPlace?: boolean;
  /** Workflow buttons of a question, in place of Submit for review on drafts. */
  actionsFor?: (question: TAdminQuestion, number: number) => ReactNode;
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
  canReview = false,
  selectable = canWrite,
  emptyText,
  showPlace = false,
  actionsFor,
}: QuestionListProps) {
  const [previewing, setPreviewing] = useState<TAdminQuestion | null>(null);
  // Kept across pages, by id: a selection may gather questions from several pages.
  const [selected, setSelected] = useState<ReadonlyMap<string, TAdminQuestion>>(new Map());
  const deleteQuestion = useDeleteQuestion();
  const submitQuestion = useSubmitQuestionForReview();

  const select = (changed: readonly TAdminQuestion[], checked: boolean) =>
    setSelected((current) => {
      const next = new Map(current);
      for (const question of changed) {
        if (checked) next.set(question.id, question);
        else next.delete(question.id);
      }
      return next;
    });

  const submit = (question: TAdminQuestion) =>
    submitQuestion.mutate(question.id, {
      onSuccess: ({ message }) => notifySuccess(message),
      onError: (err) => notifyError(failureMessage(err, MESSAGES.failed)),
    });
  const defaultActions = (question: TAdminQuestion, number: number) =>
    canWrite && question.status === 'draft' ? (
      <Button
        size="xs"
        variant="light"
        loading={submitQuestion.isPending && submitQuestion.variables === question.id}
        aria-label={`Submit for review: question ${number}`}
        onClick={() => submit(question)}
      >
        Submit for review
      </Button>
    ) : null;

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
          onSuccess: ({ message }) => {
            notifySuccess(message);
            select([question], false);
          },
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
  const selectedOnPage = questions.filter((question) => selected.has(question.id)).length;
  return (
    <Stack gap="md">
      {selectable && questions.length > 0 ? (
        <Checkbox
          label="Select all on this page"
          checked={selectedOnPage === questions.length}
          indeterminate={selectedOnPage > 0 && selectedOnPage < questions.length}
          onChange={(event) => select(questions, event.currentTarget.checked)}
        />
      ) : null}
      {selectable && selected.size > 0 ? (
        <QuestionBulkBar
          selected={[...selected.values()]}
          canPublish={canReview}
          onDone={() => setSelected(new Map())}
        />
      ) : null}
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
            selection={
              selectable
                ? {
                    checked: selected.has(question.id),
                    onChange: (checked) => select([question], checked),
                  }
                : undefined
            }
            actions={(actionsFor ?? defaultActions)(question, offset + index + 1)}
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
