// Moodle XML (Question bank > Export > Moodle XML format): a <quiz> of <question>s, each with
// its type. Read: multichoice (one or several answers, fraction weights), truefalse,
// shortanswer, numerical (tolerance and units), gapselect and ddwtos (the clozes), the
// category switches that give the course
// and subject. Images are embedded as <file name=... encoding="base64"> and referenced as
// @@PLUGINFILE@@/name. Other types (essay, matching, cloze ...) are left out with a notice.
import { numberOf } from '@prepward/shared/accepted-answers';
import { SCORING_RULES } from '@prepward/shared/item-types';
import { htmlHasContent, htmlToText } from '@prepward/shared/html-text';
import { CLOZE_STEM, splitCloze } from './cloze';
import type { ImageCollector } from './images';
import { resolveImages } from './images';
import {
  categoryLevels,
  messageList,
  questionLabel,
  type FormatRead,
  type ImportedOption,
  type ImportedPartOption,
  type ImportedQuestion,
  type ImportNotices,
} from './imported-question';
import { ITEM_ELEMENT } from './moodle-xml-writer';
import { decodeText, textFormatOf, toHtml, type TextFormat } from './text-formats';
import {
  attribute,
  descendants,
  element,
  elements,
  parseXml,
  escapeXml,
  path,
  startTagLines,
  textOf,
  type XmlElement,
} from './xml';

const PLUGINFILE = '@@PLUGINFILE@@/';

/** Types PrepWard has no equivalent for, by Moodle's name, as the notice calls them. */
const OTHER_TYPES: Record<string, string> = {
  essay: 'an essay question',
  match: 'a matching question',
  matching: 'a matching question',
  randomsamatch: 'a random short-answer matching question',
  cloze: 'an embedded answers (Cloze) question',
  multianswer: 'an embedded answers (Cloze) question',
  description: 'a description (text without a question)',
  calculated: 'a calculated question',
  calculatedsimple: 'a simple calculated question',
  calculatedmulti: 'a calculated multichoice question',
  ddimageortext: 'a drag and drop onto image question',
  ddmarker: 'a drag and drop markers question',
  ordering: 'an ordering question',
  random: 'a random question',
};

/** Moodle's own texts for the combined feedback: not worth a notice when left out. */
const STANDARD_FEEDBACK =
  /^(<p>)?\s*(your answer is (partially )?(correct|incorrect)\.?)?\s*(<\/p>)?$/i;

type QuestionContext = {
  question: XmlElement;
  images: ImageCollector;
  notices: ImportNotices;
  /** The question's embedded files by name. */
  files: Map<string, Buffer>;
};

export function readMoodleXml(bytes: Buffer, images: ImageCollector): FormatRead {
  const read: FormatRead = { questions: [], problems: [], notices: [] };
  const decoded = decodeText(bytes);
  if ('problem' in decoded) {
    read.problems.push({ line: 1, column: '', message: decoded.problem });
    return read;
  }
  const parsed = parseXml(decoded.text);
  if ('problem' in parsed) {
    read.problems.push({ line: parsed.line, column: '', message: parsed.problem });
    return read;
  }
  if (parsed.root.name !== 'quiz') {
    read.problems.push({
      line: 1,
      column: '',
      message:
        'This XML file is neither Moodle XML (a <quiz>) nor QTI (a <questestinterop> or an <assessmentItem>)',
    });
    return read;
  }
  const lines = startTagLines(decoded.text, 'question');
  let category: string[] = [];
  let position = 0;
  elements(parsed.root, 'question').forEach((question, index) => {
    const type = attribute(question, 'type') ?? '';
    const line = lines[index] ?? index + 1;
    if (type === 'category') {
      category = categoryLevels(textOf(path(question, 'category', 'text')));
      return;
    }
    position += 1;
    const name = textOf(path(question, 'name', 'text')).trim();
    const where = questionLabel(position, name);
    const own: string[] = [];
    const context: QuestionContext = {
      question,
      images,
      notices: messageList(own),
      files: embeddedFiles(question),
    };
    const base = {
      line,
      where,
      category,
      question: richText(context, element(question, 'questiontext')),
      explanation: richText(context, element(question, 'generalfeedback')),
      tags: elements(element(question, 'tags'), 'tag').map((tag) =>
        textOf(element(tag, 'text')).trim(),
      ),
      notices: own,
    };
    const read_ = readByType(type, context, base);
    if (read_ === null || 'skip' in read_) {
      read.notices.push({
        where,
        message: `Not imported: ${read_?.skip ?? `${OTHER_TYPES[type] ?? `a question of type "${type}"`} has no equivalent in PrepWard`}`,
      });
      return;
    }
    noteCommonSettings(context);
    read.questions.push(read_);
  });
  return read;
}

