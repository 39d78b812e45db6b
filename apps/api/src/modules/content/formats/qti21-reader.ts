// IMS QTI 2.1 packages: a .zip whose imsmanifest.xml lists one assessmentItem file per question
// (or a single assessmentItem .xml). Read: a choiceInteraction (one answer or several; the
// responseDeclaration's correctResponse, and its mapping for partial-credit weights) and a
// single textEntryInteraction (fill in the blanks, the blank shown as _____), with their
// modalFeedback as the explanation and images from the package. The Next Generation items
// (an orderInteraction is an ordering) where the interactions say which (readNextGeneration).
// Other interactions are left out with a notice.
import { numberOf } from '@prepward/shared/accepted-answers';
import { BOW_TIE_PARTS, type ScoringRule } from '@prepward/shared/item-types';
import { htmlHasContent, htmlToText } from '@prepward/shared/html-text';
import { CLOZE_STEM, splitCloze } from './cloze';
import type { ImageCollector } from './images';
import { resolveImages } from './images';
import {
  messageList,
  questionLabel,
  type FormatRead,
  type ImportedAnswer,
  type ImportedItem,
  type ImportedOption,
  type ImportedPartOption,
  type ImportNotices,
} from './imported-question';
import {
  filesWithRoot,
  manifestResources,
  packageImageLookup,
  packageProblem,
  readXmlFile,
} from './qti-package';
import { EXTENDED_RESPONSE_CLASS, ORDERING_RULE_CLASSES } from './qti21-writer';
import {
  attribute,
  descendants,
  element,
  elements,
  escapeXml,
  innerHtml,
  textOf,
  type XmlElement,
} from './xml';
import type { ZipFiles } from './zip';

/** What stands for the blank of a text entry in the question. */
export const BLANK = '_____';

/** Interactions by their element name, as a notice calls them. */
const OTHER_INTERACTIONS: Record<string, string> = {
  associateInteraction: 'an associate interaction',
  matchInteraction: 'a matching interaction',
  gapMatchInteraction: 'a gap match interaction',
  inlineChoiceInteraction: 'an inline choice interaction',
  extendedTextInteraction: 'an extended text (essay) interaction',
  hottextInteraction: 'a hot text interaction',
  hotspotInteraction: 'a hotspot interaction',
  selectPointInteraction: 'a select point interaction',
  graphicOrderInteraction: 'a graphic order interaction',
  graphicAssociateInteraction: 'a graphic associate interaction',
  graphicGapMatchInteraction: 'a graphic gap match interaction',
  positionObjectInteraction: 'a position object interaction',
  sliderInteraction: 'a slider interaction',
  drawingInteraction: 'a drawing interaction',
  uploadInteraction: 'an upload interaction',
  mediaInteraction: 'a media interaction',
  customInteraction: 'a custom interaction',
  endAttemptInteraction: 'an end attempt interaction',
};

type ResponseDeclaration = {
  cardinality: string;
  baseType: string;
  correct: string[];
  mapping: Map<string, number>;
  caseSensitive: boolean;
};

export function readQti21Package(files: ZipFiles, images: ImageCollector): FormatRead {
  const read: FormatRead = { questions: [], problems: [], notices: [] };
  const listed = manifestResources(files, /^imsqti_item_xmlv2p[12]/i);
  const items = listed.length > 0 ? listed : filesWithRoot(files, 'assessmentItem');
  if (items.length === 0) {
    read.problems.push(packageProblem('The package has no QTI 2.1 item (assessmentItem) in it'));
    return read;
  }
  items.forEach((name, index) => {
    const parsed = readXmlFile(files, name);
    if ('problem' in parsed) {
      read.problems.push({ line: index + 1, column: name, message: parsed.problem });
      return;
    }
    readItem(parsed.root, { position: index + 1, file: name, files }, images, read);
  });
  return read;
}

/** One assessmentItem .xml uploaded on its own (no package: its images cannot come along). */
export function readQti21Item(bytes: Buffer, fileName: string, images: ImageCollector): FormatRead {
  return readQti21Package(new Map([[fileName.replace(/^.*[/\\]/, ''), bytes]]), images);
}

