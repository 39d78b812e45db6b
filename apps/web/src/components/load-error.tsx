import { Alert, Button, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { errorMessage } from '../lib/api-client';

/** A failed read: what could not be loaded, the server's message and a retry. */
export function LoadError({
  title,
  error,
  onRetry,
  retrying,
  maw,
}: {
  title: string;
  error: unknown;
  onRetry: () => void;
  retrying?: boolean;
  maw?: number;
}) {
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertCircle size={20} aria-hidden="true" />}
      title={title}
      maw={maw}
    >
      <Stack gap="sm" align="flex-start">
        {errorMessage(error)}
        <Button size="xs" variant="white" onClick={onRetry} loading={retrying}>
          Try again
        </Button>
      </Stack>
    </Alert>
  );
}
