import { Navigate, useParams } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { PageHeading } from '../../../components/page-heading';
import { PageLoader } from '../../../components/page-loader';
import { usePageTitle } from '../../../hooks/use-page-title';
import { useQuestion } from '../api/get-question';
import { editQuestionPath } from '../lib/paths';

/**
 * /admin/dashboard/questions/:questionId/edit: the question's edit form, for pages that know a
 * question by its id only (a case study's steps); the form lives under its exam and subject.
 */
export function AdminQuestionEditRedirectPage() {
  const { questionId = '' } = useParams();
  const question = useQuestion(questionId);
  usePageTitle('Edit question');

  if (question.isPending) return <PageLoader />;
  if (question.error || !question.data) {
    return (
      <>
        <PageHeading title="Edit question" />
        <LoadError
          title="Could not load this question"
          error={question.error}
          onRetry={() => void question.refetch()}
          retrying={question.isFetching}
          maw={640}
        />
      </>
    );
  }
  const { examId, subjectId, id } = question.data;
  return <Navigate to={editQuestionPath(examId, subjectId, id)} replace />;
}
