import { Alert, Anchor, Text } from '@mantine/core';
import { Link, useParams, useSearchParams } from 'react-router';
import { PageHeading } from '../../../components/page-heading';
import { usePageTitle } from '../../../hooks/use-page-title';

/** /user/my-exams/:examId/exam?testId=&endTime= : the test-taking screen. */
export function TakeTestPage() {
  usePageTitle('Exam');
  const { examId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const testId = searchParams.get('testId');
  const endTime = searchParams.get('endTime');
  const endDate = endTime ? new Date(endTime) : null;
  const validEnd = endDate && !Number.isNaN(endDate.getTime()) ? endDate : null;

  return (
    <>
      <PageHeading
        title="Exam"
        description="Your questions, the timer and the question navigator will appear here."
      />
      {testId ? (
        <Text size="sm" c="dimmed" data-exam-id={examId}>
          Test {testId}
          {validEnd ? ` · ends at ${validEnd.toLocaleTimeString()}` : ''}
        </Text>
      ) : (
        <Alert color="yellow" title="No test selected" maw={560}>
          Start a test from{' '}
          <Anchor component={Link} to="/user/my-exams">
            My Exams
          </Anchor>{' '}
          to see its questions.
        </Alert>
      )}
    </>
  );
}
