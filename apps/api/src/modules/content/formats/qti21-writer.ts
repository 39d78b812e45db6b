// Questions as an IMS QTI 2.1 package: imsmanifest.xml, one assessmentItem per question in
// items/, their images in images/. Single and multiple choice are a choiceInteraction (its
// correct response the correct options, scored all or nothing); fill in the blanks a
// textEntryInteraction whose correct response is the answer and whose mapping accepts the
// others, in PrepWard's notation; the explanation a modalFeedback shown after any answer.
import { parseDocument } from 'htmlparser2';
import render from 'dom-serializer';
import {
  notations,
  questionTitle,
  rewriteImages,
  imageSources,
  type ExportImages,
  type ExportQuestion,
} from './export-question';
import { escapeXml } from './xml';
import { writeZip } from './zip';

const NAMESPACE = 'http://www.imsglobal.org/xsd/imsqti_v2p1';
const SCHEMA = `${NAMESPACE} http://www.imsglobal.org/xsd/qti/qtiv2p1/imsqti_v2p1.xsd`;

/** Formatting QTI's XHTML has no element for, as a span of a class (qti21-reader.ts maps back). */
export const QTI_SPAN_CLASSES: Record<string, string> = {
  u: 'underline',
  ins: 'underline',
  s: 'line-through',
  strike: 'line-through',
  del: 'line-through',
  mark: 'highlight',
};

/** The attributes QTI 2.1 allows, on every element and on some. */
const COMMON_ATTRIBUTES = new Set(['class', 'id', 'label']);
const ELEMENT_ATTRIBUTES: Record<string, Set<string>> = {
  img: new Set(['src', 'alt', 'width', 'height']),
  a: new Set(['href']),
  td: new Set(['colspan', 'rowspan', 'scope']),
  th: new Set(['colspan', 'rowspan', 'scope']),
  col: new Set(['span']),
};

type DomNode = ReturnType<typeof parseDocument>['children'][number];

/** Elements and attributes outside QTI's XHTML brought into it (style and link targets go). */
function conform(nodes: DomNode[]): void {
  for (const node of nodes) {
    if (!('attribs' in node)) continue;
    const spanClass = QTI_SPAN_CLASSES[node.name];
    if (spanClass) {
      node.name = 'span';
      node.attribs = { class: spanClass };
    }
    const allowed = ELEMENT_ATTRIBUTES[node.name];
    for (const attribute of Object.keys(node.attribs)) {
      if (!COMMON_ATTRIBUTES.has(attribute) && !allowed?.has(attribute)) {
        delete node.attribs[attribute];
      }
    }
    conform(node.children);
  }
}

/** HTML as well-formed XHTML of QTI's subset (void elements closed, entities as characters). */
export function toXhtml(html: string): string {
  const document = parseDocument(html);
  conform(document.children);
  return render(document, { xmlMode: true, encodeEntities: 'utf8' });
}

const itemName = (position: number) => `q${String(position).padStart(4, '0')}`;

/** Scoring: 1 when the response is the correct one, then the explanation is shown. */
const matchCorrect = `  <responseProcessing>
    <responseCondition>
      <responseIf>
        <match>
          <variable identifier="RESPONSE"/>
          <correct identifier="RESPONSE"/>
        </match>
        <setOutcomeValue identifier="SCORE">
          <baseValue baseType="float">1</baseValue>
        </setOutcomeValue>
      </responseIf>
    </responseCondition>
    <setOutcomeValue identifier="FEEDBACK">
      <baseValue baseType="identifier">EXPLANATION</baseValue>
    </setOutcomeValue>
  </responseProcessing>`;

/** Scoring by the mapping (each accepted answer is worth 1), then the explanation is shown. */
const mapResponse = `  <responseProcessing>
    <setOutcomeValue identifier="SCORE">
      <mapResponse identifier="RESPONSE"/>
    </setOutcomeValue>
    <setOutcomeValue identifier="FEEDBACK">
      <baseValue baseType="identifier">EXPLANATION</baseValue>
    </setOutcomeValue>
  </responseProcessing>`;

