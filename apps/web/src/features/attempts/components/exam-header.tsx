import { Button, Group, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { ShortcutsHelp } from './shortcuts-help';

type ExamHeaderProps = {
  examName: string;
  /** 'Mock exam · 3 of 20 answered'. */
  progress: string;
  /** The timer, when the test has one. */
  timer: ReactNode;
  ended: boolean;
  ending: boolean;
  onEnd: () => void;
};

/** The exam page's head: the exam, progress, the timer, shortcuts and End Exam. */
export function ExamHeader({ examName, progress, timer, ended, ending, onEnd }: ExamHeaderProps) {
  return (
    <Group justify="space-between" align="flex-start" gap="sm">
      <div>
        <Title order={1} fz={{ base: 22, sm: 28 }}>
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
  );
}
