// The add/edit question form: its values, how they become the request the server takes, and
// the shared question rules mapped onto the form's fields.
import {
  DEFAULT_OPTION_COUNT,
  optionLetter,
  QUESTION_TYPES,
  type QuestionType,
} from '@prepward/shared/constants';
import {
  ZQuestionCategory,
  ZQuestionTags,
  type QuestionDifficulty,
  type QuestionStatus,
} from '@prepward/shared/question-metadata';
import type { ApiErrorDetail } from '@prepward/shared/api';
import {
  questionProblems,
  ZCaseStep,
  type TAdminQuestion,
  type TQuestionRequest,
} from '@prepward/shared/schemas/content';
import { htmlHasContent, htmlToText } from '@prepward/shared/html-text';
import { hasParts } from '@prepward/shared/item-types';
import {
  answerFieldFrom,
  blankAnswer,
  notationOf,
  numberFieldProblems,
  type AnswerField,
} from './answer-fields';
import { emptyItemForm, itemFormFrom, itemRequestFrom, type ItemFormValues } from './item-form';

export type OptionField = {
  /** Stable React key and the value the correct-answer select refers to. */
  key: string;
  /** The server's id of an existing option (keeps its pick count on edit). */
  id?: string;
  value: string;
};

/** A tab of the exhibit shown beside the question (nurses' notes, vital signs …). */
export type ExhibitField = {
  /** Stable React key. */
  key: string;
  title: string;
  html: string;
};

export type QuestionFormValues = {
  type: QuestionType;
  question: string;
  explanation: string;
  options: OptionField[];
  /** Keys of the correct options. */
  correct: string[];
  /** Fill in the blanks: the answer, then the others accepted. */
  answers: AnswerField[];
  /** Any type: the exhibit's tabs, none by default. */
  exhibits: ExhibitField[];
} & QuestionMetadataValues &
  QuestionCaseValues &
  ItemFormValues;

/** The case study the question is a step of, and the step; both null when it stands alone. */
export type QuestionCaseValues = {
  caseStudyId: string | null;
  caseStep: number | null;
};

export const NO_CASE: QuestionCaseValues = { caseStudyId: null, caseStep: null };

/** Where the question stands and how it is classified; '' is no category. */
export type QuestionMetadataValues = {
  status: QuestionStatus;
  tags: string[];
  category: string;
  difficulty: QuestionDifficulty | null;
};

/** A new question is published unless its author says otherwise (as before drafts existed). */
export const DEFAULT_METADATA: QuestionMetadataValues = {
  status: 'published',
  tags: [],
  category: '',
  difficulty: null,
};

let keyCounter = 0;
export const newOptionKey = () => {
  keyCounter += 1;
  return `new-${keyCounter}`;
};

export const blankOption = (): OptionField => ({ key: newOptionKey(), value: '' });

export const blankExhibit = (title = '', html = ''): ExhibitField => ({
  key: newOptionKey(),
  title,
  html,
});

/** Titles offered as the placeholders of the exhibit's tabs, as the exam names them. */
export const EXHIBIT_TITLES = ["Nurses' notes", 'Vital signs', 'Laboratory results', 'Orders'];

/** The metadata part of the form's values. */
export const metadataOf = ({
  status,
  tags,
  category,
  difficulty,
}: QuestionMetadataValues): QuestionMetadataValues => ({ status, tags, category, difficulty });

/**
 * Empty, with four blank options a to d and one blank answer. `type` and `metadata` keep those
 * of the question just added, for someone adding several of a kind.
 */
export function emptyQuestionForm(
  type: QuestionType = QUESTION_TYPES[0],
  metadata: QuestionMetadataValues = DEFAULT_METADATA,
  place: QuestionCaseValues = NO_CASE,
): QuestionFormValues {
  return {
    ...metadata,
    ...place,
    type,
    question: '',
    explanation: '',
    options: Array.from({ length: DEFAULT_OPTION_COUNT }, blankOption),
    correct: [],
    answers: [blankAnswer()],
    exhibits: [],
    ...emptyItemForm(type),
  };
}

export function questionFormFrom(question: TAdminQuestion): QuestionFormValues {
  const options =
    question.type === 'fill_in_the_blanks'
      ? Array.from({ length: DEFAULT_OPTION_COUNT }, blankOption)
      : question.options.map((option) => ({ key: option.id, id: option.id, value: option.value }));
  return {
    status: question.status,
    tags: question.tags,
    category: question.category ?? '',
    difficulty: question.difficulty,
    caseStudyId: question.caseStudy?.id ?? null,
    caseStep: question.caseStudy?.step ?? null,
    type: question.type,
    question: question.question,
    explanation: question.explanation,
    options,
    correct: question.options.filter((option) => option.answer).map((option) => option.id),
    answers:
      question.type === 'fill_in_the_blanks' && question.answer
        ? [question.answer, ...question.acceptedAnswers].map(answerFieldFrom)
        : [blankAnswer()],
    exhibits: (question.layout.exhibits ?? []).map(({ title, html }) => blankExhibit(title, html)),
    ...itemFormFrom(question),
  };
}

