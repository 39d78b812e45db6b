import { Autocomplete, Paper, Select, SimpleGrid, Stack, TagsInput, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import {
  CLIENT_NEED_CATEGORIES,
  QUESTION_DIFFICULTIES,
  QUESTION_DIFFICULTY_LABELS,
  QUESTION_METADATA_LIMITS,
  QUESTION_STATUS_LABELS,
  QUESTION_STATUSES,
} from '@prepward/shared/question-metadata';
import type { QuestionFormValues } from '../lib/question-form';

const STATUS_OPTIONS = QUESTION_STATUSES.map((status) => ({
  value: status,
  label: QUESTION_STATUS_LABELS[status],
}));
const DIFFICULTY_OPTIONS = QUESTION_DIFFICULTIES.map((difficulty) => ({
  value: difficulty,
  label: QUESTION_DIFFICULTY_LABELS[difficulty],
}));

/**
 * The question's status, tags, category and difficulty. Tags and categories already in the
 * bank are offered; the client-need categories always are, and any other may be typed.
 */
export function QuestionMetadataFields({
  form,
  tagSuggestions = [],
  categorySuggestions = [],
}: {
  form: UseFormReturnType<QuestionFormValues>;
  tagSuggestions?: readonly string[];
  categorySuggestions?: readonly string[];
}) {
  const { values } = form;
  const categories = [...new Set([...CLIENT_NEED_CATEGORIES, ...categorySuggestions])];
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Text fw={600}>Review and classification</Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Select
            label="Status"
            description="Only published questions reach students"
            allowDeselect={false}
            data={STATUS_OPTIONS}
            value={values.status}
            onChange={(status) => status && form.setFieldValue('status', status)}
          />
          <Select
            label="Difficulty"
            placeholder="Not set"
            clearable
            data={DIFFICULTY_OPTIONS}
            value={values.difficulty}
            onChange={(difficulty) => form.setFieldValue('difficulty', difficulty)}
          />
        </SimpleGrid>
        <Autocomplete
          label="Category"
          description="A client-need category, or your blueprint's own"
          placeholder="Not set"
          data={categories}
          maxLength={QUESTION_METADATA_LIMITS.category}
          value={values.category}
          onChange={(category) => form.setFieldValue('category', category)}
          error={form.errors.category}
        />
        <TagsInput
          label="Tags"
          description={`Press Enter after each tag; at most ${QUESTION_METADATA_LIMITS.tags}`}
          data={[...tagSuggestions]}
          maxTags={QUESTION_METADATA_LIMITS.tags}
          value={values.tags}
          onChange={(tags) => form.setFieldValue('tags', tags)}
          error={form.errors.tags}
          clearable
        />
      </Stack>
    </Paper>
  );
}
