import {
  ActionIcon,
  Alert,
  Button,
  Group,
  MultiSelect,
  Paper,
  Select,
  Stack,
  Switch,
  Text,
  Tooltip,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  MAX_OPTIONS,
  MIN_OPTIONS,
  QUESTION_TYPE_LABELS,
  QUESTION_TYPES,
  type QuestionType,
} from '@prepward/shared/constants';
import {
  defaultScoringRule,
  hasParts,
  ITEM_LIMITS,
  RULES_BY_TYPE,
  SCORING_RULE_LABELS,
} from '@prepward/shared/item-types';
import type { TQuestionRequest } from '@prepward/shared/schemas/content';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import {
  blankOption,
  caseRequestFrom,
  choiceLabel,
  emptyQuestionForm,
  metadataOf,
  optionLabel,
  questionRequestFrom,
  validateQuestionForm,
  type QuestionFormValues,
} from '../lib/question-form';
import { AnswersField } from './answers-field';
import { ExhibitFields } from './exhibit-fields';
import { BowTieEditor } from './items/bow-tie-editor';
import { DragDropClozeEditor, DropdownClozeEditor } from './items/cloze-editor';
import { HighlightEditor } from './items/highlight-editor';
import { MatrixEditor } from './items/matrix-editor';
import { OrderingEditor } from './items/ordering-editor';
import { QuestionCaseFields, type CaseChoice } from './question-case-fields';
import { QuestionMetadataFields } from './question-metadata-fields';
import { RichTextField } from './rich-text-field';

type QuestionFormProps = {
  initialValues?: QuestionFormValues;
  submitLabel: string;
  pending: boolean;
  /**
   * `reset` empties the form (four blank options), as after adding a question; the question
   * type stays, for someone adding several of a kind. `setErrors` shows what the server
   * refused at its fields (form paths: serverFieldErrors).
   */
  onSubmit: (
    request: TQuestionRequest,
    reset: () => void,
    setErrors: (errors: Record<string, string>) => void,
  ) => void;
  /** Tags and categories already in the exam's bank, offered in their fields. */
  tagSuggestions?: readonly string[];
  categorySuggestions?: readonly string[];
  /** The exam's case studies the question may be a step of; no case fields without any. */
  caseStudies?: readonly CaseChoice[];
};

const TYPE_OPTIONS = QUESTION_TYPES.map((type) => ({
  value: type,
  label: QUESTION_TYPE_LABELS[type],
}));

/** The types whose options are a list with the correct ones chosen in a select. */
const CHOICE_TYPES: readonly QuestionType[] = [
  'single_choice',
  'multiple_choice',
  'extended_multiple_response',
];

/** Select all that apply asks for at least three options (item-types.ts). */
const minOptions = (type: QuestionType) =>
  type === 'extended_multiple_response' ? 3 : MIN_OPTIONS;
const maxOptions = (type: QuestionType) =>
  type === 'extended_multiple_response' ? ITEM_LIMITS.optionsPerPart : MAX_OPTIONS;

/**
 * The add/edit question form: type, question, the type's options (or answer, or a Next
 * Generation item's editor) and scoring, explanation, then status, difficulty, category and
 * tags.
 */
