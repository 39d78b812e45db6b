// Content management (exams, courses, subjects, questions): the requests the admin forms send
// and the server validates, and the shapes it answers with.
import { z } from 'zod';
import { acceptedAnswerProblems, ACCEPTED_ANSWER_LIMITS } from '../accepted-answers';
import {
  MAX_OPTIONS,
  MIN_OPTIONS,
  optionLetter,
  PRICE_MAX_DECIMALS,
  QUESTION_HTML_MAX_LENGTH,
  QUESTION_TYPES,
} from '../constants';
import {
  hasParts,
  ITEM_LIMITS,
  itemProblems,
  SCORING_RULES,
  type ScoringRule,
  type TItemLayout,
} from '../item-types';
import { htmlHasContent } from '../html-text';
import { ZItemLayout } from '../item-layout';
import { QUESTION_EXPORT_FORMATS } from '../question-formats';
import { ZQuestionMetadata, ZQuestionMetadataInput } from '../question-metadata';
import { ZPaginationQuery, ZUuid, requiredString } from './common';
import { ZQuestionMetadataFilters } from './question-bank';

export const CONTENT_LIMITS = {
  examName: 200,
  examDescription: 5000,
  /** numeric(12,4) holds up to 99,999,999.9999. */
  subscriptionAmount: 99_999_999,
  mockQuestions: 1000,
  /** Minutes (one day). */
  mockTestTime: 1440,
  name: 200,
  questionHtml: QUESTION_HTML_MAX_LENGTH,
  explanationHtml: 50_000,
  optionHtml: 5000,
  answerText: ACCEPTED_ANSWER_LIMITS.length,
  /** Answers a fill in the blanks question accepts besides its answer. */
  acceptedAnswers: ACCEPTED_ANSWER_LIMITS.others,
} as const;

// ---- Exams ----

/** Decimals of a number as JavaScript writes it (1e-7 counts as many). */
const decimalsOf = (value: number) => {
  const [digits = '', exponent] = String(value).split('e-');
  return (digits.split('.')[1]?.length ?? 0) + Number(exponent ?? 0);
};

/** A number sent as a JSON number. */
const numberField = (label: string) =>
  z.number({
    error: (issue) =>
      issue.input === undefined || issue.input === null
        ? `${label} is required`
        : `${label} must be a number`,
  });

const wholeNumber = (label: string, max: number) =>
  numberField(label)
    .int(`${label} must be a whole number`)
    .min(1, `${label} must be at least 1`)
    .max(max, `${label} must be at most ${max}`);

const examFields = {
  name: requiredString('Name').max(
    CONTENT_LIMITS.examName,
    `Name must be at most ${CONTENT_LIMITS.examName} characters`,
  ),
  description: z
    .string()
    .trim()
    .max(
      CONTENT_LIMITS.examDescription,
      `Description must be at most ${CONTENT_LIMITS.examDescription} characters`,
    ),
  subscriptionAmount: numberField('Subscription amount')
    .min(0, 'Subscription amount cannot be negative')
    .max(CONTENT_LIMITS.subscriptionAmount, 'Subscription amount is too large')
    // The column keeps 4 decimals: more would be rounded without a word.
    .refine(
      (amount) => decimalsOf(amount) <= PRICE_MAX_DECIMALS,
      `Subscription amount has at most ${PRICE_MAX_DECIMALS} decimals`,
    ),
  mockQuestions: wholeNumber('Mock questions', CONTENT_LIMITS.mockQuestions),
  mockTestTime: wholeNumber('Mock test time', CONTENT_LIMITS.mockTestTime),
  /** The share of points needed to pass, per cent; null when the exam has none. */
  passMark: wholeNumber('Pass mark', 100).nullable(),
};

export const ZExamCreateRequest = z.object({
  ...examFields,
  description: examFields.description.default(''),
  passMark: examFields.passMark.default(null),
});
export type TExamCreateRequest = z.input<typeof ZExamCreateRequest>;

