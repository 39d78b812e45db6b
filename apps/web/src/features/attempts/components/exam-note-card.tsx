import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { TExamNote } from '@prepward/shared/schemas/study-notes';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { failureMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useDeleteQuestionNote } from '../api/delete-question-note';
import { useSaveQuestionNote } from '../api/save-question-note';
import { NoteDrawer } from './note-drawer';
import classes from './study-tools.module.css';

export const NOTE_NOT_DELETED = 'The note could not be deleted.';

type ExamNoteCardProps = {
  examId: string;
  note: TExamNote;
  /** May be edited (an active subscription); deleting is always possible. */
  editable: boolean;
};

/** One note of the My notes page: its question, subject, text and date; edit and delete. */
export function ExamNoteCard({ examId, note, editable }: ExamNoteCardProps) {
  const [editing, setEditing] = useState(false);
  const save = useSaveQuestionNote(examId);
  const remove = useDeleteQuestionNote(examId);
  const headingId = `note-${note.questionId}`;

  const confirmDelete = () =>
    modals.openConfirmModal({
      title: 'Delete this note?',
      centered: true,
      children: <Text size="sm">The note on “{note.questionExcerpt}” will be deleted.</Text>,
      labels: { confirm: 'Delete note', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(note.questionId, {
          onSuccess: ({ message }) => notifySuccess(message),
          onError: (error) => notifyError(failureMessage(error, NOTE_NOT_DELETED)),
        }),
    });

  return (
    <Card withBorder radius="md" padding="md" component="article" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Text fw={600} size="sm" lineClamp={3} id={headingId}>
          {note.questionExcerpt || 'Question without text'}
        </Text>
        <Group gap="xs">
          <Badge variant="light" color="gray" tt="none">
            {note.courseName} · {note.subjectName}
          </Badge>
          <Text size="xs" c="dimmed">
            Updated {formatDateTime(note.updatedAt)}
          </Text>
        </Group>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {note.note}
        </Text>
        <Group gap="xs">
          {editable ? (
            <Button
              className={classes.tool}
              size="sm"
              variant="default"
              leftSection={<IconPencil size={16} aria-hidden="true" />}
              aria-describedby={headingId}
              onClick={() => setEditing(true)}
            >
              Edit
            </Button>
          ) : null}
          <Button
            className={classes.tool}
            size="sm"
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={16} aria-hidden="true" />}
            aria-describedby={headingId}
            loading={remove.isPending}
            onClick={confirmDelete}
          >
            Delete
          </Button>
        </Group>
      </Stack>
      <NoteDrawer
        opened={editing}
        onClose={() => setEditing(false)}
        title="Edit your note"
        context={
          <Text size="sm" c="dimmed">
            {note.questionExcerpt}
          </Text>
        }
        savedText={note.note}
        editable={editable}
        save={(text) => save.mutateAsync({ questionId: note.questionId, text })}
      />
    </Card>
  );
}
