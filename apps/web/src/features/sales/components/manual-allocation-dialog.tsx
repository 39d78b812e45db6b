import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { MESSAGES } from '@prepward/shared/messages';
import {
  ZManualAllocationForm,
  type TManualAllocationForm,
} from '@prepward/shared/schemas/commerce';
import { useState } from 'react';
import { MonthsSelect } from '../../../components/months-select';
import { failureMessage } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useAllocateExam } from '../api/allocate-exam';
import { useStudentSearch } from '../api/find-students';
import { useAllocatableExams } from '../api/list-allocatable-exams';

const INITIAL: TManualAllocationForm = { userID: '', examID: '', months: 1 };

export type PreselectedStudent = { id: string; label: string };

/**
 * Grants a student months of an exam without payment: student by email, exam, months.
 * `student` arrives chosen when the dialog is opened from a student's page; it is read when
 * the dialog mounts (give it a `key` to choose another).
 */
export function ManualAllocationDialog({
  opened,
  onClose,
  student,
}: {
  opened: boolean;
  onClose: () => void;
  student?: PreselectedStudent;
}) {
  // Mantine shows the search text in the field, so a chosen student starts as its label.
  const [studentSearch, setStudentSearch] = useState(student?.label ?? '');
  const [examSearch, setExamSearch] = useState('');
  const [studentQuery] = useDebouncedValue(studentSearch.trim(), 250);
  const [examQuery] = useDebouncedValue(examSearch.trim(), 250);
  const students = useStudentSearch(studentQuery, { enabled: opened && studentQuery.length >= 2 });
  const exams = useAllocatableExams(examQuery, { enabled: opened });
  const allocate = useAllocateExam();
  const form = useForm<TManualAllocationForm>({
    initialValues: { ...INITIAL, userID: student?.id ?? '' },
    validate: schemaResolver(ZManualAllocationForm, { sync: true }),
  });

  // Labels for the chosen values survive a new search that no longer lists them.
  const [chosenLabels, setChosenLabels] = useState<Record<string, string>>(
    student ? { [student.id]: student.label } : {},
  );
  const studentOptions = (students.data ?? []).map((student) => ({
    value: student.id,
    label: `${student.firstName} ${student.lastName} (${student.email})`,
  }));
  const examOptions = (exams.data ?? []).map((exam) => ({ value: exam.id, label: exam.name }));
  const withChosen = (options: { value: string; label: string }[], value: string) =>
    value && !options.some((option) => option.value === value) && chosenLabels[value]
      ? [{ value, label: chosenLabels[value] }, ...options]
      : options;

  const close = () => {
    form.reset();
    setStudentSearch('');
    setExamSearch('');
    onClose();
  };

  const submit = (values: TManualAllocationForm) =>
    allocate.mutate(values, {
      onSuccess: ({ message }) => {
        notifySuccess(message || MESSAGES.examAllocated);
        close();
      },
      onError: (err) => notifyError(failureMessage(err, MESSAGES.failed)),
    });

  return (
    <Modal opened={opened} onClose={close} title="Manual allocation" size="lg">
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            Give a student access without payment. Months are added to any access the student
            already has. It is recorded as a manual sale of $0 in your name.
          </Text>
          <Select
            label="Student"
            placeholder="Type at least 2 letters of the email"
            searchable
            clearable
            data={withChosen(studentOptions, form.values.userID)}
            searchValue={studentSearch}
            onSearchChange={setStudentSearch}
            // The server searches; show what it found as it is.
            filter={({ options }) => options}
            nothingFoundMessage={
              studentQuery.length < 2
                ? 'Type at least 2 letters of the email'
                : students.isFetching
                  ? 'Searching…'
                  : 'No student with this email'
            }
            comboboxProps={{ withinPortal: true }}
            value={form.values.userID || null}
            error={form.errors.userID}
            onChange={(value, option) => {
              if (value && option)
                setChosenLabels((labels) => ({ ...labels, [value]: option.label }));
              form.setValues({ userID: value ?? '' });
            }}
          />
          <Select
            label="Exam"
            placeholder="Choose an exam"
            searchable
            clearable
            data={withChosen(examOptions, form.values.examID)}
            searchValue={examSearch}
            onSearchChange={setExamSearch}
            filter={({ options }) => options}
            nothingFoundMessage={exams.isFetching ? 'Searching…' : 'No exam found'}
            comboboxProps={{ withinPortal: true }}
            value={form.values.examID || null}
            error={form.errors.examID}
            onChange={(value, option) => {
              if (value && option)
                setChosenLabels((labels) => ({ ...labels, [value]: option.label }));
              form.setValues({ examID: value ?? '' });
            }}
          />
          <MonthsSelect
            value={form.values.months}
            onChange={(months) => form.setFieldValue('months', months)}
            error={form.errors.months}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={allocate.isPending}>
              Allocate
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
