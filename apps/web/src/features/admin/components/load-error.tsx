import { Alert, Button, Stack } from '@mantine/core';
import { errorMessage } from '../../../lib/api-client';

/** A failed read: the server's message and a retry. */
export function LoadError({
  what,
  error,
  onRetry,
}: {
  what: string;
  error: unknown;
  onRetry: () => void;
}) {
  return (
    <Alert color="red" title={`Could not load ${what}`} role="alert">
      <Stack gap="xs" align="flex-start">
        {errorMessage(error)}
        <Button size="xs" variant="light" color="red" onClick={onRetry}>
          Try again
        </Button>
      </Stack>
    </Alert>
  );
}
