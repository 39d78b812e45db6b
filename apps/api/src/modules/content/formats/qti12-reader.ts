// IMS QTI 1.2 as Canvas and Blackboard export it: a .zip with imsmanifest.xml and one or more
// <questestinterop> files (a quiz's assessment, or a question bank's objectbank) holding
// <item>s. Canvas names each item's type in its metadata (question_type); without it the type
// follows the response: response_lid (choices, rcardinality Single or Multiple), response_str
// (a typed answer) or response_num (a number). The scores the resprocessing sets give the
// weights; itemfeedback linked from an <other/> condition is the explanation, feedback linked
// from one option's condition that option's feedback.
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
import { plainToHtml } from './text-formats';
import {
  attribute,
  descendants,
  element,
  elements,
  escapeXml,
  startTagLines,
  textOf,
  type XmlElement,
} from './xml';
import type { ZipFiles } from './zip';

/** Canvas's question types that PrepWard reads, and those it leaves out (as a notice says). */
const CANVAS_TYPES: Record<string, 'single' | 'multiple' | 'text' | 'number'> = {
  multiple_choice_question: 'single',
  true_false_question: 'single',
  multiple_answers_question: 'multiple',
  short_answer_question: 'text',
  numerical_question: 'number',
};
const CANVAS_OTHER_TYPES: Record<string, string> = {
  essay_question: 'an essay question',
  file_upload_question: 'a file upload question',
  matching_question: 'a matching question',
  multiple_dropdowns_question: 'a multiple dropdowns question',
  fill_in_multiple_blanks_question: 'a fill in multiple blanks question',
  calculated_question: 'a formula question',
  text_only_question: 'a text (no question) item',
};

/** Feedback for right or wrong answers only (Canvas's and Blackboard's names). */
const VERDICT_FEEDBACK = new Set(['correct_fb', 'general_incorrect_fb', 'correct', 'incorrect']);

type Scored = { condition: XmlElement; score: number };
type Context = {
  files: ZipFiles;
  file: string;
  images: ImageCollector;
  notices: ImportNotices;
};

export function readQti12Package(files: ZipFiles, images: ImageCollector): FormatRead {
  const read: FormatRead = { questions: [], problems: [], notices: [] };
  const listed = manifestResources(files, /^imsqti_xmlv1p2|^imsqti_xmlv1p1|qti/i).filter((name) =>
    /<(?:[\w.-]+:)?questestinterop[\s>]/.test(files.get(name)!.subarray(0, 4096).toString('utf8')),
  );
  const sources = listed.length > 0 ? listed : filesWithRoot(files, 'questestinterop');
  if (sources.length === 0) {
    read.problems.push(packageProblem('The package has no QTI 1.2 file (questestinterop) in it'));
    return read;
  }
  let position = 0;
  for (const file of sources) {
    const parsed = readXmlFile(files, file);
    if ('problem' in parsed) {
      read.problems.push({ line: parsed.line, column: file, message: parsed.problem });
      continue;
    }
    const lines = startTagLines(parsed.text, 'item');
    descendants(parsed.root, 'item').forEach((item, index) => {
      position += 1;
      readItem(item, { position, line: lines[index] ?? position, file, files }, images, read);
    });
  }
  if (position === 0)
    read.problems.push(packageProblem('The package has no question (item) in it'));
  return read;
}

/** A QTI 1.2 .xml uploaded on its own (no package: its images cannot come along). */
export function readQti12File(bytes: Buffer, fileName: string, images: ImageCollector): FormatRead {
  return readQti12Package(new Map([[fileName.replace(/^.*[/\\]/, ''), bytes]]), images);
}

function metadata(item: XmlElement): Map<string, string> {
  return new Map(
    descendants(element(item, 'itemmetadata'), 'qtimetadatafield').map((field) => [
      textOf(element(field, 'fieldlabel')).trim(),
      textOf(element(field, 'fieldentry')).trim(),
    ]),
  );
}

