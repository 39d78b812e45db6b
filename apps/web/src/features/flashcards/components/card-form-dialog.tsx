import { Button, Group, Modal, Select, Stack, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { FLASHCARD_LIMITS, FLASHCARD_MESSAGES } from '@prepward/shared/flashcards';
import { MESSAGES } from '@prepward/shared/messages';
import {
  ZAddFlashcardRequest,
  ZEditFlashcardRequest,
  type TFlashcard,
} from '@prepward/shared/schemas/flashcards';
import { useExam } from '../../../api/exams';
import { useMyExams } from '../../../api/my-exams';
import { failureMessage } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useAddFlashcard } from '../api/add-flashcard';
import { useEditFlashcard } from '../api/edit-flashcard';

const SIDE_HELP = 'Text, or HTML as the card shows it.';

type Values = { examId: string; subjectId: string | null; front: string; back: string };

type InputProps = ReturnType<ReturnType<typeof useForm<Values>>['getInputProps']>;

function SideFields({ front, back }: { front: InputProps; back: InputProps }) {
  return (
    <>
      <Textarea
        label="Front"
        description={SIDE_HELP}
        autosize
        minRows={3}
        maxRows={10}
        maxLength={FLASHCARD_LIMITS.sideLength}
        withAsterisk
        data-autofocus
        {...front}
      />
      <Textarea
        label="Back"
        autosize
        minRows={3}
        maxRows={10}
        maxLength={FLASHCARD_LIMITS.sideLength}
        withAsterisk
        {...back}
      />
    </>
  );
}

/** 'Add card': a card the student writes, in the deck of one of their exams or of a subject. */
export function AddCardDialog({
  opened,
  onClose,
  examId,
}: {
  opened: boolean;
  onClose: () => void;
  /** The deck it starts in. */
  examId?: string | undefined;
}) {
  const exams = useMyExams();
  const add = useAddFlashcard();
  const active = (exams.data ?? []).filter((exam) => exam.active);
  const form = useForm<Values>({
    initialValues: { examId: examId ?? '', subjectId: null, front: '', back: '' },
    validate: schemaResolver(ZAddFlashcardRequest, { sync: true }),
    onValuesChange: (values, previous) => {
      // Another exam's subjects: the chosen one no longer applies.
      if (values.examId !== previous.examId && values.subjectId !== null) {
        form.setFieldValue('subjectId', null);
      }
    },
  });
  const exam = useExam(form.values.examId, { enabled: opened });
  const subjectOptions = (exam.data?.courses ?? [])
    .map((course) => ({
      group: course.name,
      items: course.subjects.map((subject) => ({ value: subject.id, label: subject.name })),
    }))
    .filter((group) => group.items.length > 0);
  const close = () => {
    form.reset();
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title="Add card" centered>
      <form
        noValidate
        onSubmit={form.onSubmit(({ subjectId, ...values }) =>
          add.mutate(subjectId ? { ...values, subjectId } : values, {
            onSuccess: () => {
              notifySuccess(FLASHCARD_MESSAGES.added);
              close();
            },
            onError: (error) => notifyError(failureMessage(error, MESSAGES.failed)),
          }),
        )}
      >
        <Stack gap="md">
          <Select
            label="Exam"
            placeholder={exams.isPending ? 'Loading your exams…' : 'Choose an exam'}
            data={active.map((exam) => ({ value: exam.id, label: exam.name }))}
            withAsterisk
            allowDeselect={false}
            {...form.getInputProps('examId')}
          />
          <Select
            label="Subject"
            description="Optional: the card joins that subject's deck too."
            placeholder={
              form.values.examId === ''
                ? 'Choose an exam first'
                : exam.isLoading
                  ? 'Loading subjects…'
                  : 'No subject'
            }
            data={subjectOptions}
            disabled={form.values.examId === ''}
            searchable
            clearable
            {...form.getInputProps('subjectId')}
          />
          <SideFields front={form.getInputProps('front')} back={form.getInputProps('back')} />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={add.isPending}>
              Add card
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** 'Edit card': the card's front and back; the saved card replaces the one on screen. */
export function EditCardDialog({
  card,
  onClose,
  onSaved,
}: {
  card: TFlashcard;
  onClose: () => void;
  onSaved: (card: TFlashcard) => void;
}) {
  const edit = useEditFlashcard();
  const form = useForm<Values>({
    initialValues: {
      examId: card.examId,
      subjectId: card.subjectId,
      front: card.front,
      back: card.back,
    },
    validate: (values) =>
      schemaResolver(ZEditFlashcardRequest, { sync: true })({
        front: values.front,
        back: values.back,
      }),
  });
  return (
    <Modal opened onClose={onClose} title="Edit card" centered>
      <form
        noValidate
        onSubmit={form.onSubmit(({ front, back }) =>
          edit.mutate(
            { cardId: card.id, body: { front, back } },
            {
              onSuccess: (reply) => {
                notifySuccess(FLASHCARD_MESSAGES.updated);
                onSaved(reply.card);
              },
              onError: (error) => notifyError(failureMessage(error, MESSAGES.failed)),
            },
          ),
        )}
      >
        <Stack gap="md">
          <SideFields front={form.getInputProps('front')} back={form.getInputProps('back')} />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={edit.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