/** Edit exam: only the fields sent change. */
export const ZExamUpdateRequest = z
  .object({
    name: examFields.name.optional(),
    description: examFields.description.optional(),
    subscriptionAmount: examFields.subscriptionAmount.optional(),
    mockQuestions: examFields.mockQuestions.optional(),
    mockTestTime: examFields.mockTestTime.optional(),
    /** A number sets the pass mark, null takes it away. */
    passMark: examFields.passMark.optional(),
  })
  .strict()
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: 'Change at least one field',
  });
export type TExamUpdateRequest = z.input<typeof ZExamUpdateRequest>;

export const ZAdminExam = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  subscriptionAmount: z.number(),
  mockQuestions: z.number().int(),
  mockTestTime: z.number().int(),
  /** Per cent of the points needed to pass; null when the exam has none. */
  passMark: z.number().int().nullable(),
  imageUrl: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TAdminExam = z.infer<typeof ZAdminExam>;

export const ZAdminExamDetail = ZAdminExam.extend({
  courseCount: z.number().int(),
  subjectCount: z.number().int(),
  questionCount: z.number().int(),
  /** Students whose access has not ended: while above 0 the exam cannot be deleted. */
  activeSubscriptions: z.number().int(),
});
export type TAdminExamDetail = z.infer<typeof ZAdminExamDetail>;

// ---- Courses and subjects ----

const nameField = (label: string) =>
  requiredString(label).max(
    CONTENT_LIMITS.name,
    `${label} must be at most ${CONTENT_LIMITS.name} characters`,
  );

export const ZCourseCreateRequest = z.object({ examId: ZUuid, name: nameField('Course name') });
export type TCourseCreateRequest = z.input<typeof ZCourseCreateRequest>;

export const ZSubjectCreateRequest = z.object({
  courseId: ZUuid,
  name: nameField('Subject name'),
});
export type TSubjectCreateRequest = z.input<typeof ZSubjectCreateRequest>;

/** Rename a course or a subject. */
export const ZRenameRequest = z.object({ name: nameField('Name') });
export type TRenameRequest = z.input<typeof ZRenameRequest>;

export const ZAdminCourse = z.object({
  id: z.string(),
  examId: z.string(),
  name: z.string(),
  createdAt: z.string(),
  subjectCount: z.number().int(),
  /** Live questions: deleting the course takes them with it (the client confirms first). */
  questionCount: z.number().int(),
});
export type TAdminCourse = z.infer<typeof ZAdminCourse>;

export const ZAdminSubject = z.object({
  id: z.string(),
  examId: z.string(),
  examName: z.string(),
  courseId: z.string(),
  courseName: z.string(),
  name: z.string(),
  createdAt: z.string(),
  questionCount: z.number().int(),
});
export type TAdminSubject = z.infer<typeof ZAdminSubject>;

export const ZSubjectListQuery = ZPaginationQuery.extend({ courseId: ZUuid.optional() });
export type TSubjectListQuery = z.input<typeof ZSubjectListQuery>;

/**
 * Deleting a course or subject that still holds questions needs `confirm=true`; without it
 * the server answers 409 `ConfirmationRequired` with the count (see docs/api.md).
 */
export const ZDeleteQuery = z.object({
  confirm: z
    .enum(['true', 'false'], 'confirm must be true or false')
    .optional()
    .transform((value) => value === 'true'),
});

export const ZDeleteResult = z.object({
  /** Questions removed for good (nobody had answered them). */
  deletedQuestions: z.number().int(),
  /** Questions students had answered: retired, their answers kept. */
  retiredQuestions: z.number().int(),
});
export type TDeleteResult = z.infer<typeof ZDeleteResult>;

// ---- Questions ----

export const ZQuestionType = z.enum(QUESTION_TYPES, 'Choose a question type');

