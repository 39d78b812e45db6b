import { Progress, Stack, Text } from '@mantine/core';

type UploadProgressBarProps = {
  /** 0-100 while sending; null once sent and the server is working. */
  percent: number | null;
  /** What the server is doing once the file is sent. */
  workingLabel: string;
};

/** Sending progress, then an animated bar while the server works on the file. */
export function UploadProgressBar({ percent, workingLabel }: UploadProgressBarProps) {
  const sending = percent !== null && percent < 100;
  const label = sending ? `Uploading… ${percent}%` : workingLabel;
  return (
    <Stack gap={4}>
      <Text size="sm" aria-live="polite">
        {label}
      </Text>
      <Progress
        value={sending ? percent : 100}
        animated={!sending}
        striped={!sending}
        aria-label={label}
      />
    </Stack>
  );
}
