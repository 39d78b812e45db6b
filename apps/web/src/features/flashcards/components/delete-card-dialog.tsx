import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { FLASHCARD_MESSAGES } from '@prepward/shared/flashcards';
import { MESSAGES } from '@prepward/shared/messages';
import { failureMessage } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';
import { useDeleteFlashcard } from '../api/delete-flashcard';

/** 'Delete this card?': the card and its reviews go, after a confirmation. */
export function DeleteCardDialog({
  cardId,
  onClose,
  onDeleted,
}: {
  /** The card to delete; null keeps the dialog closed. */
  cardId: string | null;
  onClose: () => void;
  onDeleted: (cardId: string) => void;
}) {
  const remove = useDeleteFlashcard();
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <Modal opened={cardId !== null} onClose={close} title="Delete this card?" centered>
      <Stack gap="md">
        <Text size="sm">The card and its reviews are deleted. This cannot be undone.</Text>
        {remove.isError ? (
          <Alert color="red">{failureMessage(remove.error, MESSAGES.failed)}</Alert>
        ) : null}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button
            color="red"
            loading={remove.isPending}
            onClick={() =>
              cardId &&
              remove.mutate(cardId, {
                onSuccess: () => {
                  notifySuccess(FLASHCARD_MESSAGES.deleted);
                  remove.reset();
                  onDeleted(cardId);
                },
              })
            }
          >
            Delete card
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
