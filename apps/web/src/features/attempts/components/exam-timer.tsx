import { ActionIcon, Group, Paper, Text, Tooltip } from '@mantine/core';
import { formatTimer } from '@prepward/shared/format';
import { IconClock, IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { useNow } from '../hooks/use-now';
import { remainingSeconds as secondsLeft, type ClockState } from '../lib/clock';

type ExamTimerProps = {
  /** The test's clock (a timed test's); the timer counts down from it every tick. */
  clock: ClockState;
  paused: boolean;
  /** Practice tests show pause/play; mock exams do not. */
  canPause: boolean;
  busy: boolean;
  onPause: () => void;
  onResume: () => void;
};

/**
 * Time left: mm:ss, or hh:mm:ss from one hour. Only this component renders every second;
 * the exam page around it does not.
 */
export function ExamTimer({ clock, paused, canPause, busy, onPause, onResume }: ExamTimerProps) {
  const now = useNow(clock.timer.status === 'running');
  const remainingSeconds = secondsLeft(clock, now) ?? 0;
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
