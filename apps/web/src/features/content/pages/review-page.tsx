import { Button, Select, Stack } from '@mantine/core';
import { PAGINATION } from '@prepward/shared/constants';
import { MESSAGES } from '@prepward/shared/messages';
import type { TAdminQuestion } from '@prepward/shared/schemas/content';
import { useState } from 'react';
import { PageHeading } from '../../../components/page-heading';
import { useAdminPermissions } from '../../../hooks/use-admin-permissions';
import { useListParams } from '../../../hooks/use-list-params';
import { usePageTitle } from '../../../hooks/use-page-title';
import { failureMessage } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useApproveQuestion } from '../api/approve-question';
import { useExams } from '../api/list-exams';
import { useReviewQueue } from '../api/list-review-queue';
import { QuestionList } from '../components/question-list';
import { SendBackDialog } from '../components/send-back-dialog';

const MANY = { page: 1, perPage: PAGINATION.maxPerPage };

/**
 * /admin/dashboard/review: the questions in review of the reviewer's exams, the longest
 * waiting first, each with Approve and Send back.
 */
export function AdminReviewPage() {
  usePageTitle('Review');
  const [params, setParams] = useListParams();
  const { can } = useAdminPermissions();
  const examId = params.get('exam');
  const exams = useExams(MANY);
  const queue = useReviewQueue({
    page: params.page,
    perPage: params.perPage,
    ...(examId ? { examId } : {}),
  });
  const approve = useApproveQuestion();
  const [sendingBack, setSendingBack] = useState<{ question: TAdminQuestion; number: number }>();

  const approveQuestion = (question: TAdminQuestion) =>
    approve.mutate(question.id, {
      onSuccess: ({ message }) => notifySuccess(message),
      onError: (err) => notifyError(failureMessage(err, MESSAGES.failed)),
    });

  return (
    <>
      <PageHeading
        title="Review"
        description="Questions waiting for review, the longest waiting first. Approve one to publish it, or send it back to its author with what to change."
      />
      <Stack gap="md">
        <Select
          label="Exam"
          placeholder="All exams"
          clearable
          searchable
          data={(exams.data?.exams ?? []).map((exam) => ({ value: exam.id, label: exam.name }))}
          value={examId || null}
          onChange={(value) => setParams({ exam: value })}
          nothingFoundMessage="No exam by that name"
          w={{ base: '100%', sm: 320 }}
        />
        <QuestionList
          data={queue.data}
          isPending={queue.isPending}
          error={queue.error}
          onRetry={() => void queue.refetch()}
          params={params}
          setParams={setParams}
          canWrite={can('questions:write')}
          selectable={false}
          showPlace
          emptyText={
            examId
              ? 'No question of this exam is waiting for review.'
              : 'No question is waiting for review.'
          }
          actionsFor={(question, number) => (
            <>
              <Button
                size="xs"
                loading={approve.isPending && approve.variables === question.id}
                aria-label={`Approve question ${number}`}
                onClick={() => approveQuestion(question)}
              >
                Approve
              </Button>
              <Button
                size="xs"
                variant="light"
                color="orange"
                aria-label={`Send back question ${number}`}
                onClick={() => setSendingBack({ question, number })}
              >
                Send back
              </Button>
            </>
          )}
        />
      </Stack>
      <SendBackDialog
        question={sendingBack?.question ?? null}
        number={sendingBack?.number ?? 0}
        onClose={() => setSendingBack(undefined)}
      />
    </>
  );
}
