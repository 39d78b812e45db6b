import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconPlayerPlay } from '@tabler/icons-react';
import { Link } from 'react-router';
import { analyticsPath } from '../../../lib/student-paths';
import classes from './exam.module.css';

/** Answers kept on this device because the server could not be reached. */
export function UnsavedAnswersAlert({ count, onRetry }: { count: number; onRetry: () => void }) {
  return (
    <Alert
      color="yellow"
      icon={<IconAlertTriangle aria-hidden="true" />}
      title={`${count} ${count === 1 ? 'answer' : 'answers'} not saved yet`}
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">
          We could not reach the server. Your answers are kept on this device and sent again
          automatically.
        </Text>
        <Button size="xs" variant="white" onClick={onRetry}>
          Retry now
        </Button>
      </Stack>
    </Alert>
  );
}

export function TestEndedAlert({ examId, testId }: { examId: string; testId: string }) {
  return (
    <Alert color="blue" title="This test has ended">
      <Group gap="sm" mt={4}>
        <Button component={Link} to={analyticsPath(examId, testId)} size="xs">
          View results
        </Button>
        <Button component={Link} to="/user/my-exams" size="xs" variant="default">
          Back to My Exams
        </Button>
      </Group>
    </Alert>
  );
}

/** In place of the question while the clock is stopped. */
export function PausedCover({ busy, onResume }: { busy: boolean; onResume: () => void }) {
  return (
    <Stack align="center" justify="center" gap="sm" className={classes.pausedCover}>
      <Title order={2} fz="lg">
        Exam paused
      </Title>
      <Text c="dimmed" ta="center">
        The clock is stopped. The questions come back when you resume.
      </Text>
      <Button
        leftSection={<IconPlayerPlay size={18} aria-hidden="true" />}
        onClick={onResume}
        loading={busy}
      >
        Resume
      </Button>
    </Stack>
  );
}
