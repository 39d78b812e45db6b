// Questions as GIFT, Moodle's text format: a $CATEGORY line for each course and subject, each
// question's texts as [html] with GIFT's special characters escaped and line breaks as \n.
// Single choice is {=right ~wrong}, multiple choice {~%50%a ~%50%b ~%-100%c}, fill in the
// blanks numerical {#=4:0.1} (numbers in one unit; GIFT has no units) or short answer {=a =b};
// the explanation is the general feedback (####). GIFT has no images: their addresses stay.
import { blankAnswers, questionTitle, type ExportQuestion } from './export-question';

/** GIFT's special characters escaped, line breaks as \n (a blank line would end the question). */
export const escapeGift = (text: string) =>
  text
    .replace(/\\/g, '\\\\')
    .replace(/([~=#{}:])/g, '\\$1')
    .replace(/\r?\n/g, '\\n');

const weight = (value: number) => String(Number(value.toFixed(5)));

/** `$course$/top/Course/Subject`, a slash inside a name doubled. */
const categoryPath = (question: ExportQuestion) =>
  `$course$/top/${question.course.replace(/\//g, '//')}/${question.subject.replace(/\//g, '//')}`;

function answerBlock(question: ExportQuestion): { block: string[]; notes: string[] } {
  if (question.type === 'single_choice') {
    return {
      block: question.options.map(
        (option) => `\t${option.answer ? '=' : '~'}${escapeGift(option.value)}`,
      ),
      notes: [],
    };
  }
  if (question.type === 'multiple_choice') {
    const correct = question.options.filter((option) => option.answer).length;
    return {
      block: question.options.map(
        (option) =>
          `\t~%${option.answer ? weight(100 / correct) : '-100'}%${escapeGift(option.value)}`,
      ),
      notes: ['multiple choice: each correct option is an equal share, each wrong one -100%'],
    };
  }
  const blank = blankAnswers(question);
  if (blank.kind === 'numbers') {
    return {
      block: ['\t#', ...blank.answers.map((answer) => `\t=${answer.value}:${answer.tolerance}`)],
      notes: blank.unit ? [`the unit (${blank.unit}) is not carried: GIFT numbers have none`] : [],
    };
  }
  return {
    block: blank.answers.map((answer) => `\t=${escapeGift(answer)}`),
    notes: blank.tolerancesLost
      ? ['numbers are matched exactly here: their tolerance is not carried']
      : [],
  };
}

export function writeGift(questions: ExportQuestion[], context: { title: string }): string {
  const lines = [
    `// ${context.title.replace(/\r?\n/g, ' ')}: ${questions.length} questions exported from PrepWard`,
    '',
  ];
  let category = '';
  questions.forEach((question, index) => {
    const path = categoryPath(question);
    if (path !== category) {
      category = path;
      lines.push(`$CATEGORY: ${path}`, '');
    }
    const { block, notes } = answerBlock(question);
    for (const note of notes) lines.push(`// note: ${note}`);
    // A numerical block opens with # on the brace's line.
    const [first, ...rest] = block;
    const numerical = first === '\t#';
    lines.push(
      `::${escapeGift(questionTitle(question, index + 1))}::[html]${escapeGift(question.question)}{${numerical ? '#' : ''}`,
      ...(numerical ? rest : block),
      ...(question.explanation ? [`\t####${escapeGift(question.explanation)}`] : []),
      '}',
      '',
    );
  });
  return lines.join('\n');
}
