import { Anchor, Text } from '@mantine/core';
import { Link, useParams, useSearchParams } from 'react-router';
import { PageHeading } from '../../../components/page-heading';
import { usePageTitle } from '../../../hooks/use-page-title';

/** /user/home/all-exams/view/:examId?name= : one exam at a glance. */
export function ExamQuickViewPage() {
  const { examId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const name = searchParams.get('name')?.trim() || 'Exam details';
  usePageTitle(name);

  return (
    <>
      <PageHeading
        title={name}
        description="The exam's description, courses, subjects and price will appear here."
      />
      <Text size="sm" data-exam-id={examId}>
        <Anchor component={Link} to="/user/home">
          Back to All Exams
        </Anchor>
      </Text>
    </>
  );
}
