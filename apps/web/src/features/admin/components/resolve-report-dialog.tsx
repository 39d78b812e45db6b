import { ADMINISTRATION_MESSAGES } from '@prepward/shared/app-messages';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { MESSAGES } from '@prepward/shared/messages';
import type { TQuestionReport } from '@prepward/shared/schemas/question-reports';
import { useState } from 'react';
import { failureMessage } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useUpdateQuestionReport } from '../api/update-question-report';

/** Resolving a report, with an optional note on what was done. */
export function ResolveReportDialog({
  report,
  onClose,
}: {
  report: TQuestionReport | null;
  onClose: () => void;
}) {
  const update = useUpdateQuestionReport();
  const [note, setNote] = useState('');
  const close = () => {
    if (update.isPending) return;
    setNote('');
    onClose();
  };
  return (
    <Modal opened={report !== null} onClose={close} title="Resolve report" centered>
      {report ? (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            update.mutate(
              {
                reportId: report.id,
                change: { status: 'resolved', ...(note.trim() ? { note } : {}) },
              },
              {
                onSuccess: () => {
                  notifySuccess(ADMINISTRATION_MESSAGES.reportResolved);
                  setNote('');
                  onClose();
                },
                onError: (err) => notifyError(failureMessage(err, MESSAGES.failed)),
              },
            );
          }}
        >
          <Stack gap="md">
            <Text size="sm">
              <Text span fw={600}>
                Reported:
              </Text>{' '}
              {report.reason}
            </Text>
            <Textarea
              label="Note (optional)"
              description="What was done, for the other staff."
              rows={3}
              maxLength={1000}
              value={note}
              onChange={(event) => setNote(event.currentTarget.value)}
              data-autofocus
            />
            <Group justify="flex-end" gap="xs">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button type="submit" loading={update.isPending}>
                Resolve
              </Button>
            </Group>
          </Stack>
        </form>
      ) : null}
    </Modal>
  );
}