export const ZQuestionOptionInput = z.object({
  /** An existing option keeps its id (and its pick count) when the question is edited. */
  id: ZUuid.optional(),
  value: z
    .string()
    .max(
      CONTENT_LIMITS.optionHtml,
      `An option may have at most ${CONTENT_LIMITS.optionHtml} characters`,
    ),
  /** Whether this option is a correct answer. */
  answer: z.boolean(),
  /** The Next Generation types: the option's part (a matrix row, a blank); 0 otherwise. */
  part: z
    .number()
    .int()
    .min(0)
    .max(ITEM_LIMITS.parts - 1)
    .default(0),
});

type QuestionShape = {
  type: (typeof QUESTION_TYPES)[number];
  question: string;
  options?: { value: string; answer: boolean; part?: number | undefined }[] | undefined;
  scoring?: ScoringRule | undefined;
  layout?: TItemLayout | undefined;
  answer?: string | undefined;
  /** Fill in the blanks: the answers accepted besides `answer` (accepted-answers.ts). */
  acceptedAnswers?: string[] | undefined;
};
type Problem = { path: string; message: string };

/** The rules every question follows, whether typed in the editor or read from a CSV row. */
export function questionProblems(shape: QuestionShape): Problem[] {
  const question = { ...shape, options: shape.options ?? [] };
  const problems: Problem[] = [];
  if (!htmlHasContent(question.question)) {
    problems.push({ path: 'question', message: 'Question is required' });
  }
  problems.push(...itemProblems(question));
  if (question.type === 'fill_in_the_blanks') {
    if (!question.answer?.trim()) problems.push({ path: 'answer', message: 'Answer is required' });
    else problems.push(...acceptedAnswerProblems(question.answer, question.acceptedAnswers ?? []));
    if (question.options.length > 0) {
      problems.push({
        path: 'options',
        message: 'A fill in the blanks question has an answer text, not options',
      });
    }
    return problems;
  }
  if (hasParts(question.type)) return problems;
  if (question.options.length < MIN_OPTIONS) {
    problems.push({ path: 'options', message: `Add at least ${MIN_OPTIONS} options` });
  }
  if (question.options.length > MAX_OPTIONS) {
    problems.push({ path: 'options', message: `A question has at most ${MAX_OPTIONS} options` });
  }
  question.options.forEach((option, index) => {
    if (!htmlHasContent(option.value)) {
      problems.push({
        path: `options.${index}.value`,
        message: `Option ${optionLetter(index)} is required`,
      });
    }
  });
  const correct = question.options.filter((option) => option.answer).length;
  if (correct === 0) {
    problems.push({
      path: 'answer',
      message:
        question.type === 'single_choice'
          ? 'Choose the correct answer'
          : 'Choose at least one correct answer',
    });
  } else if (question.type === 'single_choice' && correct > 1) {
    problems.push({ path: 'answer', message: 'A single choice question has one correct answer' });
  }
  return problems;
}

// ---- Case studies (case-studies.ts holds the rest) ----

/** As in the Next Generation NCLEX: a case unfolds over six questions. */
export const CASE_STUDY_STEPS = 6;

/** A case's step (1 to 6): the question's place in the case. */
export const ZCaseStep = z
  .number({ error: 'Choose the step of the case' })
  .int('Choose the step of the case')
  .min(1, 'Choose the step of the case')
  .max(CASE_STUDY_STEPS, `A case study has at most ${CASE_STUDY_STEPS} steps`);

/** A question's place in a case, on the admin's question. */
export const ZQuestionCase = z.object({ id: ZUuid, title: z.string(), step: z.number().int() });
export type TQuestionCase = z.infer<typeof ZQuestionCase>;

