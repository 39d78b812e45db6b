import { Anchor, Button, PasswordInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { FREE_TRIAL_QUESTIONS } from '@prepward/shared/constants';
import { MESSAGES, VALIDATION } from '@prepward/shared/messages';
import { ZSignupForm, type TSignupForm } from '@prepward/shared/schemas/auth';
import { Link, useNavigate } from 'react-router';
import { CountrySelect } from '../../../components/country-select';
import { ProfessionSelect } from '../../../components/profession-select';
import { usePageTitle } from '../../../hooks/use-page-title';
import { markInvalid } from '../../../lib/forms';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useSignUp } from '../api/sign-up';
import { AuthPageIntro } from '../components/auth-page-intro';
import { GoogleSignInButton } from '../components/google-sign-in-button';
import { signupFailureMessage } from '../lib/signup-failure-message';
import { verifyPath } from '../lib/verify-path';
import { EmailInput } from '../../../components/email-input';

const EMPTY_FORM: TSignupForm = {
  fname: '',
  lname: '',
  email: '',
  password: '',
  confirmpassword: '',
  profession: '',
  country: '',
};

export function SignUpPage() {
  usePageTitle('Create your account');
  const navigate = useNavigate();
  const signUp = useSignUp();
  const form = useForm<TSignupForm>({
    initialValues: EMPTY_FORM,
    validate: schemaResolver(ZSignupForm, { sync: true }),
    enhanceGetInputProps: markInvalid,
  });

  const handleSubmit = (values: TSignupForm) => {
    if (signUp.isPending) return;
    const { fname, lname, email, password, profession, country } = ZSignupForm.parse(values);
    signUp.mutate(
      { firstName: fname, lastName: lname, email, password, profession, country },
      {
        onSuccess: ({ user }) => {
          notifySuccess(MESSAGES.accountCreated);
          void navigate(verifyPath(user.email));
        },
        onError: (err) => notifyError(signupFailureMessage(err)),
      },
    );
  };

  return (
    <AuthPageIntro
      title="Create your account"
      description={`Join PrepWard and try ${FREE_TRIAL_QUESTIONS} free questions on any exam.`}
    >
      <form onSubmit={form.onSubmit(handleSubmit)} noValidate>
        <Stack gap="md" mt="xs">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="md">
            <TextInput
              label="First name"
              autoComplete="given-name"
              {...form.getInputProps('fname')}
            />
            <TextInput
              label="Last name"
              autoComplete="family-name"
              {...form.getInputProps('lname')}
            />
          </SimpleGrid>
          <EmailInput {...form.getInputProps('email')} />
          <PasswordInput
            label="Password"
            description={VALIDATION.passwordRule}
            autoComplete="new-password"
            {...form.getInputProps('password')}
          />
          <PasswordInput
            label="Confirm password"
            autoComplete="new-password"
            {...form.getInputProps('confirmpassword')}
          />
          <ProfessionSelect {...form.getInputProps('profession')} />
          <CountrySelect {...form.getInputProps('country')} />
          <Text size="xs" c="dimmed">
            By creating an account you agree to our Terms of Service and Privacy Policy.
          </Text>
          <Button type="submit" fullWidth loading={signUp.isPending}>
            Create account
          </Button>
        </Stack>
      </form>
      <GoogleSignInButton mode="signup" />
      <Text size="sm" ta="center" mt="xs">
        Already have an account?{' '}
        <Anchor component={Link} to="/signin">
          Sign in
        </Anchor>
      </Text>
    </AuthPageIntro>
  );
}