function readItem(
  item: XmlElement,
  source: { position: number; file: string; files: ZipFiles },
  images: ImageCollector,
  read: FormatRead,
) {
  const where = questionLabel(source.position, attribute(item, 'title') ?? '');
  if (item.name !== 'assessmentItem') {
    read.notices.push({ where, message: `Not imported: ${source.file} is not an assessmentItem` });
    return;
  }
  const body = element(item, 'itemBody');
  const interactions = allInteractions(body);
  const skip = (message: string) =>
    read.notices.push({ where, message: `Not imported: ${message}` });
  const own: string[] = [];
  const notices = messageList(own);
  const lookup = packageImageLookup(source.files, source.file);
  const html = (raw: string) => resolveImages(raw.trim(), lookup, images, notices);
  const feedbacks = elements(item, 'modalFeedback');
  const base = () => {
    if (feedbacks.length > 1) {
      notices.add(
        'Feedback shown for some answers only is kept in the explanation, shown after every answer',
      );
    }
    const explanation = html(
      feedbacks
        .map((feedback) => {
          const title = attribute(feedback, 'title');
          return `${title ? `<p><strong>${escapeXml(title)}</strong></p>` : ''}${qtiHtml(feedback)}`;
        })
        .join(''),
    );
    for (const interaction of interactions) {
      // An order is shuffled by its nature: PrepWard shows its items out of order too.
      if (attribute(interaction, 'shuffle') === 'true' && interaction.name !== 'orderInteraction') {
        notices.add(
          'Shuffling of the options is not kept: they are shown in the order of the file',
        );
      }
    }
    return { line: source.position, where, category: [], explanation, tags: [], notices: own };
  };
  /** The item body as HTML, each interaction as `shown` makes it. */
  const bodyHtml = (shown: (interaction: XmlElement) => string) =>
    qtiHtml(body, (child) => {
      // A blank alone in its paragraph (as PrepWard writes it) is the answer field, not a gap.
      if (
        child.name === 'p' &&
        interactions.some(
          (interaction) =>
            interaction.name !== 'inlineChoiceInteraction' && isOnly(child, interaction),
        )
      ) {
        return '';
      }
      if (interactions.includes(child)) return shown(child);
      if (CONDITIONAL_CONTENT.includes(child.name)) {
        notices.add(`Content shown only in some cases (${child.name}) is not kept`);
        return '';
      }
      return undefined;
    });

  const nextGeneration = readNextGeneration(item, interactions, {
    bodyHtml,
    html,
    notices,
  });
  if (nextGeneration) {
    if ('skip' in nextGeneration) return skip(nextGeneration.skip);
    const { question, ...rest } = nextGeneration;
    read.questions.push({ ...base(), question: html(question), ...rest });
    return;
  }

  const supported = interactions.filter((node) =>
    ['choiceInteraction', 'textEntryInteraction'].includes(node.name),
  );
  const other = interactions.find((node) => !supported.includes(node));
  if (other) {
    return skip(
      `${OTHER_INTERACTIONS[other.name] ?? `a ${other.name}`} has no equivalent in PrepWard`,
    );
  }
  if (supported.length === 0) return skip('the item has no interaction (nothing to answer)');
  if (supported.length > 1) {
    return skip(
      `the item has ${supported.length} interactions; a PrepWard question has one choice list or one blank`,
    );
  }
  const interaction = supported[0]!;
  const declaration = responseDeclaration(item, attribute(interaction, 'responseIdentifier'));
  const question = html(
    bodyHtml((child) => (child.name === 'textEntryInteraction' ? BLANK : promptOf(child))),
  );
  const common = { ...base(), question };
  if (interaction.name === 'choiceInteraction') {
    const single =
      (declaration?.cardinality ?? 'single') === 'single' ||
      attribute(interaction, 'maxChoices') === '1';
    const options = choiceOptions(interaction, declaration, html, notices);
    read.questions.push({ ...common, kind: 'choice', single, options });
  } else {
    read.questions.push({ ...common, kind: 'text', answers: textAnswers(declaration, notices) });
  }
}

