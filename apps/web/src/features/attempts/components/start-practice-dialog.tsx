import {
  Alert,
  Button,
  Chip,
  Group,
  Loader,
  Modal,
  MultiSelect,
  NumberInput,
  Radio,
  Select,
  Stack,
  Switch,
  Text,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import {
  DIFFICULTY_RULES,
  QUESTION_MODE_LABELS,
  QUESTION_MODES,
  TEST_DEFAULTS,
  TEST_FOCUS_LABELS,
  TEST_FOCUSES,
  TEST_LIMITS,
  WEAKEST_FOCUS_RULES,
  type QuestionMode,
} from '@prepward/shared/constants';
import {
  QUESTION_DIFFICULTIES,
  QUESTION_DIFFICULTY_LABELS,
} from '@prepward/shared/question-metadata';
import { ZStartPracticeForm, type TStartPracticeForm } from '@prepward/shared/schemas/attempts';
import { useId } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useQuestionCount } from '../api/count-questions';
import type { TMyExam } from '@prepward/shared/schemas/commerce';
import { useExam } from '../../../api/exams';
import { useStartTest } from '../../../api/my-exams';
import { examPagePath } from '../../../lib/student-paths';

type StartPracticeDialogProps = {
  opened: boolean;
  onClose: () => void;
  exams: readonly TMyExam[];
  initialExamId: string | null;
};

const MODE_OPTIONS = QUESTION_MODES.map((mode) => ({
  value: mode,
  label: QUESTION_MODE_LABELS[mode],
}));

const FOCUS_HELP = `Weakest subjects first: questions of the subjects where your score is lowest come first. A subject counts as ${WEAKEST_FOCUS_RULES.unknownScore * 100}% until you have answered ${WEAKEST_FOCUS_RULES.minAnswered} of its questions.`;
const DIFFICULTY_HELP = `None chosen: any. From how other students did: hard under ${DIFFICULTY_RULES.hardBelowPercent}% right, easy over ${DIFFICULTY_RULES.easyAbovePercent}%.`;

function initialValues(examId: string | null): TStartPracticeForm {
  return {
    examId: examId ?? '',
    courseIds: [],
    subjectIds: [],
    questions: TEST_DEFAULTS.questions,
    questionMode: TEST_DEFAULTS.questionMode,
    focus: 'any',
    difficulties: [],
    timed: true,
    minutes: TEST_DEFAULTS.minutes,
  };
}