export const ZQuestionRequest = z
  .object({
    type: ZQuestionType,
    question: z
      .string({ error: 'Question is required' })
      .max(
        CONTENT_LIMITS.questionHtml,
        `The question may have at most ${CONTENT_LIMITS.questionHtml} characters`,
      ),
    explanation: z
      .string()
      .max(
        CONTENT_LIMITS.explanationHtml,
        `The explanation may have at most ${CONTENT_LIMITS.explanationHtml} characters`,
      )
      .default(''),
    options: z
      .array(ZQuestionOptionInput)
      .max(ITEM_LIMITS.options, `A question has at most ${ITEM_LIMITS.options} options`)
      .default([]),
    /** How the points are counted (item-types.ts); each type's default when absent. */
    scoring: z.enum(SCORING_RULES, 'Choose a scoring rule').optional(),
    /** How the parts are shown: a matrix's rows and columns, a cloze's text (item-types.ts). */
    layout: ZItemLayout.default({}),
    /** The expected answer of a fill in the blanks question (accepted-answers.ts notation). */
    answer: z
      .string()
      .trim()
      .max(
        CONTENT_LIMITS.answerText,
        `The answer may have at most ${CONTENT_LIMITS.answerText} characters`,
      )
      .optional(),
    /** Fill in the blanks: other answers accepted, in the same notation ('4±0.1 g'). */
    acceptedAnswers: z
      .array(
        z
          .string()
          .trim()
          .max(
            CONTENT_LIMITS.answerText,
            `An accepted answer may have at most ${CONTENT_LIMITS.answerText} characters`,
          ),
      )
      .max(
        CONTENT_LIMITS.acceptedAnswers,
        `A question accepts at most ${CONTENT_LIMITS.acceptedAnswers} other answers`,
      )
      .default([]),
    /**
     * The case study the question is a step of, with its step; null takes it out of its case.
     * Left out, the question stays where it is (a new question: in no case).
     */
    caseStudyId: ZUuid.nullable().optional(),
    caseStep: ZCaseStep.nullable().optional(),
    ...ZQuestionMetadataInput.shape,
  })
  .superRefine((question, context) => {
    for (const problem of questionProblems(question)) {
      context.addIssue({ code: 'custom', path: problem.path.split('.'), message: problem.message });
    }
    if (question.caseStudyId && question.caseStep == null) {
      context.addIssue({
        code: 'custom',
        path: ['caseStep'],
        message: 'Choose the step of the case',
      });
    }
    // An existing option is sent once: twice would leave the question with fewer options
    // than the rules above counted.
    const seen = new Set<string>();
    question.options.forEach((option, index) => {
      if (!option.id) return;
      if (seen.has(option.id)) {
        context.addIssue({
          code: 'custom',
          path: ['options', index, 'id'],
          message: `Option ${optionLetter(index)} is the same option as an earlier one`,
        });
      }
      seen.add(option.id);
    });
  });
export type TQuestionRequest = z.input<typeof ZQuestionRequest>;

export const ZAdminQuestionOption = z.object({
  id: z.string(),
  value: z.string(),
  /** Correct. */
  answer: z.boolean(),
  /** How many times students picked it. */
  selected: z.number().int(),
  /** The Next Generation types: the option's part (a matrix row, a blank); 0 otherwise. */
  part: z.number().int(),
});
export type TAdminQuestionOption = z.infer<typeof ZAdminQuestionOption>;

