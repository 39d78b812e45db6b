// A question as another system's file describes it (Moodle XML, GIFT, Aiken, QTI), and the
// mapping rules that turn it into an import row (question-csv-row.ts) checked by the same
// rules as a CSV row and the editor (docs/question-formats.md lists them):
// - an option with a weight above 0 is correct; a single-answer question with exactly one
//   option worth 100% is single_choice, any other choice question multiple_choice;
// - partial-credit and negative weights are not kept (a notice says so), nor penalties,
//   shuffling, hints and the like (each reader says which);
// - feedback on each option is appended to the explanation, as a list;
// - the course and subject come from the category path: course the second last level,
//   subject the last; one level names both; none: course "Imported", subject the file's name.
import {
  acceptedAnswerProblems,
  canonicalAcceptedAnswer,
  textKey,
} from '@prepward/shared/accepted-answers';
import { MAX_OPTIONS, optionLetter, type QuestionType } from '@prepward/shared/constants';
import {
  ITEM_LIMITS,
  RULES_BY_TYPE,
  type ScoringRule,
  type TItemLayout,
} from '@prepward/shared/item-types';
import { ZItemLayout } from '@prepward/shared/item-layout';
import { uniqueTags, QUESTION_METADATA_LIMITS } from '@prepward/shared/question-metadata';
import { CONTENT_LIMITS, questionProblems } from '@prepward/shared/schemas/content';
import { htmlHasContent, htmlToText } from '@prepward/shared/html-text';
import { CONTROL_CHARACTER_MESSAGE, hasControlCharacter } from '../../../lib/control-characters';
import type { CsvProblem } from '../../../lib/csv';
import type { RichTextSanitizer } from '../../../lib/sanitize';
import type { CsvQuestionRow } from '../question-csv-row';

/** Something of the file left out or changed on the way in, said to the importer. */
export type ImportNotice = { where: string; message: string };

/** The notices of one question (or of the file): each message once. */
export type ImportNotices = { add: (message: string) => void };

export type ImportedOption = {
  /** HTML (or text already turned into HTML). */
  html: string;
  /** Percent of the question's mark: 100 correct, 0 wrong, 50 half, -100 a penalty. */
  weight: number;
  /** Feedback shown for this option, HTML; '' for none. */
  feedback: string;
};

export type ImportedAnswer = {
  /** In the notation of accepted-answers.ts: `four`, `4±0.1 g`. */
  notation: string;
  weight: number;
  feedback: string;
};

/** An option of a Next Generation item: its part (a matrix row, a blank ...) and whether it is right. */
export type ImportedPartOption = { html: string; part: number; correct: boolean };

/** The Next Generation types the formats that carry them read (item-types.ts). */
export type ImportedItem = {
  kind: 'item';
  type: Exclude<QuestionType, 'single_choice' | 'multiple_choice' | 'fill_in_the_blanks'>;
  /** Absent: the file says nothing of it, the type's default applies. */
  scoring?: ScoringRule;
  /** `text` is HTML, images already pointed at their stored address. */
  layout: TItemLayout;
  options: ImportedPartOption[];
};

export type ImportedQuestion = {
  /** The question's source line (text formats) or its position in the file (XML, QTI). */
  line: number;
  /** How the importer finds it: `question 3 "Heart rate"`. */
  where: string;
  /** The category path, top level first; empty when the file has none. */
  category: string[];
  /** HTML, images already pointed at their stored address. */
  question: string;
  /** HTML: the general feedback. */
  explanation: string;
  tags: string[];
  /** Things the source had that are not kept, said once each (penalty, shuffling ...). */
  notices: string[];
  /** What the reader found wrong in this question (a weight that is not a number ...). */
  problems?: { part: string; message: string }[];
} & (
  | { kind: 'choice'; single: boolean; options: ImportedOption[] }
  | { kind: 'text'; answers: ImportedAnswer[] }
  | ImportedItem
);

/** What a reader of one format returns, before the mapping rules. */
export type FormatRead = {
  questions: ImportedQuestion[];
  /** Problems that stop the whole file (not XML, a broken package ...). */
  problems: CsvProblem[];
  /** Questions left out (types PrepWard has not) and other notes on the file. */
  notices: ImportNotice[];
};

