// Questions that say the same: the same or nearly the same stem and options within one exam,
// compared on their visible text (tags, case, spacing and the options' order aside) by trigram
// similarity (lib/near-duplicates.ts). The options count because banks hold many questions
// with one generic stem ('Which of the following is correct?') and different options. Used by the import's preview (rows that repeat the bank or an
// earlier row) and the exam's 'Possible duplicates' list. The exam's stems are read once per
// call; a bank of 20,000 questions is a few megabytes of text.
import type { TDuplicatePair, TImportDuplicate } from '@prepward/shared/schemas/content';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/client';
import { questionOptions, questions, subjects } from '../../db/schema';
import { similarPairs } from '../../lib/near-duplicates';
import type { CsvQuestionRow } from './question-csv-row';

/** Stems at least this similar (0 to 1: shared trigrams over all of both) count as duplicates. */
export const DUPLICATE_SIMILARITY = 0.85;
const EXCERPT = 160;

const ENTITIES: Record<string, string> = {
  nbsp: ' ',
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
};

/** The visible text of rich text: no tags, spaces collapsed. */
function visibleText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(nbsp|amp|lt|gt|quot|#39);/g, (_, name: string) => ENTITIES[name] ?? ' ')
    .normalize('NFC')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The start of a question's visible text, as the lists show it. */
const excerpt = (html: string) => {
  const text = visibleText(html);
  return text.length > EXCERPT ? `${text.slice(0, EXCERPT)}…` : text;
};
const rounded = (similarity: number) => Math.floor(similarity * 100) / 100;

/** The exam's live questions (any status), oldest first. */
async function bankOf(tx: DatabaseOrTransaction, examId: string) {
  const rows = await tx
    .select({
      id: questions.id,
      html: questions.questionHtml,
      options: sql<string>`coalesce((select string_agg(${questionOptions.value}, ' ')
        from ${questionOptions} where ${questionOptions.questionId} = ${questions.id}), '')`,
      subjectId: questions.subjectId,
      subject: subjects.name,
    })
    .from(questions)
    .innerJoin(subjects, eq(subjects.id, questions.subjectId))
    .where(and(eq(questions.examId, examId), isNull(questions.retiredAt)))
    .orderBy(asc(questions.createdAt), asc(questions.id));
  return rows.map((row) => ({
    id: row.id,
    subjectId: row.subjectId,
    subject: row.subject,
    stem: row.html,
    text: comparedText(row.html, [row.options]),
  }));
}

/** What two questions are compared on: the stem and the options, in lower case. */
function comparedText(html: string, options: string[]): string {
  return [html, ...options].map(visibleText).join(' ').toLowerCase();
}

/** The rows to add that repeat an earlier row of the file or a live question of the exam. */
export async function findImportDuplicates(
  tx: DatabaseOrTransaction,
  examId: string,
  additions: CsvQuestionRow[],
): Promise<TImportDuplicate[]> {
  if (additions.length === 0) return [];
  const bank = await bankOf(tx, examId);
  const rows = additions.map((row) => ({
    line: row.line,
    stem: row.question,
    text: comparedText(
      row.question,
      row.options.map((option) => option.value),
    ),
  }));
  // One list: the bank first, then the rows. A bank question never pairs with another.
  const texts = [...bank.map((question) => question.text), ...rows.map((row) => row.text)];
  const isRow = (index: number) => index >= bank.length;
  const pairs = similarPairs(texts, DUPLICATE_SIMILARITY, (_, second) => isRow(second));

  const byLine = new Map<number, TImportDuplicate>();
  for (const { first, second, similarity } of pairs) {
    const row = rows[second - bank.length]!;
    const entry = byLine.get(row.line) ?? {
      line: row.line,
      question: excerpt(row.stem),
      matches: [],
    };
    entry.matches.push(
      isRow(first)
        ? {
            line: rows[first - bank.length]!.line,
            questionId: null,
            question: excerpt(rows[first - bank.length]!.stem),
            similarity: rounded(similarity),
          }
        : {
            line: null,
            questionId: bank[first]!.id,
            question: excerpt(bank[first]!.stem),
            similarity: rounded(similarity),
          },
    );
    byLine.set(row.line, entry);
  }
  for (const entry of byLine.values()) {
    entry.matches.sort((a, b) => b.similarity - a.similarity);
    entry.matches.splice(3);
  }
  return [...byLine.values()].sort((a, b) => a.line - b.line);
}

/** Pairs of the exam's live questions whose stems are nearly the same, most similar first. */
export async function findBankDuplicates(
  tx: DatabaseOrTransaction,
  examId: string,
  page: { limit: number; offset: number },
): Promise<{ pairs: TDuplicatePair[]; total: number }> {
  const bank = await bankOf(tx, examId);
  const pairs = similarPairs(
    bank.map((question) => question.text),
    DUPLICATE_SIMILARITY,
  ).sort((a, b) => b.similarity - a.similarity || a.first - b.first || a.second - b.second);
  const side = (index: number) => ({
    id: bank[index]!.id,
    question: excerpt(bank[index]!.stem),
    subjectId: bank[index]!.subjectId,
    subject: bank[index]!.subject,
  });
  return {
    total: pairs.length,
    pairs: pairs.slice(page.offset, page.offset + page.limit).map((pair) => ({
      similarity: rounded(pair.similarity),
      first: side(pair.first),
      second: side(pair.second),
    })),
  };
}
