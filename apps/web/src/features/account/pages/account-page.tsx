import { PageHeading } from '../../../components/page-heading';
import { usePageTitle } from '../../../hooks/use-page-title';

/** /user/account: profile and password. */
export function AccountPage() {
  usePageTitle('Account');
  return (
    <PageHeading
      title="Account"
      description="Your profile details and password settings will appear here."
    />
  );
}
