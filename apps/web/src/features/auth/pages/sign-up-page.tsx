import { Anchor, Text } from '@mantine/core';
import { FREE_TRIAL_QUESTIONS } from '@prepward/shared/constants';
import { Link } from 'react-router';
import { usePageTitle } from '../../../hooks/use-page-title';
import { AuthPageIntro } from '../components/auth-page-intro';

export function SignUpPage() {
  usePageTitle('Create your account');
  return (
    <AuthPageIntro
      title="Create your account"
      description={`Join PrepWard and try ${FREE_TRIAL_QUESTIONS} free questions on any exam. The sign-up form is coming next.`}
    >
      <Text size="sm" ta="center" mt="md">
        Already have an account?{' '}
        <Anchor component={Link} to="/signin">
          Sign in
        </Anchor>
      </Text>
    </AuthPageIntro>
  );
}
