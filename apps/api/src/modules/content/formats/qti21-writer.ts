// Questions as an IMS QTI 2.1 package: imsmanifest.xml, one assessmentItem per question in
// items/, their images in images/. Single and multiple choice are a choiceInteraction (its
// correct response the correct options, scored all or nothing); fill in the blanks a
// textEntryInteraction whose correct response is the answer and whose mapping accepts the
// others, in PrepWard's notation; the explanation a modalFeedback shown after any answer.
import { parseDocument } from 'htmlparser2';
import render from 'dom-serializer';
import { htmlToText } from '@prepward/shared/html-text';
import {
  BOW_TIE_PARTS,
  clozeBlanks,
  defaultScoringRule,
  hasParts,
  partsOf,
  type ScoringRule,
} from '@prepward/shared/item-types';
import { CLOZE_CLASS } from './cloze';
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

/** Scoring: the sum of the mappings of these responses, then the explanation is shown. */
const sumOfMappings = (responses: string[]) =>
  responses.length === 1
    ? mapResponse.replace('identifier="RESPONSE"', `identifier="${responses[0]}"`)
    : `  <responseProcessing>
    <setOutcomeValue identifier="SCORE">
      <sum>
${responses.map((response) => `        <mapResponse identifier="${response}"/>`).join('\n')}
      </sum>
    </setOutcomeValue>
    <setOutcomeValue identifier="FEEDBACK">
      <baseValue baseType="identifier">EXPLANATION</baseValue>
    </setOutcomeValue>
  </responseProcessing>`;

/** The class of the choiceInteraction of a select-all-that-apply item (a multiple choice has none). */
export const EXTENDED_RESPONSE_CLASS = 'extended-multiple-response';

/**
 * The class of an ordering's orderInteraction that names its partial-credit rule, which QTI's
 * response processing cannot express (it scores the whole order): qti21-reader.ts reads it.
 */
export const ORDERING_RULE_CLASSES = {
  position: 'score-by-position',
  adjacent_pairs: 'score-by-adjacent-pairs',
} as const;

type Scored = { key: string; right: boolean };

/**
 * A response's declaration: its correct values and, unless it is scored all or nothing, a
 * mapping of a point per right value and (plus_minus) a point off per wrong one, never below 0
 * (zero_one: a point per right value; also how a blank or a row exactly right earns its point).
 */
function declare(
  identifier: string,
  cardinality: 'single' | 'multiple',
  baseType: string,
  values: Scored[],
  rule: ScoringRule,
): string {
  const mapped =
    rule === 'all_or_nothing' ? [] : values.filter((value) => value.right || rule === 'plus_minus');
  return [
    `  <responseDeclaration identifier="${identifier}" cardinality="${cardinality}" baseType="${baseType}">`,
    '    <correctResponse>',
    ...values.flatMap((value) => (value.right ? [`      <value>${value.key}</value>`] : [])),
    '    </correctResponse>',
    ...(mapped.length > 0
      ? [
          `    <mapping defaultValue="0"${rule === 'plus_minus' ? ' lowerBound="0"' : ''}>`,
          ...mapped.map(
            (value) =>
              `      <mapEntry mapKey="${value.key}" mappedValue="${value.right ? 1 : -1}"/>`,
          ),
          '    </mapping>',
        ]
      : []),
    '  </responseDeclaration>',
  ].join('\n');
}

/** A block of text (the cloze's, a bare question) as XHTML that may stand in a block. */
const asBlock = (xhtml: string) =>
  /^\s*<(p|div|table|ul|ol|h[1-6]|blockquote|pre)\b/i.test(xhtml) ? xhtml : `<p>${xhtml}</p>`;

/** HTML without its paragraph, to stand inline (a hottext, a gap's word). */
const inlineOf = (xhtml: string) =>
  xhtml
    .replace(/^\s*<p>/i, '')
    .replace(/<\/p>\s*$/i, '')
    .replace(/<\/p>\s*<p>/gi, '<br/>');

type Written = { declaration: string; interaction: string; processing: string };

/**
 * A Next Generation item as the QTI 2.1 interactions made for it (item-types.ts): select all
 * that apply a choiceInteraction, a matrix a matchInteraction of rows to columns, a drop-down
 * cloze an inlineChoiceInteraction per blank, a drag-and-drop cloze a gapMatchInteraction, a
 * highlight a hottextInteraction, a bow-tie three choiceInteractions, an ordering an
 * orderInteraction.
 */