/** Body content QTI shows only in some cases, which PrepWard does not keep. */
const CONDITIONAL_CONTENT = [
  'feedbackBlock',
  'feedbackInline',
  'rubricBlock',
  'templateBlock',
  'templateInline',
];

/** An interaction's prompt as a paragraph, or nothing. */
function promptOf(interaction: XmlElement): string {
  const prompt = qtiHtml(element(interaction, 'prompt')).trim();
  return prompt ? `<p>${prompt}</p>` : '';
}

type NextGenerationRead =
  (Omit<ImportedItem, 'question'> & { question: string }) | { skip: string };

type ItemHelpers = {
  /** The item body as HTML, each interaction as `shown` makes it. */
  bodyHtml: (shown: (interaction: XmlElement) => string) => string;
  /** HTML of the file with its images resolved. */
  html: (raw: string) => string;
  notices: ImportNotices;
};

/**
 * A Next Generation item, when the interactions say which one without doubt: inline choices
 * (a drop-down cloze), one gap match (drag and drop into text), one hot text (highlight), one
 * match (a matrix of rows to columns), one order (an ordering), three choices prompted as a
 * bow-tie's columns, or one
 * choice our export marks select all that apply (a plain multiple choice stays one). Null
 * when the item is none of them.
 */
function readNextGeneration(
  item: XmlElement,
  interactions: XmlElement[],
  { bodyHtml, html, notices }: ItemHelpers,
): NextGenerationRead | null {
  const declared = (interaction: XmlElement) =>
    responseDeclaration(item, attribute(interaction, 'responseIdentifier'));
  const only = (name: string) =>
    interactions.length === 1 && interactions[0]!.name === name ? interactions[0] : undefined;
  const id = (node: XmlElement) => attribute(node, 'identifier') ?? '';
  const plain = (node: XmlElement) => escapeXml(textOf(node).replace(/\s+/g, ' ').trim());
  const label = (node: XmlElement) => htmlToText(qtiHtml(node)).trim();
  const pairs = (interaction: XmlElement) =>
    new Set(declared(interaction)?.correct.map((pair) => pair.split(/\s+/).join(' ')));
  const cloze = (
    type: 'dropdown_cloze' | 'drag_drop_cloze',
    stem: string,
    text: string,
    options: ImportedPartOption[],
  ): NextGenerationRead => {
    if (!htmlHasContent(stem)) {
      notices.add(
        `The question has no text besides its blanks: it is given "${htmlToText(CLOZE_STEM)}"`,
      );
    }
    return {
      kind: 'item',
      type,
      question: htmlHasContent(stem) ? stem : CLOZE_STEM,
      layout: { text: html(text) },
      options,
    };
  };
  const choices = (interaction: XmlElement, part: number): ImportedPartOption[] => {
    const correct = declared(interaction)?.correct ?? [];
    if (elements(interaction, 'simpleChoice').some((c) => elements(c, 'feedbackInline').length)) {
      notices.add('Feedback inside the options is not kept');
    }
    return elements(interaction, 'simpleChoice').map((choice) => ({
      html: html(qtiHtml(choice, (child) => (child.name === 'feedbackInline' ? '' : undefined))),
      part,
      correct: correct.includes(id(choice)),
    }));
  };

  if (interactions.length > 0 && interactions.every((i) => i.name === 'inlineChoiceInteraction')) {
    const options: ImportedPartOption[] = [];
    let blanks = 0;
    const marked = bodyHtml((interaction) => {
      const part = blanks++;
      const correct = declared(interaction)?.correct ?? [];
      for (const choice of elements(interaction, 'inlineChoice')) {
        options.push({ html: plain(choice), part, correct: correct.includes(id(choice)) });
      }
      return `{{${part + 1}}}`;
    });
    const split = splitCloze(marked) ?? { stem: marked, text: '' };
    return cloze('dropdown_cloze', split.stem, split.text, options);
  }

  const gapMatch = only('gapMatchInteraction');
  if (gapMatch) {
    if (elements(gapMatch, 'gapImg').length > 0) {
      return { skip: 'a gap match interaction with images to drag has no equivalent in PrepWard' };
    }
    const words = elements(gapMatch, 'gapText');
    const right = pairs(gapMatch);
    const gaps: string[] = [];
    const text = qtiHtml(gapMatch, (child) => {
      if (child.name === 'prompt' || child.name === 'gapText') return '';
      if (child.name !== 'gap') return undefined;
      gaps.push(id(child));
      return `{{${gaps.length}}}`;
    });
    // Every blank offers every word (one pool, as PrepWard's drag-and-drop cloze has).
    const options = gaps.flatMap((gap, part) =>
      words.map((word) => ({
        html: plain(word),
        part,
        correct: right.has(`${id(word)} ${gap}`),
      })),
    );
    return cloze('drag_drop_cloze', bodyHtml(promptOf), text.trim(), options);
  }

  const hottext = only('hottextInteraction');
  if (hottext) {
    const declaration = declared(hottext);
    const segments = descendants(hottext, 'hottext');
    const correct = declaration?.correct ?? [];
    const outside = qtiHtml(hottext, (child) =>
      ['prompt', 'hottext'].includes(child.name) ? '' : undefined,
    );
    // Words of the passage that cannot be picked: the passage stays in the question to read.
    const passage = htmlToText(outside).trim()
      ? qtiHtml(hottext, (child) => {
          if (child.name === 'prompt') return '';
          return child.name === 'hottext' ? qtiHtml(child) : undefined;
        })
      : '';
    if (passage) {
      notices.add(
        'The passage is kept in the question as it reads; the parts to pick (hot texts) are the options',
      );
    }
    // Rows when no paragraph holds two of them.
    const asRows =
      segments.length > 1 &&
      elements(hottext).every((block) => descendants(block, 'hottext').length <= 1);
    return {
      kind: 'item',
      type: 'highlight',
      question: bodyHtml((interaction) => promptOf(interaction) + passage),
      scoring: ruleOf([declaration]),
      layout: asRows ? { asRows: true } : {},
      options: segments.map((segment) => ({
        html: html(qtiHtml(segment)),
        part: 0,
        correct: correct.includes(id(segment)),
      })),
    };
  }

  const match = only('matchInteraction');
  if (match) {
    const [rowSet, columnSet] = elements(match, 'simpleMatchSet');
    const rows = elements(rowSet, 'simpleAssociableChoice');
    const columns = elements(columnSet, 'simpleAssociableChoice');
    const right = pairs(match);
    const options = rows.flatMap((row, part) =>
      columns.map((column) => ({
        html: escapeXml(label(column)),
        part,
        correct: right.has(`${id(row)} ${id(column)}`),
      })),
    );
    const multiplePerRow = rows.some(
      (row, part) =>
        attribute(row, 'matchMax') !== '1' ||
        options.filter((option) => option.part === part && option.correct).length > 1,
    );
    // A point per right pair is a point per row exactly right; a point off per wrong one, +/-.
    const rule = ruleOf([declared(match)]);
    return {
      kind: 'item',
      type: 'matrix',
      question: bodyHtml(promptOf),
      scoring: rule === 'plus_minus' ? 'plus_minus' : 'all_or_nothing',
      layout: {
        rows: rows.map(label),
        columns: columns.map(label),
        ...(multiplePerRow ? { multiplePerRow: true } : {}),
      },
      options,
    };
  }

  const prompts = interactions.map((interaction) =>
    htmlToText(qtiHtml(element(interaction, 'prompt')))
      .trim()
      .toLowerCase(),
  );
  if (
    interactions.length === BOW_TIE_PARTS.length &&
    interactions.every((interaction) => interaction.name === 'choiceInteraction') &&
    BOW_TIE_PARTS.every((column, part) => prompts[part] === column.label.toLowerCase())
  ) {
    return {
      kind: 'item',
      type: 'bow_tie',
      question: bodyHtml(() => ''),
      layout: {},
      options: interactions.flatMap(choices),
    };
  }

  const order = only('orderInteraction');
  if (order) {
    const correct = declared(order)?.correct ?? [];
    const byId = new Map(elements(order, 'simpleChoice').map((node) => [id(node), node]));
    if (correct.length !== byId.size || correct.some((value) => !byId.has(value))) {
      return { skip: 'an ordering interaction whose correct order leaves out some of its items' };
    }
    const classes = (attribute(order, 'class') ?? '').split(/\s+/);
    const named = Object.values(ORDERING_RULE_CLASSES).some((name) => classes.includes(name));
    if (!named) {
      notices.add('The order earns a point per item in its place, not only when all are right');
    }
    return {
      kind: 'item',
      type: 'ordering',
      question: bodyHtml(promptOf),
      // PrepWard's export names its rule; another system's order scored the whole.
      scoring: classes.includes(ORDERING_RULE_CLASSES.adjacent_pairs)
        ? 'adjacent_pairs'
        : 'position',
      layout: {},
      // In the right order, as PrepWard keeps an ordering (item-types.ts).
      options: correct.map((value) => ({
        html: html(qtiHtml(byId.get(value))),
        part: 0,
        correct: true,
      })),
    };
  }

  const choice = only('choiceInteraction');
  if (choice && (attribute(choice, 'class') ?? '').split(/\s+/).includes(EXTENDED_RESPONSE_CLASS)) {
    const declaration = declared(choice);
    const options = choices(choice, 0);
    const maxChoices = Number(attribute(choice, 'maxChoices') ?? '0');
    const statedCount =
      maxChoices > 0 && maxChoices === options.filter((option) => option.correct).length;
    let scoring: ScoringRule | undefined = ruleOf([declaration]);
    if (scoring === 'zero_one' && !statedCount) {
      notices.add(
        'The scoring is not kept: a point per right choice needs the number to select stated',
      );
      scoring = undefined;
    }
    return {
      kind: 'item',
      type: 'extended_multiple_response',
      question: bodyHtml(promptOf),
      ...(scoring ? { scoring } : {}),
      layout: statedCount ? { statedCount: true } : {},
      options,
    };
  }
  return null;
}

