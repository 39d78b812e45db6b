// The add/edit question form: its values, how they become the request the server takes, and
// the shared question rules mapped onto the form's fields.
import {
  DEFAULT_OPTION_COUNT,
  optionLetter,
  QUESTION_TYPES,
  type QuestionType,
} from '@prepward/shared/constants';
import {
  htmlHasContent,
  htmlToText,
  questionProblems,
  type TAdminQuestion,
  type TQuestionRequest,
} from '@prepward/shared/schemas/content';
import {
  answerFieldFrom,
  blankAnswer,
  notationOf,
  numberFieldProblems,
  type AnswerField,
} from './answer-fields';

export type OptionField = {
  /** Stable React key and the value the correct-answer select refers to. */
  key: string;
  /** The server's id of an existing option (keeps its pick count on edit). */
  id?: string;
  value: string;
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
};

let keyCounter = 0;
export const newOptionKey = () => {
  keyCounter += 1;
  return `new-${keyCounter}`;
};

export const blankOption = (): OptionField => ({ key: newOptionKey(), value: '' });

/**
 * Empty, with four blank options a to d and one blank answer. `type` keeps the type of the
 * question just added, for someone adding several of a kind.
 */
export function emptyQuestionForm(type: QuestionType = QUESTION_TYPES[0]): QuestionFormValues {
  return {
    type,
    question: '',
    explanation: '',
    options: Array.from({ length: DEFAULT_OPTION_COUNT }, blankOption),
    correct: [],
    answers: [blankAnswer()],
  };
}

export function questionFormFrom(question: TAdminQuestion): QuestionFormValues {
  const options =
    question.type === 'fill_in_the_blanks'
      ? Array.from({ length: DEFAULT_OPTION_COUNT }, blankOption)
      : question.options.map((option) => ({ key: option.id, id: option.id, value: option.value }));
  return {
    type: question.type,
    question: question.question,
    explanation: question.explanation,
    options,
    correct: question.options.filter((option) => option.answer).map((option) => option.id),
    answers:
      question.type === 'fill_in_the_blanks' && question.answer
        ? [question.answer, ...question.acceptedAnswers].map(answerFieldFrom)
        : [blankAnswer()],
  };
}

/** Rich text with neither text nor image (`<p></p>`, `<p><br></p>`) is sent as ''. */
const richText = (html: string) => (htmlHasContent(html) ? html : '');

export function questionRequestFrom(values: QuestionFormValues): TQuestionRequest {
  const [answer, ...others] = values.answers;
  if (values.type === 'fill_in_the_blanks') {
    return {
      type: values.type,
      question: richText(values.question),
      explanation: richText(values.explanation),
      options: [],
      answer: answer ? notationOf(answer) : '',
      acceptedAnswers: others.map(notationOf),
    };
  }
  return {
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

/** The shared question rules, keyed by the form's field paths. */
export function validateQuestionForm(values: QuestionFormValues): Record<string, string> {
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
      ? (answerFieldPath(values, problem.path) ?? problem.path)
      : problem.path === 'answer'
        ? 'correct'
        : problem.path;
    const owner = path.replace(/\.(value|text)$/, '');
    if (
      isBlank &&
      path.startsWith('answers.') &&
      Object.keys(errors).some((key) => key.startsWith(`${owner}.`))
    )
      continue;
    errors[path] ??= problem.message;
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
