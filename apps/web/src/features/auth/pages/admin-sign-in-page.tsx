import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { usePageTitle } from '../../../hooks/use-page-title';
import { AuthPageIntro } from '../components/auth-page-intro';

export function AdminSignInPage() {
  usePageTitle('Admin sign in');
  return (
    <AuthPageIntro
      title="Admin sign in"
      description="For PrepWard administrators. The administrator sign-in form is coming next."
    >
      <Text size="sm" ta="center" mt="md">
        Preparing for an exam?{' '}
        <Anchor component={Link} to="/signin">
          Student sign in
        </Anchor>
      </Text>
    </AuthPageIntro>
  );
}