/**
 * The scoring rule the responses' declarations write: none mapped, all or nothing; a point off
 * for a wrong choice, +/-; otherwise a point per right choice (0/1).
 */
function ruleOf(declarations: (ResponseDeclaration | undefined)[]): ScoringRule {
  const values = declarations.flatMap((declaration) => [...(declaration?.mapping.values() ?? [])]);
  if (values.length === 0) return 'all_or_nothing';
  return values.some((value) => value < 0) ? 'plus_minus' : 'zero_one';
}

/** The classes PrepWard's export gives formatting QTI has no element for (qti21-writer.ts). */
const FROM_SPAN_CLASS: Record<string, string> = {
  underline: 'u',
  'line-through': 's',
  highlight: 'mark',
};

/** An element's content as HTML, such spans back as their elements. */
function qtiHtml(
  node: XmlElement | undefined,
  replace?: (child: XmlElement) => string | undefined,
): string {
  const all = (child: XmlElement): string | undefined => {
    const replaced = replace?.(child);
    if (replaced !== undefined) return replaced;
    const tag =
      child.name === 'span' ? FROM_SPAN_CLASS[attribute(child, 'class') ?? ''] : undefined;
    return tag ? `<${tag}>${innerHtml(child, all)}</${tag}>` : undefined;
  };
  return innerHtml(node, all);
}