/** Rich text with neither text nor image (`<p></p>`, `<p><br></p>`) is sent as ''. */
const richText = (html: string) => (htmlHasContent(html) ? html : '');

export function questionRequestFrom(values: QuestionFormValues): TQuestionRequest {
  return requestAndFields(values).request;
}

/**
 * The question's place in a case, as the request carries it: the case and step chosen; null
 * for both when None takes out of its case a question that `wasInCase`; nothing for a question
 * that stands alone and stays so (left out, the server keeps it where it is).
 */
export function caseRequestFrom(
  values: QuestionCaseValues,
  wasInCase: boolean,
): Pick<TQuestionRequest, 'caseStudyId' | 'caseStep'> {
  if (values.caseStudyId) return { caseStudyId: values.caseStudyId, caseStep: values.caseStep };
  return wasInCase ? { caseStudyId: null, caseStep: null } : {};
}

/** A chosen case needs its step; the message is the shared schema's. */
function caseErrors(values: QuestionCaseValues): Record<string, string> {
  if (!values.caseStudyId) return {};
  const step = ZCaseStep.safeParse(values.caseStep ?? undefined);
  return step.success ? {} : { caseStep: step.error.issues[0]?.message ?? 'Choose the step' };
}

/**
 * What the server refused, at the form's fields (a step of the case already taken shows at
 * Step); an exhibit's field is named as the form names it.
 */
export function serverFieldErrors(details: readonly ApiErrorDetail[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const detail of details) errors[exhibitFieldPath(detail.path)] ??= detail.message;
  return errors;
}

/**
 * The layout with the exhibit's tabs added to the type's own fields; without tabs it is the
 * type's layout unchanged (no `exhibits` key, and none at all for the first three types).
 */
function withExhibits(
  values: QuestionFormValues,
  layout: TQuestionRequest['layout'],
): TQuestionRequest['layout'] {
  if (values.exhibits.length === 0) return layout;
  return {
    ...layout,
    exhibits: values.exhibits.map((exhibit) => ({
      title: exhibit.title.trim(),
      html: richText(exhibit.html),
    })),
  };
}

/**
 * The request, and for a Next Generation type the form field each of its options came from
 * (a matrix's options are its columns' labels, row after row).
 */
function requestAndFields(values: QuestionFormValues): {
  request: TQuestionRequest;
  optionFields: string[];
} {
  const metadata = metadataOf(values);
  if (hasParts(values.type)) {
    const item = itemRequestFrom(values.type, values, values, richText);
    return {
      request: {
        ...metadata,
        type: values.type,
        question: richText(values.question),
        explanation: richText(values.explanation),
        options: item.options.map(({ option }) => option),
        scoring: values.scoring,
        layout: withExhibits(values, item.layout),
      },
      optionFields: item.options.map(({ field }) => field),
    };
  }
  const request = classicRequestFrom(values);
  const layout = withExhibits(values, undefined);
  return { request: layout ? { ...request, layout } : request, optionFields: [] };
}

/** Single choice, multiple choice, fill in the blanks: as before the Next Generation types. */
function classicRequestFrom(values: QuestionFormValues): TQuestionRequest {
  const [answer, ...others] = values.answers;
  const metadata = metadataOf(values);
  if (values.type === 'fill_in_the_blanks') {
    return {
      ...metadata,
      type: values.type,
      question: richText(values.question),
      explanation: richText(values.explanation),
      options: [],
      answer: answer ? notationOf(answer) : '',
      acceptedAnswers: others.map(notationOf),
    };
  }
  return {
    ...metadata,
    type: values.type,
    question: richText(values.question),
    explanation: richText(values.explanation),
    options: values.options.map((option) => ({
      ...(option.id ? { id: option.id } : {}),
      value: richText(option.value),
      answer: values.correct.includes(option.key),
    })),
  };
}

/** The form field of an answer problem: `answer` is the first answer, `acceptedAnswers.0` the next. */
function answerFieldPath(values: QuestionFormValues, path: string): string | null {
  const match = /^(answer|acceptedAnswers)(?:\.(\d+))?$/.exec(path);
  if (!match) return null;
  const index = match[1] === 'answer' ? 0 : match[2] === undefined ? null : Number(match[2]) + 1;
  if (index === null) return 'answers';
  return `answers.${index}.${values.answers[index]?.kind === 'number' ? 'value' : 'text'}`;
}

