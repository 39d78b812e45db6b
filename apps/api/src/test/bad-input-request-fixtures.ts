// The pieces of a bad request for bad-input.property.test.ts: a case (who sends it, and its
// path, query, body and headers), JSON values with one thing wrong in them, and broken
// tokens, path values, queries, bodies, content types and headers.
import fc from 'fast-check';
import { badValue, HUGE, nastyString } from './bad-input-value-fixtures';

// ---- Cases ----

export type Identity = 'owner' | 'anonymous' | 'otherKind' | 'ghost' | 'garbage';

export type Body =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  | { kind: 'raw'; text: string | Buffer; contentType: string | null }
  /** JSON with a Stripe signature: the right one over its bytes, or the one given. */
  | { kind: 'signed'; value: unknown; signature?: string };

export type PathValue = { value: string; encode: boolean };

export type Case = {
  identity: Identity;
  garbageToken: string;
  /** Headers besides the authorization and the content type. */
  headers: Record<string, string>;
  path: Record<string, PathValue>;
  query: { kind: 'values'; values: Record<string, unknown> } | { kind: 'raw'; text: string };
  body: Body;
};

// Mutations of a JSON value: a path is the list of keys down to a spot inside it.
type Path = (string | number)[];

function pathsOf(value: unknown, path: Path = [], out: Path[] = []): Path[] {
  if (out.length > 200) return out;
  if (Array.isArray(value)) value.forEach((item, index) => pathsOf(item, [...path, index], out));
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) pathsOf(item, [...path, key], out);
  }
  out.push(path);
  return out;
}

const clone = <T>(value: T): T =>
  value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T);

type Container = Record<string | number, unknown>;

function spotAt(root: unknown, path: Path): Container {
  let spot = root as Container;
  for (const key of path) spot = spot[key] as Container;
  return spot;
}

function replaceAt(value: unknown, path: Path, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const copy = clone(value);
  spotAt(copy, path.slice(0, -1))[path.at(-1)!] = replacement;
  return copy;
}

function removeAt(value: unknown, path: Path): unknown {
  if (path.length === 0) return undefined;
  const copy = clone(value);
  const spot = spotAt(copy, path.slice(0, -1));
  const last = path.at(-1)!;
  if (Array.isArray(spot)) spot.splice(Number(last), 1);
  else delete spot[last];
  return copy;
}

function addAt(value: unknown, path: Path, key: string, extra: unknown): unknown {
  const copy = clone(value);
  // defineProperty, so that a key such as __proto__ becomes a real field of the JSON text.
  Object.defineProperty(spotAt(copy, path), key, {
    value: extra,
    enumerable: true,
    writable: true,
    configurable: true,
  });
  return copy;
}

const objectsIn = (value: unknown) =>
  pathsOf(value).filter((path) => {
    const spot = spotAt(value, path);
    return spot !== null && typeof spot === 'object' && !Array.isArray(spot);
  });

export const pick = <T>(items: T[], index: number): T | undefined =>
  items.length > 0 ? items[index % items.length] : undefined;

export const extraKey = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'id', 'role', 'roles', 'admin', ''),
  fc.string({ maxLength: 20 }),
);

/** The valid-ish value with one thing wrong in it. */
export function mutated(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc.oneof(
    {
      // A wrong value in a field or an item of a list (or for the whole value, if it has none).
      arbitrary: fc.tuple(valid, fc.nat(), badValue).map(([value, index, bad]) => {
        const inside = pathsOf(value).filter((path) => path.length > 0);
        return replaceAt(value, pick(inside, index) ?? [], bad);
      }),
      weight: 5,
    },
    {
      // A field or an item left out.
      arbitrary: fc.tuple(valid, fc.nat()).map(([value, index]) => {
        const path = pick(
          pathsOf(value).filter((candidate) => candidate.length > 0),
          index,
        );
        return path ? removeAt(value, path) : value;
      }),
      weight: 2,
    },
    {
      // A field nobody asked for.
      arbitrary: fc.tuple(valid, fc.nat(), extraKey, badValue).map(([value, index, name, bad]) => {
        const path = pick(objectsIn(value), index);
        return path ? addAt(value, path, name, bad) : value;
      }),
      weight: 2,
    },
    { arbitrary: valid.map((value) => [value]), weight: 1 },
  );
}

// ---- Broken pieces ----

export const otherIdentityArb: fc.Arbitrary<Identity> = fc.constantFrom(
  'anonymous',
  'otherKind',
  'ghost',
  'garbage',
);

export const garbageTokenArb = fc.oneof(
  fc.constantFrom(
    'Bearer',
    'Bearer ',
    'Bearer a.b.c',
    'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.',
    'Basic YWRtaW46YWRtaW4=',
    `Bearer ${HUGE.slice(0, 8000)}`,
    'bearer    spaced',
  ),
  fc.string({ maxLength: 100 }).map((text) => `Bearer ${text}`),
);

export const badPathValueArb: fc.Arbitrary<PathValue> = fc.oneof(
  {
    arbitrary: fc
      .oneof(
        nastyString.filter((text) => text.length < 3000),
        fc.uuid().map((id) => id.replaceAll('-', '')),
        fc.uuid().map((id) => id.toUpperCase()),
        fc.uuid().map((id) => `${id}x`),
        fc.uuid().map((id) => ` ${id}`),
        fc.uuid().map((id) => `${id.slice(0, 35)}g`),
        fc.constantFrom(
          '00000000-0000-0000-0000-000000000000',
          'ffffffff-ffff-ffff-ffff-ffffffffffff',
          '{examId}',
        ),
      )
      .map((value) => ({ value, encode: true })),
    weight: 5,
  },
  {
    // Inserted as is: slashes, dots, broken percent escapes.
    arbitrary: fc
      .constantFrom('..', '.', '%', '%2', '%E0%A4%A', '%C0%AE', 'a/b', '?x=1', '#frag', '%2F..%2F')
      .map((value) => ({ value, encode: false })),
    weight: 1,
  },
);

