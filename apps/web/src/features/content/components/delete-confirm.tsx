import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';

/**
 * Asks before deleting a course or subject, saying how many questions go with it (the
 * server refuses without this confirmation when there are any).
 */
export function confirmDelete(options: {
  kind: 'course' | 'subject' | 'exam' | 'question';
  name: string;
  questionCount?: number;
  onConfirm: () => void;
}) {
  const { kind, name, questionCount = 0, onConfirm } = options;
  const plural = questionCount === 1 ? 'question' : 'questions';
  modals.openConfirmModal({
    title: `Delete ${kind}`,
    centered: true,
    children: (
      <>
        <Text size="sm">
          Delete the {kind} <strong>{name}</strong>?
        </Text>
        {questionCount > 0 ? (
          <Text size="sm" mt="xs">
            It holds <strong>{questionCount}</strong> {plural}, which will be deleted with it.
            Questions students have already answered are retired instead, so their results stay.
          </Text>
        ) : null}
      </>
    ),
    labels: {
      confirm: questionCount > 0 ? `Delete ${kind} and ${questionCount} ${plural}` : 'Delete',
      cancel: 'Cancel',
    },
    confirmProps: { color: 'red' },
    onConfirm,
  });
}
