import { notifyError, notifySuccess } from '../../../lib/notify';

/** Copies text and says so with the given toasts. */
export async function copyWithToast(
  text: string,
  messages: { success: string; failure: string },
): Promise<void> {
  try {
    if (!navigator.clipboard) throw new Error('no clipboard');
    await navigator.clipboard.writeText(text);
    notifySuccess(messages.success);
  } catch {
    notifyError(messages.failure);
  }
}
