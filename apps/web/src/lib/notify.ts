// Toasts (Mantine notifications) in the three tones the app uses.
import { notifications } from '@mantine/notifications';

/** `id`: a toast with the same id already on screen is not shown twice (repeated events). */
type NotifyOptions = { id?: string; autoClose?: number };

export function notifySuccess(message: string, options: NotifyOptions = {}): void {
  notifications.show({ color: 'teal', message, ...options });
}

export function notifyInfo(message: string, options: NotifyOptions = {}): void {
  notifications.show({ color: 'blue', message, ...options });
}

/** Takes every toast off the screen: what they said no longer holds (a sign-in succeeded). */
export function clearNotices(): void {
  notifications.clean();
}

export function notifyError(message: string, options: NotifyOptions = {}): void {
  notifications.show({ color: 'red', message, ...options });
}