/** Collects notices under one `where`, each message once. */
export function noticesFor(where: string, into: ImportNotice[]): ImportNotices {
  const seen = new Set<string>();
  return {
    add: (message) => {
      if (seen.has(message)) return;
      seen.add(message);
      into.push({ where, message });
    },
  };
}

/** A list that collects messages (a question's own notices, before it is mapped). */
export function messageList(into: string[]): ImportNotices {
  return {
    add: (message) => {
      if (!into.includes(message)) into.push(message);
    },
  };
}

/** The name the importer finds a question by: `question 3 "Heart rate"`. */
export function questionLabel(position: number, name: string): string {
  const title = htmlToText(name).slice(0, 60);
  return title ? `question ${position} "${title}"` : `question ${position}`;
}

export const DEFAULT_COURSE = 'Imported';

/** The subject of questions without a category: the file's name without its extension. */
export const subjectFromFileName = (fileName: string) =>
  fileName
    .replace(/^.*[/\\]/, '')
    .replace(/\.[^.]+$/, '')
    // An export's second ending names its format (`bank.gift.txt`, `bank.qti21.zip`).
    .replace(/\.(moodle|gift|aiken|qti|qti12|qti21)$/i, '')
    .trim()
    .slice(0, CONTENT_LIMITS.name) || 'Questions';

/** Course and subject from the category path (last two levels). */
export function courseAndSubject(category: string[], fileName: string) {
  const levels = category.map((level) => level.trim()).filter(Boolean);
  if (levels.length === 0)
    return { course: DEFAULT_COURSE, subject: subjectFromFileName(fileName) };
  const subject = levels[levels.length - 1]!;
  return { course: levels.length > 1 ? levels[levels.length - 2]! : subject, subject };
}

/**
 * The levels of a Moodle category path (`$course$/top/Pharmacology/Analgesics`): `//` is a
 * slash inside a name; the context (`$course$`, `$system$` ...), Moodle's `top` and the
 * "Default for ..." of a course's own category are not levels of ours.
 */