export const ZAdminQuestion = z.object({
  id: z.string(),
  examId: z.string(),
  examName: z.string(),
  courseId: z.string(),
  courseName: z.string(),
  subjectId: z.string(),
  subjectName: z.string(),
  type: ZQuestionType,
  question: z.string(),
  explanation: z.string(),
  /** The expected answer text of a fill in the blanks question; null otherwise. */
  answer: z.string().nullable(),
  /** Fill in the blanks: the answers accepted besides `answer`; empty otherwise. */
  acceptedAnswers: z.array(z.string()),
  options: z.array(ZAdminQuestionOption),
  scoring: z.enum(SCORING_RULES),
  layout: ZItemLayout,
  /** The most the question scores (item-types.ts maxPointsOf). */
  maxPoints: z.number().int(),
  /** The case study it is a step of; null when it stands alone. */
  caseStudy: ZQuestionCase.nullable(),
  ...ZQuestionMetadata.shape,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TAdminQuestion = z.infer<typeof ZAdminQuestion>;

export const ZQuestionListQuery = ZPaginationQuery.extend({
  examId: ZUuid.optional(),
  courseId: ZUuid.optional(),
  subjectId: ZUuid.optional(),
  type: ZQuestionType.optional(),
  ...ZQuestionMetadataFilters.shape,
});
export type TQuestionListQuery = z.input<typeof ZQuestionListQuery>;

/** A subject's questions: the filters of the list of every question but the place ones. */
export const ZSubjectQuestionListQuery = ZPaginationQuery.extend({
  type: ZQuestionType.optional(),
  ...ZQuestionMetadataFilters.shape,
});
export type TSubjectQuestionListQuery = z.input<typeof ZSubjectQuestionListQuery>;

export const ZQuestionExportQuery = z.object({
  courseId: ZUuid.optional(),
  subjectId: ZUuid.optional(),
  /** The file's format (question-formats.ts); CSV when absent. */
  format: z
    .enum(QUESTION_EXPORT_FORMATS, {
      error: `format must be one of: ${QUESTION_EXPORT_FORMATS.join(', ')}`,
    })
    .default('csv'),
});
export type TQuestionExportQuery = z.input<typeof ZQuestionExportQuery>;

/** Something of the file left out or changed on the way in ('Line 7', 'id', 'question 3'). */
export const ZImportNotice = z.object({ where: z.string(), message: z.string() });

/** What an import did, or (its preview) would do. */
export const ZQuestionImportCounts = z.object({
  questionsAdded: z.number().int(),
  /** Rows with an id whose question changed in place. */
  questionsUpdated: z.number().int(),
  /**
   * Rows with an id whose answer key changed after students answered the question: it is
   * retired (kept in their tests) and a new version takes its place.
   */
  questionsRetired: z.number().int(),
  /** Rows with an id the same as their question. */
  questionsUnchanged: z.number().int(),
  /** New rows left out because they repeat another question (skipDuplicates). */
  questionsSkipped: z.number().int(),
  coursesCreated: z.number().int(),
  subjectsCreated: z.number().int(),
  /** What the file carried that PrepWard does not keep, or changed on the way in. */
  notices: z.array(ZImportNotice),
});

export const ZQuestionImportResult = ZQuestionImportCounts;
export type TQuestionImportResult = z.infer<typeof ZQuestionImportResult>;

/** A row to add whose stem repeats an earlier row or nearly a question of the exam. */
export const ZImportDuplicate = z.object({
  line: z.number().int(),
  /** The row's stem as compared (its visible text, shortened). */
  question: z.string(),
  matches: z.array(
    z.object({
      /** An earlier row of the file… */
      line: z.number().int().nullable(),
      /** …or a question of the exam. */
      questionId: z.string().nullable(),
      question: z.string(),
      /** 1 is the same text. */
      similarity: z.number(),
    }),
  ),
});
export type TImportDuplicate = z.infer<typeof ZImportDuplicate>;

export const ZQuestionImportPreview = ZQuestionImportCounts.extend({
  duplicates: z.array(ZImportDuplicate),
});
export type TQuestionImportPreview = z.infer<typeof ZQuestionImportPreview>;

export const ZQuestionImportQuery = z.object({
  /** Leave out the new rows the preview lists as duplicates. */
  skipDuplicates: z
    .enum(['true', 'false'], { error: 'skipDuplicates is true or false' })
    .optional()
    .transform((value) => value === 'true'),
});

/** Two live questions of an exam whose stems are nearly the same. */
const ZDuplicateSide = z.object({
  id: z.string(),
  /** The stem's visible text, shortened. */
  question: z.string(),
  subjectId: z.string(),
  subject: z.string(),
});
export const ZDuplicatePair = z.object({
  similarity: z.number(),
  first: ZDuplicateSide,
  second: ZDuplicateSide,
});
export type TDuplicatePair = z.infer<typeof ZDuplicatePair>;
