import { PageHeading } from '../../../components/page-heading';
import { usePageTitle } from '../../../hooks/use-page-title';

/** /admin/dashboard/users: students. */
export function AdminUsersPage() {
  usePageTitle('Users');
  return (
    <PageHeading
      title="Users"
      description="All users, users with an active subscription and banned users will appear here."
    />
  );
}
