import { Button } from '@mantine/core';
import { IconCards, IconCheck } from '@tabler/icons-react';
import { useMakeFlashcard } from '../api/make-flashcard';
import { errorMessage } from '../lib/api-client';
import { notifyError } from '../lib/notify';

/**
 * 'Make flashcard' under a question whose answer is shown (the exam page after a practice
 * submission, the test review): then 'Flashcard made' or 'Already a flashcard'. Render it with
 * the question's id as its key, so the next question starts afresh.
 */
export function MakeFlashcardButton({ questionId }: { questionId: string }) {
  const make = useMakeFlashcard();
  if (make.data) {
    return (
      <Button
        variant="light"
        color="teal"
        size="sm"
        leftSection={<IconCheck size={16} aria-hidden="true" />}
        disabled
        aria-live="polite"
      >
        {make.data.message}
      </Button>
    );
  }
  return (
    <Button
      variant="default"
      size="sm"
      leftSection={<IconCards size={16} aria-hidden="true" />}
      loading={make.isPending}
      onClick={() =>
        make.mutate(questionId, {
          onError: (error) => notifyError(errorMessage(error), { id: 'make-flashcard-failed' }),
        })
      }
    >
      Make flashcard
    </Button>
  );
}
