import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { TEST_LIMITS } from '@prepward/shared/constants';
import type { TReviewCounts } from '@prepward/shared/schemas/attempts';
import { useNavigate } from 'react-router';
import { useStartTest } from '../../../api/my-exams';
import { errorMessage } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { examPagePath } from '../../../lib/student-paths';
import { useReviewCounts } from '../api/list-review-counts';

const REVIEW_MODES = [
  { mode: 'incorrect', label: 'Incorrect', noun: 'incorrect' },
  { mode: 'tagged', label: 'Tagged', noun: 'tagged' },
] as const;

/**
 * The questions to review in every exam the student owns: one click starts an untimed
 * practice test of that exam's incorrect or tagged questions (a test belongs to one exam).
 * Hidden while there is nothing to review.
 */
export function ReviewCard() {
  const navigate = useNavigate();
  const counts = useReviewCounts();
  const start = useStartTest();
  const exams = (counts.data ?? []).filter((exam) => exam.incorrect > 0 || exam.tagged > 0);
  if (exams.length === 0) return null;

  const review = (exam: TReviewCounts, mode: 'incorrect' | 'tagged') => {
    if (start.isPending) return;
    start.mutate(
      {
        examId: exam.examId,
        request: {
          type: 'practice',
          questionMode: mode,
          questions: Math.min(exam[mode], TEST_LIMITS.maxQuestions),
          timed: false,
        },
      },
      {
        onSuccess: (test) => {
          notifySuccess(test.message);
          void navigate(examPagePath(exam.examId, test));
        },
        onError: (error) => notifyError(errorMessage(error)),
      },
    );
  };

  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="review-title">
      <Title order={2} fz="lg" id="review-title">
        Review your mistakes
      </Title>
      <Text c="dimmed" size="sm" mt={4} mb="sm">
        An untimed test of the questions you last answered wrong, or those you tagged, in one exam.
      </Text>
      <Stack gap="sm">
        {exams.map((exam) => (
          <Group key={exam.examId} justify="space-between" gap="sm">
            <Text fw={600} size="sm" lineClamp={2} style={{ minWidth: 0, flex: '1 1 12rem' }}>
              {exam.examName}
            </Text>
            <Group gap="xs" wrap="nowrap">
              {REVIEW_MODES.map(({ mode, label, noun }) => (
                <Button
                  key={mode}
                  variant="light"
                  size="sm"
                  disabled={exam[mode] === 0}
                  loading={
                    start.isPending &&
                    start.variables.request.questionMode === mode &&
                    start.variables.examId === exam.examId
                  }
                  onClick={() => review(exam, mode)}
                  aria-label={`Review ${exam[mode]} ${noun} questions: ${exam.examName}`}
                >
                  {`${label} (${exam[mode]})`}
                </Button>
              ))}
            </Group>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}
