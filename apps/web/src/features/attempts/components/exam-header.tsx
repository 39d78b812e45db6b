import { Box, Button, Group, Text, Title } from '@mantine/core';
import type { ReactNode, Ref } from 'react';
import classes from './exam.module.css';
import { ShortcutsHelp } from './shortcuts-help';

type ExamHeaderProps = {
  /** The header stays in view (sticky): the page scrolls new questions to just below it. */
  ref?: Ref<HTMLDivElement>;
  examName: string;
  /** 'Mock exam · 3 of 20 answered'. */
  progress: string;
  /** The timer, when the test has one. */
  timer: ReactNode;
  ended: boolean;
  ending: boolean;
  onEnd: () => void;
};

/**
 * The exam page's head: the exam, progress, the timer, shortcuts and End Exam. It stays at the
 * top of the screen as the student scrolls, so the timer is always in view.
 */
export function ExamHeader({
  ref,
  examName,
  progress,
  timer,
  ended,
  ending,
  onEnd,
}: ExamHeaderProps) {
  return (
    <Box ref={ref} className={classes.header}>
      <Group justify="space-between" align="center" gap="xs">
        <div className={classes.headerTitle}>
          <Title order={1} fz={{ base: 18, sm: 28 }} lineClamp={1}>
            {examName}
          </Title>
          <Text c="dimmed" size="sm">
            {progress}
          </Text>
        </div>
        <Group gap="xs">
          {timer}
          <ShortcutsHelp />
          {ended ? null : (
            <Button color="red" variant="light" onClick={onEnd} loading={ending}>
              End Exam
            </Button>
          )}
        </Group>
      </Group>
    </Box>
  );
}