type Base = Omit<ImportedQuestion, 'kind' | 'options' | 'answers' | 'single'>;

function readByType(
  type: string,
  context: QuestionContext,
  base: Base,
): ImportedQuestion | { skip: string } | null {
  const { question } = context;
  switch (type) {
    case 'gapselect':
    case 'ddwtos':
      return readCloze(type, context, base);
    case 'multichoice': {
      const single = !/^(false|0)$/i.test(textOf(element(question, 'single')).trim());
      const problems: { part: string; message: string }[] = [];
      const options = elements(question, 'answer').map((answer, index) =>
        readOption(context, answer, index, problems),
      );
      if (/^(true|1)$/i.test(textOf(element(question, 'shuffleanswers')).trim())) {
        context.notices.add(
          'Shuffling of the options is not kept: they are shown in the order of the file',
        );
      }
      noteCombinedFeedback(context);
      // Select all that apply, as our export marks it (Moodle has no such type of its own).
      const item = element(question, ITEM_ELEMENT);
      if (!single && attribute(item, 'type') === 'extended_multiple_response') {
        const scoring = SCORING_RULES.find((rule) => rule === attribute(item, 'scoring'));
        return {
          ...base,
          kind: 'item',
          type: 'extended_multiple_response',
          ...(scoring ? { scoring } : {}),
          layout: attribute(item, 'statedcount') === 'true' ? { statedCount: true } : {},
          options: options.map((option) => ({
            html: option.html,
            part: 0,
            correct: option.weight > 0,
          })),
          problems,
        };
      }
      return { ...base, kind: 'choice', single, options, problems };
    }
    case 'truefalse': {
      const problems: { part: string; message: string }[] = [];
      const answers = elements(question, 'answer').map((answer, index) => ({
        isTrue: textOf(element(answer, 'text')).trim().toLowerCase() === 'true',
        option: readOption(context, answer, index, problems),
      }));
      const option = (isTrue: boolean): ImportedOption => {
        const found = answers.find((answer) => answer.isTrue === isTrue)?.option;
        return {
          html: isTrue ? 'True' : 'False',
          weight: found?.weight ?? 0,
          feedback: found?.feedback ?? '',
        };
      };
      return {
        ...base,
        kind: 'choice',
        single: true,
        options: [option(true), option(false)],
        problems,
      };
    }
    case 'shortanswer': {
      const problems: { part: string; message: string }[] = [];
      if (textOf(element(question, 'usecase')).trim() === '1') {
        context.notices.add('Case-sensitive matching is not kept: answers match ignoring case');
      }
      const answers = elements(question, 'answer').flatMap((answer, index) => {
        const text = textOf(element(answer, 'text')).trim();
        const weight = weightOf(answer, index, problems);
        if (text === '*') {
          context.notices.add('The catch-all answer (*) is left out');
          return [];
        }
        if (text.includes('*')) {
          context.notices.add(
            'Wildcards (*) in answers are not kept: the answer is matched as written',
          );
        }
        return [
          { notation: text, weight, feedback: richText(context, element(answer, 'feedback')) },
        ];
      });
      return { ...base, kind: 'text', answers, problems };
    }
    case 'numerical':
      return readNumerical(context, base);
    default:
      return null;
  }
}

