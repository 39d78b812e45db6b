import { MESSAGES } from '@prepward/shared/messages';
import { useNavigate } from 'react-router';
import { clearNotices, notifyError, notifySuccess } from '../../../lib/notify';
import type { StudentSession } from '../api/sign-in';

/** After a student signs in (the session is already stored): the toasts, then /user. */
export function useEnterStudentArea() {
  const navigate = useNavigate();
  return (session: StudentSession) => {
    // An 'Incorrect email or password' from a failed try no longer holds.
    clearNotices();
    notifySuccess(MESSAGES.loginSuccessful);
    // Only a failed lookup is reported; 'private' (a local address) is not a failure.
    if (session.location?.status === 'failed') notifyError(MESSAGES.locationFailed);
    void navigate('/user');
  };
}