function nextGenerationXml(question: ExportQuestion, html: (text: string) => string): Written {
  const rule = question.scoring ?? defaultScoringRule(question.type);
  const { options } = question;
  const layout = question.layout ?? {};
  const inPart = (part: number) => options.filter((option) => (option.part ?? 0) === part);
  const parts = partsOf(options.map((option) => ({ part: option.part ?? 0 })));
  const text = (value: string) => escapeXml(htmlToText(value));
  switch (question.type) {
    case 'extended_multiple_response': {
      const ids = options.map((_, index) => `choice${index + 1}`);
      const correct = options.filter((option) => option.answer).length;
      return {
        declaration: declare(
          'RESPONSE',
          'multiple',
          'identifier',
          options.map((option, index) => ({ key: ids[index]!, right: option.answer })),
          rule,
        ),
        interaction: [
          `    <choiceInteraction responseIdentifier="RESPONSE" class="${EXTENDED_RESPONSE_CLASS}" shuffle="false" maxChoices="${layout.statedCount ? correct : 0}">`,
          ...options.map(
            (option, index) =>
              `      <simpleChoice identifier="${ids[index]}">${html(option.value)}</simpleChoice>`,
          ),
          '    </choiceInteraction>',
        ].join('\n'),
        processing: rule === 'all_or_nothing' ? matchCorrect : mapResponse,
      };
    }
    case 'matrix': {
      const rows = layout.rows ?? [];
      const columns = layout.columns ?? [];
      const pairs = rows.flatMap((_, row) =>
        inPart(row).map((option, column) => ({
          key: `R${row + 1} C${column + 1}`,
          right: option.answer,
        })),
      );
      return {
        // A point per right pair: with one answer per row, a point per row exactly right.
        declaration: declare(
          'RESPONSE',
          'multiple',
          'directedPair',
          pairs,
          rule === 'plus_minus' ? 'plus_minus' : 'zero_one',
        ),
        interaction: [
          `    <matchInteraction responseIdentifier="RESPONSE" shuffle="false" maxAssociations="0">`,
          '      <simpleMatchSet>',
          ...rows.map(
            (row, index) =>
              `        <simpleAssociableChoice identifier="R${index + 1}" matchMax="${layout.multiplePerRow ? 0 : 1}">${escapeXml(row)}</simpleAssociableChoice>`,
          ),
          '      </simpleMatchSet>',
          '      <simpleMatchSet>',
          ...columns.map(
            (column, index) =>
              `        <simpleAssociableChoice identifier="C${index + 1}" matchMax="0">${escapeXml(column)}</simpleAssociableChoice>`,
          ),
          '      </simpleMatchSet>',
          '    </matchInteraction>',
        ].join('\n'),
        processing: mapResponse,
      };
    }
    case 'dropdown_cloze': {
      const responses = parts.map((part) => `RESPONSE_${part + 1}`);
      const blanks = new Map(
        parts.map((part) => [
          part,
          [
            `<inlineChoiceInteraction responseIdentifier="RESPONSE_${part + 1}" shuffle="false">`,
            ...inPart(part).map(
              (option, index) =>
                `<inlineChoice identifier="B${part + 1}_${index + 1}">${text(option.value)}</inlineChoice>`,
            ),
            '</inlineChoiceInteraction>',
          ].join(''),
        ]),
      );
      return {
        declaration: parts
          .map((part) =>
            declare(
              responses[part]!,
              'single',
              'identifier',
              inPart(part).map((option, index) => ({
                key: `B${part + 1}_${index + 1}`,
                right: option.answer,
              })),
              'zero_one',
            ),
          )
          .join('\n'),
        interaction: `    <div class="${CLOZE_CLASS}">${clozeXhtml(layout.text ?? '', html, blanks)}</div>`,
        processing: sumOfMappings(responses),
      };
    }
    case 'drag_drop_cloze': {
      // One pool of words (every blank offers the same ones): the first blank's, in its order.
      const pool = inPart(0).map((option) => htmlToText(option.value));
      const blanks = clozeBlanks(layout.text ?? '');
      const pairs = parts.flatMap((part) =>
        inPart(part).flatMap((option) => {
          const word = pool.indexOf(htmlToText(option.value));
          return word < 0 ? [] : [{ key: `W${word + 1} G${part + 1}`, right: option.answer }];
        }),
      );
      return {
        declaration: declare('RESPONSE', 'multiple', 'directedPair', pairs, 'zero_one'),
        interaction: [
          '    <gapMatchInteraction responseIdentifier="RESPONSE" shuffle="false">',
          ...pool.map(
            (word, index) =>
              `      <gapText identifier="W${index + 1}" matchMax="${blanks.length}">${escapeXml(word)}</gapText>`,
          ),
          `      ${asBlock(
            clozeXhtml(
              layout.text ?? '',
              html,
              new Map(parts.map((part) => [part, `<gap identifier="G${part + 1}"/>`])),
            ),
          )}`,
          '    </gapMatchInteraction>',
        ].join('\n'),
        processing: mapResponse,
      };
    }
    case 'highlight': {
      const segments = options.map(
        (option, index) =>
          `<hottext identifier="H${index + 1}">${inlineOf(html(option.value))}</hottext>`,
      );
      return {
        declaration: declare(
          'RESPONSE',
          'multiple',
          'identifier',
          options.map((option, index) => ({ key: `H${index + 1}`, right: option.answer })),
          rule,
        ),
        interaction: [
          '    <hottextInteraction responseIdentifier="RESPONSE" maxChoices="0">',
          // Rows: a paragraph each; words: one paragraph.
          ...(layout.asRows
            ? segments.map((segment) => `      <p>${segment}</p>`)
            : [`      <p>${segments.join(' ')}</p>`]),
          '    </hottextInteraction>',
        ].join('\n'),
        processing: rule === 'all_or_nothing' ? matchCorrect : mapResponse,
      };
    }
    case 'bow_tie': {
      const responses = BOW_TIE_PARTS.map((_, part) => `RESPONSE_${part + 1}`);
      const id = (part: number, index: number) => `P${part + 1}_${index + 1}`;
      return {
        declaration: BOW_TIE_PARTS.map((_, part) =>
          declare(
            responses[part]!,
            'multiple',
            'identifier',
            inPart(part).map((option, index) => ({ key: id(part, index), right: option.answer })),
            'zero_one',
          ),
        ).join('\n'),
        interaction: BOW_TIE_PARTS.map((column, part) =>
          [
            `    <choiceInteraction responseIdentifier="${responses[part]}" shuffle="false" maxChoices="${column.choose}">`,
            `      <prompt>${escapeXml(column.label)}</prompt>`,
            ...inPart(part).map(
              (option, index) =>
                `      <simpleChoice identifier="${id(part, index)}">${html(option.value)}</simpleChoice>`,
            ),
            '    </choiceInteraction>',
          ].join('\n'),
        ).join('\n'),
        processing: sumOfMappings(responses),
      };
    }
    case 'ordering': {
      // Stored in the right order (item-types.ts); a player shuffles them for the student.
      const ids = options.map((_, index) => `O${index + 1}`);
      return {
        declaration: [
          '  <responseDeclaration identifier="RESPONSE" cardinality="ordered" baseType="identifier">',
          '    <correctResponse>',
          ...ids.map((id) => `      <value>${id}</value>`),
          '    </correctResponse>',
          '  </responseDeclaration>',
        ].join('\n'),
        interaction: [
          `    <orderInteraction responseIdentifier="RESPONSE" shuffle="true" class="${ORDERING_RULE_CLASSES[rule === 'adjacent_pairs' ? 'adjacent_pairs' : 'position']}">`,
          ...options.map(
            (option, index) =>
              `      <simpleChoice identifier="${ids[index]}">${html(option.value)}</simpleChoice>`,
          ),
          '    </orderInteraction>',
        ].join('\n'),
        // QTI's response processing scores an order all or nothing; the class keeps the rule.
        processing: matchCorrect,
      };
    }
    default:
      throw new Error(`${question.type} is not a Next Generation type`);
  }
}

