import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { MESSAGES } from '@prepward/shared/messages';
import { useDeferredValue, useMemo } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { PageHeading } from '../../../components/page-heading';
import { PageLoader } from '../../../components/page-loader';
import { usePageTitle } from '../../../hooks/use-page-title';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { useTest } from '../api/get-test';
import { ExamSession } from '../components/exam-session';

/**
 * /user/my-exams/:examId/exam?testId=&endTime= : the test-taking screen. Everything is
 * rebuilt from the server (questions, held answers, what is revealed, the timer), so a
 * reload or another device loses nothing; endTime in the address is informative only.
 */
export function TakeTestPage() {
  usePageTitle('Exam');
  const { examId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const testId = searchParams.get('testId');
  const test = useTest(examId, testId);
  // The screen (a few hundred components) renders in slices that let the browser answer
  // between them, not in one long task when the test arrives; the loader shows meanwhile.
  // (With the time it arrived, which the timer counts from and which keys the screen.)
  const arrived = useMemo(
    () => (test.data ? { detail: test.data, at: test.dataUpdatedAt } : undefined),
    [test.data, test.dataUpdatedAt],
  );
  const shown = useDeferredValue(arrived);

  if (!testId) {
    return (
      <>
        <PageHeading title="Exam" />
        <Alert color="yellow" title="No test selected" maw={560}>
          Start a test from your{' '}
          <Anchor component={Link} to="/user">
            dashboard
          </Anchor>{' '}
          or{' '}
          <Anchor component={Link} to="/user/my-exams">
            My Exams
          </Anchor>{' '}
          to see its questions.
        </Alert>
      </>
    );
  }
  if (test.isPending) return <PageLoader />;
  if (test.isError) {
    const notFound = isApiError(test.error) && test.error.status === 404;
    return (
      <>
        <PageHeading title="Exam" />
        <Alert color="red" title={MESSAGES.examLoadFailed} maw={560}>
          <Stack gap="sm" align="flex-start">
            <Text size="sm">
              {notFound ? 'This test does not exist or is not yours.' : errorMessage(test.error)}
            </Text>
            {notFound ? (
              <Button component={Link} to="/user/my-exams" size="xs" variant="white">
                Back to My Exams
              </Button>
            ) : (
              <Button size="xs" variant="white" onClick={() => void test.refetch()}>
                Try again
              </Button>
            )}
          </Stack>
        </Alert>
      </>
    );
  }
  if (!shown) return <PageLoader />;
  const { detail } = shown;
  if (detail.questions.length === 0) {
    return (
      <>
        <PageHeading title={detail.test.examName} />
        <Alert color="yellow" title="No questions">
          The questions of this test are no longer available.
        </Alert>
      </>
    );
  }
  return (
    <ExamSession
      // A fresh read from the server (e.g. after the test ended) starts the screen afresh.
      key={shown.at}
      examId={examId}
      detail={detail}
      receivedAt={shown.at}
    />
  );
}
