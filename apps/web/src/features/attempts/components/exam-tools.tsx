import { Button, Group } from '@mantine/core';
import { useTestStudyNotes } from '../api/get-test-study-notes';
import { CalculatorTool } from './calculator';
import { DisplayTool } from './display-tool';
import { HighlightTools } from './highlight-tools';
import { LabValuesTool } from './lab-values-drawer';
import { NoteTool } from './note-tool';

type ExamToolsProps = {
  examId: string;
  testId: string;
  /** The question on screen. */
  questionId: string;
};

/** Says when the student's notes and highlights could not be loaded, with a retry. */
function StudyLoadError({ examId, testId }: { examId: string; testId: string }) {
  const study = useTestStudyNotes(examId, testId);
  if (!study.isError) return null;
  return (
    <Button
      variant="subtle"
      color="red"
      size="sm"
      loading={study.isFetching}
      onClick={() => void study.refetch()}
    >
      Notes could not be loaded. Retry
    </Button>
  );
}

/**
 * The tools of the real exam, above the question on the exam page and beside each question in
 * review: each tool is a button that opens its panel, usable by keyboard and on a phone.
 */
export function ExamTools({ examId, testId, questionId }: ExamToolsProps) {
  return (
    <Group gap="xs" role="toolbar" aria-label="Exam tools" wrap="wrap">
      <HighlightTools examId={examId} testId={testId} questionId={questionId} />
      <NoteTool key={questionId} examId={examId} testId={testId} questionId={questionId} />
      <LabValuesTool />
      <CalculatorTool />
      <DisplayTool />
      <StudyLoadError examId={examId} testId={testId} />
    </Group>
  );
}