/**
 * Select missing words (gapselect) as a drop-down cloze, drag and drop into text (ddwtos) as a
 * drag-and-drop cloze: each [[n]] of the text a blank whose right choice is the n-th, offering
 * the choices of its group. A drag-and-drop text of several groups offers different words in
 * its blanks, which PrepWard's does not.
 */
function readCloze(
  type: 'gapselect' | 'ddwtos',
  context: QuestionContext,
  base: Base,
): ImportedQuestion | { skip: string } {
  const { question, notices } = context;
  const choices = elements(question, type === 'ddwtos' ? 'dragbox' : 'selectoption').map(
    (choice) => ({
      text: textOf(element(choice, 'text')).replace(/\s+/g, ' ').trim(),
      group: textOf(element(choice, 'group')).trim() || '1',
    }),
  );
  const options: ImportedPartOption[] = [];
  const groups = new Set<string>();
  let blanks = 0;
  const marked = base.question.replace(/\[\[(\d{1,3})\]\]/g, (whole, number: string) => {
    const right = choices[Number(number) - 1];
    if (!right) return whole;
    const part = blanks++;
    groups.add(right.group);
    choices.forEach((choice, index) => {
      if (choice.group !== right.group) return;
      options.push({ html: escapeXml(choice.text), part, correct: index === Number(number) - 1 });
    });
    return `{{${part + 1}}}`;
  });
  if (type === 'ddwtos' && groups.size > 1) {
    return {
      skip: 'a drag and drop into text question with several groups of words (a PrepWard drag-and-drop text offers the same words in every blank)',
    };
  }
  if (/^(true|1)$/i.test(textOf(element(question, 'shuffleanswers')).trim())) {
    notices.add('Shuffling of the options is not kept: they are shown in the order of the file');
  }
  noteCombinedFeedback(context);
  const split = splitCloze(marked) ?? { stem: marked, text: '' };
  if (!htmlHasContent(split.stem)) {
    notices.add(
      `The question has no text besides its blanks: it is given "${htmlToText(CLOZE_STEM)}"`,
    );
  }
  return {
    ...base,
    question: htmlHasContent(split.stem) ? split.stem : CLOZE_STEM,
    kind: 'item',
    type: type === 'ddwtos' ? 'drag_drop_cloze' : 'dropdown_cloze',
    layout: { text: split.text },
    options,
  };
}

/** A numerical question: each answer with its tolerance, in each of its units. */
function readNumerical(context: QuestionContext, base: Base): ImportedQuestion {
  const { question } = context;
  const problems: { part: string; message: string }[] = [];
  const units = elements(element(question, 'units'), 'unit').map((unit) => ({
    name: textOf(element(unit, 'unit_name')).trim(),
    multiplier: Number(textOf(element(unit, 'multiplier')).trim() || '1'),
  }));
  const gradedUnits = (textOf(element(question, 'unitgradingtype')).trim() || '0') !== '0';
  if (gradedUnits && units.length > 0) {
    context.notices.add(
      'The penalty for a wrong or missing unit is not kept: the unit must be given',
    );
  }
  const required = gradedUnits && units.length > 0 ? ' (unit required)' : '';
  const answers = elements(question, 'answer').flatMap((answer, index) => {
    const text = textOf(element(answer, 'text')).trim();
    const weight = weightOf(answer, index, problems);
    const feedback = richText(context, element(answer, 'feedback'));
    if (text === '*' || text === '') {
      if (text === '*') context.notices.add('The catch-all answer (*) is left out');
      return [];
    }
    const value = numberOf(text);
    const tolerance = numberOf(textOf(element(answer, 'tolerance')).trim() || '0');
    if (value === null || tolerance === null) {
      problems.push({
        part: `answer ${index + 1}`,
        message: `"${text}" is not a number with a tolerance`,
      });
      return [];
    }
    const notation = (v: number, t: number, unit: string) =>
      `${round(v)}${t > 0 ? `±${round(t)}` : ''}${unit ? ` ${unit}` : ''}${unit ? required : ''}`;
    if (units.length === 0)
      return [{ notation: notation(value, Math.abs(tolerance), ''), weight, feedback }];
    // Moodle gives the answer in the first unit (multiplier 1); the others convert it.
    return units
      .filter((unit) => unit.name && Number.isFinite(unit.multiplier) && unit.multiplier > 0)
      .map((unit) => ({
        notation: notation(
          value * unit.multiplier,
          Math.abs(tolerance) * unit.multiplier,
          unit.name,
        ),
        weight,
        feedback,
      }));
  });
  return { ...base, kind: 'text', answers, problems };
}

