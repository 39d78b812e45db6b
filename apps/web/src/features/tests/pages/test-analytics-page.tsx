import { Alert, Anchor, Text } from '@mantine/core';
import { Link, useParams, useSearchParams } from 'react-router';
import { PageHeading } from '../../../components/page-heading';
import { usePageTitle } from '../../../hooks/use-page-title';

/** /user/my-exams/:examId/analytics?testId= : results of a mock exam. */
export function TestAnalyticsPage() {
  usePageTitle('Mock exam analytics');
  const { examId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const testId = searchParams.get('testId');

  return (
    <>
      <PageHeading
        title="Mock exam analytics"
        description="Your score and your results by subject will appear here."
      />
      {testId ? (
        <Text size="sm" c="dimmed" data-exam-id={examId}>
          Test {testId}
        </Text>
      ) : (
        <Alert color="yellow" title="No test selected" maw={560}>
          Open analytics from a finished mock exam in{' '}
          <Anchor component={Link} to="/user/my-exams">
            My Exams
          </Anchor>
          .
        </Alert>
      )}
    </>
  );
}
