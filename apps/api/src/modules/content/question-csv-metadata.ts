// The id and metadata cells of a question CSV row (docs/csv-format.md): which question the row
// updates, and its status, tags, category and difficulty. A column left out of the file keeps
// what an updated question has (a new one gets the defaults); an empty cell of a column that
// is there clears the tags, category or difficulty.
import {
  QUESTION_DIFFICULTIES,
  QUESTION_METADATA_LIMITS,
  QUESTION_STATUSES,
  TAG_SEPARATOR,
  uniqueTags,
  type QuestionDifficulty,
  type QuestionStatus,
} from '@prepward/shared/question-metadata';
import type { CsvQuestionRow, RowCells } from './question-csv-row';

type RowMetadata = Pick<CsvQuestionRow, 'id' | 'status' | 'tags' | 'category' | 'difficulty'>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** 'In review', 'in-review' and 'IN_REVIEW' are one status. */
const normalizeWord = (cell: string) =>
  cell
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

export function readMetadata(row: RowCells): RowMetadata {
  const metadata: RowMetadata = {};
  const id = row.cell('id').trim();
  if (id !== '') {
    if (UUID.test(id)) metadata.id = id.toLowerCase();
    else
      row.problem(
        'id',
        `"${id.slice(0, 40)}" is not a question id: keep the id the export wrote, or leave it empty to add a new question`,
      );
  }
  const status = readStatus(row);
  if (status) metadata.status = status;
  if (row.has('tags')) metadata.tags = readTags(row);
  if (row.has('category')) metadata.category = readCategory(row);
  if (row.has('difficulty')) metadata.difficulty = readDifficulty(row);
  return metadata;
}

function readStatus(row: RowCells): QuestionStatus | undefined {
  const raw = row.cell('status');
  if (raw.trim() === '') return undefined;
  const status = QUESTION_STATUSES.find((candidate) => candidate === normalizeWord(raw));
  if (!status) {
    row.problem(
      'status',
      `Status "${raw.trim().slice(0, 40)}" is not one of ${QUESTION_STATUSES.join(', ')}`,
    );
  }
  return status;
}

function readTags(row: RowCells): string[] {
  const tags = uniqueTags(row.cell('tags').split(TAG_SEPARATOR));
  const { tags: most, tagLength } = QUESTION_METADATA_LIMITS;
  if (tags.length > most) row.problem('tags', `A question may have at most ${most} tags`);
  const long = tags.find((tag) => tag.length > tagLength);
  if (long) {
    row.problem('tags', `Tag "${long.slice(0, 40)}…" is longer than ${tagLength} characters`);
  }
  return tags;
}

function readCategory(row: RowCells): string | null {
  const category = row.cell('category').replace(/\s+/g, ' ').trim();
  if (category.length > QUESTION_METADATA_LIMITS.category) {
    row.problem(
      'category',
      `The category may have at most ${QUESTION_METADATA_LIMITS.category} characters`,
    );
  }
  return category === '' ? null : category;
}

function readDifficulty(row: RowCells): QuestionDifficulty | null {
  const raw = row.cell('difficulty');
  if (raw.trim() === '') return null;
  const difficulty = QUESTION_DIFFICULTIES.find((candidate) => candidate === normalizeWord(raw));
  if (!difficulty) {
    row.problem(
      'difficulty',
      `Difficulty "${raw.trim().slice(0, 40)}" is not one of ${QUESTION_DIFFICULTIES.join(', ')}`,
    );
    return null;
  }
  return difficulty;
}