function readItem(
  item: XmlElement,
  source: { position: number; line: number; file: string; files: ZipFiles },
  images: ImageCollector,
  read: FormatRead,
) {
  const where = questionLabel(source.position, attribute(item, 'title') ?? '');
  const skip = (what: string) =>
    read.notices.push({ where, message: `Not imported: ${what} has no equivalent in PrepWard` });
  const canvasType = metadata(item).get('question_type');
  const presentation = element(item, 'presentation');
  const responses = responsesOf(presentation);
  let kind: 'single' | 'multiple' | 'text' | 'number' | undefined;
  if (canvasType) {
    kind = CANVAS_TYPES[canvasType];
    if (!kind) return skip(CANVAS_OTHER_TYPES[canvasType] ?? `a question of type "${canvasType}"`);
  }
  if (responses.length !== 1) {
    return skip(
      responses.length === 0
        ? 'an item without a choice list or an answer field'
        : `an item with ${responses.length} answer fields`,
    );
  }
  const response = responses[0]!;
  if (!['response_lid', 'response_str', 'response_num'].includes(response.name)) {
    return skip(
      `an item answered by ${response.name === 'response_xy' ? 'a point on an image' : 'grouping'}`,
    );
  }
  if (!kind) {
    if (response.name === 'response_lid') {
      kind = /^multiple$/i.test(attribute(response, 'rcardinality') ?? '') ? 'multiple' : 'single';
    } else if (
      response.name === 'response_num' ||
      /decimal|integer/i.test(attribute(element(response, 'render_fib'), 'fibtype') ?? '')
    ) {
      kind = 'number';
    } else {
      kind = 'text';
    }
  }
  if ((kind === 'single' || kind === 'multiple') && response.name !== 'response_lid') {
    return skip('a choice question without a choice list');
  }

  const own: string[] = [];
  const context: Context = {
    files: source.files,
    file: source.file,
    images,
    notices: messageList(own),
  };
  const feedback = feedbackById(item, context);
  const scored = scoredConditions(item);
  const general = generalFeedback(item, feedback, context.notices);
  const base = {
    line: source.line,
    where,
    category: [],
    question: materialsHtml(presentationMaterials(presentation), context),
    explanation: general,
    tags: [],
    notices: own,
  };
  const respident = attribute(response, 'ident') ?? '';
  if (kind === 'single' || kind === 'multiple') {
    if (/^yes$/i.test(attribute(element(response, 'render_choice'), 'shuffle') ?? '')) {
      context.notices.add(
        'Shuffling of the options is not kept: they are shown in the order of the file',
      );
    }
    const options = descendants(response, 'response_label').map((label): ImportedOption => {
      const ident = attribute(label, 'ident') ?? '';
      const weight = scored
        .filter((entry) => positiveValues(entry.condition, 'varequal', respident).includes(ident))
        .reduce((sum, entry) => sum + entry.score, 0);
      const linked = optionFeedback(item, respident, ident);
      return {
        html: materialsHtml(descendants(label, 'material'), context),
        weight,
        feedback: linked.map((id) => feedback.get(id) ?? '').join(''),
      };
    });
    const max = maxScore(item);
    for (const option of options) option.weight = Number(((option.weight / max) * 100).toFixed(4));
    read.questions.push({ ...base, kind: 'choice', single: kind === 'single', options });
    return;
  }
  const answers: ImportedAnswer[] = [];
  const max = maxScore(item);
  for (const entry of scored) {
    const weight = Number(((entry.score / max) * 100).toFixed(4));
    if (kind === 'number') {
      const notation = numericCondition(entry.condition, respident);
      if (notation) answers.push({ notation, weight, feedback: '' });
    } else {
      for (const value of positiveValues(entry.condition, 'varequal', respident)) {
        answers.push({ notation: value, weight, feedback: '' });
      }
    }
  }
  read.questions.push({ ...base, kind: 'text', answers });
}

/** The response fields of the presentation (choices, text, number), in document order. */
function responsesOf(node: XmlElement | undefined): XmlElement[] {
  return elements(node).flatMap((child) =>
    /^response_(lid|str|num|xy|grp)$/.test(child.name) ? [child] : responsesOf(child),
  );
}

/** The materials of the presentation outside its response (the question's own text). */
function presentationMaterials(presentation: XmlElement | undefined): XmlElement[] {
  const found: XmlElement[] = [];
  const walk = (node: XmlElement | undefined) => {
    for (const child of elements(node)) {
      if (child.name.startsWith('response_')) continue;
      if (child.name === 'material') found.push(child);
      else walk(child);
    }
  };
  walk(presentation);
  return found;
}

/** Materials as HTML: mattext (HTML or plain), matimage, matbreak. */
function materialsHtml(materials: XmlElement[], context: Context): string {
  const lookup = packageImageLookup(context.files, context.file);
  const html = materials
    .flatMap((material) => elements(material))
    .map((part) => {
      if (part.name === 'mattext' || part.name === 'matemtext') {
        const type = attribute(part, 'texttype') ?? 'text/plain';
        return /html/i.test(type) ? textOf(part).trim() : plainToHtml(textOf(part));
      }
      if (part.name === 'matimage') {
        const uri = attribute(part, 'uri');
        return uri
          ? `<img src="${escapeXml(uri)}" alt="${escapeXml(attribute(part, 'label') ?? '')}">`
          : '';
      }
      if (part.name === 'matbreak') return '<br>';
      return '';
    })
    .join('');
  return resolveImages(html, lookup, context.images, context.notices);
}

