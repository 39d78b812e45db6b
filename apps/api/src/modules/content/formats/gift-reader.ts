// GIFT, Moodle's text format for questions: one question per paragraph (blank lines between),
// `::title::` before the text, the answers in braces. Read as Moodle reads it:
//   {=right ~wrong}            multiple choice (`~%50%` weights; no `=`: several answers)
//   {T} {TRUE} {F} {FALSE}     true/false, `{T#wrong feedback#right feedback}`
//   {=four =4}                 short answer (fill in the blanks)
//   {#4:0.1} {#3..5}           numerical, tolerance or range; `{#=4:0 =%50%4:1}`
//   #feedback after an answer, ####general feedback last, // comment lines,
//   $CATEGORY: path            the course and subject of the questions after it,
//   [html] [markdown] [plain] [moodle] before a text, \: \~ \= \# \{ \} \\ \n escapes.
// Matching questions, essays and descriptions are left out with a notice.
import { numberOf } from '@prepward/shared/accepted-answers';
import type { ImageCollector } from './images';
import { resolveImages } from './images';
import {
  categoryLevels,
  messageList,
  questionLabel,
  type FormatRead,
  type ImportedAnswer,
  type ImportedOption,
  type ImportedQuestion,
  type ImportNotices,
} from './imported-question';
import { decodeText, toHtml, type TextFormat } from './text-formats';

/** Stand-ins for escaped characters while the control characters are read. */
const ESCAPES: Record<string, string> = {
  ':': '\uE000',
  '#': '\uE001',
  '=': '\uE002',
  '{': '\uE003',
  '}': '\uE004',
  '~': '\uE005',
  n: '\uE006',
  '\\': '\uE007',
};
const UNESCAPED: Record<string, string> = {
  '\uE000': ':',
  '\uE001': '#',
  '\uE002': '=',
  '\uE003': '{',
  '\uE004': '}',
  '\uE005': '~',
  '\uE006': '\n',
  '\uE007': '\\',
};

