// The demo catalogue (SEED_DEMO): the exams listed in demo/exams.json, each with its questions
// in a CSV of the bulk import format (docs/csv-format.md), read and inserted by the same code
// as an administrator's upload (content/question-csv-reader.ts, content/question-import.ts).
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ZExamCreateRequest } from '@prepward/shared/schemas/content';
import { inArray } from 'drizzle-orm';
import { z } from 'zod';
import { DEMO_CATALOGUE_FOLDER } from '../../lib/paths';
import { createRichTextSanitizer, type RichTextSanitizer } from '../../lib/sanitize';
import { readQuestionCsv } from '../../modules/content/question-csv-reader';
import type { CsvQuestionRow } from '../../modules/content/question-csv-row';
import { insertQuestionRows } from '../../modules/content/question-import';
import { planImportCases, writeImportCases } from '../../modules/content/question-import-cases';
import type { CsvProblem } from '../../lib/csv';
import type { Database } from '../client';
import { exams } from '../schema';

export type SeedResult = { examsCreated: number; questionsCreated: number };

/** An exam to add: the fields of its row, and its questions as a question CSV. */
export type CsvSeedExam = z.output<typeof ZExamCreateRequest> & {
  csv: { fileName: string; bytes: Buffer };
};

/** An entry of exams.json: the exam's fields as the admin form takes them, and its CSV. */
const ZDemoExam = z.strictObject({
  ...ZExamCreateRequest.shape,
  file: z.string().regex(/^[\w.-]+\.csv$/, 'A CSV file name in the same folder'),
});

/**
 * The upload's allowlist. No image counts as one of our uploads (none exists when the demo is
 * added), so an <img> in a demo file is removed, as a foreign image in an upload is.
 */
const demoSanitizer = createRichTextSanitizer(() => false);

const MAX_PROBLEMS_SHOWN = 20;

/**
 * Adds the demo catalogue's exams that are not there yet (matched by name). Safe to run at
 * every start; the server runs it under the start-up lock.
 */
export async function seedDemoCatalogue(
  db: Database,
  folder = DEMO_CATALOGUE_FOLDER,
): Promise<SeedResult> {
  return seedExams(db, await readDemoCatalogue(folder));
}

/** exams.json and the CSV file of each exam it lists; a missing or invalid one throws. */
export async function readDemoCatalogue(folder = DEMO_CATALOGUE_FOLDER): Promise<CsvSeedExam[]> {
  const listPath = join(folder, 'exams.json');
  let list: unknown;
  try {
    list = JSON.parse(await readFile(listPath, 'utf8'));
  } catch (error) {
    throw new Error(`Demo catalogue: cannot read ${listPath}`, { cause: error });
  }
  const parsed = z.array(ZDemoExam).safeParse(list);
  if (!parsed.success) {
    throw new Error(`Demo catalogue: ${listPath} is not valid:\n${z.prettifyError(parsed.error)}`);
  }
  return Promise.all(
    parsed.data.map(async ({ file, ...fields }) => {
      const fileName = join(folder, file);
      return { ...fields, csv: { fileName, bytes: await readFile(fileName) } };
    }),
  );
}

/**
 * Adds the exams whose name is not taken yet, each in one transaction: the exam row, then its
 * CSV imported into it. Every file is read and checked before anything is written; a file with
 * a problem throws, naming the file and each problem's line.
 */
export async function seedExams(
  db: Database,
  catalogue: CsvSeedExam[],
  sanitize: RichTextSanitizer = demoSanitizer,
): Promise<SeedResult> {
  const existing = await db
    .select({ name: exams.name })
    .from(exams)
    .where(
      inArray(
        exams.name,
        catalogue.map((exam) => exam.name),
      ),
    );
  const existingNames = new Set(existing.map((row) => row.name));
  const missing = catalogue.filter((exam) => !existingNames.has(exam.name));

  const checked: { exam: CsvSeedExam; rows: CsvQuestionRow[] }[] = [];
  for (const exam of missing) checked.push({ exam, rows: await readSeedCsv(exam.csv, sanitize) });

  const result: SeedResult = { examsCreated: 0, questionsCreated: 0 };
  for (const { exam, rows } of checked) {
    const { csv: _csv, ...fields } = exam;
    result.questionsCreated += await db.transaction(async (tx) => {
      const [row] = await tx.insert(exams).values(fields).returning({ id: exams.id });
      if (!row) throw new Error('exam insert returned nothing');
      const cases = await planImportCases(tx, row.id, rows);
      if (cases.problems.length > 0) throw invalidSeedCsv(exam.csv, cases.problems);
      await writeImportCases(tx, row.id, cases.plan);
      return (await insertQuestionRows(tx, row.id, rows, null, [], cases.plan)).questionsAdded;
    });
    result.examsCreated += 1;
  }
  return result;
}

async function readSeedCsv(
  csv: CsvSeedExam['csv'],
  sanitize: RichTextSanitizer,
): Promise<CsvQuestionRow[]> {
  const { rows, problems } = await readQuestionCsv(csv.bytes, sanitize);
  if (problems.length === 0) return rows;
  throw invalidSeedCsv(csv, problems);
}

function invalidSeedCsv(csv: CsvSeedExam['csv'], problems: CsvProblem[]): Error {
  const lines = problems
    .slice(0, MAX_PROBLEMS_SHOWN)
    .map(
      (problem) =>
        `  ${csv.fileName}, line ${problem.line}${problem.column ? `, ${problem.column}` : ''}: ${problem.message}`,
    );
  if (problems.length > MAX_PROBLEMS_SHOWN) {
    lines.push(`  and ${problems.length - MAX_PROBLEMS_SHOWN} more problems`);
  }
  return new Error(
    `Demo catalogue: ${csv.fileName} is not a valid question CSV (docs/csv-format.md):\n${lines.join('\n')}`,
  );
}