export function QuestionForm({
  initialValues,
  submitLabel,
  pending,
  onSubmit,
  tagSuggestions,
  categorySuggestions,
  caseStudies,
}: QuestionFormProps) {
  const form = useForm<QuestionFormValues>({
    initialValues: initialValues ?? emptyQuestionForm(),
    validate: validateQuestionForm,
  });
  const { values } = form;
  // Taken out of its case (None), a question that was in one says so with nulls.
  const wasInCase = Boolean(initialValues?.caseStudyId);
  const isChoice = CHOICE_TYPES.includes(values.type);
  const rules = RULES_BY_TYPE[values.type];
  const choices = values.options.map((option, index) => ({
    value: option.key,
    label: choiceLabel(index, option.value),
  }));

  const setType = (type: QuestionType) => {
    form.setFieldValue('type', type);
    // One correct answer only for single choice.
    if (type === 'single_choice') form.setFieldValue('correct', values.correct.slice(0, 1));
    if (!RULES_BY_TYPE[type].includes(values.scoring)) {
      form.setFieldValue('scoring', defaultScoringRule(type));
    }
    form.clearErrors();
  };
  const removeOption = (index: number) => {
    const removed = values.options[index];
    form.removeListItem('options', index);
    if (removed) {
      form.setFieldValue(
        'correct',
        values.correct.filter((key) => key !== removed.key),
      );
    }
  };

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((submitted) =>
        onSubmit(
          { ...questionRequestFrom(submitted), ...caseRequestFrom(submitted, wasInCase) },
          // The next question starts in no case: the step just written is taken.
          () => form.setValues(emptyQuestionForm(submitted.type, metadataOf(submitted))),
          form.setErrors,
        ),
      )}
    >
      <Stack gap="md">
        <Select
          label="Question type"
          required
          allowDeselect={false}
          data={TYPE_OPTIONS}
          value={values.type}
          onChange={(type) => type && setType(type)}
          w={{ base: '100%', sm: 280 }}
        />
        <RichTextField
          label="Question"
          required
          placeholder="Write the question; use Insert image for a picture"
          value={values.question}
          onChange={(html) => form.setFieldValue('question', html)}
          error={form.errors.question as string | undefined}
        />
        <ExhibitFields form={form} />

        {isChoice ? (
          <Paper withBorder p="md" radius="md">
            <Stack gap="sm">
              <Group justify="space-between">
                <Text fw={600}>Options</Text>
                <Text size="xs" c="dimmed">
                  {minOptions(values.type)} to {maxOptions(values.type)}
                </Text>
              </Group>
              {values.options.map((option, index) => (
                <Group key={option.key} align="flex-start" gap="xs" wrap="nowrap">
                  <div style={{ flex: 1, minWidth: 0 }}>
                    <RichTextField
                      compact
                      label={optionLabel(index)}
                      required
                      value={option.value}
                      onChange={(html) => form.setFieldValue(`options.${index}.value`, html)}
                      error={form.errors[`options.${index}.value`] as string | undefined}
                    />
                  </div>
                  <Tooltip label={`Remove ${optionLabel(index).toLowerCase()}`}>
                    <ActionIcon
                      mt={28}
                      variant="subtle"
                      color="red"
                      aria-label={`Remove ${optionLabel(index).toLowerCase()}`}
                      disabled={values.options.length <= minOptions(values.type)}
                      onClick={() => removeOption(index)}
                    >
                      <IconTrash size={18} aria-hidden="true" />
                    </ActionIcon>
                  </Tooltip>
                </Group>
              ))}
              {form.errors.options ? (
                <Text c="red" size="sm" role="alert">
                  {form.errors.options}
                </Text>
              ) : null}
              <Group>
                <Button
                  variant="light"
                  size="xs"
                  leftSection={<IconPlus size={14} aria-hidden="true" />}
                  disabled={values.options.length >= maxOptions(values.type)}
                  onClick={() => form.insertListItem('options', blankOption())}
                >
                  Add option
                </Button>
              </Group>
              {values.type === 'single_choice' ? (
                <Select
                  label="Correct answer"
                  description="The one correct option"
                  required
                  placeholder="Choose an option"
                  data={choices}
                  value={values.correct[0] ?? null}
                  onChange={(key) => form.setFieldValue('correct', key ? [key] : [])}
                  error={form.errors.correct}
                  w={{ base: '100%', sm: 280 }}
                />
              ) : (
                <MultiSelect
                  label="Correct answers"
                  description="One or more correct options"
                  required
                  placeholder={values.correct.length === 0 ? 'Choose options' : undefined}
                  data={choices}
                  value={values.correct}
                  onChange={(keys) => form.setFieldValue('correct', keys)}
                  error={form.errors.correct}
                  w={{ base: '100%', sm: 360 }}
                />
              )}
              {values.type === 'extended_multiple_response' ? (
                <Switch
                  label="Tell students how many to select"
                  description="'Select 3' instead of 'Select all that apply'"
                  {...form.getInputProps('statedCount', { type: 'checkbox' })}
                />
              ) : null}
            </Stack>
          </Paper>
        ) : null}
        {values.type === 'fill_in_the_blanks' ? <AnswersField form={form} /> : null}
        {values.type === 'matrix' ? <MatrixEditor form={form} /> : null}
        {values.type === 'dropdown_cloze' ? <DropdownClozeEditor form={form} /> : null}
        {values.type === 'drag_drop_cloze' ? <DragDropClozeEditor form={form} /> : null}
        {values.type === 'highlight' ? <HighlightEditor form={form} /> : null}
        {values.type === 'bow_tie' ? <BowTieEditor form={form} /> : null}
        {values.type === 'ordering' ? <OrderingEditor form={form} /> : null}

        {hasParts(values.type) ? (
          <Select
            label="Scoring"
            description="How the points are counted; each part (a row, a blank, a list) on its own"
            required
            allowDeselect={false}
            data={rules.map((rule) => ({ value: rule, label: SCORING_RULE_LABELS[rule] }))}
            value={values.scoring}
            onChange={(rule) => rule && form.setFieldValue('scoring', rule)}
            error={form.errors.scoring}
            w={{ base: '100%', sm: 560 }}
          />
        ) : null}

        <RichTextField
          label="Explanation"
          placeholder="Why the answer is right (shown after submitting in practice tests)"
          value={values.explanation}
          onChange={(html) => form.setFieldValue('explanation', html)}
          error={form.errors.explanation as string | undefined}
        />

        {/* An exam without case studies asks nothing of them. */}
        {caseStudies?.length ? <QuestionCaseFields form={form} caseStudies={caseStudies} /> : null}

        <QuestionMetadataFields
          form={form}
          tagSuggestions={tagSuggestions}
          categorySuggestions={categorySuggestions}
        />

        {Object.keys(form.errors).length > 0 ? (
          <Alert color="red" role="alert">
            Some fields need attention before the question can be saved.
          </Alert>
        ) : null}
        <Group>
          <Button type="submit" loading={pending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
