// The study plan dialog (decision 0109), loaded when first opened: the exam, its date, the
// weekdays to study on and the reminder mail. The days are counted in this browser's time zone.
import {
  Button,
  Chip,
  Group,
  Modal,
  NativeSelect,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import type { TMyExam } from '@prepward/shared/schemas/commerce';
import {
  ZStudyPlanRequest,
  type TStudyPlan,
  type TStudyPlanRequest,
} from '@prepward/shared/schemas/study-plans';
import {
  STUDY_PLAN_LIMITS,
  STUDY_PLAN_MESSAGES as TEXT,
  WEEKDAYS,
  WEEKDAY_NAMES,
  WEEKDAY_SHORT_NAMES,
  addDays,
  dayIn,
  latestExamDate,
} from '@prepward/shared/study-plans';
import { useId } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useDeleteStudyPlan } from '../api/delete-study-plan';
import { useSaveStudyPlan } from '../api/save-study-plan';

/** The browser's time zone: the student's days are counted in it. */
const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

type Values = {
  examId: string;
  examDate: string;
  /** The chips' values: weekday numbers as text. */
  studyDays: string[];
  reminders: boolean;
  reminderHour: string;
};

const HOURS = Array.from({ length: 24 }, (_, hour) => ({
  value: String(hour),
  label: `${String(hour).padStart(2, '0')}:00`,
}));

const validateRequest = schemaResolver(ZStudyPlanRequest, { sync: true });

function requestOf(values: Values, timeZone: string): TStudyPlanRequest {
  return {
    examDate: values.examDate,
    studyDays: values.studyDays.map(Number).sort((a, b) => a - b),
    timeZone,
    reminders: values.reminders,
    reminderHour: Number(values.reminderHour),
  };
}

export function StudyPlanDialog({
  plan,
  exams,
  onClose,
}: {
  /** The plan being changed; none for a new one. */
  plan?: TStudyPlan | undefined;
  /** The exams to choose from (a new plan: those without one). */
  exams: readonly TMyExam[];
  onClose: () => void;
}) {
  // Saved with this browser's zone, whichever the plan had (the student may have moved).
  const timeZone = browserTimeZone();
  const today = dayIn(timeZone, new Date());
  const save = useSaveStudyPlan();
  const remove = useDeleteStudyPlan();
  const daysLabelId = useId();
  const form = useForm<Values>({
    initialValues: {
      examId: plan?.examId ?? exams[0]?.id ?? '',
      examDate: plan?.examDate ?? addDays(today, 56),
      studyDays: (plan?.studyDays ?? [1, 2, 3, 4, 5]).map(String),
      reminders: plan?.reminders ?? true,
      reminderHour: String(plan?.reminderHour ?? STUDY_PLAN_LIMITS.defaultReminderHour),
    },
    validate: (values) => {
      const errors: Record<string, string> = {};
      if (!values.examId) errors.examId = 'Choose an exam';
      Object.assign(errors, validateRequest(requestOf(values, timeZone)));
      // Today to two years on, in the plan's time zone (the server checks it again).
      if (!errors.examDate && values.examDate < today) errors.examDate = TEXT.examDatePast;
      if (!errors.examDate && values.examDate > latestExamDate(today))
        errors.examDate = TEXT.examDateTooFar;
      return errors;
    },
  });

  const submit = (values: Values) => {
    if (save.isPending) return;
    save.mutate(
      { examId: values.examId, plan: requestOf(values, timeZone) },
      {
        onSuccess: (reply) => {
          notifySuccess(reply.message);
          onClose();
        },
        onError: (error) => notifyError(errorMessage(error)),
      },
    );
  };
  const removePlan = () => {
    if (!plan || remove.isPending) return;
    remove.mutate(plan.examId, {
      onSuccess: (reply) => {
        notifySuccess(reply.message);
        onClose();
      },
      onError: (error) => notifyError(errorMessage(error)),
    });
  };

  const examOptions = exams.map((exam) => ({ value: exam.id, label: exam.name }));
  const daysError = form.errors.studyDays;

  return (
    <Modal
      opened
      onClose={onClose}
      title={plan ? 'Edit study plan' : 'Set up a study plan'}
      centered
    >
      <form noValidate onSubmit={form.onSubmit(submit)}>
        <Stack gap="md">
          <NativeSelect
            label="Exam"
            data={examOptions}
            disabled={!!plan}
            {...form.getInputProps('examId')}
          />
          <TextInput
            type="date"
            label="Exam date"
            min={today}
            max={latestExamDate(today)}
            withAsterisk
            {...form.getInputProps('examDate')}
          />
          <div role="group" aria-labelledby={daysLabelId} aria-describedby={`${daysLabelId}-help`}>
            <Text component="span" id={daysLabelId} size="sm" fw={500}>
              Study days
            </Text>
            <Text id={`${daysLabelId}-help`} size="xs" c="dimmed">
              Today's targets share what is left over the days you study on.
            </Text>
            <Chip.Group
              multiple
              value={form.values.studyDays}
              onChange={(days) => form.setFieldValue('studyDays', days)}
            >
              <Group gap={6} mt={6}>
                {WEEKDAYS.map((day) => (
                  <Chip key={day} value={String(day)} size="sm" aria-label={WEEKDAY_NAMES[day]}>
                    {WEEKDAY_SHORT_NAMES[day]}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
            {daysError ? (
              <Text size="xs" c="red" mt={4} role="alert">
                {daysError}
              </Text>
            ) : null}
          </div>
          <Switch
            label="Email me a reminder on study days"
            {...form.getInputProps('reminders', { type: 'checkbox' })}
          />
          <NativeSelect
            label="Reminder time"
            description={`Your time (${timeZone})`}
            data={HOURS}
            disabled={!form.values.reminders}
            {...form.getInputProps('reminderHour')}
          />
          <Group justify="space-between" gap="sm" mt="xs">
            {plan ? (
              <Button variant="subtle" color="red" onClick={removePlan} loading={remove.isPending}>
                Remove plan
              </Button>
            ) : (
              <span />
            )}
            <Group gap="sm">
              <Button variant="default" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" loading={save.isPending}>
                Save plan
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
