import { Button, Indicator } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconNotes } from '@tabler/icons-react';
import { useOpenedOnce } from '../../../hooks/use-opened-once';
import { useSaveQuestionNote } from '../api/save-question-note';
import { useQuestionStudy } from '../hooks/use-question-study';
import { NoteDrawer } from './note-drawer';
import classes from './study-tools.module.css';

type NoteToolProps = { examId: string; testId: string; questionId: string };

/**
 * Notes: the button (with a dot when the question has a note) and the panel it opens. Shown
 * once the student's notes have loaded, while notes may be written or when there is one to read.
 */
export function NoteTool({ examId, testId, questionId }: NoteToolProps) {
  const { query, editable, note } = useQuestionStudy(examId, testId, questionId);
  const saveNote = useSaveQuestionNote(examId, testId);
  const [opened, drawer] = useDisclosure(false);
  // The drawer is mounted when first opened (see useOpenedOnce).
  const panel = useOpenedOnce(opened);
  if (!query.data || (!editable && !note)) return null;

  return (
    <>
      <Indicator disabled={!note} size={10} offset={4} color="clinical.7">
        <Button
          className={classes.tool}
          variant={note ? 'light' : 'default'}
          size="sm"
          leftSection={<IconNotes size={18} aria-hidden="true" />}
          aria-label={note ? 'Notes (this question has a note)' : undefined}
          aria-haspopup="dialog"
          onClick={drawer.open}
        >
          Notes
        </Button>
      </Indicator>
      {panel.mounted ? (
        <NoteDrawer
          opened={panel.opened}
          onClose={drawer.close}
          title="Your note on this question"
          savedText={note?.text ?? ''}
          editable={editable}
          save={(text) => saveNote.mutateAsync({ questionId, text })}
        />
      ) : null}
    </>
  );
}