/** Twelve significant digits: 0.1 × 1000 is 100, not 100.00000000000001. */
const round = (value: number) => Number(value.toPrecision(12));

function readOption(
  context: QuestionContext,
  answer: XmlElement,
  index: number,
  problems: { part: string; message: string }[],
): ImportedOption {
  return {
    html: richText(context, answer, 'html'),
    weight: weightOf(answer, index, problems),
    feedback: richText(context, element(answer, 'feedback')),
  };
}

/** An answer's `fraction` (percent: 100, 50, -33.33333); a problem when it is not a number. */
function weightOf(
  answer: XmlElement,
  index: number,
  problems: { part: string; message: string }[],
): number {
  const raw = (attribute(answer, 'fraction') ?? '0').trim();
  const weight = Number(raw);
  if (raw === '' || !Number.isFinite(weight)) {
    problems.push({
      part: `answer ${index + 1}`,
      message: `The fraction "${raw}" is not a number`,
    });
    return 0;
  }
  return weight;
}

/**
 * A text field (`<questiontext format="html"><text>...</text><file .../></questiontext>`) as
 * HTML, its images pointed at where they will be stored.
 */
function richText(
  context: QuestionContext,
  field: XmlElement | undefined,
  fallback: TextFormat = 'html',
): string {
  if (!field) return '';
  const format = textFormatOf(attribute(field, 'format'), fallback);
  const html = toHtml(textOf(element(field, 'text')), format);
  return resolveImages(
    html,
    (src) => {
      if (!src.startsWith(PLUGINFILE)) return undefined;
      let name = src.slice(PLUGINFILE.length).split(/[?#]/)[0]!;
      try {
        name = decodeURIComponent(name);
      } catch {
        // Kept as written.
      }
      return context.files.get(name) ?? context.files.get(name.split('/').pop() ?? name);
    },
    context.images,
    context.notices,
  );
}

/** The files embedded anywhere in the question, by name (and by path + name). */
function embeddedFiles(question: XmlElement): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  for (const file of descendants(question, 'file')) {
    const name = attribute(file, 'name');
    if (!name || (attribute(file, 'encoding') ?? 'base64') !== 'base64') continue;
    const bytes = Buffer.from(textOf(file).replace(/\s+/g, ''), 'base64');
    const folder = (attribute(file, 'path') ?? '/').replace(/^\/+|\/+$/g, '');
    files.set(name, bytes);
    if (folder) files.set(`${folder}/${name}`, bytes);
  }
  return files;
}

/** Settings every Moodle question has that PrepWard does not keep, when they matter. */
function noteCommonSettings({ question, notices }: QuestionContext) {
  const penalty = Number(textOf(element(question, 'penalty')).trim() || '0');
  if (penalty > 0) {
    notices.add(
      `The penalty for each wrong try (${Number((penalty * 100).toFixed(2))}%) is not kept`,
    );
  }
  const grade = Number(textOf(element(question, 'defaultgrade')).trim() || '1');
  if (Number.isFinite(grade) && grade !== 1) {
    notices.add(`The question's mark (${grade}) is not kept: every question counts the same`);
  }
  if (elements(question, 'hint').some((hint) => textOf(element(hint, 'text')).trim() !== '')) {
    notices.add('Hints are not kept');
  }
}

function noteCombinedFeedback({ question, notices }: QuestionContext) {
  const said = ['correctfeedback', 'partiallycorrectfeedback', 'incorrectfeedback'].some((name) => {
    const text = textOf(path(question, name, 'text')).trim();
    return text !== '' && !STANDARD_FEEDBACK.test(text);
  });
  if (said) notices.add('Feedback for correct, partly correct and incorrect answers is not kept');
}