/** A layout problem's form field: `layout.rows.1` is the second row's label. */
const LAYOUT_FIELDS: [RegExp, string][] = [
  [/^layout\.(exhibits(?:\.\d+\.(?:title|html))?)$/, '$1'],
  [/^layout\.text$/, 'clozeText'],
  [/^layout\.(rows|columns)$/, 'matrix.$1'],
  [/^layout\.(rows|columns)\.(\d+)$/, 'matrix.$1.$2.value'],
];

/** An exhibit problem's form field (`layout.exhibits.0.title` is `exhibits.0.title`). */
const exhibitFieldPath = (path: string) => path.replace(/^layout\.(exhibits\b)/, '$1');

/** Where a Next Generation type's problem is shown in the form. */
function itemFieldPath(path: string, optionFields: string[]): string {
  if (path === 'answer') return 'correct';
  const option = /^options\.(\d+)\.value$/.exec(path);
  if (option) return optionFields[Number(option[1])] ?? 'options';
  for (const [pattern, field] of LAYOUT_FIELDS) {
    if (pattern.test(path)) return path.replace(pattern, field);
  }
  return path;
}

/** The shared question rules, keyed by the form's field paths. */
export function validateQuestionForm(values: QuestionFormValues): Record<string, string> {
  if (hasParts(values.type)) return validateItemForm(values);
  const errors: Record<string, string> = {};
  const isBlank = values.type === 'fill_in_the_blanks';
  // A number's own fields first: their messages say more than the notation's.
  if (isBlank) {
    values.answers.forEach((field, index) => {
      for (const [name, message] of Object.entries(numberFieldProblems(field))) {
        errors[`answers.${index}.${name}`] = message;
      }
    });
  }
  for (const problem of questionProblems(questionRequestFrom(values))) {
    const path = isBlank
      ? (answerFieldPath(values, problem.path) ?? exhibitFieldPath(problem.path))
      : problem.path === 'answer'
        ? 'correct'
        : exhibitFieldPath(problem.path);
    const owner = path.replace(/\.(value|text)$/, '');
    if (
      isBlank &&
      path.startsWith('answers.') &&
      Object.keys(errors).some((key) => key.startsWith(`${owner}.`))
    )
      continue;
    errors[path] ??= problem.message;
  }
  Object.assign(errors, metadataErrors(values), caseErrors(values));
  return errors;
}

/**
 * A Next Generation type's problems at their fields. The item's own lists (`correct`,
 * `options`) gather every message, one a line: each row or blank may have its own.
 */
function validateItemForm(values: QuestionFormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  const { request, optionFields } = requestAndFields(values);
  // The layout's problems first: 'Column 1 needs a label' says more than the message of the
  // options made of it.
  const problems = questionProblems(request).sort(
    (a, b) => Number(b.path.startsWith('layout.')) - Number(a.path.startsWith('layout.')),
  );
  for (const problem of problems) {
    const path = itemFieldPath(problem.path, optionFields);
    if (path === 'correct' || path === 'options') {
      const lines = errors[path]?.split('\n') ?? [];
      if (!lines.includes(problem.message)) errors[path] = [...lines, problem.message].join('\n');
    } else {
      errors[path] ??= problem.message;
    }
  }
  Object.assign(errors, metadataErrors(values), caseErrors(values));
  return errors;
}

function metadataErrors(values: QuestionMetadataValues): Record<string, string> {
  const errors: Record<string, string> = {};
  const tags = ZQuestionTags.safeParse(values.tags);
  if (!tags.success) errors.tags = tags.error.issues[0]?.message ?? 'Check the tags';
  const category = ZQuestionCategory.safeParse(values.category);
  if (!category.success) {
    errors.category = category.error.issues[0]?.message ?? 'Check the category';
  }
  return errors;
}

export const optionLabel = (index: number) => `Option ${optionLetter(index)}`;

const CHOICE_LABEL_LENGTH = 60;

/** An option as the correct-answer select lists it: 'b. Morphine', long text cut at ~60. */
export function choiceLabel(index: number, html: string): string {
  const text = htmlToText(html);
  const shown =
    text.length > CHOICE_LABEL_LENGTH
      ? `${text.slice(0, CHOICE_LABEL_LENGTH - 1).trimEnd()}…`
      : text || (/<img\b/i.test(html) ? '(image)' : '(empty)');
  return `${optionLetter(index)}. ${shown}`;
}
