// Gzip members put together from parts (decision 0117): stored text and kept deflated parts in
// any order, with or without a finished tail, read back whole by zlib.
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { deflatePart, deflateTail, gzipOfParts } from './gzip-parts';

describe('gzip of parts', () => {
  const exam = (n: number) =>
    `{"id":"${n}","name":"Cardiology boards ${n}","description":"${'Heart and vessels. '.repeat(20)}",`;

  it('reads back as the parts joined, kept parts between stored ones', () => {
    const parts = [
      deflatePart(`{"exams":[${exam(1)}`),
      '"access":{"active":true,"endsAt":"2026-12-28T10:00:00.000Z"}',
      deflatePart(`},${exam(2)}`),
      '"access":{"active":false,"endsAt":null}',
      deflatePart('}]}'),
    ];
    expect(gunzipSync(gzipOfParts(parts)).toString()).toBe(
      `{"exams":[${exam(1)}"access":{"active":true,"endsAt":"2026-12-28T10:00:00.000Z"}},${exam(2)}"access":{"active":false,"endsAt":null}}]}`,
    );
  });

  it('takes a kept part twice, empty parts and text beyond one stored block', () => {
    const shared = deflatePart(exam(3));
    const long = 'é'.repeat(40_000);
    const zipped = gzipOfParts([shared, '', long, shared, deflatePart(''), deflateTail('end')]);
    expect(gunzipSync(zipped).toString()).toBe(`${exam(3)}${long}${exam(3)}end`);
    expect(gunzipSync(gzipOfParts([])).toString()).toBe('');
  });

  it('refers back across a stored hole into the part before, with the hole as NULs', () => {
    const first = `{"exams":[${exam(1)}`;
    const hole = '"access":{"active":true,"endsAt":"2026-12-28T10:00:00.000Z"}';
    const second = `},${exam(2)}"access":{"active":false,"endsAt":null}}]}`;
    const before = Buffer.from(`${first}${'\0'.repeat(hole.length)}`);
    const alone = deflatePart(second);
    const after = deflatePart(second, before);
    expect(after.deflated.length).toBeLessThan(alone.deflated.length * 0.7);
    for (const own of [hole, '"access":{"active":true,"endsAt":"2027-01-31T23:59:59.999Z"}']) {
      expect(gunzipSync(gzipOfParts([deflatePart(first), own, after])).toString()).toBe(
        `${first}${own}${second}`,
      );
    }
  });

  it('refuses a part after a finished tail', () => {
    expect(() => gzipOfParts([deflateTail('end'), 'more'])).toThrow(/last part/);
  });
});
