import { Anchor, Text } from '@mantine/core';
import { ONE_TIME_CODE } from '@prepward/shared/constants';
import { Link } from 'react-router';
import { usePageTitle } from '../../../hooks/use-page-title';
import { AuthPageIntro } from '../components/auth-page-intro';

export function VerifyEmailPage() {
  usePageTitle('Verify your email');
  return (
    <AuthPageIntro
      title="Verify your email"
      description={`We send a ${ONE_TIME_CODE.length}-digit code to your email address after you sign up. The form to enter it is coming next.`}
    >
      <Text size="sm" ta="center" mt="md">
        Already verified?{' '}
        <Anchor component={Link} to="/signin">
          Sign in
        </Anchor>
      </Text>
    </AuthPageIntro>
  );
}
