import { Anchor, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { MESSAGES } from '@prepward/shared/messages';
import { ZAdminLoginRequest } from '@prepward/shared/schemas/admin';
import { Link, useNavigate } from 'react-router';
import { usePageTitle } from '../../../hooks/use-page-title';
import { failureMessage } from '../../../lib/api-client';
import { markInvalid } from '../../../lib/forms';
import { clearNotices, notifyError, notifySuccess } from '../../../lib/notify';
import { useAdminSignIn, type AdminSignInRequest } from '../api/admin-sign-in';
import { AuthPageIntro } from '../components/auth-page-intro';
import { EmailInput } from '../../../components/email-input';

export function AdminSignInPage() {
  usePageTitle('Admin sign in');
  const navigate = useNavigate();
  const adminSignIn = useAdminSignIn();
  const form = useForm<AdminSignInRequest>({
    initialValues: { email: '', password: '' },
    validate: schemaResolver(ZAdminLoginRequest, { sync: true }),
    enhanceGetInputProps: markInvalid,
  });

  const handleSubmit = (values: AdminSignInRequest) => {
    if (adminSignIn.isPending) return;
    adminSignIn.mutate(ZAdminLoginRequest.parse(values), {
      onSuccess: () => {
        clearNotices();
        notifySuccess(MESSAGES.loginSuccessful);
        void navigate('/admin');
      },
      onError: (err) => notifyError(failureMessage(err, MESSAGES.loginFailed)),
    });
  };

  return (
    <AuthPageIntro title="Admin sign in" description="For PrepWard administrators.">
      <form onSubmit={form.onSubmit(handleSubmit)} noValidate>
        <Stack gap="md" mt="xs">
          <EmailInput {...form.getInputProps('email')} />
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            {...form.getInputProps('password')}
          />
          <Button type="submit" fullWidth loading={adminSignIn.isPending}>
            Sign in
          </Button>
        </Stack>
      </form>
      <Text size="sm" ta="center" mt="xs">
        Preparing for an exam?{' '}
        <Anchor component={Link} to="/signin">
          Student sign in
        </Anchor>
      </Text>
    </AuthPageIntro>
  );
}