/** Whether an element holds that one element and nothing else but spaces. */
const isOnly = (parent: XmlElement, only: XmlElement) =>
  parent.children.every((child) =>
    child.kind === 'text' ? child.text.trim() === '' : child === only,
  ) && parent.children.includes(only);

/** The interactions of the item body, in document order (interactions never nest). */
function allInteractions(node: XmlElement | undefined): XmlElement[] {
  return elements(node).flatMap((child) =>
    child.name.endsWith('Interaction') ? [child] : allInteractions(child),
  );
}

function responseDeclaration(
  item: XmlElement,
  identifier: string | undefined,
): ResponseDeclaration | undefined {
  const declaration = elements(item, 'responseDeclaration').find(
    (candidate) => attribute(candidate, 'identifier') === identifier,
  );
  if (!declaration) return undefined;
  const mapping = element(declaration, 'mapping');
  return {
    cardinality: attribute(declaration, 'cardinality') ?? 'single',
    baseType: attribute(declaration, 'baseType') ?? 'identifier',
    correct: elements(element(declaration, 'correctResponse'), 'value').map((value) =>
      textOf(value).trim(),
    ),
    mapping: new Map(
      elements(mapping, 'mapEntry').map((entry) => [
        attribute(entry, 'mapKey') ?? '',
        Number(attribute(entry, 'mappedValue') ?? '0'),
      ]),
    ),
    caseSensitive: elements(mapping, 'mapEntry').some(
      (entry) => attribute(entry, 'caseSensitive') === 'true',
    ),
  };
}

