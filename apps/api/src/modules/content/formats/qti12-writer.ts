// Questions as a QTI 1.2 package laid out as Canvas exports a quiz (and imports one): an
// imsmanifest.xml, the quiz's questestinterop file in its own folder, images under
// web_resources/Uploaded Media. Each item names its Canvas question_type: single choice is a
// multiple_choice_question, multiple choice a multiple_answers_question (all correct options,
// none of the others), fill in the blanks a numerical_question (numbers in one unit, with their
// tolerance; QTI 1.2 numbers have no unit) or a short_answer_question. The explanation is the
// general feedback.
import {
  blankAnswers,
  questionTitle,
  rewriteImages,
  imageSources,
  type ExportImages,
  type ExportQuestion,
} from './export-question';
import { escapeXml } from './xml';
import { writeZip } from './zip';

const MEDIA = 'web_resources/Uploaded Media';
const ASSESSMENT = 'prepward_export';

const field = (label: string, entry: string) =>
  `            <qtimetadatafield>\n              <fieldlabel>${label}</fieldlabel>\n              <fieldentry>${escapeXml(entry)}</fieldentry>\n            </qtimetadatafield>`;

const material = (html: string, indent: string) =>
  `${indent}<material>\n${indent}  <mattext texttype="text/html">${escapeXml(html)}</mattext>\n${indent}</material>`;

const scoreSet = '            <setvar action="Set" varname="SCORE">100</setvar>';

function itemXml(
  question: ExportQuestion,
  position: number,
  images: ExportImages,
  notes: string[],
): string {
  const html = (text: string) =>
    rewriteImages(
      text,
      images,
      (image) => `$IMS-CC-FILEBASE$/Uploaded%20Media/${encodeURIComponent(image.name)}`,
    );
  const ident = `i${position}`;
  let type: string;
  let response: string;
  let conditions: string[];
  if (question.type === 'fill_in_the_blanks') {
    const blank = blankAnswers(question);
    const numeric = blank.kind === 'numbers';
    type = numeric ? 'numerical_question' : 'short_answer_question';
    if (numeric && blank.unit)
      notes.push(`question ${position}: the unit (${blank.unit}) is not carried`);
    if (!numeric && blank.tolerancesLost)
      notes.push(
        `question ${position}: numbers are matched exactly (their tolerance is not carried)`,
      );
    response = [
      '          <response_str ident="response1" rcardinality="Single">',
      `            <render_fib${numeric ? ' fibtype="Decimal"' : ''}>`,
      '              <response_label ident="answer1" rshuffle="No"/>',
      '            </render_fib>',
      '          </response_str>',
    ].join('\n');
    conditions = numeric
      ? blank.answers.map((answer) =>
          [
            '          <respcondition continue="No">',
            '            <conditionvar>',
            answer.tolerance > 0
              ? [
                  '              <or>',
                  `                <varequal respident="response1">${answer.value}</varequal>`,
                  '                <and>',
                  `                  <vargte respident="response1">${round(answer.value - answer.tolerance)}</vargte>`,
                  `                  <varlte respident="response1">${round(answer.value + answer.tolerance)}</varlte>`,
                  '                </and>',
                  '              </or>',
                ].join('\n')
              : `              <varequal respident="response1">${answer.value}</varequal>`,
            '            </conditionvar>',
            scoreSet,
            '          </respcondition>',
          ].join('\n'),
        )
      : [
          [
            '          <respcondition continue="No">',
            '            <conditionvar>',
            ...blank.answers.map(
              (answer) =>
                `              <varequal respident="response1">${escapeXml(answer)}</varequal>`,
            ),
            '            </conditionvar>',
            scoreSet,
            '          </respcondition>',
          ].join('\n'),
        ];
  } else {
    const single = question.type === 'single_choice';
    type = single ? 'multiple_choice_question' : 'multiple_answers_question';
    const ids = question.options.map((_, index) => `${ident}_${index + 1}`);
    response = [
      `          <response_lid ident="response1" rcardinality="${single ? 'Single' : 'Multiple'}">`,
      '            <render_choice>',
      ...question.options.map((option, index) =>
        [
          `              <response_label ident="${ids[index]}">`,
          material(html(option.value), '                '),
          '              </response_label>',
        ].join('\n'),
      ),
      '            </render_choice>',
      '          </response_lid>',
    ].join('\n');
    const condition = single
      ? `              <varequal respident="response1">${ids[question.options.findIndex((option) => option.answer)]}</varequal>`
      : [
          '              <and>',
          ...question.options.map((option, index) =>
            option.answer
              ? `                <varequal respident="response1">${ids[index]}</varequal>`
              : `                <not>\n                  <varequal respident="response1">${ids[index]}</varequal>\n                </not>`,
          ),
          '              </and>',
        ].join('\n');
    conditions = [
      [
        '          <respcondition continue="No">',
        '            <conditionvar>',
        condition,
        '            </conditionvar>',
        scoreSet,
        '          </respcondition>',
      ].join('\n'),
    ];
  }
  const general = question.explanation
    ? [
        '          <respcondition continue="Yes">',
        '            <conditionvar>',
        '              <other/>',
        '            </conditionvar>',
        '            <displayfeedback feedbacktype="Response" linkrefid="general_fb"/>',
        '          </respcondition>',
      ].join('\n')
    : '';
  return [
    `      <item ident="${ident}" title="${escapeXml(questionTitle(question, position))}">`,
    '        <itemmetadata>',
    '          <qtimetadata>',
    field('question_type', type),
    field('points_possible', '1.0'),
    '          </qtimetadata>',
    '        </itemmetadata>',
    '        <presentation>',
    material(html(question.question), '          '),
    response,
    '        </presentation>',
    '        <resprocessing>',
    '          <outcomes>',
    '            <decvar maxvalue="100" minvalue="0" varname="SCORE" vartype="Decimal"/>',
    '          </outcomes>',
    ...(general ? [general] : []),
    ...conditions,
    '        </resprocessing>',
    ...(question.explanation
      ? [
          '        <itemfeedback ident="general_fb">',
          '          <flow_mat>',
          material(html(question.explanation), '            '),
          '          </flow_mat>',
          '        </itemfeedback>',
        ]
      : []),
    '      </item>',
  ].join('\n');
}

