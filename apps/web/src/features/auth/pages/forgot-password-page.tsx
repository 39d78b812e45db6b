import { Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { ONE_TIME_CODE } from '@prepward/shared/constants';
import { VALIDATION } from '@prepward/shared/messages';
import { ZForgotPasswordForm, ZResetPasswordForm } from '@prepward/shared/schemas/auth';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { usePageTitle } from '../../../hooks/use-page-title';
import { errorMessage } from '../../../lib/api-client';
import { markInvalid } from '../../../lib/forms';
import { notifyError, notifyInfo, notifySuccess } from '../../../lib/notify';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { useResetPassword } from '../api/reset-password';
import { AuthPageIntro } from '../components/auth-page-intro';
import { onlyDigits } from '../lib/only-digits';
import { EmailInput } from '../../../components/email-input';

type EmailStepValues = { email: string };
type ResetStepValues = { otp: string; password: string; confirmpassword: string };

// Step 2 lives in the address (?step=reset&email=…), so reload and back keep their place.
const RESET_STEP = 'reset';

function BackToSignIn() {
  return (
    <Text size="sm" ta="center">
      Remembered it?{' '}
      <Anchor component={Link} to="/signin">
        Back to sign in
      </Anchor>
    </Text>
  );
}

function EmailStep({ onSent }: { onSent: (email: string) => void }) {
  const requestReset = useRequestPasswordReset();
  const form = useForm<EmailStepValues>({
    initialValues: { email: '' },
    validate: schemaResolver(ZForgotPasswordForm, { sync: true }),
    enhanceGetInputProps: markInvalid,
  });

  const handleSubmit = (values: EmailStepValues) => {
    if (requestReset.isPending) return;
    const { email } = ZForgotPasswordForm.parse(values);
    requestReset.mutate(email, {
      onSuccess: ({ message }) => {
        notifyInfo(message);
        onSent(email);
      },
      onError: (err) => notifyError(errorMessage(err)),
    });
  };

  return (
    <AuthPageIntro
      title="Forgot password"
      description={`Enter the email address of your account and we will send you a ${ONE_TIME_CODE.length}-digit code to choose a new password.`}
    >
      <form onSubmit={form.onSubmit(handleSubmit)} noValidate>
        <Stack gap="md" mt="xs">
          <EmailInput {...form.getInputProps('email')} />
          <Button type="submit" fullWidth loading={requestReset.isPending}>
            Send reset code
          </Button>
        </Stack>
      </form>
      <BackToSignIn />
    </AuthPageIntro>
  );
}

function ResetStep({ email, onChangeEmail }: { email: string; onChangeEmail: () => void }) {
  const navigate = useNavigate();
  const resetPassword = useResetPassword();
  const resendCode = useRequestPasswordReset();
  const form = useForm<ResetStepValues>({
    initialValues: { otp: '', password: '', confirmpassword: '' },
    validate: schemaResolver(ZResetPasswordForm, { sync: true }),
    enhanceGetInputProps: markInvalid,
  });

  const handleSubmit = (values: ResetStepValues) => {
    if (resetPassword.isPending) return;
    const { otp, password } = ZResetPasswordForm.parse(values);
    resetPassword.mutate(
      { email, otp, password },
      {
        onSuccess: ({ message }) => {
          notifySuccess(message);
          void navigate('/signin');
        },
        onError: (err) => notifyError(errorMessage(err)),
      },
    );
  };

  const sendAgain = () => {
    if (resendCode.isPending) return;
    resendCode.mutate(email, {
      onSuccess: ({ message }) => notifyInfo(message),
      onError: (err) => notifyError(errorMessage(err)),
    });
  };

  return (
    <AuthPageIntro
      title="Forgot password"
      description={
        <>
          Enter the code we sent to{' '}
          <Text span fw={600} c="var(--mantine-color-text)" style={{ wordBreak: 'break-all' }}>
            {email}
          </Text>{' '}
          (valid for {ONE_TIME_CODE.ttlMinutes} minutes) and choose a new password.
        </>
      }
    >
      <form onSubmit={form.onSubmit(handleSubmit)} noValidate>
        <Stack gap="md" mt="xs">
          <TextInput
            label="Reset code"
            inputMode="numeric"
            autoComplete="one-time-code"
            styles={{ input: { letterSpacing: '0.4em', fontVariantNumeric: 'tabular-nums' } }}
            {...form.getInputProps('otp')}
            onChange={(event) => form.setFieldValue('otp', onlyDigits(event.currentTarget.value))}
          />
          <PasswordInput
            label="New password"
            description={VALIDATION.passwordRule}
            autoComplete="new-password"
            {...form.getInputProps('password')}
          />
          <PasswordInput
            label="Confirm password"
            autoComplete="new-password"
            {...form.getInputProps('confirmpassword')}
          />
          <Button type="submit" fullWidth loading={resetPassword.isPending}>
            Reset password
          </Button>
        </Stack>
      </form>
      <Group justify="center" gap="lg">
        <Anchor
          component="button"
          type="button"
          size="sm"
          onClick={sendAgain}
          disabled={resendCode.isPending}
        >
          Send the code again
        </Anchor>
        <Anchor component="button" type="button" size="sm" onClick={onChangeEmail}>
          Use a different email
        </Anchor>
      </Group>
      <BackToSignIn />
    </AuthPageIntro>
  );
}

/** /forgotpassword: step 1 asks for the email, step 2 takes the code and a new password. */
export function ForgotPasswordPage() {
  usePageTitle('Forgot password');
  const [searchParams, setSearchParams] = useSearchParams();
  const email = searchParams.get('email')?.trim() ?? '';
  const onResetStep = searchParams.get('step') === RESET_STEP && email !== '';

  if (onResetStep) {
    return <ResetStep key={email} email={email} onChangeEmail={() => setSearchParams({})} />;
  }
  return <EmailStep onSent={(sentTo) => setSearchParams({ step: RESET_STEP, email: sentTo })} />;
}
