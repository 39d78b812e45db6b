// The add and edit exam form: what is typed, read as the request the server takes. Numbers are
// typed as text and read here, so nothing typed is changed silently (a browser number field
// would clamp '-5' to 0 or drop the point of '2.5'): text that is not a number, or a number
// the exam schema refuses, gets its message under the field.
import { VALIDATION } from '@prepward/shared/messages';
import {
  ZExamCreateRequest,
  ZExamUpdateRequest,
  type TExamUpdateRequest,
} from '@prepward/shared/schemas/content';
import { zodErrors } from './zod-errors';

export type ExamFormValues = {
  name: string;
  description: string;
  subscriptionAmount: string;
  mockQuestions: string;
  mockTestTime: string;
  passMark: string;
  /** Edit only: take the exam's pass mark away. */
  removePassMark: boolean;
};

export const EMPTY_EXAM_FORM: ExamFormValues = {
  name: '',
  description: '',
  subscriptionAmount: '',
  mockQuestions: '',
  mockTestTime: '',
  passMark: '',
  removePassMark: false,
};

const NUMBER_FIELDS = {
  subscriptionAmount: 'Subscription amount',
  mockQuestions: 'Mock questions',
  mockTestTime: 'Mock test time',
  passMark: 'Pass mark',
} as const;
type NumberField = keyof typeof NUMBER_FIELDS;

/** Digits with an optional minus and one decimal point: '19.99', '-5', '.5'. */
const DECIMAL = /^-?(\d+\.?\d*|\.\d+)$/;

/** The number typed, undefined when empty, or the message saying why it is not one. */
function readNumber(text: string, label: string): { value?: number; problem?: string } {
  const typed = text.trim();
  if (typed === '') return {};
  if (typed.includes(',')) return { problem: VALIDATION.decimalPoint };
  if (!DECIMAL.test(typed)) return { problem: `${label} must be a number` };
  return { value: Number(typed) };
}

/** Only the filled fields, numbers as numbers; and the numbers that could not be read. */
function readForm(values: ExamFormValues) {
  const text = (value: string) => (value.trim() === '' ? undefined : value.trim());
  const request: TExamUpdateRequest = {
    name: text(values.name),
    description: text(values.description),
  };
  const problems: Record<string, string> = {};
  for (const [field, label] of Object.entries(NUMBER_FIELDS) as [NumberField, string][]) {
    const { value, problem } = readNumber(values[field], label);
    if (problem) problems[field] = problem;
    request[field] = value;
  }
  // Without a number typed, an edit keeps the pass mark unless asked to take it away.
  if (values.removePassMark && request.passMark === undefined) request.passMark = null;
  const filled = Object.fromEntries(
    Object.entries(request).filter(([, value]) => value !== undefined),
  ) as TExamUpdateRequest;
  return { request: filled, problems };
}

/** Edit exam: only what was typed changes. */
export const examChanges = (values: ExamFormValues) => readForm(values).request;

/** Add exam: every field of a new exam (the description may be empty). */
export const newExam = (values: ExamFormValues) =>
  ZExamCreateRequest.parse({ ...readForm(values).request, description: values.description.trim() });

/** The form's messages: text that is no number first, then the exam schema's rules. */
export function examFormErrors(values: ExamFormValues, editing: boolean): Record<string, string> {
  const { request, problems } = readForm(values);
  const ruled = editing
    ? zodErrors(ZExamUpdateRequest, request)
    : zodErrors(ZExamCreateRequest, { ...request, description: values.description.trim() });
  // 'Change at least one field' does not apply while a typed number is unreadable.
  if (Object.keys(problems).length > 0) delete ruled.form;
  return { ...ruled, ...problems };
}
