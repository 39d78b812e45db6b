import { Alert, Anchor, Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { MESSAGES } from '@prepward/shared/messages';
import { ZLoginForm, type TLoginForm } from '@prepward/shared/schemas/auth';
import { IconMailExclamation } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { usePageTitle } from '../../../hooks/use-page-title';
import { errorMessage, failureMessage, isApiError } from '../../../lib/api-client';
import { markInvalid } from '../../../lib/forms';
import { notifyError, notifyInfo } from '../../../lib/notify';
import { useResendVerificationCode } from '../api/resend-verification-code';
import { useSignIn } from '../api/sign-in';
import { AuthPageIntro } from '../components/auth-page-intro';
import { GoogleSignInButton } from '../components/google-sign-in-button';
import { useEnterStudentArea } from '../hooks/use-enter-student-area';
import { verifyPath } from '../lib/verify-path';
import { EmailInput } from '../../../components/email-input';

type Unverified = { email: string; message: string };

/** Refused because the email is not verified yet: the server's message and a new code. */
function UnverifiedNotice({ unverified }: { unverified: Unverified }) {
  const navigate = useNavigate();
  const resend = useResendVerificationCode();
  const sendNewCode = () => {
    if (resend.isPending) return;
    resend.mutate(unverified.email, {
      onSuccess: ({ message }) => {
        notifyInfo(message);
        void navigate(verifyPath(unverified.email));
      },
      onError: (err) => notifyError(errorMessage(err)),
    });
  };
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconMailExclamation size={20} aria-hidden="true" />}
      role="alert"
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{unverified.message}</Text>
        <Button size="xs" variant="white" onClick={sendNewCode} loading={resend.isPending}>
          Send a new code
        </Button>
      </Stack>
    </Alert>
  );
}

/** Student sign-in (/signin, and /login where unauthorized visitors are sent). */
export function SignInPage() {
  usePageTitle('Sign in');
  const signIn = useSignIn();
  const enterStudentArea = useEnterStudentArea();
  const [unverified, setUnverified] = useState<Unverified | null>(null);
  const form = useForm<TLoginForm>({
    initialValues: { email: '', password: '' },
    validate: schemaResolver(ZLoginForm, { sync: true }),
    enhanceGetInputProps: markInvalid,
  });

  const handleSubmit = (values: TLoginForm) => {
    if (signIn.isPending) return;
    setUnverified(null);
    const request = ZLoginForm.parse(values);
    signIn.mutate(request, {
      onSuccess: enterStudentArea,
      onError: (err) => {
        if (isApiError(err) && err.status === 403 && err.error === 'Unverified') {
          setUnverified({ email: request.email, message: errorMessage(err) });
        } else {
          notifyError(failureMessage(err, MESSAGES.loginFailed));
        }
      },
    });
  };

  return (
    <AuthPageIntro
      title="Sign in"
      description="Welcome back. Sign in to continue your preparation."
    >
      <form onSubmit={form.onSubmit(handleSubmit)} noValidate>
        <Stack gap="md" mt="xs">
          {unverified ? <UnverifiedNotice unverified={unverified} /> : null}
          <EmailInput {...form.getInputProps('email')} />
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            {...form.getInputProps('password')}
          />
          <Group justify="flex-end" mt={-8}>
            <Anchor component={Link} to="/forgotpassword" size="sm">
              Forgot Password
            </Anchor>
          </Group>
          <Button type="submit" fullWidth loading={signIn.isPending}>
            Sign in
          </Button>
        </Stack>
      </form>
      <GoogleSignInButton mode="signin" />
      <Text size="sm" ta="center" mt="xs">
        New to PrepWard?{' '}
        <Anchor component={Link} to="/signup">
          Sign up
        </Anchor>
      </Text>
    </AuthPageIntro>
  );
}