export function categoryLevels(path: string): string[] {
  // A doubled slash is a slash inside a name: split only on single ones.
  const levels = path
    .split(/(?<!\/)\/(?!\/)/)
    .map((level) => level.replace(/\/\//g, '/').trim())
    .filter(Boolean);
  if (/^\$[a-z0-9]+\$$/i.test(levels[0] ?? '')) levels.shift();
  if (levels[0]?.toLowerCase() === 'top') levels.shift();
  return levels.map((level) => level.replace(/^Default for\s+/i, '').trim() || level);
}

const imageCount = (html: string) => (html.match(/<img\b/gi) ?? []).length;

/** Nothing, or only an editor's empty paragraph: no text. */
const isBlank = (html: string) => /^(\s|<\/?p>|<br\s*\/?>|&nbsp;)*$/i.test(html);

const formatWeight = (weight: number) => `${Number(weight.toFixed(4))}%`;

type Mapped = { row: CsvQuestionRow } | { problems: CsvProblem[] };

/**
 * Applies the mapping rules to one question and checks it as a CSV row is checked: its
 * problems carry its line and, as the column, where it is and which part (`question 3
 * "Heart rate", option b`).
 */
export function toQuestionRow(
  question: ImportedQuestion,
  context: { sanitize: RichTextSanitizer; fileName: string; notices: ImportNotice[] },
): Mapped {
  const problems: CsvProblem[] = [];
  const problem = (part: string, message: string) =>
    problems.push({
      line: question.line,
      column: part ? `${question.where}, ${part}` : question.where,
      message,
    });
  const notices = noticesFor(question.where, context.notices);
  question.notices.forEach((message) => notices.add(message));
  question.problems?.forEach(({ part, message }) => problem(part, message));

  const { course, subject } = courseAndSubject(question.category, context.fileName);
  for (const [label, name] of [
    ['course', course],
    ['subject', subject],
  ] as const) {
    if (name.length > CONTENT_LIMITS.name) {
      problem(
        label,
        `The ${label} name (from the category) may have at most ${CONTENT_LIMITS.name} characters`,
      );
    }
  }

  const rich = (part: string, html: string, max: number) => {
    if (hasControlCharacter(html)) {
      problem(part, CONTROL_CHARACTER_MESSAGE);
      return '';
    }
    if (html.length > max * 2) {
      problem(part, `The ${part} may have at most ${max} characters`);
      return '';
    }
    const clean = isBlank(html) ? '' : context.sanitize(html);
    const dropped = imageCount(html) - imageCount(clean);
    if (dropped > 0) {
      notices.add(
        `${dropped === 1 ? 'An image' : `${dropped} images`} of the ${part} ${dropped === 1 ? 'is' : 'are'} left out: only images in the file or uploaded to PrepWard are kept`,
      );
    }
    if (clean.length > max) problem(part, `The ${part} may have at most ${max} characters`);
    else if (!isBlank(html) && !htmlHasContent(clean)) {
      problem(part, `The ${part} has nothing left once unsafe HTML is removed`);
    }
    return clean;
  };

  const text = rich('question', question.question, CONTENT_LIMITS.questionHtml);
  let explanationHtml = question.explanation;
  let type: QuestionType;
  let options: CsvQuestionRow['options'] = [];
  let answer: string | null = null;
  let acceptedAnswers: string[] = [];
  let item: Pick<CsvQuestionRow, 'scoring' | 'layout'> = {};

  if (question.kind === 'item') {
    type = question.type;
    // A rule the type cannot use (a foreign file's scoring read as one of ours) is its default.
    const scoring =
      question.scoring && RULES_BY_TYPE[type].includes(question.scoring)
        ? question.scoring
        : undefined;
    if (question.scoring && !scoring) {
      notices.add(`The scoring is not kept: the ${type} question scores by its default rule`);
    }
    options = question.options.map((option, index) => ({
      value: rich(`option ${index + 1}`, option.html, CONTENT_LIMITS.optionHtml),
      answer: option.correct,
      part: option.part,
    }));
    const { text } = question.layout;
    // The layout's own limits (a row's label ...), as the editor's request is checked.
    const layoutRead = ZItemLayout.safeParse(question.layout);
    if (!layoutRead.success) problem('layout', layoutRead.error.issues[0]!.message);
    item = {
      ...(scoring ? { scoring } : {}),
      layout:
        text === undefined
          ? question.layout
          : { ...question.layout, text: rich('text', text, ITEM_LIMITS.clozeText) },
    };
  } else if (question.kind === 'choice') {
    const weights = question.options.map((option) => option.weight);
    const correct = weights.filter((weight) => weight > 0);
    // (A single-answer question without a correct option stays single, to be told so.)
    type =
      question.single && correct.length <= 1 && (correct[0] ?? 100) >= 100
        ? 'single_choice'
        : 'multiple_choice';
    const partial = correct.filter((weight) => weight < 100);
    if (partial.length > 0) {
      notices.add(
        `Partial-credit weights (${partial.map(formatWeight).join(', ')}) are not kept: each option worth more than 0% is a correct answer, and an answer scores when it picks exactly those`,
      );
    }
    const negative = weights.filter((weight) => weight < 0);
    if (negative.length > 0) {
      notices.add(
        `Negative weights (${negative.map(formatWeight).join(', ')}) are not kept: a wrong option costs nothing beyond the question`,
      );
    }
    if (question.options.length > MAX_OPTIONS) {
      problem(
        'options',
        `A question has at most ${MAX_OPTIONS} options; this one has ${question.options.length}`,
      );
    }
    options = question.options.map((option, index) => ({
      value: rich(`option ${optionLetter(index)}`, option.html, CONTENT_LIMITS.optionHtml),
      answer: option.weight > 0,
    }));
    const feedback = question.options.flatMap((option, index) =>
      isBlank(option.feedback)
        ? []
        : [{ option: options[index]!.value || option.html, feedback: option.feedback }],
    );
    if (feedback.length > 0) {
      notices.add('Feedback on each option is added to the explanation, as a list');
      explanationHtml = [
        explanationHtml,
        '<p>Feedback on the options:</p>',
        `<ul>${feedback
          .map(
            ({ option, feedback: said }) =>
              `<li><strong>${inline(option)}</strong>: ${inline(said)}</li>`,
          )
          .join('')}</ul>`,
      ]
        .filter((part) => !isBlank(part))
        .join('');
    }
  } else {
    type = 'fill_in_the_blanks';
    const kept: ImportedAnswer[] = [];
    const seen = new Set<string>();
    for (const candidate of question.answers) {
      if (candidate.weight <= 0) continue;
      const key = textKey(canonicalAcceptedAnswer(candidate.notation));
      if (seen.has(key)) continue;
      seen.add(key);
      kept.push(candidate);
    }
    const dropped = question.answers.filter((candidate) => candidate.weight <= 0);
    if (dropped.length > 0) {
      notices.add(
        `Answers worth 0% or less (${dropped.map((candidate) => `"${candidate.notation}"`).join(', ')}) are left out: only accepted answers are kept`,
      );
    }
    const partial = kept.filter((candidate) => candidate.weight < 100);
    if (partial.length > 0) {
      notices.add(
        `Partial-credit weights (${partial.map((candidate) => `"${candidate.notation}" ${formatWeight(candidate.weight)}`).join(', ')}) are not kept: every answer kept is fully correct`,
      );
    }
    if (question.answers.some((candidate) => !isBlank(candidate.feedback))) {
      notices.add('Feedback on each answer is not kept');
    }
    const [first, ...others] = kept.map((candidate) => candidate.notation.trim());
    if (!first) {
      problem('answer', 'The question has no answer worth more than 0%');
    } else {
      for (const { path, message } of acceptedAnswerProblems(first, others)) {
        problem(path === 'answer' ? 'answer' : 'accepted answers', message);
      }
      answer = canonicalAcceptedAnswer(first);
      acceptedAnswers = others.map(canonicalAcceptedAnswer);
    }
  }

  const explanation = rich('explanation', explanationHtml, CONTENT_LIMITS.explanationHtml);
  if (problems.length === 0) {
    // The editor's rules (at least two options, a correct one ...), on the cleaned text.
    for (const { path, message } of questionProblems({
      type,
      question: text,
      options,
      answer: answer ?? undefined,
      acceptedAnswers,
      ...item,
    })) {
      if (path === 'answer' && type === 'fill_in_the_blanks') continue; // checked above
      problem(question.kind === 'item' ? itemPartOf(path) : partOf(path), message);
    }
  }
  if (problems.length > 0) return { problems };

  const tags = uniqueTags(question.tags);
  const kept = tags.filter((tag) => tag.length <= QUESTION_METADATA_LIMITS.tagLength);
  if (kept.length < tags.length) {
    notices.add(`Tags longer than ${QUESTION_METADATA_LIMITS.tagLength} characters are left out`);
  }
  if (kept.length > QUESTION_METADATA_LIMITS.tags) {
    notices.add(`Only the first ${QUESTION_METADATA_LIMITS.tags} tags are kept`);
  }
  return {
    row: {
      line: question.line,
      course,
      subject,
      type,
      question: text,
      explanation,
      options,
      answer,
      acceptedAnswers,
      ...item,
      ...(kept.length > 0 ? { tags: kept.slice(0, QUESTION_METADATA_LIMITS.tags) } : {}),
    },
  };
}

/** The part of a question a problem path of questionProblems names. */
function partOf(path: string): string {
  const option = /^options\.(\d+)/.exec(path);
  if (option) return `option ${optionLetter(Number(option[1]))}`;
  if (path === 'answer') return 'correct answer';
  return path;
}

/** The part of a Next Generation item a problem path names (its options are numbered). */
function itemPartOf(path: string): string {
  const option = /^options\.(\d+)/.exec(path);
  if (option) return `option ${Number(option[1]) + 1}`;
  if (path === 'answer') return 'correct answers';
  if (path.startsWith('layout.')) return path.slice('layout.'.length).replace(/\..*$/, '');
  return path;
}

/** HTML without its block wrappers, to sit inside a list item. */
const inline = (html: string) =>
  html
    .replace(/^\s*<p>/i, '')
    .replace(/<\/p>\s*$/i, '')
    .replace(/<\/p>\s*<p>/gi, '<br>');