const round = (value: number) => Number(value.toPrecision(12));

export function writeQti12(
  questions: ExportQuestion[],
  context: { title: string; images: ExportImages },
): Buffer {
  const notes: string[] = [];
  const items = questions.map((question, index) =>
    itemXml(question, index + 1, context.images, notes),
  );
  const used = new Map<string, Buffer>();
  for (const question of questions) {
    for (const src of [
      question.question,
      question.explanation,
      ...question.options.map((o) => o.value),
    ].flatMap(imageSources)) {
      const image = context.images.get(src);
      if (image) used.set(image.name, image.bytes);
    }
  }
  const files = new Map<string, Buffer | string>();
  files.set(
    `${ASSESSMENT}/${ASSESSMENT}.xml`,
    [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<questestinterop xmlns="http://www.imsglobal.org/xsd/ims_qtiasiv1p2" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="http://www.imsglobal.org/xsd/ims_qtiasiv1p2 http://www.imsglobal.org/xsd/ims_qtiasiv1p2p1.xsd">',
      `  <assessment ident="${ASSESSMENT}" title="${escapeXml(context.title)}">`,
      '    <section ident="root_section">',
      ...items,
      '    </section>',
      '  </assessment>',
      '</questestinterop>',
      '',
    ].join('\n'),
  );
  for (const [name, bytes] of used) files.set(`${MEDIA}/${name}`, bytes);
  files.set(
    'imsmanifest.xml',
    [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<manifest identifier="prepward_export_manifest" xmlns="http://www.imsglobal.org/xsd/imsccv1p1/imscp_v1p1">',
      '  <metadata>',
      '    <schema>IMS Content</schema>',
      '    <schemaversion>1.1.3</schemaversion>',
      '  </metadata>',
      '  <organizations/>',
      '  <resources>',
      `    <resource identifier="${ASSESSMENT}" type="imsqti_xmlv1p2">`,
      `      <file href="${ASSESSMENT}/${ASSESSMENT}.xml"/>`,
      '    </resource>',
      ...[...used.keys()].map((name, index) =>
        [
          `    <resource identifier="media${index + 1}" type="webcontent" href="${escapeXml(`${MEDIA}/${name}`)}">`,
          `      <file href="${escapeXml(`${MEDIA}/${name}`)}"/>`,
          '    </resource>',
        ].join('\n'),
      ),
      '  </resources>',
      '</manifest>',
      '',
    ].join('\n'),
  );
  files.set(
    'README.txt',
    [
      `${context.title}: ${questions.length} questions exported from PrepWard as a QTI 1.2 quiz (the layout Canvas imports).`,
      '',
      'Multiple choice questions score when exactly the correct options are chosen.',
      'Courses and subjects are not carried by QTI 1.2.',
      ...(notes.length > 0 ? ['', 'Not carried:', ...notes.map((note) => `- ${note}`)] : []),
      '',
    ].join('\n'),
  );
  return writeZip(files);
}
