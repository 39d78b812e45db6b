// A gzip reply made of a small part deflated per request and a large part deflated once and
// kept (decision 0113). Deflate allows this: a stream flushed to a byte boundary
// (Z_SYNC_FLUSH) and not finished may be followed by the blocks of a second stream, whose
// back-references reach only into its own bytes. The gzip trailer's CRC-32 and length cover
// the whole text; the CRC continues over the kept part's bytes (a fast native pass), so it
// keeps those bytes as well as their deflated form.
import { constants, crc32, deflateRawSync } from 'node:zlib';

/** Deflate level of the parts: the level the compression plugin gives every other reply. */
const LEVEL = 3;
/** Magic, method deflate, no flags, no time, no extra flags, operating system Unix. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 0x03]);

/** A reply's closing part, deflated once and finished. */
export type DeflatedTail = { text: Buffer; deflated: Buffer };

export function deflateTail(text: string): DeflatedTail {
  const bytes = Buffer.from(text);
  return { text: bytes, deflated: deflateRawSync(bytes, { level: LEVEL }) };
}

/** The gzip member of `head` followed by the tail's text. */
export function gzipWithTail(head: string, tail: DeflatedTail): Buffer {
  const headBytes = Buffer.from(head);
  const deflatedHead = deflateRawSync(headBytes, {
    level: LEVEL,
    finishFlush: constants.Z_SYNC_FLUSH,
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc32(tail.text, crc32(headBytes)), 0);
  trailer.writeUInt32LE((headBytes.length + tail.text.length) % 2 ** 32, 4);
  return Buffer.concat([GZIP_HEADER, deflatedHead, tail.deflated, trailer]);
}

/** Whether the request takes gzip: named in Accept-Encoding, or `*` is, with a q above 0. */
export function acceptsGzip(acceptEncoding: string | undefined): boolean {
  const quality = new Map<string, number>();
  for (const entry of (acceptEncoding ?? '').split(',')) {
    const [coding = '', ...parameters] = entry.trim().toLowerCase().split(';');
    const q = parameters.map((parameter) => parameter.trim()).find((p) => p.startsWith('q='));
    quality.set(coding.trim(), q === undefined ? 1 : Number(q.slice(2)));
  }
  return (quality.get('gzip') ?? quality.get('*') ?? 0) > 0;
}
