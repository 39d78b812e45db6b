// Every stored rich-text field (question, explanation, option) passes through here: an
// allowlist that keeps formatting, lists, tables, images from our own uploads and safe links.
// Scripts, event handlers, javascript: URLs, iframes, forms and foreign images are removed;
// what has neither text nor image left (`<p></p>`, `<p><br></p>`) becomes ''.
import { htmlHasContent } from '@prepward/shared/html-text';
import sanitizeHtml from 'sanitize-html';

export type RichTextSanitizer = (html: string) => string;

const RICH_TEXT_TAGS = [
  'p',
  'br',
  'hr',
  'span',
  'div',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'strike',
  'del',
  'ins',
  'sub',
  'sup',
  'mark',
  'small',
  'code',
  'pre',
  'blockquote',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'table',
  'caption',
  'colgroup',
  'col',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
];

const TEXT_ALIGN = [/^(left|right|center|justify)$/];

/**
 * A sanitizer whose images must satisfy `isOwnImage` (our uploads); any other image is
 * dropped, since a foreign image is a tracking pixel at best.
 */
export function createRichTextSanitizer(isOwnImage: (src: string) => boolean): RichTextSanitizer {
  const options: sanitizeHtml.IOptions = {
    allowedTags: RICH_TEXT_TAGS,
    allowedAttributes: {
      a: ['href', 'title', 'target', 'rel'],
      img: ['src', 'alt', 'title', 'width', 'height'],
      ol: ['start', 'type'],
      td: ['colspan', 'rowspan'],
      th: ['colspan', 'rowspan', 'scope'],
      col: ['span'],
      // The editor aligns paragraphs and headings with style="text-align: ...".
      '*': ['style'],
    },
    allowedStyles: { '*': { 'text-align': TEXT_ALIGN } },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: {},
    allowProtocolRelative: false,
    allowedIframeHostnames: [],
    disallowedTagsMode: 'discard',
    transformTags: {
      // An image without a description would be read out as its address.
      img: (tagName, attributes) => ({
        tagName,
        attribs: { ...attributes, alt: attributes.alt ?? '' },
      }),
      // Links leave the app in a new tab and give the other site nothing.
      a: (tagName, attributes) => ({
        tagName,
        attribs: {
          ...attributes,
          ...(attributes.target ? { target: '_blank' } : {}),
          rel: 'noopener noreferrer nofollow',
        },
      }),
    },
    exclusiveFilter: (frame) => frame.tag === 'img' && !isOwnImage(frame.attribs.src ?? ''),
  };

  return (html: string) => {
    // Plain text and plain formatting (most CSV cells) are already safe: the shortcut keeps
    // a 10,000-row import fast. Anything else goes through the full sanitizer.
    const clean = isPlainFormatting(html) ? html.trim() : sanitizeHtml(html, options).trim();
    // An empty paragraph is no text: stored as '', so "no explanation" reads as none.
    return htmlHasContent(clean) ? clean : '';
  };
}

