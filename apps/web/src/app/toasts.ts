// The toasts' container, which the app loads apart from its start (providers.tsx): a module of
// its own so that its file of the build is named for it.
export { Notifications } from '@mantine/notifications';
