// The text a reader sees in a stored rich-text field, which is what the history compares: tags
// go (block ends and line breaks become spaces, inline tags nothing, so '<b>Mor</b>phine' stays
// one word), entities are decoded, an image becomes '[image]' (with its description when it
// has one) so that adding or removing one shows.
const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  deg: '°',
  micro: 'µ',
  plusmn: '±',
  times: '×',
  le: '≤',
  ge: '≥',
};

const BLOCK_TAGS =
  /^(p|br|hr|div|li|ul|ol|h[1-6]|blockquote|pre|table|caption|thead|tbody|tfoot|tr|th|td)$/i;

function decodeEntity(match: string, entity: string): string {
  if (entity.startsWith('#')) {
    const hex = entity[1] === 'x' || entity[1] === 'X';
    const code = Number.parseInt(entity.slice(hex ? 2 : 1), hex ? 16 : 10);
    // A number beyond Unicode would make fromCodePoint throw: keep the entity as written.
    return Number.isInteger(code) && code >= 0 && code <= 0x10ffff
      ? String.fromCodePoint(code)
      : match;
  }
  return ENTITIES[entity.toLowerCase()] ?? match;
}

function attribute(tag: string, name: string): string {
  const match = new RegExp(`\\s${name}\\s*=\\s*("([^"]*)"|'([^']*)')`, 'i').exec(tag);
  return (match?.[2] ?? match?.[3] ?? '').trim();
}

export function visibleText(html: string): string {
  return html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<\/?([a-z][a-z0-9]*)\b[^>]*>/gi, (tag, name: string) => {
      if (name.toLowerCase() === 'img') {
        const description = attribute(tag, 'alt');
        return description ? ` [image: ${description}] ` : ' [image] ';
      }
      return BLOCK_TAGS.test(name) ? ' ' : '';
    })
    .replace(/&(#\d{1,8}|#x[0-9a-f]{1,8}|[a-z][a-z0-9]{1,31});/gi, decodeEntity)
    .replace(/[\s\u00a0\u200b-\u200d\u2060\ufeff]+/g, ' ')
    .trim();
}