/** The start subject-based test dialog, with a live count of the questions that match. */
export function StartPracticeDialog({
  opened,
  onClose,
  exams,
  initialExamId,
}: StartPracticeDialogProps) {
  const navigate = useNavigate();
  const start = useStartTest();
  const form = useForm<TStartPracticeForm>({
    initialValues: initialValues(initialExamId),
    validate: schemaResolver(ZStartPracticeForm, { sync: true }),
  });
  const { values } = form;
  const difficultyLabelId = useId();
  const difficultyHelpId = useId();
  const exam = useExam(values.examId, { enabled: opened });
  const count = useQuestionCount(
    opened && values.examId
      ? {
          examId: values.examId,
          questionMode: values.questionMode,
          courseIds: values.courseIds,
          subjectIds: values.subjectIds,
          difficulties: values.difficulties,
        }
      : null,
  );
  const matching = count.data;

  const courses = exam.data?.courses ?? [];
  const courseOptions = courses.map((course) => ({ value: course.id, label: course.name }));
  // Subjects grouped by course; once courses are chosen, only theirs.
  const subjectOptions = courses
    .filter((course) => values.courseIds.length === 0 || values.courseIds.includes(course.id))
    .map((course) => ({
      group: course.name,
      items: course.subjects.map((subject) => ({ value: subject.id, label: subject.name })),
    }))
    .filter((group) => group.items.length > 0);

  const close = () => {
    form.setValues(initialValues(initialExamId));
    form.resetDirty();
    onClose();
  };

  const submit = (chosen: TStartPracticeForm) => {
    if (start.isPending) return;
    start.mutate(
      {
        examId: chosen.examId,
        request: {
          type: 'practice',
          questions: chosen.questions,
          questionMode: chosen.questionMode,
          courseIds: chosen.courseIds,
          subjectIds: chosen.subjectIds,
          // Only what differs from the default, as the first client sent it.
          ...(chosen.focus === 'weakest' ? { focus: chosen.focus } : {}),
          ...(chosen.difficulties.length > 0 ? { difficulties: chosen.difficulties } : {}),
          timed: chosen.timed,
          ...(chosen.timed ? { minutes: chosen.minutes } : {}),
        },
      },
      {
        onSuccess: (test) => {
          notifySuccess(test.message);
          onClose();
          void navigate(examPagePath(chosen.examId, test));
        },
        onError: (error) => notifyError(errorMessage(error)),
      },
    );
  };

  return (
    <Modal opened={opened} onClose={close} title="Start subject-based test" centered size="lg">
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack gap="md">
          <Select
            label="Exam"
            data={exams.map((owned) => ({ value: owned.id, label: owned.name }))}
            allowDeselect={false}
            {...form.getInputProps('examId')}
            onChange={(value: string | null) => {
              form.setValues({ examId: value ?? '', courseIds: [], subjectIds: [] });
            }}
          />
          {exam.isError ? (
            <Alert color="red" title="Could not load the courses">
              {errorMessage(exam.error)}
            </Alert>
          ) : null}
          <MultiSelect
            label="Courses"
            description="None chosen: every course."
            placeholder={exam.isLoading ? 'Loading…' : 'All courses'}
            data={courseOptions}
            searchable
            clearable
            disabled={!exam.data}
            {...form.getInputProps('courseIds')}
            onChange={(courseIds) => {
              const allowed = new Set(
                courses
                  .filter((course) => courseIds.length === 0 || courseIds.includes(course.id))
                  .flatMap((course) => course.subjects.map((subject) => subject.id)),
              );
              form.setValues({
                courseIds,
                subjectIds: values.subjectIds.filter((id) => allowed.has(id)),
              });
            }}
          />
          <MultiSelect
            label="Subjects"
            description="None chosen: every subject of the chosen courses."
            placeholder={exam.isLoading ? 'Loading…' : 'All subjects'}
            data={subjectOptions}
            searchable
            clearable
            disabled={!exam.data}
            {...form.getInputProps('subjectIds')}
          />
          <Group grow align="flex-start" gap="md" wrap="wrap">
            <NumberInput
              label="Number of questions"
              min={1}
              max={TEST_LIMITS.maxQuestions}
              allowDecimal={false}
              allowNegative={false}
              miw={160}
              {...form.getInputProps('questions')}
              onChange={(value) => form.setFieldValue('questions', Number(value) || 0)}
            />
            <Select
              label="Question mode"
              data={MODE_OPTIONS}
              allowDeselect={false}
              miw={200}
              {...form.getInputProps('questionMode')}
              onChange={(value) =>
                form.setFieldValue('questionMode', (value as QuestionMode | null) ?? 'all')
              }
            />
          </Group>
          <Radio.Group
            label="Focus"
            description={FOCUS_HELP}
            value={values.focus}
            onChange={(focus) => form.setFieldValue('focus', focus)}
          >
            <Group gap="lg" mt={6} wrap="wrap">
              {TEST_FOCUSES.map((focus) => (
                <Radio key={focus} value={focus} label={TEST_FOCUS_LABELS[focus]} />
              ))}
            </Group>
          </Radio.Group>
          <Stack gap={4}>
            <Text id={difficultyLabelId} size="sm" fw={500}>
              Difficulty
            </Text>
            <Text id={difficultyHelpId} size="xs" c="dimmed">
              {DIFFICULTY_HELP}
            </Text>
            <Chip.Group
              multiple
              value={values.difficulties}
              onChange={(difficulties) => form.setFieldValue('difficulties', difficulties)}
            >
              <Group
                gap="xs"
                mt={4}
                role="group"
                aria-labelledby={difficultyLabelId}
                aria-describedby={difficultyHelpId}
              >
                {QUESTION_DIFFICULTIES.map((difficulty) => (
                  <Chip key={difficulty} value={difficulty}>
                    {QUESTION_DIFFICULTY_LABELS[difficulty]}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
          </Stack>
          <Group align="flex-end" gap="md" wrap="wrap">
            <Switch
              label="Timed"
              description="Untimed: no clock, end whenever you like."
              {...form.getInputProps('timed', { type: 'checkbox' })}
            />
            <NumberInput
              label="Minutes"
              min={TEST_LIMITS.minMinutes}
              max={TEST_LIMITS.maxMinutes}
              allowDecimal={false}
              allowNegative={false}
              disabled={!values.timed}
              w={140}
              {...form.getInputProps('minutes')}
              onChange={(value) => form.setFieldValue('minutes', Number(value) || 0)}
            />
          </Group>
          <Text role="status" aria-live="polite" size="sm" c={matching === 0 ? 'red' : undefined}>
            {!values.examId ? (
              'Choose an exam to see how many questions match.'
            ) : count.isError ? (
              errorMessage(count.error)
            ) : matching === undefined ? (
              <Loader size="xs" aria-label="Counting questions" />
            ) : matching === 0 ? (
              'No questions match these choices. Choose other courses, subjects or difficulties, or another mode.'
            ) : (
              `${matching} ${matching === 1 ? 'question matches' : 'questions match'}: your test will have ${Math.min(matching, values.questions || 0)}.`
            )}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={start.isPending} disabled={matching === 0}>
              Start test
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
