// A gzip reply made of small parts written per request and larger parts deflated once and
// kept (decisions 0113 and 0117). Deflate allows this: a stream of blocks ending on a byte
// boundary and not finished may be followed by the blocks of another stream. A kept part's
// back-references reach only into its own bytes, or into the text before it given as its
// history (`deflatePart`). The small parts go as stored blocks (their bytes as they are, behind
// a 5-byte header each): a few bytes more on the wire, and no deflate stream to set up on every
// request, which cost more than the rest of the reply's making. The gzip trailer's CRC-32
// covers the whole text: it is combined from each part's CRC, a kept part's kept with it.
import { constants, crc32, deflateRawSync } from 'node:zlib';

/** Replies shorter than this go uncompressed: gzip's own bytes would cost more than it saves. */
export const COMPRESSED_FROM_BYTES = 1024;
/** Deflate level of the kept part: made once, so the smallest output zlib gives. */
const LEVEL = 9;
/** Magic, method deflate, no flags, no time, no extra flags, operating system Unix. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 0x03]);
/** The most bytes a stored block holds (its length is 16 bits). */
const STORED_BLOCK_BYTES = 0xffff;

/** A reply's closing part, deflated once and finished, with its text's CRC-32 and length. */
export type DeflatedTail = { deflated: Buffer; crc: number; length: number };

export function deflateTail(text: string): DeflatedTail {
  const bytes = Buffer.from(text);
  return {
    deflated: deflateRawSync(bytes, { level: LEVEL }),
    crc: crc32(bytes),
    length: bytes.length,
  };
}

/**
 * A reply's inner part, deflated once and kept: its blocks end on a byte boundary (a sync
 * flush) and none is final, so any part may follow it.
 */
export type DeflatedPart = DeflatedTail & { open: true };

/** Deflate's window: how far back a part may refer into the text before it. */
const WINDOW_BYTES = 32 * 1024;

/**
 * `text` deflated as a part that follows `before` in the reply: it may refer back into the
 * bytes of `before`, which the decoder will hold in its window by then. A NUL byte in `before`
 * stands for a byte the part must not refer to (written per request); the part's text has
 * none (JSON escapes it), so no match reaches into one.
 */
export function deflatePart(text: string, before?: Buffer): DeflatedPart {
  const bytes = Buffer.from(text);
  const dictionary = before?.subarray(Math.max(0, before.length - WINDOW_BYTES));
  return {
    deflated: deflateRawSync(bytes, {
      level: LEVEL,
      finishFlush: constants.Z_SYNC_FLUSH,
      ...(dictionary && dictionary.length > 0 ? { dictionary } : {}),
    }),
    crc: crc32(bytes),
    length: bytes.length,
    open: true,
  };
}

/** An empty final stored block: ends a deflate stream whose last part left it open. */
const FINAL_EMPTY_BLOCK = Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff]);

/** The bytes as non-final stored blocks (BFINAL 0, BTYPE 00, then LEN and its complement). */
function storedBlocks(bytes: Buffer): Buffer[] {
  const parts: Buffer[] = [];
  for (let start = 0; start < bytes.length; start += STORED_BLOCK_BYTES) {
    const block = bytes.subarray(start, start + STORED_BLOCK_BYTES);
    const header = Buffer.alloc(5);
    header.writeUInt16LE(block.length, 1);
    header.writeUInt16LE(~block.length & 0xffff, 3);
    parts.push(header, block);
  }
  return parts;
}

/**
 * One gzip member of the parts' texts in order: a string goes as stored blocks, a kept part
 * as it was deflated. Only the last part may be a finished tail (`deflateTail`).
 */
export function gzipOfParts(parts: readonly (string | DeflatedPart | DeflatedTail)[]): Buffer {
  const blocks: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let length = 0;
  let finished = false;
  for (const part of parts) {
    if (finished) throw new Error('A finished tail must be the last part');
    let text: { crc: number; length: number };
    if (typeof part === 'string') {
      const bytes = Buffer.from(part);
      blocks.push(...storedBlocks(bytes));
      text = { crc: crc32(bytes), length: bytes.length };
    } else {
      blocks.push(part.deflated);
      text = part;
      finished = !('open' in part);
    }
    crc = crc32Combine(crc, text.crc, text.length);
    length += text.length;
  }
  if (!finished) blocks.push(FINAL_EMPTY_BLOCK);
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc, 0);
  trailer.writeUInt32LE(length % 2 ** 32, 4);
  blocks.push(trailer);
  return Buffer.concat(blocks);
}

/** The gzip member of `head` followed by the tail's text. */
export function gzipWithTail(head: string, tail: DeflatedTail): Buffer {
  return gzipOfParts([head, tail]);
}

// CRC-32 of two texts joined, from each one's CRC and the second's length: zlib's
// crc32_combine (its multmodp and x2nmodp), which Node does not expose. The CRC is a
// remainder of polynomials over GF(2); appending n bytes multiplies the first's by x^(8n).
const POLYNOMIAL = 0xedb88320;

/** a times b modulo the CRC polynomial, both in the reflected order CRC-32 uses. */
function multiplyModulo(a: number, b: number): number {
  let product = 0;
  let bit = 0x80000000;
  for (;;) {
    if (a & bit) {
      product ^= b;
      if ((a & (bit - 1)) === 0) break;
    }
    bit >>>= 1;
    b = b & 1 ? (b >>> 1) ^ POLYNOMIAL : b >>> 1;
  }
  return product >>> 0;
}

/** x^(2^k) modulo the polynomial, for k = 0 to 31. */
const POWERS_OF_X = (() => {
  const powers = [0x40000000];
  for (let k = 1; k < 32; k++) powers.push(multiplyModulo(powers[k - 1]!, powers[k - 1]!));
  return powers;
})();

/** x^(n * 2^k) modulo the polynomial. */
function powerOfX(n: number, k: number): number {
  let power = 0x80000000;
  for (; n > 0; n = Math.floor(n / 2), k++) {
    if (n % 2) power = multiplyModulo(POWERS_OF_X[k % 32]!, power);
  }
  return power;
}

export function crc32Combine(first: number, second: number, secondLength: number): number {
  return (multiplyModulo(powerOfX(secondLength, 3), first) ^ second) >>> 0;
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
