// Bulk questions: import a question file into an exam (all or nothing, in one transaction,
// with multi-row inserts: question-import.ts; rows with an exported id update their question:
// question-import-updates.ts), check one first (the preview), find duplicates, and export an
// exam's or a subject's questions in the same format or another system's (formats/).
import type { QuestionExportFormat } from '@prepward/shared/question-formats';
import type { TPaginationQuery } from '@prepward/shared/schemas/common';
import type {
  TQuestionImportPreview,
  TQuestionImportResult,
} from '@prepward/shared/schemas/content';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { caseStudies, courses, questionOptions, questions, subjects } from '../../db/schema';
import { recordAudit } from '../../lib/audit';
import type { CsvProblem } from '../../lib/csv';
import { conflict, httpError } from '../../lib/http-error';
import type { RichTextSanitizer } from '../../lib/sanitize';
import type { AuthenticatedAdmin } from '../../lib/actors';
import type { ImageService } from './exam-service';
import { readExportImages, writeExport } from './formats/export-formats';
import { createImageCollector, storeImages } from './formats/images';
import { isUniqueViolation } from '../../lib/unique-violation';
import { loadExam } from './exam-service';
import { readQuestionFile, type QuestionFileFormat } from './question-file';
import { pageWindow, paginationOf } from '../../lib/pagination';
import { findBankDuplicates, findImportDuplicates } from './question-duplicates';
import { CASE_STEP_UNIQUE_INDEX } from './question-case';
import { chunks } from './question-import';
import { applyImportChanges, newNames } from './question-import-apply';
import { planImportChanges } from './question-import-updates';
import { loadCourse, loadSubject } from './structure-service';

const IMPORT_NAME_RACE =
  'A course or subject of this file was just added to the exam by someone else. Upload the file again: its rows will join it.';

const IMPORT_STEP_RACE =
  'A step of a case study in this file was just given to another question by someone else. Upload the file again: it will say which.';

export function invalidCsv(problems: CsvProblem[]) {
  const rows = new Set(problems.map((problem) => problem.line)).size;
  const message =
    rows === 1 && problems[0]?.line === 1 && problems.length === 1
      ? `${problems[0].message}. Nothing was imported.`
      : `${rows} ${rows === 1 ? 'row has' : 'rows have'} problems. Nothing was imported.`;
  return httpError(400, message, {
    code: 'Invalid CSV',
    details: problems.map((problem) => ({
      path: problem.column ? `line ${problem.line}, ${problem.column}` : `line ${problem.line}`,
      message: problem.message,
      line: problem.line,
      column: problem.column,
    })),
  });
}

