// IMS QTI 2.1 packages: a .zip whose imsmanifest.xml lists one assessmentItem file per question
// (or a single assessmentItem .xml). Read: a choiceInteraction (one answer or several; the
// responseDeclaration's correctResponse, and its mapping for partial-credit weights) and a
// single textEntryInteraction (fill in the blanks, the blank shown as _____), with their
// modalFeedback as the explanation and images from the package. Other interactions are left
// out with a notice.
import { numberOf } from '@prepward/shared/accepted-answers';
import type { ImageCollector } from './images';
import { resolveImages } from './images';
import {
  messageList,
  questionLabel,
  type FormatRead,
  type ImportedAnswer,
  type ImportedOption,
  type ImportNotices,
} from './imported-question';
import {
  filesWithRoot,
  manifestResources,
  packageImageLookup,
  packageProblem,
  readXmlFile,
} from './qti-package';
import { attribute, element, elements, escapeXml, innerHtml, textOf, type XmlElement } from './xml';
import type { ZipFiles } from './zip';

/** What stands for the blank of a text entry in the question. */
export const BLANK = '_____';

/** Interactions by their element name, as a notice calls them. */
const OTHER_INTERACTIONS: Record<string, string> = {
  orderInteraction: 'an ordering interaction',
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
  const supported = interactions.filter((node) =>
    ['choiceInteraction', 'textEntryInteraction'].includes(node.name),
  );
  const other = interactions.find((node) => !supported.includes(node));
  const skip = (message: string) =>
    read.notices.push({ where, message: `Not imported: ${message}` });
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
  const own: string[] = [];
  const notices = messageList(own);
  const lookup = packageImageLookup(source.files, source.file);
  const html = (raw: string) => resolveImages(raw.trim(), lookup, images, notices);
  const declaration = responseDeclaration(item, attribute(interaction, 'responseIdentifier'));

  const question = html(
    qtiHtml(body, (child) => {
      // A blank alone in its paragraph (as PrepWard writes it) is the answer field, not a gap.
      if (child.name === 'p' && isOnly(child, interaction)) return '';
      if (child === interaction) {
        if (child.name === 'textEntryInteraction') return BLANK;
        const prompt = qtiHtml(element(child, 'prompt')).trim();
        return prompt ? `<p>${prompt}</p>` : '';
      }
      if (
        [
          'feedbackBlock',
          'feedbackInline',
          'rubricBlock',
          'templateBlock',
          'templateInline',
        ].includes(child.name)
      ) {
        notices.add(`Content shown only in some cases (${child.name}) is not kept`);
        return '';
      }
      return undefined;
    }),
  );
  const feedbacks = elements(item, 'modalFeedback');
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
  if (attribute(interaction, 'shuffle') === 'true') {
    notices.add('Shuffling of the options is not kept: they are shown in the order of the file');
  }
  const base = {
    line: source.position,
    where,
    category: [],
    question,
    explanation,
    tags: [],
    notices: own,
  };
  if (interaction.name === 'choiceInteraction') {
    const single =
      (declaration?.cardinality ?? 'single') === 'single' ||
      attribute(interaction, 'maxChoices') === '1';
    const options = choiceOptions(interaction, declaration, html, notices);
    read.questions.push({ ...base, kind: 'choice', single, options });
  } else {
    read.questions.push({ ...base, kind: 'text', answers: textAnswers(declaration, notices) });
  }
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