/** Tags that carry no attribute and no behaviour; `br` and `hr` have no closing tag. */
const PLAIN_TAGS = new Set([
  'p',
  'br',
  'hr',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'del',
  'ins',
  'sub',
  'sup',
  'mark',
  'small',
  'code',
  'pre',
  'blockquote',
  'h2',
  'h3',
  'h4',
  'ul',
  'ol',
  'li',
]);
const VOID_TAGS = new Set(['br', 'hr']);
const MARKUP = /<(\/?)([a-z][a-z0-9]*)\s*(\/?)>|&(?:amp|lt|gt|quot|#39|nbsp);|[<>&]/g;

/**
 * True when the text has no markup but attribute-free allowlisted tags, properly nested, and
 * the common entities: such HTML cannot carry anything the full sanitizer would remove.
 */
export function isPlainFormatting(html: string): boolean {
  const open: string[] = [];
  for (const match of html.matchAll(MARKUP)) {
    const [token, closing, tag, selfClosing] = match;
    if (token.startsWith('&')) {
      if (token === '&') return false;
      continue;
    }
    if (tag === undefined || !PLAIN_TAGS.has(tag)) return false;
    if (VOID_TAGS.has(tag)) {
      if (closing) return false;
      continue;
    }
    if (selfClosing) return false;
    if (closing) {
      if (open.pop() !== tag) return false;
    } else {
      open.push(tag);
    }
  }
  return open.length === 0;
}

// ---- SVG images ----

const SVG_TAGS = [
  'svg',
  'g',
  'defs',
  'symbol',
  'use',
  'title',
  'desc',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'text',
  'tspan',
  'textPath',
  'linearGradient',
  'radialGradient',
  'stop',
  'clipPath',
  'mask',
  'pattern',
  'marker',
  'filter',
  'feGaussianBlur',
  'feOffset',
  'feBlend',
  'feColorMatrix',
  'feFlood',
  'feComposite',
  'feMerge',
  'feMergeNode',
];

const SVG_ATTRIBUTES = [
  'xmlns',
  'xmlns:xlink',
  'version',
  'id',
  'class',
  'viewBox',
  'preserveAspectRatio',
  'width',
  'height',
  'x',
  'y',
  'x1',
  'y1',
  'x2',
  'y2',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'dx',
  'dy',
  'd',
  'points',
  'transform',
  'fill',
  'fill-opacity',
  'fill-rule',
  'clip-rule',
  'stroke',
  'stroke-width',
  'stroke-opacity',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-dasharray',
  'stroke-dashoffset',
  'stroke-miterlimit',
  'opacity',
  'clip-path',
  'mask',
  'filter',
  'marker-start',
  'marker-mid',
  'marker-end',
  'offset',
  'stop-color',
  'stop-opacity',
  'gradientUnits',
  'gradientTransform',
  'patternUnits',
  'patternContentUnits',
  'patternTransform',
  'clipPathUnits',
  'maskUnits',
  'markerWidth',
  'markerHeight',
  'refX',
  'refY',
  'orient',
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'text-anchor',
  'dominant-baseline',
  'letter-spacing',
  'stdDeviation',
  'in',
  'in2',
  'result',
  'mode',
  'values',
  'type',
  'operator',
  'flood-color',
  'flood-opacity',
  'href',
  'xlink:href',
];

/** A reference inside the same file: `#id` or `url(#id)`; anything else may leave it. */
const isLocalReference = (value: string) => /^\s*#/.test(value);
const hasForeignUrl = (value: string) => /url\(\s*(?!['"]?#)/i.test(value);

const SVG_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: SVG_TAGS,
  allowedAttributes: { '*': SVG_ATTRIBUTES },
  // SVG is XML: element and attribute names keep their case (viewBox, linearGradient).
  parser: { xmlMode: true },
  allowedSchemes: [],
  allowedSchemesAppliedToAttributes: [],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // <style> could import foreign sheets; <script> and <foreignObject> carry HTML.
  nonTextTags: ['script', 'style', 'foreignObject', 'textarea', 'noscript'],
  transformTags: {
    '*': (tagName, attributes) => ({
      tagName,
      attribs: Object.fromEntries(
        Object.entries(attributes).filter(([name, value]) => {
          if (name === 'href' || name === 'xlink:href') return isLocalReference(value);
          return !hasForeignUrl(value);
        }),
      ),
    }),
  },
};

/**
 * An SVG with its scripts, event handlers, styles, embedded HTML and foreign references
 * removed, or null when what is left is not an SVG document.
 */
export function sanitizeSvg(source: string): string | null {
  // Entity declarations can expand without bound; no honest icon needs them.
  if (/<!ENTITY/i.test(source)) return null;
  const cleaned = sanitizeHtml(source, SVG_OPTIONS).trim();
  if (!/^<svg[\s>]/.test(cleaned)) return null;
  return `<?xml version="1.0" encoding="UTF-8"?>\n${cleaned}`;
}