/**
 * The choices with their weights: from the mapping when there is one (as a share of the most
 * a response can score), otherwise 100% for each choice of the correct response.
 */
function choiceOptions(
  interaction: XmlElement,
  declaration: ResponseDeclaration | undefined,
  html: (raw: string) => string,
  notices: ImportNotices,
): ImportedOption[] {
  const choices = elements(interaction, 'simpleChoice');
  const mapping = declaration?.mapping ?? new Map<string, number>();
  const usable = [...mapping.values()].filter((value) => Number.isFinite(value));
  const best =
    (declaration?.cardinality ?? 'single') === 'single'
      ? Math.max(0, ...usable)
      : usable.filter((value) => value > 0).reduce((sum, value) => sum + value, 0);
  return choices.map((choice) => {
    const identifier = attribute(choice, 'identifier') ?? '';
    const mapped = mapping.get(identifier);
    const inCorrect = declaration?.correct.includes(identifier) ?? false;
    let weight: number;
    if (mapping.size > 0 && best > 0) {
      weight = mapped !== undefined && Number.isFinite(mapped) ? (mapped / best) * 100 : 0;
      // A correct response the mapping leaves at 0 is still a correct one.
      if (weight === 0 && inCorrect) weight = 100;
    } else {
      weight = inCorrect ? 100 : 0;
    }
    const feedback = elements(choice, 'feedbackInline');
    if (feedback.length > 0) notices.add('Feedback inside the options is not kept');
    return {
      html: html(qtiHtml(choice, (child) => (child.name === 'feedbackInline' ? '' : undefined))),
      weight: Number(weight.toFixed(4)),
      feedback: '',
    };
  });
}

/** The answers of a blank: the correct response, then the mapping's other keys worth more than 0. */
function textAnswers(
  declaration: ResponseDeclaration | undefined,
  notices: ImportNotices,
): ImportedAnswer[] {
  if (!declaration) return [];
  if (declaration.caseSensitive)
    notices.add('Case-sensitive matching is not kept: answers match ignoring case');
  const numeric = ['float', 'integer'].includes(declaration.baseType);
  const notation = (value: string) => {
    if (!numeric) return value;
    const number = numberOf(value.trim());
    return number === null ? value : String(number);
  };
  const best = Math.max(0, ...declaration.mapping.values());
  const answers: ImportedAnswer[] = declaration.correct.map((value) => ({
    notation: notation(value),
    weight: 100,
    feedback: '',
  }));
  for (const [key, value] of declaration.mapping) {
    if (declaration.correct.includes(key)) continue;
    answers.push({
      notation: notation(key),
      weight: best > 0 ? (value / best) * 100 : 0,
      feedback: '',
    });
  }
  return answers;
}
