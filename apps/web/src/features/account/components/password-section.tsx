import { MESSAGES } from '@prepward/shared/messages';
import { ChangePasswordForm } from '../../../components/change-password-form';
import { failureMessage } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useChangePassword } from '../api/change-password';
import { AccountCard } from './account-card';

/** 'Password settings': old, new and confirm new password. */
export function PasswordSection() {
  const changePassword = useChangePassword();
  return (
    <AccountCard
      title="Password settings"
      description="Changing your password signs you out on your other devices."
    >
      <ChangePasswordForm
        loading={changePassword.isPending}
        onSubmit={(request, reset) =>
          changePassword.mutate(request, {
            onSuccess: () => {
              notifySuccess(MESSAGES.passwordUpdated);
              reset();
            },
            onError: (err) => notifyError(failureMessage(err, MESSAGES.updateFailed)),
          })
        }
      />
    </AccountCard>
  );
}