export function createBulkService({
  db,
  sanitize,
  images,
}: {
  db: Database;
  sanitize: RichTextSanitizer;
  /** Stores the images a question file embeds (Moodle XML, QTI packages). */
  images: ImageService;
}) {
  return {
    /** What the file would do, written nowhere: problems (400) as the import has them. */
    async previewFile(
      admin: AuthenticatedAdmin,
      examId: string,
      file: { bytes: Buffer; fileName: string; format: QuestionFileFormat },
    ): Promise<TQuestionImportPreview> {
      await loadExam(db, admin, examId);
      // The embedded images are collected but not stored: nothing is written.
      const read = await readQuestionFile(file.bytes, file.format, sanitize, {
        fileName: file.fileName,
        images: createImageCollector(),
      });
      if (read.problems.length > 0) throw invalidCsv(read.problems);
      return db.transaction(async (tx) => {
        const changes = await planImportChanges(tx, examId, read.rows);
        if (changes.problems.length > 0) throw invalidCsv(changes.problems);
        const duplicates = await findImportDuplicates(tx, examId, changes.additions);
        const names = await newNames(tx, examId, read.rows);
        return {
          questionsAdded: changes.additions.length,
          questionsUpdated: changes.updates.filter((update) => !update.replace).length,
          questionsRetired: changes.updates.filter((update) => update.replace).length,
          questionsUnchanged: changes.unchanged,
          questionsSkipped: 0,
          ...names,
          notices: [...read.notices, ...changes.notices],
          duplicates,
        };
      });
    },

    async importFile(
      admin: AuthenticatedAdmin,
      examId: string,
      file: { bytes: Buffer; fileName: string; format: QuestionFileFormat },
      options: { skipDuplicates: boolean },
    ): Promise<TQuestionImportResult> {
      await loadExam(db, admin, examId);
      // Reading and sanitizing happen before the transaction, which then only writes.
      const collector = createImageCollector();
      const read = await readQuestionFile(file.bytes, file.format, sanitize, {
        fileName: file.fileName,
        images: collector,
      });
      if (read.problems.length > 0) throw invalidCsv(read.problems);
      // Stored (and each upload audited) only once the whole file has passed its checks.
      await storeImages(collector, read.rows, (image) =>
        images.upload(admin, image, file.fileName),
      );

      return db
        .transaction(async (tx) => {
          // One import per exam at a time, so two files cannot both create the same course.
          await loadExam(tx, admin, examId, { lock: true });
          const changes = await planImportChanges(tx, examId, read.rows);
          if (changes.problems.length > 0) throw invalidCsv(changes.problems);
          let skipped = 0;
          if (options.skipDuplicates) {
            const duplicates = await findImportDuplicates(tx, examId, changes.additions);
            const repeated = new Set(duplicates.map((duplicate) => duplicate.line));
            skipped = repeated.size;
            changes.additions = changes.additions.filter((row) => !repeated.has(row.line));
          }
          const result = {
            ...(await applyImportChanges(tx, examId, admin.id, changes)),
            questionsSkipped: skipped,
            notices: [...read.notices, ...changes.notices],
          };
          await recordAudit(tx, {
            adminId: admin.id,
            action: 'imported',
            entity: 'question',
            entityId: examId,
            details: {
              fileName: file.fileName,
              format: file.format,
              ...result,
              notices: result.notices.length,
            },
          });
          return result;
        })
        .catch((error: unknown) => {
          // A course or subject added by hand meanwhile under a name the file creates.
          if (
            isUniqueViolation(error, 'courses_exam_name_unique') ||
            isUniqueViolation(error, 'subjects_course_name_unique')
          ) {
            throw conflict(IMPORT_NAME_RACE);
          }
          // A question saved by hand meanwhile at a step of a case the file fills.
          if (isUniqueViolation(error, CASE_STEP_UNIQUE_INDEX)) throw conflict(IMPORT_STEP_RACE);
          throw error;
        });
    },

    /** Pairs of the exam's questions that are the same or nearly the same. */
    async duplicates(admin: AuthenticatedAdmin, examId: string, query: TPaginationQuery) {
      await loadExam(db, admin, examId);
      const { pairs, total } = await findBankDuplicates(db, examId, pageWindow(query));
      return { pairs, pagination: paginationOf(total, query) };
    },

    /**
     * The live questions of an exam (or one course or subject), oldest first, as CSV or in an
     * interchange format (formats/export-formats.ts).
     */
    async exportQuestions(
      admin: AuthenticatedAdmin,
      examId: string,
      filter: {
        courseId?: string | undefined;
        subjectId?: string | undefined;
        format?: QuestionExportFormat | undefined;
      },
    ) {
      const exam = await loadExam(db, admin, examId);
      let scopeName = exam.name;
      if (filter.courseId) {
        const course = await loadCourse(db, admin, filter.courseId);
        if (course.examId !== examId) throw httpError(404, 'Course not found');
        scopeName = `${exam.name} - ${course.name}`;
      }
      if (filter.subjectId) {
        const { subject } = await loadSubject(db, admin, filter.subjectId);
        if (subject.examId !== examId) throw httpError(404, 'Subject not found');
        scopeName = `${exam.name} - ${subject.name}`;
      }
      const rows = await db
        .select({
          id: questions.id,
          course: courses.name,
          subject: subjects.name,
          type: questions.type,
          scoring: questions.scoring,
          layout: questions.layout,
          question: questions.questionHtml,
          explanation: questions.explanationHtml,
          answer: questions.answerText,
          acceptedAnswers: questions.acceptedAnswers,
          status: questions.status,
          tags: questions.tags,
          category: questions.category,
          difficulty: questions.difficulty,
          caseTitle: caseStudies.title,
          caseStep: questions.caseStep,
          caseScenario: caseStudies.scenarioHtml,
        })
        .from(questions)
        .innerJoin(courses, eq(courses.id, questions.courseId))
        .innerJoin(subjects, eq(subjects.id, questions.subjectId))
        .leftJoin(caseStudies, eq(caseStudies.id, questions.caseStudyId))
        .where(
          and(
            eq(questions.examId, examId),
            isNull(questions.retiredAt),
            filter.courseId ? eq(questions.courseId, filter.courseId) : undefined,
            filter.subjectId ? eq(questions.subjectId, filter.subjectId) : undefined,
          ),
        )
        .orderBy(asc(questions.createdAt), asc(questions.id));

      const options = new Map<string, { value: string; answer: boolean; part: number }[]>();
      for (const batch of chunks(
        rows.map((row) => row.id),
        5000,
      )) {
        const optionRows = await db
          .select({
            questionId: questionOptions.questionId,
            value: questionOptions.value,
            answer: questionOptions.isCorrect,
            part: questionOptions.part,
          })
          .from(questionOptions)
          .where(inArray(questionOptions.questionId, batch))
          .orderBy(asc(questionOptions.questionId), asc(questionOptions.position));
        for (const option of optionRows) {
          const list = options.get(option.questionId) ?? [];
          list.push({ value: option.value, answer: option.answer, part: option.part });
          options.set(option.questionId, list);
        }
      }
      const exported = rows.map(({ caseTitle, caseStep, caseScenario, ...row }) => ({
        ...row,
        options: options.get(row.id) ?? [],
        // The scenario on every row of its case, so the file imported again changes nothing.
        case:
          caseTitle !== null && caseStep !== null && caseScenario !== null
            ? { title: caseTitle, step: caseStep, scenario: caseScenario }
            : null,
      }));
      const baseName = `${
        scopeName
          .replace(/[^a-z0-9]+/gi, '-')
          .replace(/^-|-$/g, '')
          .toLowerCase()
          .slice(0, 80) || 'exam'
      }-questions`;
      const format = filter.format ?? 'csv';
      return writeExport(format, exported, {
        baseName,
        title: scopeName,
        images: await readExportImages(format, exported, (url) => images.read(url)),
      });
    },
  };
}
export type BulkService = ReturnType<typeof createBulkService>;
