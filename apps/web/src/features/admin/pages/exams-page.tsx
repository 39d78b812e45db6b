import { PageHeading } from '../../../components/page-heading';
import { usePageTitle } from '../../../hooks/use-page-title';

/** /admin/dashboard/exams: the exam catalogue. */
export function AdminExamsPage() {
  usePageTitle('Exams');
  return (
    <PageHeading
      title="Exams"
      description="All exams with their price and date added, and the form to add a new exam, will appear here."
    />
  );
}
