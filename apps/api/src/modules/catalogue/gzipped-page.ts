// The catalogue page gzipped from parts (decision 0117). A page's text is the same for every
// student but for the end date of each exam they have access to: the text around those is
// deflated once per page and kept, and each reply stores the student's few bytes between the
// kept parts. Compressing the whole page on every request was a fifth of the route's time.
import { envelopeOf } from '@prepward/shared/operation';
import { ZCatalogueReply, type TCatalogueReply } from '@prepward/shared/schemas/commerce';
import {
  COMPRESSED_FROM_BYTES,
  deflatePart,
  gzipOfParts,
  type DeflatedPart,
} from '../../lib/gzip-parts';
import { compileReplyWriter } from '../../lib/reply-serializer';

/** The route's payload: the page and the server's message. */
type CataloguePayload = TCatalogueReply & { message: string };

/** The first pages of a few hundred searches, each for a few patterns of access. */
const KEPT_BYTES = 4 * 1024 * 1024;

export function createGzippedCataloguePage() {
  // The route's own compiled writer, so the text is what the route writes uncompressed.
  const write = compileReplyWriter(envelopeOf(ZCatalogueReply));
  if (!write) throw new Error('The catalogue reply has no compiled writer');
  /**
   * A page's deflated parts, by its text with each student's own bytes as NULs (the
   * template): the parts refer back across those bytes, so only their length must match.
   * The least recently used go first.
   */
  const kept = new Map<string, DeflatedPart[]>();
  let keptBytes = 0;
  const sizeOf = (template: string, parts: DeflatedPart[]) =>
    template.length + parts.reduce((sum, part) => sum + part.deflated.length, 0);

  /** The template's parts: `texts`, each starting at its place in `starts`. */
  function partsOf(template: string, texts: string[], starts: number[]): DeflatedPart[] {
    const found = kept.get(template);
    if (found) {
      kept.delete(template);
      kept.set(template, found);
      return found;
    }
    // Each part is deflated with the page before it as history, the students' bytes as NULs.
    const parts = texts.map((text, index) =>
      deflatePart(text, Buffer.from(template.slice(0, starts[index]))),
    );
    kept.set(template, parts);
    keptBytes += sizeOf(template, parts);
    for (const [oldest, entry] of kept) {
      if (keptBytes <= KEPT_BYTES) break;
      kept.delete(oldest);
      keptBytes -= sizeOf(oldest, entry);
    }
    return parts;
  }

  /**
   * The page's reply as the route writes it, gzipped; null where it goes uncompressed (a short
   * page) or cannot be cut.
   */
  return (payload: CataloguePayload): Buffer | null => {
    const text = write({ message: 'success', data: payload });
    if (Buffer.byteLength(text) < COMPRESSED_FROM_BYTES) return null;
    // The student's own bytes: each exam's access while it has an end date.
    const own: { at: number; text: string }[] = [];
    let from = 0;
    for (const { access } of payload.exams) {
      if (access.endsAt === null) continue;
      const written = `"access":${JSON.stringify({ active: access.active, endsAt: access.endsAt })}`;
      const at = text.indexOf(written, from);
      if (at < 0) return null;
      own.push({ at, text: written });
      from = at + written.length;
    }
    // The parts around them, where each starts, and the page with NULs in their place.
    const texts: string[] = [];
    const starts: number[] = [];
    let start = 0;
    for (const { at, text: bytes } of own) {
      texts.push(text.slice(start, at));
      starts.push(start);
      start = at + bytes.length;
    }
    texts.push(text.slice(start));
    starts.push(start);
    const template = own.reduce(
      (page, { at, text: bytes }) =>
        `${page.slice(0, at)}${'\0'.repeat(bytes.length)}${page.slice(at + bytes.length)}`,
      text,
    );
    const parts = partsOf(template, texts, starts);
    return gzipOfParts(
      parts.flatMap((part, index) => (index < own.length ? [part, own[index]!.text] : [part])),
    );
  };
}
