import { PageHeading } from '../../../components/page-heading';
import { usePageTitle } from '../../../hooks/use-page-title';

/** /admin/dashboard and /admin/dashboard/overview: the admin home. */
export function AdminOverviewPage() {
  usePageTitle('Overview');
  return (
    <PageHeading
      title="Overview"
      description="Totals for students, exams, sales and revenue will appear here."
    />
  );
}
