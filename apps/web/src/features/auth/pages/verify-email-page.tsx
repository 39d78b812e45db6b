import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { ONE_TIME_CODE } from '@prepward/shared/constants';
import { ZVerifyEmailRequest } from '@prepward/shared/schemas/auth';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { usePageTitle } from '../../../hooks/use-page-title';
import { errorMessage } from '../../../lib/api-client';
import { markInvalid } from '../../../lib/forms';
import { notifyError, notifyInfo, notifySuccess } from '../../../lib/notify';
import { useResendVerificationCode } from '../api/resend-verification-code';
import { useVerifyEmail, type VerifyEmailRequest } from '../api/verify-email';
import { AuthPageIntro } from '../components/auth-page-intro';
import { useCountdown } from '../hooks/use-countdown';
import { onlyDigits } from '../lib/only-digits';
import { EmailInput } from '../../../components/email-input';

/** Seconds before another code may be requested. */
export const RESEND_COOLDOWN_SECONDS = 60;

export function VerifyEmailPage() {
  usePageTitle('Verify your email');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const sentTo = searchParams.get('email')?.trim() ?? '';
  const verify = useVerifyEmail();
  const resend = useResendVerificationCode();
  const cooldown = useCountdown();
  const form = useForm<VerifyEmailRequest>({
    initialValues: { email: sentTo, otp: '' },
    validate: schemaResolver(ZVerifyEmailRequest, { sync: true }),
    enhanceGetInputProps: markInvalid,
  });

  const handleSubmit = (values: VerifyEmailRequest) => {
    if (verify.isPending) return;
    verify.mutate(ZVerifyEmailRequest.parse(values), {
      onSuccess: ({ message }) => {
        notifySuccess(message);
        void navigate('/signin');
      },
      onError: (err) => notifyError(errorMessage(err)),
    });
  };

  const resendCode = () => {
    if (resend.isPending || cooldown.remaining > 0) return;
    if (form.validateField('email').hasError) return;
    resend.mutate(form.getValues().email.trim(), {
      onSuccess: ({ message }) => {
        notifyInfo(message);
        cooldown.start(RESEND_COOLDOWN_SECONDS);
      },
      onError: (err) => notifyError(errorMessage(err)),
    });
  };

  const validity = `It is valid for ${ONE_TIME_CODE.ttlMinutes} minutes.`;
  return (
    <AuthPageIntro
      title="Verify your email"
      description={
        sentTo ? (
          <>
            We sent a {ONE_TIME_CODE.length}-digit code to{' '}
            <Text span fw={600} c="var(--mantine-color-text)" style={{ wordBreak: 'break-all' }}>
              {sentTo}
            </Text>
            . {validity}
          </>
        ) : (
          `We sent a ${ONE_TIME_CODE.length}-digit code to your email address. ${validity}`
        )
      }
    >
      <form onSubmit={form.onSubmit(handleSubmit)} noValidate>
        <Stack gap="md" mt="xs">
          <EmailInput {...form.getInputProps('email')} />
          <TextInput
            label="Verification code"
            inputMode="numeric"
            autoComplete="one-time-code"
            styles={{ input: { letterSpacing: '0.4em', fontVariantNumeric: 'tabular-nums' } }}
            {...form.getInputProps('otp')}
            onChange={(event) => form.setFieldValue('otp', onlyDigits(event.currentTarget.value))}
          />
          <Button type="submit" fullWidth loading={verify.isPending}>
            Verify Email
          </Button>
          <Button
            variant="subtle"
            fullWidth
            onClick={resendCode}
            loading={resend.isPending}
            disabled={cooldown.remaining > 0}
          >
            {cooldown.remaining > 0 ? `Resend code in ${cooldown.remaining}s` : 'Resend code'}
          </Button>
        </Stack>
      </form>
      <Text size="sm" ta="center">
        Already verified?{' '}
        <Anchor component={Link} to="/signin">
          Sign in
        </Anchor>
      </Text>
    </AuthPageIntro>
  );
}
