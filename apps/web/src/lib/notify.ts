// Toasts (Mantine notifications) in the three tones the app uses.
import { notifications } from '@mantine/notifications';

export function notifySuccess(message: string): void {
  notifications.show({ color: 'teal', message });
}

export function notifyInfo(message: string): void {
  notifications.show({ color: 'blue', message });
}

export function notifyError(message: string): void {
  notifications.show({ color: 'red', message });
}