/** Every itemfeedback of the item by its ident, as HTML. */
function feedbackById(item: XmlElement, context: Context): Map<string, string> {
  return new Map(
    elements(item, 'itemfeedback').map((feedback) => [
      attribute(feedback, 'ident') ?? '',
      materialsHtml(descendants(feedback, 'material'), context),
    ]),
  );
}

/** The conditions that set or add a score, with the score (a subtraction counts negative). */
function scoredConditions(item: XmlElement): Scored[] {
  return descendants(element(item, 'resprocessing'), 'respcondition').flatMap((condition) => {
    const setvar = elements(condition, 'setvar')[0];
    if (!setvar) return [];
    const value = Number(textOf(setvar).trim());
    if (!Number.isFinite(value)) return [];
    const action = (attribute(setvar, 'action') ?? 'Set').toLowerCase();
    const score = action === 'subtract' ? -value : value;
    if (score === 0) return [];
    return [{ condition, score }];
  });
}

/** The most a response scores: the outcome's maxvalue, 100 when it says none. */
function maxScore(item: XmlElement): number {
  const decvar = descendants(element(item, 'resprocessing'), 'decvar')[0];
  const max = Number(attribute(decvar, 'maxvalue') ?? '100');
  return Number.isFinite(max) && max > 0 ? max : 100;
}

/** The values a condition asks for (`<varequal>`), outside `<not>`, for one response. */
function positiveValues(condition: XmlElement, name: string, respident: string): string[] {
  const values: string[] = [];
  const walk = (node: XmlElement) => {
    for (const child of elements(node)) {
      if (child.name === 'not') continue;
      if (child.name === name) {
        const ident = attribute(child, 'respident');
        if (!ident || ident === respident) values.push(textOf(child).trim());
      } else walk(child);
    }
  };
  walk(element(condition, 'conditionvar') ?? condition);
  return values;
}

/**
 * A numeric condition as a notation: `<varequal>4</varequal>` exact, `<vargte>3.9</vargte>
 * <varlte>4.1</varlte>` a range (its middle ± half), both (Canvas's answer with a margin).
 */
function numericCondition(condition: XmlElement, respident: string): string | null {
  const round = (value: number) => Number(value.toPrecision(12));
  const first = (names: string[]) =>
    names
      .flatMap((name) => positiveValues(condition, name, respident))
      .map((value) => numberOf(value))
      .find((value): value is number => value !== null);
  const exact = first(['varequal']);
  const low = first(['vargte', 'vargt']);
  const high = first(['varlte', 'varlt']);
  if (low !== undefined && high !== undefined && high >= low) {
    const value = exact ?? round((low + high) / 2);
    const tolerance = round(Math.max(value - low, high - value));
    return tolerance > 0 ? `${round(value)}±${tolerance}` : `${round(value)}`;
  }
  return exact === undefined ? null : `${round(exact)}`;
}

/** The feedback linked from conditions that pick one option alone. */
function optionFeedback(item: XmlElement, respident: string, ident: string): string[] {
  return descendants(element(item, 'resprocessing'), 'respcondition').flatMap((condition) => {
    const values = positiveValues(condition, 'varequal', respident);
    if (values.length !== 1 || values[0] !== ident) return [];
    if (elements(condition, 'setvar').some((setvar) => Number(textOf(setvar)) > 0)) {
      // The feedback of the correct answer: Canvas's correct_fb, said by the notice below.
      return elements(condition, 'displayfeedback')
        .map((display) => attribute(display, 'linkrefid') ?? '')
        .filter((id) => !VERDICT_FEEDBACK.has(id));
    }
    return elements(condition, 'displayfeedback').map(
      (display) => attribute(display, 'linkrefid') ?? '',
    );
  });
}

/**
 * The explanation: feedback shown whatever the answer (linked from an `<other/>` condition,
 * or Canvas's general_fb). Feedback only for right or wrong answers is not kept.
 */
function generalFeedback(
  item: XmlElement,
  feedback: Map<string, string>,
  notices: ImportNotices,
): string {
  const general = new Set<string>();
  for (const condition of descendants(element(item, 'resprocessing'), 'respcondition')) {
    if (element(element(condition, 'conditionvar'), 'other')) {
      for (const display of elements(condition, 'displayfeedback')) {
        general.add(attribute(display, 'linkrefid') ?? '');
      }
    }
  }
  if (feedback.has('general_fb')) general.add('general_fb');
  for (const id of VERDICT_FEEDBACK) {
    general.delete(id);
    if ((feedback.get(id) ?? '').trim() !== '') {
      notices.add('Feedback for correct and incorrect answers is not kept');
    }
  }
  return [...general].map((id) => feedback.get(id) ?? '').join('');
}
