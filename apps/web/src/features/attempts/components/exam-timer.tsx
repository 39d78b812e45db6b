import { ActionIcon, Group, Paper, Text, Tooltip } from '@mantine/core';
import { formatTimer } from '@prepward/shared/format';
import { IconClock, IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';

type ExamTimerProps = {
  remainingSeconds: number;
  paused: boolean;
  /** Practice tests show pause/play; mock exams do not. */
  canPause: boolean;
  busy: boolean;
  onPause: () => void;
  onResume: () => void;
};

/** Time left: mm:ss, or hh:mm:ss from one hour. */
export function ExamTimer({
  remainingSeconds,
  paused,
  canPause,
  busy,
  onPause,
  onResume,
}: ExamTimerProps) {
  const low = remainingSeconds <= 60;
  return (
    <Paper withBorder radius="md" px="sm" py={6}>
      <Group gap="xs" wrap="nowrap">
        <IconClock size={20} aria-hidden="true" />
        <Text
          role="timer"
          aria-label={`Time left${paused ? ' (paused)' : ''}`}
          fw={700}
          fz="lg"
          ff="monospace"
          c={low && !paused ? 'red' : undefined}
          data-testid="exam-timer"
        >
          {formatTimer(remainingSeconds)}
        </Text>
        {canPause ? (
          <Tooltip label={paused ? 'Resume' : 'Pause'}>
            <ActionIcon
              size="lg"
              variant="light"
              aria-label={paused ? 'Resume exam' : 'Pause exam'}
              onClick={paused ? onResume : onPause}
              loading={busy}
            >
              {paused ? (
                <IconPlayerPlay size={20} aria-hidden="true" />
              ) : (
                <IconPlayerPause size={20} aria-hidden="true" />
              )}
            </ActionIcon>
          </Tooltip>
        ) : null}
      </Group>
    </Paper>
  );
}
