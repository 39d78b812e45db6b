// Questions as Moodle XML, which Moodle's question bank imports (Import > Moodle XML format):
// a category switch for each course and subject, single choice as multichoice with one answer,
// multiple choice as multichoice with several (each correct option 100% divided by their number,
// each wrong one -100%, so that picking every option scores nothing), fill in the blanks as
// numerical (numbers in one unit, with their tolerance) or shortanswer. Images are embedded.
import { uniqueTags } from '@prepward/shared/question-metadata';
import {
  blankAnswers,
  questionTitle,
  rewriteImages,
  imageSources,
  type ExportImages,
  type ExportQuestion,
} from './export-question';
import { escapeXml } from './xml';

const PLUGINFILE = '@@PLUGINFILE@@/';

/** Text in CDATA; a `]]>` inside is split across two sections. */
const cdata = (text: string) => `<![CDATA[${text.replace(/]]>/g, ']]]]><![CDATA[>')}]]>`;

/** `$course$/top/Course/Subject`, a slash inside a name doubled. */
const categoryPath = (question: ExportQuestion) =>
  ['$course$', 'top', question.course, question.subject]
    .map((level, index) => (index < 2 ? level : level.replace(/\//g, '//')))
    .join('/');

/** A rich-text field with its images embedded. */
function field(name: string, html: string, images: ExportImages, indent = '    '): string {
  const text = rewriteImages(
    html,
    images,
    (image) => `${PLUGINFILE}${encodeURIComponent(image.name)}`,
  );
  const files = [...new Set(imageSources(html))]
    .map((src) => images.get(src))
    .filter((image) => image !== undefined)
    .map(
      (image) =>
        `\n${indent}  <file name="${escapeXml(image.name)}" path="/" encoding="base64">${image.bytes.toString('base64')}</file>`,
    )
    .join('');
  return `${indent}<${name} format="html">\n${indent}  <text>${cdata(text)}</text>${files}\n${indent}</${name}>`;
}

/** A number as Moodle writes a fraction: up to 7 decimals. */
const fraction = (value: number) => String(Number(value.toFixed(7)));

function answers(question: ExportQuestion, images: ExportImages): { type: string; xml: string[] } {
  if (question.type !== 'fill_in_the_blanks') {
    const correct = question.options.filter((option) => option.answer).length;
    const single = question.type === 'single_choice';
    return {
      type: 'multichoice',
      xml: [
        `    <single>${single}</single>`,
        '    <shuffleanswers>false</shuffleanswers>',
        '    <answernumbering>abc</answernumbering>',
        ...question.options.map((option) => {
          const weight = option.answer ? 100 / correct : single ? 0 : -100;
          return [
            `    <answer fraction="${fraction(weight)}" format="html">`,
            `      <text>${cdata(rewriteImages(option.value, images, (image) => `${PLUGINFILE}${encodeURIComponent(image.name)}`))}</text>`,
            ...[...new Set(imageSources(option.value))]
              .map((src) => images.get(src))
              .filter((image) => image !== undefined)
              .map(
                (image) =>
                  `      <file name="${escapeXml(image.name)}" path="/" encoding="base64">${image.bytes.toString('base64')}</file>`,
              ),
            '      <feedback format="html">',
            '        <text></text>',
            '      </feedback>',
            '    </answer>',
          ].join('\n');
        }),
      ],
    };
  }
  const blank = blankAnswers(question);
  if (blank.kind === 'numbers') {
    return {
      type: 'numerical',
      xml: [
        ...blank.answers.map((answer) =>
          [
            '    <answer fraction="100" format="moodle_auto_format">',
            `      <text>${answer.value}</text>`,
            '      <feedback format="html">',
            '        <text></text>',
            '      </feedback>',
            `      <tolerance>${answer.tolerance}</tolerance>`,
            '    </answer>',
          ].join('\n'),
        ),
        `    <unitgradingtype>${blank.unit && blank.unitRequired ? 1 : 0}</unitgradingtype>`,
        `    <unitpenalty>${blank.unit && blank.unitRequired ? 1 : 0}</unitpenalty>`,
        `    <showunits>${blank.unit ? 0 : 3}</showunits>`,
        '    <unitsleft>0</unitsleft>',
        ...(blank.unit
          ? [
              '    <units>',
              '      <unit>',
              '        <multiplier>1</multiplier>',
              `        <unit_name>${escapeXml(blank.unit)}</unit_name>`,
              '      </unit>',
              '    </units>',
            ]
          : []),
      ],
    };
  }
  return {
    type: 'shortanswer',
    xml: [
      '    <usecase>0</usecase>',
      ...blank.answers.map((answer) =>
        [
          '    <answer fraction="100" format="moodle_auto_format">',
          `      <text>${escapeXml(answer)}</text>`,
          '      <feedback format="html">',
          '        <text></text>',
          '      </feedback>',
          '    </answer>',
        ].join('\n'),
      ),
    ],
  };
}

export function writeMoodleXml(
  questions: ExportQuestion[],
  context: { title: string; images: ExportImages },
): string {
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<quiz>',
    `<!-- ${escapeXml(context.title).replace(/--/g, '- -')}: ${questions.length} questions exported from PrepWard. Multiple choice questions score in PrepWard only when exactly the correct options are chosen; here each correct option is worth an equal share and each wrong one -100%. -->`,
  ];
  let category = '';
  questions.forEach((question, index) => {
    const path = categoryPath(question);
    if (path !== category) {
      category = path;
      lines.push(
        '  <question type="category">',
        '    <category>',
        `      <text>${escapeXml(path)}</text>`,
        '    </category>',
        '  </question>',
      );
    }
    const { type, xml } = answers(question, context.images);
    const tags = uniqueTags(question.tags ?? []);
    const blank = question.type === 'fill_in_the_blanks' ? blankAnswers(question) : null;
    if (blank?.kind === 'texts' && blank.tolerancesLost) {
      lines.push(
        '  <!-- Numbers in this question are matched exactly here: their tolerance is not carried. -->',
      );
    }
    lines.push(
      `  <question type="${type}">`,
      '    <name>',
      `      <text>${escapeXml(questionTitle(question, index + 1))}</text>`,
      '    </name>',
      field('questiontext', question.question, context.images),
      field('generalfeedback', question.explanation, context.images),
      '    <defaultgrade>1.0000000</defaultgrade>',
      '    <penalty>0.0000000</penalty>',
      '    <hidden>0</hidden>',
      ...xml,
      ...(tags.length > 0
        ? [
            '    <tags>',
            ...tags.map((tag) => `      <tag><text>${escapeXml(tag)}</text></tag>`),
            '    </tags>',
          ]
        : []),
      '  </question>',
    );
  });
  lines.push('</quiz>', '');
  return lines.join('\n');
}
