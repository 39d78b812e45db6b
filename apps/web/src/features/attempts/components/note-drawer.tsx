import { Alert, Button, Drawer, Group, Stack, Text, Textarea } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { NOTE_MAX_LENGTH } from '@prepward/shared/study-notes';
import { IconCheck } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { failureMessage } from '../../../lib/api-client';
import { notifyError } from '../../../lib/notify';

export const NOTE_NOT_SAVED = 'Your note could not be saved.';
export const NOTE_NEEDS_ACCESS = 'Writing notes needs an active subscription to this exam.';

type NoteDrawerProps = {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** Shown above the note (the question, on the My notes page). */
  context?: ReactNode;
  /** The note as the server has it ('' for none). */
  savedText: string;
  /** May be written (an active subscription); otherwise it is read-only. */
  editable: boolean;
  /** Saves the text (empty deletes the note). */
  save: (text: string) => Promise<unknown>;
};

// Made when the drawer first shows (the exam page's start need not load number data).
let counter: Intl.NumberFormat | undefined;
const count = {
  format: (value: number) => (counter ??= new Intl.NumberFormat('en-GB')).format(value),
};

/**
 * A question's note in a side panel (full width on a phone): plain text with a counter,
 * saved with Save and when the panel closes; an empty note is deleted. A failed save keeps
 * the text, so opening the panel again offers it once more.
 */
export function NoteDrawer({
  opened,
  onClose,
  title,
  context,
  savedText,
  editable,
  save,
}: NoteDrawerProps) {
  const phone = useMediaQuery('(max-width: 48em)', undefined, { getInitialValueInEffect: false });
  /** What the student typed since the last save; null when the panel shows the saved note. */
  const [draft, setDraft] = useState<string | null>(null);
  const [state, setState] = useState<'idle' | 'saving' | 'saved' | 'failed'>('idle');
  const [error, setError] = useState<string | null>(null);
  const text = draft ?? savedText;
  const dirty = draft !== null && draft.trim() !== savedText;

  const submit = async (closing: boolean) => {
    if (draft === null || !dirty || !editable) return;
    setState('saving');
    setError(null);
    try {
      await save(draft);
      setDraft(null);
      setState('saved');
    } catch (failure) {
      const message = failureMessage(failure, NOTE_NOT_SAVED);
      setError(message);
      setState('failed');
      // The panel is gone: say so where the student is.
      if (closing) notifyError(message);
    }
  };

  const close = () => {
    void submit(true);
    onClose();
  };

  return (
    <Drawer
      opened={opened}
      onClose={close}
      title={title}
      position="right"
      size={phone ? '100%' : 'md'}
    >
      <Stack gap="sm">
        {context}
        <Textarea
          label="Your note"
          description={`${count.format(text.length)} of ${count.format(NOTE_MAX_LENGTH)} characters`}
          value={text}
          onChange={(event) => {
            setDraft(event.currentTarget.value);
            setState('idle');
          }}
          readOnly={!editable}
          maxLength={NOTE_MAX_LENGTH}
          rows={10}
          data-autofocus
        />
        {!editable ? (
          <Text size="sm" c="dimmed">
            {NOTE_NEEDS_ACCESS}
          </Text>
        ) : null}
        {error ? (
          <Alert color="red" variant="light" role="alert" title={NOTE_NOT_SAVED}>
            {error}
          </Alert>
        ) : null}
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="dimmed" role="status">
            {state === 'saving' ? 'Saving…' : null}
            {state === 'saved' && !dirty ? (
              <Group component="span" gap={4}>
                <IconCheck size={16} aria-hidden="true" /> Saved
              </Group>
            ) : null}
            {state !== 'saving' && dirty ? 'Unsaved changes' : null}
          </Text>
          {editable ? (
            <Button
              onClick={() => void submit(false)}
              disabled={!dirty}
              loading={state === 'saving'}
            >
              Save
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Drawer>
  );
}
