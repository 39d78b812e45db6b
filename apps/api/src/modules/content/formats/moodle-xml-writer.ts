// Questions as Moodle XML, which Moodle's question bank imports (Import > Moodle XML format):
// a category switch for each course and subject, single choice as multichoice with one answer,
// multiple choice as multichoice with several (each correct option 100% divided by their number,
// each wrong one -100%, so that picking every option scores nothing), fill in the blanks as
// numerical (numbers in one unit, with their tolerance) or shortanswer. Images are embedded.
import type { QuestionType } from '@prepward/shared/constants';
import { defaultScoringRule } from '@prepward/shared/item-types';
import { uniqueTags } from '@prepward/shared/question-metadata';
import { htmlToText } from '@prepward/shared/html-text';
import { CLOZE_CLASS } from './cloze';
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

/**
 * The Next Generation types Moodle has a question type for: select all that apply a
 * multichoice of several answers, a drop-down cloze "select missing words" (gapselect), a
 * drag-and-drop cloze "drag and drop into text" (ddwtos).
 */
export const MOODLE_ITEM_TYPES: readonly QuestionType[] = [
  'extended_multiple_response',
  'dropdown_cloze',
  'drag_drop_cloze',
];

/**
 * What Moodle has no field for, on an element of ours Moodle's import passes over: that a
 * multichoice is select all that apply, its rule and whether it states the count.
 */
export const ITEM_ELEMENT = 'prepwarditem';

/** A cloze's text after the stem, each blank {{n}} Moodle's [[choice]] for part n − 1. */
const clozeText = (question: ExportQuestion, choiceOf: (part: number) => number) =>
  `${question.question}<div class="${CLOZE_CLASS}">${(question.layout?.text ?? '').replace(
    /\{\{(\d{1,2})\}\}/g,
    (_, blank: string) => `[[${choiceOf(Number(blank) - 1) + 1}]]`,
  )}</div>`;

/** A number as Moodle writes a fraction: up to 7 decimals. */
const fraction = (value: number) => String(Number(value.toFixed(7)));

type Written = { type: string; xml: string[]; questionText?: string };

/** A drop-down or drag-and-drop cloze: its text with [[n]] blanks and its choices. */
function clozeAnswers(question: ExportQuestion): Written {
  const { options } = question;
  const text = (value: string) => escapeXml(htmlToText(value));
  const inPart = (part: number) => options.filter((option) => (option.part ?? 0) === part);
  if (question.type === 'dropdown_cloze') {
    // Every choice of every blank in order, a group per blank; [[n]] is the blank's right one.
    return {
      type: 'gapselect',
      questionText: clozeText(question, (part) =>
        options.findIndex((option) => (option.part ?? 0) === part && option.answer),
      ),
      xml: [
        '    <shuffleanswers>0</shuffleanswers>',
        ...options.map(
          (option) =>
            `    <selectoption>\n      <text>${text(option.value)}</text>\n      <group>${(option.part ?? 0) + 1}</group>\n    </selectoption>`,
        ),
      ],
    };
  }
  // One pool of words, each usable in any blank (infinite); [[n]] is the blank's right word.
  const pool = inPart(0).map((option) => htmlToText(option.value));
  return {
    type: 'ddwtos',
    questionText: clozeText(question, (part) =>
      pool.indexOf(htmlToText(inPart(part).find((option) => option.answer)?.value ?? '')),
    ),
    xml: [
      '    <shuffleanswers>0</shuffleanswers>',
      ...pool.map(
        (word) =>
          `    <dragbox>\n      <text>${escapeXml(word)}</text>\n      <group>1</group>\n      <infinite/>\n    </dragbox>`,
      ),
    ],
  };
}

function answers(question: ExportQuestion, images: ExportImages): Written {
  if (question.type === 'dropdown_cloze' || question.type === 'drag_drop_cloze') {
    return clozeAnswers(question);
  }
  if (question.type !== 'fill_in_the_blanks') {
    const correct = question.options.filter((option) => option.answer).length;
    const single = question.type === 'single_choice';
    const item = question.type === 'extended_multiple_response';
    const rule = item ? (question.scoring ?? defaultScoringRule(question.type)) : null;
    // Select all that apply: +/- takes a right one's share off per wrong one, 0/1 nothing.
    const wrong = single
      ? 0
      : rule === 'plus_minus'
        ? -100 / correct
        : rule === 'zero_one'
          ? 0
          : -100;
    return {
      type: 'multichoice',
      xml: [
        `    <single>${single}</single>`,
        ...(item
          ? [
              `    <${ITEM_ELEMENT} type="${question.type}" scoring="${rule}" statedcount="${question.layout?.statedCount === true}"/>`,
            ]
          : []),
        '    <shuffleanswers>false</shuffleanswers>',
        '    <answernumbering>abc</answernumbering>',
        ...question.options.map((option) => {
          const weight = option.answer ? 100 / correct : wrong;
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
    const { type, xml, questionText } = answers(question, context.images);
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
      field('questiontext', questionText ?? question.question, context.images),
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
