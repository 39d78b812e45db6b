import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { MESSAGES } from '@prepward/shared/messages';
import { QUESTION_METADATA_LIMITS } from '@prepward/shared/question-metadata';
import type { TAdminQuestion } from '@prepward/shared/schemas/content';
import { ZSendBackRequest } from '@prepward/shared/schemas/question-bank';
import { useState } from 'react';
import { failureMessage } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useSendBackQuestion } from '../api/send-back-question';

/** Sending a question in review back to its author, with what to change (required). */
export function SendBackDialog({
  question,
  number,
  onClose,
}: {
  question: TAdminQuestion | null;
  /** Its number in the list, for the title. */
  number: number;
  onClose: () => void;
}) {
  const sendBack = useSendBackQuestion();
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    if (sendBack.isPending) return;
    setComment('');
    setError(null);
    onClose();
  };
  return (
    <Modal
      opened={question !== null}
      onClose={close}
      title={`Send question ${number} back`}
      centered
    >
      {question ? (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            const parsed = ZSendBackRequest.safeParse({ comment });
            if (!parsed.success) {
              setError(parsed.error.issues[0]?.message ?? MESSAGES.failed);
              return;
            }
            sendBack.mutate(
              { questionId: question.id, comment: parsed.data.comment },
              {
                onSuccess: ({ message }) => {
                  notifySuccess(message);
                  setComment('');
                  onClose();
                },
                onError: (err) => notifyError(failureMessage(err, MESSAGES.failed)),
              },
            );
          }}
        >
          <Stack gap="md">
            <Textarea
              label="What should the author change?"
              description={`The author sees this on the draft (at most ${QUESTION_METADATA_LIMITS.reviewComment} characters).`}
              required
              rows={4}
              maxLength={QUESTION_METADATA_LIMITS.reviewComment}
              value={comment}
              onChange={(event) => {
                setComment(event.currentTarget.value);
                setError(null);
              }}
              error={error}
              data-autofocus
            />
            <Group justify="flex-end" gap="xs">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button type="submit" loading={sendBack.isPending}>
                Send back
              </Button>
            </Group>
          </Stack>
        </form>
      ) : null}
    </Modal>
  );
}
