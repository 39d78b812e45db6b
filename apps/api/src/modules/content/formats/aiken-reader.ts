// Aiken, the plain-text format Moodle imports: a question (its first lines), its options each
// on a line starting with a capital letter and `.` or `)`, then `ANSWER: B`. Single choice
// only; texts are plain (no HTML), so they are escaped.
import { questionLabel, type FormatRead, type ImportedOption } from './imported-question';
import { decodeText, plainToHtml } from './text-formats';

const OPTION = /^([A-Z])[.)]\s+(.*)$/;
const ANSWER = /^ANSWER\s*:\s*(\S*)\s*$/i;

type Pending = {
  line: number;
  question: string[];
  options: { letter: string; text: string }[];
};

export function readAiken(bytes: Buffer): FormatRead {
  const read: FormatRead = { questions: [], problems: [], notices: [] };
  const decoded = decodeText(bytes);
  if ('problem' in decoded) {
    read.problems.push({ line: 1, column: '', message: decoded.problem });
    return read;
  }
  let pending: Pending | null = null;
  let position = 0;
  const where = (current: Pending) => questionLabel(position, current.question.join(' '));

  decoded.text.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.trim();
    const lineNumber = index + 1;
    if (line === '') return;
    const answer = ANSWER.exec(line);
    const option = OPTION.exec(line);
    if (answer) {
      if (!pending) {
        read.problems.push({
          line: lineNumber,
          column: '',
          message: 'An ANSWER line has no question above it',
        });
        return;
      }
      position += 1;
      finish(pending, answer[1]!.toUpperCase(), lineNumber, where(pending), read);
      pending = null;
    } else if (option && pending) {
      pending.options.push({ letter: option[1]!, text: option[2]!.trim() });
    } else if (pending && pending.options.length > 0) {
      // A line after the options that is neither an option nor the answer: a new question
      // started before this one's ANSWER line.
      position += 1;
      read.problems.push({
        line: pending.line,
        column: where(pending),
        message:
          'The question has no ANSWER line after its options (write ANSWER: followed by the letter)',
      });
      pending = { line: lineNumber, question: [line], options: [] };
    } else if (pending) {
      pending.question.push(line);
    } else {
      pending = { line: lineNumber, question: [line], options: [] };
    }
  });
  const last = pending as Pending | null;
  if (last) {
    position += 1;
    read.problems.push({
      line: last.line,
      column: where(last),
      message:
        'The question has no ANSWER line after its options (write ANSWER: followed by the letter)',
    });
  }
  return read;
}

function finish(
  pending: Pending,
  letter: string,
  answerLine: number,
  label: string,
  read: FormatRead,
) {
  const problems: { part: string; message: string }[] = [];
  if (!/^[A-Z]$/.test(letter)) {
    problems.push({
      part: 'answer',
      message: `"ANSWER: ${letter}" must name one option letter (A, B ...)`,
    });
  } else if (!pending.options.some((option) => option.letter === letter)) {
    problems.push({
      part: 'answer',
      message: `The answer ${letter} is not one of the options (line ${answerLine})`,
    });
  }
  const options: ImportedOption[] = pending.options.map((option) => ({
    html: plainToHtml(option.text),
    weight: option.letter === letter ? 100 : 0,
    feedback: '',
  }));
  read.questions.push({
    line: pending.line,
    where: label,
    category: [],
    question: plainToHtml(pending.question.join('\n')),
    explanation: '',
    tags: [],
    notices: [],
    problems,
    kind: 'choice',
    single: true,
    options,
  });
}
