// The question lists' filters as the URL keeps them (status, tag, category, difficulty, author,
// type), so reload, back and a shared link keep them, and the query the server takes.
import { QUESTION_TYPES, type QuestionType } from '@prepward/shared/constants';
import {
  QUESTION_DIFFICULTIES,
  QUESTION_STATUSES,
  type QuestionDifficulty,
  type QuestionStatus,
} from '@prepward/shared/question-metadata';
import type { ListParams } from '../../../hooks/use-list-params';

export type QuestionFilters = {
  status?: QuestionStatus;
  tag?: string;
  category?: string;
  difficulty?: QuestionDifficulty;
  authorId?: string;
  type?: QuestionType;
};

/** The URL keys of the filters (the author's is `author`). */
export const QUESTION_FILTER_KEYS = ['status', 'tag', 'category', 'difficulty', 'author', 'type'];

const oneOf = <T extends string>(values: readonly T[], raw: string): T | undefined =>
  values.find((value) => value === raw);

/** The filters in the URL, an unknown value left out rather than sent to be refused. */
export function questionFiltersFrom(params: ListParams): QuestionFilters {
  const filters: QuestionFilters = {
    status: oneOf(QUESTION_STATUSES, params.get('status')),
    tag: params.get('tag') || undefined,
    category: params.get('category') || undefined,
    difficulty: oneOf(QUESTION_DIFFICULTIES, params.get('difficulty')),
    authorId: params.get('author') || undefined,
    type: oneOf(QUESTION_TYPES, params.get('type')),
  };
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined));
}

export const hasQuestionFilters = (params: ListParams) =>
  QUESTION_FILTER_KEYS.some((key) => params.get(key) !== '');
