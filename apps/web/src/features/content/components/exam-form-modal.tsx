import { Alert, Button, Checkbox, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { MESSAGES } from '@prepward/shared/messages';
import type { TAdminExam } from '@prepward/shared/schemas/content';
import { failureMessage } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useCreateExam } from '../api/create-exam';
import { useUpdateExam } from '../api/update-exam';
import {
  EMPTY_EXAM_FORM,
  examChanges,
  examFormErrors,
  newExam,
  type ExamFormValues,
} from '../lib/exam-form';

type ExamFormModalProps = {
  opened: boolean;
  onClose: () => void;
  /** Edit this exam; without it the dialog adds a new one. */
  exam?: TAdminExam | null;
};

/** The add exam and edit exam dialogs. */
export function ExamFormModal({ opened, onClose, exam }: ExamFormModalProps) {
  const editing = Boolean(exam);
  const createExam = useCreateExam();
  const updateExam = useUpdateExam();
  const pending = createExam.isPending || updateExam.isPending;
  const form = useForm<ExamFormValues>({
    initialValues: EMPTY_EXAM_FORM,
    validate: (values) => examFormErrors(values, editing),
  });

  const close = () => {
    if (pending) return;
    form.reset();
    onClose();
  };

  const submit = (values: ExamFormValues) => {
    if (exam) {
      updateExam.mutate(
        { examId: exam.id, changes: examChanges(values) },
        {
          onSuccess: () => {
            notifySuccess(MESSAGES.examUpdated);
            form.reset();
            onClose();
          },
          onError: (err) => notifyError(failureMessage(err, MESSAGES.failed)),
        },
      );
      return;
    }
    createExam.mutate(newExam(values), {
      onSuccess: () => {
        notifySuccess(MESSAGES.examAdded);
        form.reset();
        onClose();
      },
      onError: (err) => notifyError(failureMessage(err, MESSAGES.examFailedToAdd)),
    });
  };

  // In the edit dialog the current values are placeholders: what is typed replaces them.
  const current = (value: string | number | undefined) =>
    editing && value !== undefined ? String(value) : undefined;

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={editing ? 'Edit exam' : 'Add exam'}
      centered
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack gap="sm">
          {editing ? (
            <Alert color="blue" variant="light">
              Fill in only what should change; empty fields stay as they are.
            </Alert>
          ) : null}
          <TextInput
            label="Name"
            required={!editing}
            placeholder={current(exam?.name) ?? 'e.g. Pharmacy Board Review'}
            {...form.getInputProps('name')}
          />
          <Textarea
            label="Description"
            rows={3}
            placeholder={current(exam?.description) ?? 'What the exam covers'}
            {...form.getInputProps('description')}
          />
          {/* Text fields, read by lib/exam-form.ts: a number field would change what is typed. */}
          <TextInput
            label="Subscription amount (USD per month)"
            required={!editing}
            inputMode="decimal"
            leftSection="$"
            placeholder={current(exam?.subscriptionAmount) ?? '19.99'}
            {...form.getInputProps('subscriptionAmount')}
          />
          <Group grow align="flex-start" wrap="wrap">
            <TextInput
              label="Mock questions"
              required={!editing}
              inputMode="numeric"
              placeholder={current(exam?.mockQuestions) ?? '40'}
              miw={140}
              {...form.getInputProps('mockQuestions')}
            />
            <TextInput
              label="Mock test time (minutes)"
              required={!editing}
              inputMode="numeric"
              placeholder={current(exam?.mockTestTime) ?? '60'}
              miw={140}
              {...form.getInputProps('mockTestTime')}
            />
          </Group>
          <TextInput
            label="Pass mark (%)"
            inputMode="numeric"
            rightSection="%"
            placeholder={
              current(exam?.passMark ?? undefined) ??
              (editing ? 'None (optional)' : 'Optional, e.g. 65')
            }
            disabled={form.values.removePassMark}
            {...form.getInputProps('passMark')}
          />
          {editing && exam && exam.passMark !== null ? (
            <Checkbox
              label="Remove the pass mark"
              {...form.getInputProps('removePassMark', { type: 'checkbox' })}
            />
          ) : null}
          {form.errors.form ? (
            <Alert color="red" role="alert">
              {form.errors.form}
            </Alert>
          ) : null}
          <Group justify="flex-end" mt="xs">
            <Button variant="default" onClick={close} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" loading={pending}>
              {editing ? 'Save changes' : 'Add exam'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
