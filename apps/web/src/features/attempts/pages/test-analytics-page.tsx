import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { TEST_TYPE_LABELS } from '@prepward/shared/constants';
import { useDeferredValue } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { PageHeading } from '../../../components/page-heading';
import { PageLoader } from '../../../components/page-loader';
import { usePageTitle } from '../../../hooks/use-page-title';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date';
import { examPagePath } from '../../../lib/student-paths';
import { useTestAnalytics } from '../api/get-test-analytics';
import { TestResults } from '../components/test-results';

/** /user/my-exams/:examId/analytics?testId= : results of a mock exam, and of practice tests. */
export function TestAnalyticsPage() {
  const { examId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const testId = searchParams.get('testId');
  const analytics = useTestAnalytics(examId, testId);
  // The results (charts, tables, every question's review) render in slices that let the
  // browser answer between them, not in one long task when they arrive.
  const data = useDeferredValue(analytics.data);
  const type = analytics.data?.test.type;
  usePageTitle(type === 'mock' || !type ? 'Mock exam analytics' : 'Test results');

  if (!testId) {
    return (
      <>
        <PageHeading title="Mock exam analytics" />
        <Alert color="yellow" title="No test selected" maw={560}>
          Open analytics from a finished test in{' '}
          <Anchor component={Link} to="/user/my-exams">
            My Exams
          </Anchor>
          .
        </Alert>
      </>
    );
  }
  if (analytics.isPending) return <PageLoader />;
  if (analytics.isError) {
    const running = isApiError(analytics.error) && analytics.error.status === 409;
    return (
      <>
        <PageHeading title="Mock exam analytics" />
        <Alert
          color={running ? 'blue' : 'red'}
          maw={640}
          title={running ? 'Not yet' : 'Could not load the results'}
        >
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{errorMessage(analytics.error)}</Text>
            {running ? (
              <Button
                component={Link}
                to={examPagePath(examId, { testId, endTime: null })}
                size="xs"
                variant="white"
              >
                Back to the exam
              </Button>
            ) : (
              <Button size="xs" variant="white" onClick={() => void analytics.refetch()}>
                Try again
              </Button>
            )}
          </Stack>
        </Alert>
      </>
    );
  }
  if (!data) return <PageLoader />;
  const { test } = data;
  return (
    <>
      <PageHeading
        title={
          test.type === 'mock' ? 'Mock exam analytics' : `${TEST_TYPE_LABELS[test.type]} results`
        }
        description={`${test.examName} · started ${formatDateTime(test.startedAt)}`}
      />
      <TestResults examId={examId} analytics={data} />
    </>
  );
}
