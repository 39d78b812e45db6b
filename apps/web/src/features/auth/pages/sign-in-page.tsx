import { Anchor, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { usePageTitle } from '../../../hooks/use-page-title';
import { AuthPageIntro } from '../components/auth-page-intro';

/** Student sign-in (/signin, and /login where unauthorized visitors are sent). */
export function SignInPage() {
  usePageTitle('Sign in');
  return (
    <AuthPageIntro
      title="Sign in"
      description="Sign in to continue your exam preparation. The sign-in form is coming next."
    >
      <Group justify="space-between" mt="md" gap="xs">
        <Anchor component={Link} to="/forgotpassword" size="sm">
          Forgot Password?
        </Anchor>
        <Text size="sm">
          New here?{' '}
          <Anchor component={Link} to="/signup">
            Sign up
          </Anchor>
        </Text>
      </Group>
    </AuthPageIntro>
  );
}
