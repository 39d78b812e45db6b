// A gzip reply made of a small part written per request and a large part deflated once and
// kept (decision 0113). Deflate allows this: a stream of blocks ending on a byte boundary and
// not finished may be followed by the blocks of a second stream, whose back-references reach
// only into its own bytes. The small part goes as stored blocks (its bytes as they are, behind
// a 5-byte header each): a few hundred bytes more on the wire, and no deflate stream to set up
// on every request, which cost more than the rest of the reply's making. The gzip trailer's
// CRC-32 covers the whole text: the head's CRC is combined with the tail's, kept with it.
import { crc32, deflateRawSync } from 'node:zlib';

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

/** The gzip member of `head` followed by the tail's text. */
export function gzipWithTail(head: string, tail: DeflatedTail): Buffer {
  const headBytes = Buffer.from(head);
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc32Combine(crc32(headBytes), tail.crc, tail.length), 0);
  trailer.writeUInt32LE((headBytes.length + tail.length) % 2 ** 32, 4);
  return Buffer.concat([GZIP_HEADER, ...storedBlocks(headBytes), tail.deflated, trailer]);
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
