import { Button, Group } from '@mantine/core';
import { IconHighlight, IconNotes } from '@tabler/icons-react';
import { useTestStudyNotes } from '../api/get-test-study-notes';
import { CalculatorTool } from './calculator';
import { DisplayTool } from './display-tool';
import { HighlightTools } from './highlight-tools';
import { LabValuesTool } from './lab-values-drawer';
import { NoteTool } from './note-tool';
import classes from './study-tools.module.css';

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

const ROOM_KEPT = [
  { label: 'Highlight', Icon: IconHighlight },
  { label: 'Notes', Icon: IconNotes },
];

/**
 * While the notes load: the room Highlight and Notes will take, unseen, so that the tools
 * after them do not jump aside when they come (Highlight and Notes show once the notes load).
 */
function StudyToolsRoom({ examId, testId }: { examId: string; testId: string }) {
  const study = useTestStudyNotes(examId, testId);
  if (!study.isPending) return null;
  return (
    <>
      {ROOM_KEPT.map(({ label, Icon }) => (
        <Button
          key={label}
          style={{ visibility: 'hidden' }}
          aria-hidden
          tabIndex={-1}
          className={classes.tool}
          variant="default"
          size="sm"
          leftSection={<Icon size={18} />}
        >
          {label}
        </Button>
      ))}
    </>
  );
}

/**
 * The tools of the real exam, above the question on the exam page and beside each question in
 * review: each tool is a button that opens its panel, usable by keyboard and on a phone.
 */
export function ExamTools({ examId, testId, questionId }: ExamToolsProps) {
  return (
    <Group gap="xs" role="toolbar" aria-label="Exam tools" wrap="wrap">
      <StudyToolsRoom examId={examId} testId={testId} />
      <HighlightTools examId={examId} testId={testId} questionId={questionId} />
      <NoteTool key={questionId} examId={examId} testId={testId} questionId={questionId} />
      <LabValuesTool />
      <CalculatorTool />
      <DisplayTool />
      <StudyLoadError examId={examId} testId={testId} />
    </Group>
  );
}
