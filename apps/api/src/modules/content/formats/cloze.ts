// A cloze's text inside a question, as the formats that carry one write it: the formats have no
// field of their own for it, so the question's HTML is the stem and then the text, its blanks
// written where they go. Our writers wrap the text in a div of the class `cloze`, so it comes
// back as it was; in another system's file the text runs from the first block with a blank to
// the last, and the blocks around it are the stem.
import render from 'dom-serializer';
import { parseDocument } from 'htmlparser2';

/** The class of the element our writers put a cloze's text in. */
export const CLOZE_CLASS = 'cloze';

/** The stem a cloze gets when its file has nothing but the text. */
export const CLOZE_STEM = '<p>Complete the text.</p>';

const BLANK = /\{\{\d{1,2}\}\}/;

type DomNode = ReturnType<typeof parseDocument>['children'][number];

const htmlOf = (nodes: DomNode[]) => render(nodes, { encodeEntities: 'utf8' });

/**
 * Splits HTML whose blanks are already written {{1}}, {{2}} … into the stem and the cloze
 * text. Returns null when there is no blank.
 */
export function splitCloze(html: string): { stem: string; text: string } | null {
  const nodes = parseDocument(html).children;
  const withBlank = nodes.map((node) => BLANK.test(htmlOf([node])));
  const first = withBlank.indexOf(true);
  if (first < 0) return null;
  const last = withBlank.lastIndexOf(true);
  const inside = nodes.slice(first, last + 1);
  const only = inside.length === 1 ? inside[0] : undefined;
  const ours =
    only && 'attribs' in only && only.name === 'div' && only.attribs.class === CLOZE_CLASS;
  return {
    stem: htmlOf([...nodes.slice(0, first), ...nodes.slice(last + 1)]).trim(),
    text: (ours ? htmlOf(only.children) : htmlOf(inside)).trim(),
  };
}
