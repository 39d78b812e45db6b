// XML as the interchange formats use it (Moodle XML, QTI 1.2 and 2.1): parsed safely, and
// walked as an ordered tree, since question text mixes markup and text (`<p>a <b>b</b></p>`).
// A file that declares entities (a DTD with an internal subset) is refused before parsing:
// nothing in these formats needs one, and entity expansion is how an XML "bomb" works.
import { XMLValidator } from 'fast-xml-parser';
import { ElementType, parseDocument } from 'htmlparser2';

/** An element of the ordered tree: its name, attributes and children in document order. */
export type XmlElement = {
  kind: 'element';
  name: string;
  attributes: Record<string, string>;
  children: XmlNode[];
};
export type XmlText = { kind: 'text'; text: string; cdata: boolean };
export type XmlNode = XmlElement | XmlText;

export type XmlRead = { root: XmlElement } | { problem: string; line: number };

type DomNode = ReturnType<typeof parseDocument>['children'][number];

/** A DOCTYPE with an internal subset, or an entity declaration anywhere before the root. */
const DECLARES_ENTITIES = /<!DOCTYPE[^>[]*\[|<!ENTITY/i;

/** The local name of a qualified name: `imsmd:lom` is `lom`. */
const localName = (name: string) => name.slice(name.indexOf(':') + 1);

/** Elements nested deeper than any question needs: the walks below recurse. */
const MAX_DEPTH = 200;
const TOO_DEEP = `The file nests XML elements more than ${MAX_DEPTH} levels deep`;

/** Parses an XML document into its root element, or the problem and the line it is on. */
export function parseXml(text: string): XmlRead {
  const head = text.slice(0, text.search(/<[A-Za-z_]/) + 1 || text.length);
  if (DECLARES_ENTITIES.test(head) || /<!ENTITY/i.test(text)) {
    return { problem: 'The file declares XML entities (a DTD), which are not accepted', line: 1 };
  }
  // Without the DOCTYPE (an external one names a DTD file that is never read).
  const body = text.replace(/<!DOCTYPE[^>[]*>/i, (doctype) => doctype.replace(/[^\n]/g, ' '));
  const valid = XMLValidator.validate(body, { allowBooleanAttributes: true });
  if (valid !== true) {
    return { problem: `The file is not well-formed XML: ${valid.err.msg}`, line: valid.err.line };
  }
  let nodes: XmlNode[];
  try {
    // The validator has checked the document; htmlparser2 builds the tree faster
    // than a validating parser, and decodes only XML's own entities.
    nodes = convert(parseDocument(body, { xmlMode: true, decodeEntities: true }).children, 0);
  } catch (error) {
    const message =
      error instanceof Error && error.message === TOO_DEEP
        ? TOO_DEEP
        : 'The file could not be read as XML';
    return { problem: message, line: 1 };
  }
  const root = nodes.find((node): node is XmlElement => node.kind === 'element');
  return root ? { root } : { problem: 'The file has no XML element', line: 1 };
}

/** The parser's nodes as ours: elements, texts and CDATA sections (comments go). */
function convert(dom: DomNode[], depth: number): XmlNode[] {
  if (depth > MAX_DEPTH) throw new Error(TOO_DEEP);
  const nodes: XmlNode[] = [];
  for (const node of dom) {
    if ('attribs' in node) {
      nodes.push({
        kind: 'element',
        name: localName(node.name),
        attributes: Object.fromEntries(
          Object.entries(node.attribs).map(([key, value]) => [localName(key), value]),
        ),
        children: convert(node.children, depth + 1),
      });
    } else if (node.type === ElementType.CDATA && 'children' in node) {
      const text = node.children.map((child) => ('data' in child ? child.data : '')).join('');
      nodes.push({ kind: 'text', text, cdata: true });
    } else if (node.type === ElementType.Text && 'data' in node) {
      nodes.push({ kind: 'text', text: node.data, cdata: false });
    }
  }
  return nodes;
}

/** The child elements, all or those of one (local) name. */
export const elements = (parent: XmlElement | undefined, name?: string): XmlElement[] =>
  (parent?.children ?? []).filter(
    (node): node is XmlElement =>
      node.kind === 'element' && (name === undefined || node.name === name),
  );

/** The first child element of that name. */
export const element = (parent: XmlElement | undefined, name: string): XmlElement | undefined =>
  elements(parent, name)[0];

/** The first element down a path of names: `path(question, 'questiontext', 'text')`. */
export function path(parent: XmlElement | undefined, ...names: string[]): XmlElement | undefined {
  let current = parent;
  for (const name of names) current = element(current, name);
  return current;
}

/** Every element of that name below `parent`, in document order. */
export function descendants(parent: XmlElement | undefined, name: string): XmlElement[] {
  const found: XmlElement[] = [];
  const pending: XmlElement[] = elements(parent).reverse();
  while (pending.length > 0) {
    const current = pending.pop()!;
    if (current.name === name) found.push(current);
    pending.push(...elements(current).reverse());
  }
  return found;
}

/** The text content of an element and all below it (CDATA included). */
export function textOf(node: XmlElement | undefined): string {
  if (!node) return '';
  return node.children
    .map((child) => (child.kind === 'text' ? child.text : textOf(child)))
    .join('');
}

export const attribute = (node: XmlElement | undefined, name: string): string | undefined =>
  node?.attributes[name];

export const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The children of an element written back as (X)HTML: QTI 2.1 puts the question's markup
 * straight into the item. `skip` leaves elements out (the interactions) or replaces them.
 */
export function innerHtml(
  node: XmlElement | undefined,
  replace?: (child: XmlElement) => string | undefined,
): string {
  if (!node) return '';
  return node.children
    .map((child) => {
      if (child.kind === 'text') return child.cdata ? child.text : escapeXml(child.text);
      const replaced = replace?.(child);
      if (replaced !== undefined) return replaced;
      const attributes = Object.entries(child.attributes)
        .map(([key, value]) => ` ${key}="${escapeXml(value)}"`)
        .join('');
      const inner = innerHtml(child, replace);
      return VOID_ELEMENTS.has(child.name) && inner === ''
        ? `<${child.name}${attributes}>`
        : `<${child.name}${attributes}>${inner}</${child.name}>`;
    })
    .join('');
}

const VOID_ELEMENTS = new Set(['br', 'hr', 'img', 'col']);

/**
 * The source line of each start tag of that name, in document order, outside comments and
 * CDATA sections: where the editor finds the n-th question of the file.
 */
export function startTagLines(text: string, name: string): number[] {
  const blanked = text.replace(/<!--[\s\S]*?-->|<!\[CDATA\[[\s\S]*?\]\]>/g, (section) =>
    section.replace(/[^\n]/g, ' '),
  );
  const lines: number[] = [];
  const pattern = new RegExp(`<(?:[\\w.-]+:)?${name}[\\s/>]`, 'g');
  let line = 1;
  let last = 0;
  for (const match of blanked.matchAll(pattern)) {
    for (let index = last; index < match.index; index++) if (blanked[index] === '\n') line++;
    last = match.index;
    lines.push(line);
  }
  return lines;
}
