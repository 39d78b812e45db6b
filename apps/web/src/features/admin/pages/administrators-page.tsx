import { PageHeading } from '../../../components/page-heading';
import { usePageTitle } from '../../../hooks/use-page-title';

/** /admin/dashboard/administrators: who can manage PrepWard. */
export function AdminAdministratorsPage() {
  usePageTitle('Administrators');
  return (
    <PageHeading
      title="Administrators"
      description="Administrators with their permission, and the button to add a new administrator, will appear here."
    />
  );
}
