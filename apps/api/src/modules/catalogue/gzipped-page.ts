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
import { keptByBytes } from '../../lib/kept-by-bytes';
import { compileReplyWriter } from '../../lib/reply-serializer';

/** The route's payload: the page and the server's message. */
type CataloguePayload = TCatalogueReply & { message: string };

/** Some of the student's own bytes in a page, and where they stand. */
type Own = { at: number; text: string };

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
  const kept = keptByBytes<string, DeflatedPart[]>(
    KEPT_BYTES,
    (template, parts) =>
      template.length + parts.reduce((sum, part) => sum + part.deflated.length, 0),
  );

  /** The template's parts: the text around the student's bytes, deflated once and kept. */
  function partsOf(template: string, own: Own[]): DeflatedPart[] {
    const found = kept.get(template);
    if (found) return found;
    // Each part is deflated with the page before it as history, the student's bytes as NULs.
    const starts = [0, ...own.map(({ at, text }) => at + text.length)];
    const ends = [...own.map(({ at }) => at), template.length];
    const parts = starts.map((start, index) =>
      deflatePart(template.slice(start, ends[index]), Buffer.from(template.slice(0, start))),
    );
    kept.set(template, parts);
    return parts;
  }

  /**
   * The page's reply as the route writes it, gzipped; null where it goes uncompressed (a short
   * page) or cannot be cut.
   */
  return (payload: CataloguePayload): Buffer | null => {
    const text = write({ message: 'success', data: payload });
    if (Buffer.byteLength(text) < COMPRESSED_FROM_BYTES) return null;
    // The student's own bytes (each exam's access while it has an end date), and the page
    // with NULs in their place.
    const own: Own[] = [];
    let template = '';
    let from = 0;
    for (const { access } of payload.exams) {
      if (access.endsAt === null) continue;
      const written = `"access":${JSON.stringify({ active: access.active, endsAt: access.endsAt })}`;
      const at = text.indexOf(written, from);
      if (at < 0) return null;
      own.push({ at, text: written });
      template += `${text.slice(from, at)}${'\0'.repeat(written.length)}`;
      from = at + written.length;
    }
    template += text.slice(from);
    const parts = partsOf(template, own);
    return gzipOfParts(
      parts.flatMap((part, index) => (index < own.length ? [part, own[index]!.text] : [part])),
    );
  };
}