/** A cloze's text as XHTML, each blank {{n}} the interaction or gap given for part n − 1. */
function clozeXhtml(
  text: string,
  html: (text: string) => string,
  blanks: Map<number, string>,
): string {
  // Placeholders survive the XHTML conversion as text; the markup goes in afterwards.
  const marked = text.replace(/\{\{(\d{1,2})\}\}/g, (_, blank: string) => `[[blank-${blank}]]`);
  return html(marked).replace(
    /\[\[blank-(\d{1,2})\]\]/g,
    (whole, blank: string) => blanks.get(Number(blank) - 1) ?? whole,
  );
}

function itemXml(question: ExportQuestion, position: number, images: ExportImages): string {
  const html = (text: string) =>
    toXhtml(rewriteImages(text, images, (image) => `../images/${image.name}`));
  const title = questionTitle(question, position);
  let declaration: string;
  let interaction: string;
  let processing = matchCorrect;
  if (hasParts(question.type)) {
    ({ declaration, interaction, processing } = nextGenerationXml(question, html));
  } else if (question.type === 'fill_in_the_blanks') {
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
    "Next Generation items are the interactions made for them: select all that apply a choiceInteraction (of the class extended-multiple-response), a matrix a matchInteraction of rows to columns, a drop-down cloze an inlineChoiceInteraction per blank, a drag-and-drop cloze a gapMatchInteraction, a highlight a hottextInteraction, a bow-tie three choiceInteractions, an ordering an orderInteraction (scored when the whole order is right; its class, score-by-position or score-by-adjacent-pairs, names PrepWard's partial credit). Their scoring is a mapping: a point per right choice and, for PrepWard's +/- rule, a point off per wrong one, never below zero; a matrix whose rows take several answers scores per answer, not per row.",
    "Fill in the blanks answers are written in PrepWard's notation: a number may carry a tolerance and a unit (4±0.1 g); a system that compares text will need the number typed as written.",
    'Courses and subjects are not carried by QTI 2.1 items, nor text alignment; underlined, struck-through and highlighted text is a span of the class underline, line-through or highlight.',
    '',
  ].join('\n');
}
