import { Group } from '@mantine/core';
import { DisplayTool } from './display-tool';

type ExamToolsProps = {
  examId: string;
  /** The question on screen. */
  questionId: string;
};

/**
 * The tools of the real exam, above the question on the exam page and beside each question in
 * review: each tool is a button that opens its panel, usable by keyboard and on a phone.
 */
export function ExamTools(_props: ExamToolsProps) {
  return (
    <Group gap="xs" role="toolbar" aria-label="Exam tools" wrap="wrap">
      <DisplayTool />
    </Group>
  );
}