export const rawQueryArb = fc.constantFrom(
  'page=1&page=2',
  'page[]=1',
  'page[a]=1',
  'perPage=%ZZ',
  'search=%E0%A4%A',
  '%%%',
  '&&&=&=',
  'page',
  'page=',
  `search=${'%F0%9F%92%89'.repeat(300)}`,
  'courseIds=a&courseIds=b',
  'from=2026-02-30&to=2026-01-01',
  'from=2026-12-31&to=2026-01-01',
  `page=${'9'.repeat(400)}`,
  'perPage=1e3',
  'page=0x10',
  'page=-0',
  'page= 1',
  'email=a@b.co&email=c@d.co',
);

export const multipartArb: fc.Arbitrary<Body> = fc
  .record({
    field: fc.constantFrom('image', 'csv', 'file', ''),
    fileName: fc.oneof(
      fc.constantFrom(
        'a.png',
        'questions.csv',
        'x.svg',
        '',
        '../../evil.csv',
        'noext',
        'é 日本.csv',
      ),
      // Control characters included: they are refused where requests come in (400).
      fc.string({ maxLength: 30 }),
      fc.constant('x.png\u0000.txt'),
    ),
    bytes: fc.oneof(
      fc.uint8Array({ maxLength: 200 }).map((array) => Buffer.from(array)),
      fc.constantFrom(
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        Buffer.from('<svg'),
        Buffer.from('type,question\nsingle_choice,"unclosed'),
        Buffer.from('\uFEFFexam,course\n,,,,,\n'),
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
        Buffer.alloc(0),
      ),
      fc
        .string({ maxLength: 300 })
        .map((text) => Buffer.from(`course,subject,type,question\n${text}`)),
    ),
    broken: fc.constantFrom('none', 'none', 'noBoundary', 'wrongBoundary', 'truncated', 'noFile'),
  })
  .map(({ field, fileName, bytes, broken }): Body => {
    const boundary = 'propertyBoundary7';
    const head =
      broken === 'noFile'
        ? `--${boundary}\r\nContent-Disposition: form-data; name="${field}"\r\n\r\n`
        : `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
    const whole = Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]);
    return {
      kind: 'raw',
      text: broken === 'truncated' ? whole.subarray(0, Math.floor(whole.length / 2)) : whole,
      contentType:
        broken === 'noBoundary'
          ? 'multipart/form-data'
          : broken === 'wrongBoundary'
            ? 'multipart/form-data; boundary=somethingElse'
            : `multipart/form-data; boundary=${boundary}`,
    };
  });

export const rawJsonArb: fc.Arbitrary<Body> = fc
  .constantFrom(
    '',
    '{',
    '{"a":',
    '[1,2',
    'nul',
    'null',
    '"text"',
    '42',
    '1e400',
    '-',
    '{"a":1,"a":2}',
    '{"__proto__":{"admin":true}}',
    '{"constructor":{"prototype":{"admin":true}}}',
    '\uFEFF{}',
    '{"a":"\\ud800"}',
    '{"a":"\\x41"}',
    "{'single':'quotes'}",
    '{"a":NaN}',
    '{"a":Infinity}',
    '{"a":01}',
    '[]',
    `{"a":"${HUGE}"}`,
    `${'['.repeat(100_000)}${']'.repeat(100_000)}`,
    `${'{"a":'.repeat(50_000)}1${'}'.repeat(50_000)}`,
  )
  .map((text) => ({ kind: 'raw' as const, text, contentType: 'application/json' }));

export const wrongContentType = fc.constantFrom(
  null,
  'text/plain',
  'application/xml',
  'application/x-www-form-urlencoded',
  'application/json; charset=latin1',
  'application/json; charset=utf-16',
  'application/vnd.api+json',
  'application/octet-stream',
  'image/png',
  '*/*',
  'garbage',
  ';;;',
);

export const formArb: fc.Arbitrary<Body> = fc
  .constantFrom('outcome=pay', 'outcome=decline&outcome=pay', 'outcome=%ZZ', '=&=&', 'a[b][c]=1')
  .map((text) => ({
    kind: 'raw' as const,
    text,
    contentType: 'application/x-www-form-urlencoded',
  }));

/** Headers that say something odd about the request or what it accepts back. */
export const headersArb: fc.Arbitrary<Record<string, string>> = fc.record(
  {
    'content-encoding': fc.constantFrom(
      'gzip',
      'deflate',
      'br',
      'identity',
      'zstd',
      'gzip, br',
      'x',
    ),
    'accept-encoding': fc.constantFrom('*;q=0', 'identity;q=0', 'br;q=x', 'gzip;q=-1', 'zstd', ''),
    accept: fc.constantFrom('text/html', 'application/xml', '*/*;q=0', 'nothing/at-all', ''),
    'x-forwarded-for': fc.constantFrom(
      'not-an-ip',
      '999.1.1.1',
      '::ffff:1.2.3.4, x',
      '',
      '1.1.1.1',
    ),
    'x-request-id': fc.constantFrom('', ' ', 'x'.repeat(2000), '../..', '%00'),
    'accept-language': fc.constantFrom('*', 'xx-YY;q=2', ''),
  },
  { requiredKeys: [] },
);