const escapePlaceholders = (text: string) =>
  text.replace(/\\([:#={}~n\\])/g, (_, character: string) => ESCAPES[character]!);
const restore = (text: string) => text.replace(/[\uE000-\uE007]/g, (stand) => UNESCAPED[stand]!);

const WEIGHT = /^%(-?\d+(?:\.\d+)?)%/;
const TRUE_FALSE = /^(T|TRUE|F|FALSE)$/;

/** A paragraph of the file: its lines, and the line of the file it starts on. */
type Block = { lines: string[]; line: number };

type Context = { images: ImageCollector; notices: ImportNotices };

export function readGift(bytes: Buffer, images: ImageCollector): FormatRead {
  const read: FormatRead = { questions: [], problems: [], notices: [] };
  const decoded = decodeText(bytes);
  if ('problem' in decoded) {
    read.problems.push({ line: 1, column: '', message: decoded.problem });
    return read;
  }
  let category: string[] = [];
  let position = 0;
  for (const block of blocks(decoded.text)) {
    // Comment lines go; a block of comments only is no question.
    const text = escapePlaceholders(
      block.lines
        .map((line) => (line.trim().startsWith('//') ? '' : line))
        .join('\n')
        .trim(),
    );
    if (text === '') continue;
    if (/^\$CATEGORY:/.test(text)) {
      category = categoryLevels(restore(text.slice('$CATEGORY:'.length).split('\n')[0]!));
      // A question may follow the category line in the same paragraph.
      const rest = text.split('\n').slice(1).join('\n').trim();
      if (rest === '') continue;
      position += 1;
      readQuestion(rest, { line: block.line + 1, position, category }, images, read);
      continue;
    }
    position += 1;
    readQuestion(text, { line: firstTextLine(block), position, category }, images, read);
  }
  return read;
}

/** The paragraphs of the file (separated by blank lines), with the line each starts on. */
function blocks(text: string): Block[] {
  const result: Block[] = [];
  let current: Block | null = null;
  text.split(/\r?\n/).forEach((line, index) => {
    if (line.trim() === '') {
      current = null;
      return;
    }
    if (!current) {
      current = { lines: [], line: index + 1 };
      result.push(current);
    }
    current.lines.push(line);
  });
  return result;
}

/** The line of a block's first line that is not a comment. */
const firstTextLine = (block: Block) =>
  block.line +
  Math.max(
    0,
    block.lines.findIndex((line) => !line.trim().startsWith('//')),
  );

/** Splits `[html]text` into its format and text; Moodle's auto-format by default. */
function withFormat(text: string, fallback: TextFormat): { format: TextFormat; text: string } {
  const match = /^\s*\[(html|moodle|plain|markdown)\]/i.exec(text);
  if (!match) return { format: fallback, text };
  return { format: match[1]!.toLowerCase() as TextFormat, text: text.slice(match[0].length) };
}

function readQuestion(
  source: string,
  where: { line: number; position: number; category: string[] },
  images: ImageCollector,
  read: FormatRead,
) {
  let text = source;
  let name = '';
  if (text.startsWith('::')) {
    const end = text.indexOf('::', 2);
    if (end >= 0) {
      name = restore(text.slice(2, end)).trim();
      text = text.slice(end + 2).trim();
    } else {
      text = text.slice(2);
    }
  }
  const label = questionLabel(where.position, name || restore(text).replace(/\{[\s\S]*$/, ''));
  const start = text.indexOf('{');
  const end = text.indexOf('}');
  if (start < 0 && end < 0) {
    read.notices.push({
      where: label,
      message: 'Not imported: a description (text without answers) has no equivalent in PrepWard',
    });
    return;
  }
  if (start < 0 || end < start) {
    read.problems.push({
      line: where.line,
      column: label,
      message:
        'The answers must be between { and }: a brace is missing or escaped (write \\{ or \\} for a brace in the text)',
    });
    return;
  }
  let answerText = text.slice(start + 1, end).trim();
  const questionSource = text.endsWith('}')
    ? text.slice(0, start) + text.slice(end + 1)
    : `${text.slice(0, start)}_____${text.slice(end + 1)}`;
  let generalFeedback = '';
  const separator = answerText.lastIndexOf('####');
  if (separator >= 0) {
    generalFeedback = answerText.slice(separator + 4);
    answerText = answerText.slice(0, separator).trim();
  }
  const { format, text: questionText } = withFormat(questionSource, 'moodle');
  const own: string[] = [];
  const context: Context = { images, notices: messageList(own) };
  const html = (raw: string, fallback = format) => {
    const parts = withFormat(restore(raw).trim(), fallback);
    return resolveImages(
      toHtml(parts.text, parts.format),
      () => undefined,
      context.images,
      context.notices,
    );
  };
  const base = {
    line: where.line,
    where: label,
    category: where.category,
    question: html(questionText.trim()),
    explanation: generalFeedback ? html(generalFeedback) : '',
    tags: [],
    notices: own,
  };
  const skip = (what: string) =>
    read.notices.push({
      where: label,
      message: `Not imported: ${what} has no equivalent in PrepWard`,
    });

  let question: ImportedQuestion;
  if (answerText === '') return skip('an essay question');
  if (answerText.startsWith('#')) {
    question = readNumerical(answerText.slice(1), base, html);
  } else if (answerText.includes('~')) {
    question = readChoice(answerText, base, html);
  } else if (answerText.includes('=') && answerText.includes('->')) {
    return skip('a matching question');
  } else if (TRUE_FALSE.test(answerText.split('#')[0]!.trim())) {
    question = readTrueFalse(answerText, base, html);
  } else {
    question = readShortAnswer(answerText, base, html);
  }
  read.questions.push(question);
}

type Base = Omit<ImportedQuestion, 'kind' | 'options' | 'answers' | 'single'>;
type Html = (raw: string, fallback?: TextFormat) => string;

/** `%50%rest` → 50 and the rest; `fallback` when there is no weight. */
function weighted(answer: string, fallback: number): { weight: number; rest: string } {
  const match = WEIGHT.exec(answer);
  return match
    ? { weight: Number(match[1]), rest: answer.slice(match[0].length) }
    : { weight: fallback, rest: answer };
}

/** `text#feedback` → both. */
function withFeedback(answer: string): { text: string; feedback: string } {
  const hash = answer.indexOf('#');
  return hash < 0
    ? { text: answer.trim(), feedback: '' }
    : { text: answer.slice(0, hash).trim(), feedback: answer.slice(hash + 1).trim() };
}

/** The answers of a list (`=a ~b`, `=a =b`), split before each marker. */
const splitAnswers = (text: string, markers: RegExp) =>
  text
    .split(markers)
    .map((part) => part.trim())
    .filter(Boolean);

function readChoice(answerText: string, base: Base, html: Html): ImportedQuestion {
  const single = answerText.includes('=');
  const options: ImportedOption[] = splitAnswers(answerText, /(?=[~=])/).map((raw) => {
    const marker = raw[0];
    const body = raw.slice(1).trim();
    const { weight, rest } = marker === '=' ? { weight: 100, rest: body } : weighted(body, 0);
    const { text, feedback } = withFeedback(rest);
    return { html: html(text), weight, feedback: feedback ? html(feedback) : '' };
  });
  return { ...base, kind: 'choice', single, options };
}

function readTrueFalse(answerText: string, base: Base, html: Html): ImportedQuestion {
  const [key = '', wrongFeedback = '', rightFeedback = ''] = answerText.split('#');
  const isTrue = /^T(RUE)?$/.test(key.trim());
  const option = (value: boolean): ImportedOption => ({
    html: value ? 'True' : 'False',
    weight: value === isTrue ? 100 : 0,
    feedback: html(value === isTrue ? rightFeedback : wrongFeedback),
  });
  return { ...base, kind: 'choice', single: true, options: [option(true), option(false)] };
}

function readShortAnswer(answerText: string, base: Base, html: Html): ImportedQuestion {
  const answers: ImportedAnswer[] = splitAnswers(answerText, /=/).map((raw) => {
    const { weight, rest } = weighted(raw, 100);
    const { text, feedback } = withFeedback(rest);
    return { notation: restore(text), weight, feedback: feedback ? html(feedback) : '' };
  });
  return { ...base, kind: 'text', answers };
}

function readNumerical(answerText: string, base: Base, html: Html): ImportedQuestion {
  const problems: { part: string; message: string }[] = [];
  const notices = messageList(base.notices);
  let body = answerText;
  const wrong = body.indexOf('~');
  if (wrong >= 0) {
    notices.add('The feedback for wrong answers is not kept');
    body = body.slice(0, wrong);
  }
  const parts = body.includes('=') ? splitAnswers(body, /=/) : [body.trim()];
  const answers: ImportedAnswer[] = parts.flatMap((raw, index) => {
    const { weight, rest } = weighted(raw, 100);
    const { text, feedback } = withFeedback(rest);
    const notation = numericNotation(restore(text));
    if (notation === null) {
      problems.push({
        part: `answer ${index + 1}`,
        message: `"${restore(text)}" is not a number, a number:tolerance or a min..max range`,
      });
      return [];
    }
    return [{ notation, weight, feedback: feedback ? html(feedback) : '' }];
  });
  return { ...base, kind: 'text', answers, problems };
}

/** `4`, `4:0.1`, `3.9..4.1` in the notation of accepted answers (`4±0.1`); null if none. */
export function numericNotation(text: string): string | null {
  const round = (value: number) => Number(value.toPrecision(12));
  const range = /^(.+?)\.\.(.+)$/.exec(text.trim());
  if (range) {
    const min = numberOf(range[1]!.trim());
    const max = numberOf(range[2]!.trim());
    if (min === null || max === null || max < min) return null;
    const middle = round((min + max) / 2);
    const tolerance = round((max - min) / 2);
    return tolerance > 0 ? `${middle}±${tolerance}` : `${middle}`;
  }
  const [value, tolerance = '0'] = text.split(':').map((part) => part.trim());
  const number = numberOf(value ?? '');
  const margin = numberOf(tolerance);
  if (number === null || margin === null) return null;
  return Math.abs(margin) > 0 ? `${round(number)}±${round(Math.abs(margin))}` : `${round(number)}`;
}
