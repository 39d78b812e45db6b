import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { TEST_LIMITS } from '@prepward/shared/constants';
import { MESSAGES } from '@prepward/shared/messages';
import {
  ZReportQuestionRequest,
  type TReportQuestionRequest,
} from '@prepward/shared/schemas/attempts';
import { failureMessage } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useReportQuestion } from '../api/report-question';

type ReportQuestionDialogProps = {
  examId: string;
  questionId: string;
  questionNumber: number;
  opened: boolean;
  onClose: () => void;
};

/** The report question dialog: a reason for the administrators. */
export function ReportQuestionDialog({
  examId,
  questionId,
  questionNumber,
  opened,
  onClose,
}: ReportQuestionDialogProps) {
  const report = useReportQuestion(examId);
  const form = useForm<TReportQuestionRequest>({
    initialValues: { reason: '' },
    validate: schemaResolver(ZReportQuestionRequest, { sync: true }),
  });
  const close = () => {
    form.reset();
    onClose();
  };
  const submit = (values: TReportQuestionRequest) => {
    if (report.isPending) return;
    report.mutate(
      { questionId, reason: values.reason.trim() },
      {
        onSuccess: (message) => {
          notifySuccess(message || MESSAGES.questionReported);
          close();
        },
        onError: (error) => notifyError(failureMessage(error, MESSAGES.actionFailed)),
      },
    );
  };
  return (
    <Modal opened={opened} onClose={close} title={`Report question ${questionNumber}`} centered>
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            Tell us what is wrong: a mistake in the question, the answer or the explanation.
          </Text>
          <Textarea
            label="Reason"
            rows={4}
            maxLength={TEST_LIMITS.maxReportLength}
            data-autofocus
            {...form.getInputProps('reason')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={report.isPending}>
              Send report
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
