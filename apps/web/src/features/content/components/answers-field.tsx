import {
  ActionIcon,
  Button,
  Checkbox,
  Group,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import {
  blankAnswer,
  MAX_ANSWER_FIELDS,
  numberFieldSummary,
  type AnswerField,
  type AnswerKind,
} from '../lib/answer-fields';
import type { QuestionFormValues } from '../lib/question-form';

const KINDS: { value: AnswerKind; label: string }[] = [
  { value: 'text', label: 'Text' },
  { value: 'number', label: 'Number' },
];

/** Phones: every control of a row is at least 44 px tall. */
const TAP = { minHeight: 44 };

const answerName = (index: number) => (index === 0 ? 'Answer' : `Also accepted ${index}`);

/**
 * A fill in the blanks question's answer and the others it accepts: each a text (compared
 * ignoring case, spaces and a final period) or a number with a tolerance and a unit.
 */
export function AnswersField({ form }: { form: UseFormReturnType<QuestionFormValues> }) {
  const { answers } = form.values;
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <div>
          <Text fw={600}>Accepted answers</Text>
          <Text size="xs" c="dimmed">
            Case, spaces and a final period do not count. A number also takes a decimal comma (4,5)
            and, unless you require it, no unit.
          </Text>
        </div>
        {answers.map((field, index) => (
          <AnswerRow key={field.key} form={form} field={field} index={index} />
        ))}
        {typeof form.errors.answers === 'string' ? (
          <Text c="red" size="sm" role="alert">
            {form.errors.answers}
          </Text>
        ) : null}
        <Group>
          <Button
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden="true" />}
            disabled={answers.length >= MAX_ANSWER_FIELDS}
            onClick={() => form.insertListItem('answers', blankAnswer())}
            style={TAP}
          >
            Add accepted answer
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function AnswerRow({
  form,
  field,
  index,
}: {
  form: UseFormReturnType<QuestionFormValues>;
  field: AnswerField;
  index: number;
}) {
  const name = answerName(index);
  const path = `answers.${index}`;
  const summary = numberFieldSummary(field);
  const setKind = (kind: string) => {
    form.setFieldValue(`${path}.kind`, kind);
    form.clearFieldError(`${path}.text`);
    form.clearFieldError(`${path}.value`);
  };
  return (
    <Stack
      gap="xs"
      component="fieldset"
      aria-label={name}
      style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}
    >
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Group gap="sm">
          <Text size="sm" fw={600}>
            {name}
            {index === 0 ? (
              <Text span c="red" aria-hidden="true">
                {' '}
                *
              </Text>
            ) : null}
          </Text>
          <SegmentedControl
            aria-label={`Kind of ${name.toLowerCase()}`}
            size="sm"
            data={KINDS}
            value={field.kind}
            onChange={setKind}
            styles={{ label: { ...TAP, display: 'flex', alignItems: 'center' } }}
          />
        </Group>
        {index > 0 ? (
          <Tooltip label={`Remove ${name.toLowerCase()}`}>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`Remove ${name.toLowerCase()}`}
              onClick={() => form.removeListItem('answers', index)}
            >
              <IconTrash size={18} aria-hidden="true" />
            </ActionIcon>
          </Tooltip>
        ) : null}
      </Group>
      {field.kind === 'text' ? (
        <TextInput
          label={`${name} text`}
          required={index === 0}
          placeholder={index === 0 ? 'The expected answer' : 'Another wording, such as four grams'}
          autoComplete="off"
          {...form.getInputProps(`${path}.text`)}
        />
      ) : (
        <>
          <Group gap="xs" align="flex-start" grow preventGrowOverflow={false}>
            <TextInput
              label={`${name} number`}
              required
              inputMode="decimal"
              placeholder="4"
              autoComplete="off"
              miw={90}
              {...form.getInputProps(`${path}.value`)}
            />
            <TextInput
              label="Tolerance ±"
              inputMode="decimal"
              placeholder="0"
              autoComplete="off"
              miw={90}
              {...form.getInputProps(`${path}.tolerance`)}
            />
            <TextInput
              label="Unit"
              placeholder="g"
              autoComplete="off"
              miw={90}
              {...form.getInputProps(`${path}.unit`)}
            />
          </Group>
          <Checkbox
            label="The unit must be typed"
            disabled={!field.unit.trim()}
            styles={{ body: { ...TAP, alignItems: 'center' } }}
            {...form.getInputProps(`${path}.unitRequired`, { type: 'checkbox' })}
          />
          {summary ? (
            <Text size="xs" c="dimmed" aria-live="polite">
              {summary}
            </Text>
          ) : null}
        </>
      )}
    </Stack>
  );
}
