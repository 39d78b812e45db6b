import { Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { CONTENT_LIMITS } from '@prepward/shared/schemas/content';
import { VALIDATION } from '@prepward/shared/messages';

export type NameModalValues = { name: string; courseId: string };

type NameModalProps = {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** 'Course name' or 'Subject name': the field label and its required message. */
  label: string;
  submitLabel: string;
  initialName?: string;
  /** When given, the dialog also asks for the course (a new subject). */
  courses?: { value: string; label: string }[];
  initialCourseId?: string;
  pending: boolean;
  onSubmit: (values: NameModalValues, done: () => void) => void;
};

/**
 * Add or rename a course or subject: a required name, and a course for a subject.
 * Callers mount it per opening, so it starts from the values given.
 */
export function NameModal({
  opened,
  onClose,
  title,
  label,
  submitLabel,
  initialName = '',
  courses,
  initialCourseId = '',
  pending,
  onSubmit,
}: NameModalProps) {
  const form = useForm<NameModalValues>({
    initialValues: { name: initialName, courseId: initialCourseId },
    validate: {
      name: (value) =>
        value.trim() === ''
          ? VALIDATION.required(label)
          : value.trim().length > CONTENT_LIMITS.name
            ? `${label} must be at most ${CONTENT_LIMITS.name} characters`
            : null,
      courseId: (value) => (courses && !value ? VALIDATION.required('Course') : null),
    },
  });
  const close = () => {
    if (!pending) onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={title}
      centered
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <form
        noValidate
        onSubmit={form.onSubmit((values) =>
          onSubmit({ name: values.name.trim(), courseId: values.courseId }, () => {
            form.reset();
            onClose();
          }),
        )}
      >
        <Stack gap="sm">
          {courses ? (
            <Select
              label="Course"
              required
              searchable
              data={courses}
              placeholder="Choose a course"
              nothingFoundMessage="No course by that name"
              {...form.getInputProps('courseId')}
            />
          ) : null}
          <TextInput label={label} required data-autofocus {...form.getInputProps('name')} />
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" loading={pending}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
