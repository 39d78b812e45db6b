import { MESSAGES } from '@prepward/shared/messages';
import { useNavigate } from 'react-router';
import { notifyError, notifySuccess } from '../../../lib/notify';
import type { StudentSession } from '../api/sign-in';

/** After a student signs in (the session is already stored): the toasts, then /user. */
export function useEnterStudentArea() {
  const navigate = useNavigate();
  return (session: StudentSession) => {
    notifySuccess(MESSAGES.loginSuccessful);
    // Only a failed lookup is reported; 'private' (a local address) is not a failure.
    if (session.location?.status === 'failed') notifyError(MESSAGES.locationFailed);
    void navigate('/user');
  };
}