function itemXml(question: ExportQuestion, position: number, images: ExportImages): string {
  const html = (text: string) =>
    toXhtml(rewriteImages(text, images, (image) => `../images/${image.name}`));
  const title = questionTitle(question, position);
  let declaration: string;
  let interaction: string;
  let processing = matchCorrect;
  if (question.type === 'fill_in_the_blanks') {
    const [answer = '', ...others] = notations(question);
    declaration = [
      '  <responseDeclaration identifier="RESPONSE" cardinality="single" baseType="string">',
      '    <correctResponse>',
      `      <value>${escapeXml(answer)}</value>`,
      '    </correctResponse>',
      '    <mapping defaultValue="0" upperBound="1">',
      ...[answer, ...others].map(
        (value) =>
          `      <mapEntry mapKey="${escapeXml(value)}" mappedValue="1" caseSensitive="false"/>`,
      ),
      '    </mapping>',
      '  </responseDeclaration>',
    ].join('\n');
    interaction =
      '    <p><textEntryInteraction responseIdentifier="RESPONSE" expectedLength="20"/></p>';
    processing = mapResponse;
  } else {
    const single = question.type === 'single_choice';
    const ids = question.options.map((_, index) => `choice${String.fromCharCode(65 + index)}`);
    declaration = [
      `  <responseDeclaration identifier="RESPONSE" cardinality="${single ? 'single' : 'multiple'}" baseType="identifier">`,
      '    <correctResponse>',
      ...question.options.flatMap((option, index) =>
        option.answer ? [`      <value>${ids[index]}</value>`] : [],
      ),
      '    </correctResponse>',
      '  </responseDeclaration>',
    ].join('\n');
    interaction = [
      `    <choiceInteraction responseIdentifier="RESPONSE" shuffle="false" maxChoices="${single ? 1 : 0}">`,
      ...question.options.map(
        (option, index) =>
          `      <simpleChoice identifier="${ids[index]}">${html(option.value)}</simpleChoice>`,
      ),
      '    </choiceInteraction>',
    ].join('\n');
  }
  const body = html(question.question);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<assessmentItem xmlns="${NAMESPACE}" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="${SCHEMA}" identifier="${itemName(position)}" title="${escapeXml(title)}" adaptive="false" timeDependent="false">`,
    declaration,
    '  <outcomeDeclaration identifier="SCORE" cardinality="single" baseType="float">',
    '    <defaultValue>',
    '      <value>0</value>',
    '    </defaultValue>',
    '  </outcomeDeclaration>',
    '  <outcomeDeclaration identifier="FEEDBACK" cardinality="single" baseType="identifier"/>',
    '  <itemBody>',
    // Text directly in itemBody is not allowed: a bare text becomes a paragraph.
    `    ${/^\s*</.test(body) ? body : `<p>${body}</p>`}`,
    interaction,
    '  </itemBody>',
    processing,
    ...(question.explanation
      ? [
          `  <modalFeedback outcomeIdentifier="FEEDBACK" identifier="EXPLANATION" showHide="show">${html(question.explanation)}</modalFeedback>`,
        ]
      : []),
    '</assessmentItem>',
    '',
  ].join('\n');
}

export function writeQti21(
  questions: ExportQuestion[],
  context: { title: string; images: ExportImages },
): Buffer {
  const files = new Map<string, Buffer | string>();
  const resources: string[] = [];
  questions.forEach((question, index) => {
    const position = index + 1;
    const name = itemName(position);
    files.set(`items/${name}.xml`, itemXml(question, position, context.images));
    const used = [
      question.question,
      question.explanation,
      ...question.options.map((option) => option.value),
    ]
      .flatMap(imageSources)
      .map((src) => context.images.get(src))
      .filter((image) => image !== undefined);
    for (const image of used) files.set(`images/${image.name}`, image.bytes);
    resources.push(
      [
        `    <resource identifier="${name}" type="imsqti_item_xmlv2p1" href="items/${name}.xml">`,
        `      <file href="items/${name}.xml"/>`,
        ...[...new Set(used.map((image) => image.name))].map(
          (file) => `      <file href="images/${escapeXml(file)}"/>`,
        ),
        '    </resource>',
      ].join('\n'),
    );
  });
  files.set(
    'imsmanifest.xml',
    [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<manifest xmlns="http://www.imsglobal.org/xsd/imscp_v1p1" identifier="PREPWARD-EXPORT">',
      '  <metadata>',
      '    <schema>QTIv2.1 Package</schema>',
      '    <schemaversion>1.0.0</schemaversion>',
      '  </metadata>',
      '  <organizations/>',
      '  <resources>',
      ...resources,
      '  </resources>',
      '</manifest>',
      '',
    ].join('\n'),
  );
  files.set('README.txt', readme(questions.length, context.title));
  return writeZip(files);
}

function readme(count: number, title: string): string {
  return [
    `${title}: ${count} questions exported from PrepWard as IMS QTI 2.1 items (one per file in items/, listed in imsmanifest.xml).`,
    '',
    'Multiple choice questions score when exactly the correct options are chosen.',
    "Fill in the blanks answers are written in PrepWard's notation: a number may carry a tolerance and a unit (4±0.1 g); a system that compares text will need the number typed as written.",
    'Courses and subjects are not carried by QTI 2.1 items, nor text alignment; underlined, struck-through and highlighted text is a span of the class underline, line-through or highlight.',
    '',
  ].join('\n');
}
