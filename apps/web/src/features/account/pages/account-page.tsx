import { SimpleGrid } from '@mantine/core';
import { PageHeading } from '../../../components/page-heading';
import { usePageTitle } from '../../../hooks/use-page-title';
import { DisplaySection } from '../components/display-section';
import { FlashcardsSection } from '../components/flashcards-section';
import { PasswordSection } from '../components/password-section';
import { ProfileSection } from '../components/profile-section';

/** /user/account: profile, password and display (text size, theme). */
export function AccountPage() {
  usePageTitle('Account');
  return (
    <>
      <PageHeading
        title="Account"
        description="Manage your profile, your password and how your pages look."
      />
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg" style={{ alignItems: 'start' }}>
        <ProfileSection />
        <PasswordSection />
        <DisplaySection />
        <FlashcardsSection />
      </SimpleGrid>
    </>
  );
}
