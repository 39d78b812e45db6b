import { Select, SimpleGrid } from '@mantine/core';
import { QUESTION_TYPE_LABELS, QUESTION_TYPES } from '@prepward/shared/constants';
import {
  QUESTION_DIFFICULTIES,
  QUESTION_DIFFICULTY_LABELS,
  QUESTION_STATUS_LABELS,
  QUESTION_STATUSES,
} from '@prepward/shared/question-metadata';
import type { ListParams, ListParamsChange } from '../../../hooks/use-list-params';
import { useQuestionFacets } from '../api/list-question-facets';

const STATUS_OPTIONS = QUESTION_STATUSES.map((status) => ({
  value: status,
  label: QUESTION_STATUS_LABELS[status],
}));
const DIFFICULTY_OPTIONS = QUESTION_DIFFICULTIES.map((difficulty) => ({
  value: difficulty,
  label: QUESTION_DIFFICULTY_LABELS[difficulty],
}));
const TYPE_OPTIONS = QUESTION_TYPES.map((type) => ({
  value: type,
  label: QUESTION_TYPE_LABELS[type],
}));

/**
 * The metadata filters of a question list, kept in the URL: status, tag, category,
 * difficulty, author and type. Tags, categories and authors are the ones in use (of the exam,
 * when one is chosen).
 */
export function QuestionFilters({
  params,
  setParams,
  examId,
}: {
  params: ListParams;
  setParams: (change: ListParamsChange) => void;
  examId?: string | undefined;
}) {
  const facets = useQuestionFacets(examId);
  const tag = params.get('tag');
  const category = params.get('category');
  const author = params.get('author');
  // A value from the URL stays choosable while the facets load or after it left the bank.
  const withCurrent = (values: string[], current: string) =>
    current && !values.includes(current) ? [current, ...values] : values;

  return (
    <SimpleGrid cols={{ base: 2, md: 3, lg: 6 }} spacing="sm">
      <Select
        label="Status"
        placeholder="Any status"
        clearable
        data={STATUS_OPTIONS}
        value={params.get('status') || null}
        onChange={(value) => setParams({ status: value })}
      />
      <Select
        label="Tag"
        placeholder="Any tag"
        clearable
        searchable
        data={withCurrent(
          (facets.data?.tags ?? []).map((facet) => facet.name),
          tag,
        )}
        value={tag || null}
        onChange={(value) => setParams({ tag: value })}
        nothingFoundMessage="No tag by that name"
      />
      <Select
        label="Category"
        placeholder="Any category"
        clearable
        searchable
        data={withCurrent(
          (facets.data?.categories ?? []).map((facet) => facet.name),
          category,
        )}
        value={category || null}
        onChange={(value) => setParams({ category: value })}
        nothingFoundMessage="No category by that name"
      />
      <Select
        label="Difficulty"
        placeholder="Any difficulty"
        clearable
        data={DIFFICULTY_OPTIONS}
        value={params.get('difficulty') || null}
        onChange={(value) => setParams({ difficulty: value })}
      />
      <Select
        label="Author"
        placeholder="Anyone"
        clearable
        searchable
        data={(facets.data?.authors ?? []).map((facet) => ({ value: facet.id, label: facet.name }))}
        value={author || null}
        onChange={(value) => setParams({ author: value })}
        nothingFoundMessage="No author by that name"
      />
      <Select
        label="Type"
        placeholder="All types"
        clearable
        data={TYPE_OPTIONS}
        value={params.get('type') || null}
        onChange={(value) => setParams({ type: value })}
      />
    </SimpleGrid>
  );
}
