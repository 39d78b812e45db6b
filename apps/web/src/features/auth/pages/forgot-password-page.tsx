import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { usePageTitle } from '../../../hooks/use-page-title';
import { AuthPageIntro } from '../components/auth-page-intro';

export function ForgotPasswordPage() {
  usePageTitle('Forgot password');
  return (
    <AuthPageIntro
      title="Forgot password"
      description="Enter your email address and we will send you a code to choose a new password. The form is coming next."
    >
      <Text size="sm" ta="center" mt="md">
        Remembered it?{' '}
        <Anchor component={Link} to="/signin">
          Back to sign in
        </Anchor>
      </Text>
    </AuthPageIntro>
  );
}
