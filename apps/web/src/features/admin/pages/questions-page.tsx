import { PageHeading } from '../../../components/page-heading';
import { usePageTitle } from '../../../hooks/use-page-title';

/** /admin/dashboard/questions: every question across exams. */
export function AdminQuestionsPage() {
  usePageTitle('Questions');
  return (
    <PageHeading
      title="Questions"
      description="All questions, reported questions and bulk CSV upload will appear here."
    />
  );
}
