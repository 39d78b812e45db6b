import { Anchor, Text } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { PageHeading } from '../../../components/page-heading';
import { usePageTitle } from '../../../hooks/use-page-title';

/** /admin/dashboard/exams/:examId/view/:subjectId/questions: questions of one subject. */
export function AdminSubjectQuestionsPage() {
  usePageTitle('Subject questions');
  const { examId = '', subjectId = '' } = useParams();
  return (
    <>
      <PageHeading
        title="Subject questions"
        description="The questions of this subject, and the form to add one, will appear here."
      />
      <Text size="sm" data-exam-id={examId} data-subject-id={subjectId}>
        <Anchor component={Link} to="/admin/dashboard/exams">
          Back to Exams
        </Anchor>
      </Text>
    </>
  );
}
