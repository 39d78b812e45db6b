import { SimpleGrid } from '@mantine/core';
import { PageHeading } from '../../../components/page-heading';
import { usePageTitle } from '../../../hooks/use-page-title';
import { PasswordSection } from '../components/password-section';
import { ProfileSection } from '../components/profile-section';

/** /user/account: profile and password. */
export function AccountPage() {
  usePageTitle('Account');
  return (
    <>
      <PageHeading title="Account" description="Manage your profile and your password." />
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg" style={{ alignItems: 'start' }}>
        <ProfileSection />
        <PasswordSection />
      </SimpleGrid>
    </>
  );
}
