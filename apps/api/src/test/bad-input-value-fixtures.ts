// Values for bad-input.property.test.ts: strings, numbers and structures that trip parsers,
// casts and columns, and values that (roughly) follow a JSON schema of the OpenAPI document,
// drawing ids and addresses from the real records of the pools (bad-input-fixtures.ts).
import fc from 'fast-check';
import type { JsonSchema, Pools } from './bad-input-fixtures';

export const HUGE = 'x'.repeat(100_000);
const HUGE_UNICODE = '\u{1F9EA}é\u202E'.repeat(20_000);

/** Strings that trip parsers, casts and columns. */
export const nastyString = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\t\n',
    'null',
    'undefined',
    'NaN',
    'Infinity',
    '-Infinity',
    '1e309',
    '-1',
    '0',
    '1.5',
    '0x1F',
    '9223372036854775808',
    '99999999999999999999999999',
    'true',
    '[]',
    '{}',
    "'; DROP TABLE users; --",
    '%',
    '_',
    '\\',
    'a\\',
    '%_\\%',
    '../../etc/passwd',
    '<script>alert(1)</script>',
    '\u202Eevil',
    'Zoë Ñandú 日本語 \u{1F489}',
    '\uD800',
    '\uFFFF',
    '\u0001\u001F\u007F',
    HUGE,
    HUGE_UNICODE,
  ),
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 50 }),
  fc.string({ unit: 'binary', maxLength: 50 }),
  fc.string({ minLength: 201, maxLength: 6000 }),
);

const nastyNumber = fc.oneof(
  fc.constantFrom(
    -1,
    0,
    -0,
    0.5,
    1.5,
    -1.5,
    2 ** 31,
    -(2 ** 31) - 1,
    2 ** 53 + 2,
    Number.MAX_SAFE_INTEGER,
    Number.MAX_VALUE,
    -Number.MAX_VALUE,
    Number.MIN_VALUE,
    1e21,
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

const nested = (depth: number, inArray: boolean) => {
  let value: unknown = inArray ? [] : 'bottom';
  for (let index = 0; index < depth; index += 1) value = inArray ? [value] : { nested: value };
  return value;
};
const deepValue = fc
  .tuple(fc.integer({ min: 50, max: 3000 }), fc.boolean())
  .map(([depth, inArray]) => nested(depth, inArray));

/** Any wrong value for a field. */
export const badValue: fc.Arbitrary<unknown> = fc.oneof(
  nastyString,
  nastyNumber,
  fc.constantFrom(null, true, false, [], {}, [null], { id: 1 }),
  fc.anything({ maxDepth: 3 }),
  fc.array(nastyString, { maxLength: 5 }),
  fc.uuid(),
  deepValue,
);

/** `examID`, `courseIds`, `options` and the like look up the pools of examid, courseid, option. */
export function knownValues(name: string, pools: Pools): string[] {
  const pool = pools.byName;
  const lower = name.toLowerCase();
  return pool[lower] ?? pool[lower.replace(/ids$/, 'id')] ?? pool[lower.replace(/s$/, '')] ?? [];
}

const idArb = (name: string, pools: Pools) => {
  const known = knownValues(name, pools);
  const all = pools.all;
  return fc.oneof(
    { arbitrary: fc.constantFrom(...(known.length > 0 ? known : all)), weight: 8 },
    { arbitrary: fc.constantFrom(...all), weight: 1 },
    {
      arbitrary: fc.oneof(
        fc.uuid(),
        fc.constantFrom(
          '00000000-0000-0000-0000-000000000000',
          'ffffffff-ffff-ffff-ffff-ffffffffffff',
          'FFFFFFFF-FFFF-4FFF-BFFF-FFFFFFFFFFFF',
        ),
      ),
      weight: 1,
    },
  );
};

/** A string that fits the schema's length in UTF-16 units (how zod counts), often at the edge. */
function stringWithin(minLength: number, maxLength: number): fc.Arbitrary<string> {
  const cap = Math.min(maxLength, 100_000);
  return fc.oneof(
    {
      arbitrary: fc.string({ minLength, maxLength: Math.max(minLength, Math.min(cap, 40)) }),
      weight: 3,
    },
    {
      arbitrary: fc
        .string({
          unit: 'grapheme',
          minLength,
          maxLength: Math.max(minLength, Math.min(cap, 20)),
        })
        .filter((text) => text.length >= minLength && text.length <= cap),
      weight: 2,
    },
    {
      // Exactly as long as allowed, in letters that take several bytes.
      arbitrary: fc
        .constantFrom('x', 'é', '日', '\u{1F489}', ' a', '%', '\\', '\u202E')
        .map((unit) =>
          unit.repeat(Math.ceil(Math.max(cap, 1) / unit.length)).slice(0, Math.max(cap, minLength)),
        ),
      weight: 1,
    },
  );
}

/** A value that (roughly) follows the schema: the starting point of every case. */
export function validish(
  schema: JsonSchema,
  name: string,
  pools: Pools,
  depth = 0,
): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((s) => validish(s, name, pools, depth)));
  if (schema.allOf?.[0]) return validish(schema.allOf[0], name, pools, depth);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return validishString(schema, name, pools);
    case 'integer':
    case 'number': {
      const min = schema.minimum ?? (schema.exclusiveMinimum ?? -1_000_000) + 1;
      const max = schema.maximum ?? (schema.exclusiveMaximum ?? 1_000_000) - 1;
      const inRange =
        type === 'integer'
          ? fc.integer({
              min: Math.max(Math.ceil(min), Number.MIN_SAFE_INTEGER),
              max: Math.min(Math.floor(max), Number.MAX_SAFE_INTEGER),
            })
          : fc.double({ min, max, noNaN: true });
      const small = fc.integer({
        min: Math.ceil(min),
        max: Math.min(Math.floor(max), Math.ceil(min) + 30),
      });
      return fc.oneof(small, inRange, fc.constantFrom(min, max));
    }
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(
        schema.items ? validish(schema.items, name, pools, depth + 1) : fc.jsonValue(),
        {
          minLength: schema.minItems ?? 0,
          maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 4, 4)),
        },
      );
    case 'object': {
      if (depth > 4 || !schema.properties) return fc.constant({});
      const properties = Object.fromEntries(
        Object.entries(schema.properties).map(([key, property]) => [
          key,
          validish(property, key, pools, depth + 1),
        ]),
      );
      return fc.record(properties, { requiredKeys: schema.required ?? [] });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function validishString(schema: JsonSchema, name: string, pools: Pools) {
  const known = knownValues(name, pools);
  if (schema.format === 'uuid') return idArb(name, pools);
  if (known.length > 0) {
    return fc.oneof(
      fc.constantFrom(...known),
      stringWithin(schema.minLength ?? 0, schema.maxLength ?? 64),
    );
  }
  // An email field's schema says only "string" (the address check runs after a trim).
  switch (/email/i.test(name) ? 'email' : schema.format) {
    case 'email':
      return fc.oneof(
        fc.emailAddress(),
        fc.stringMatching(/^[a-z0-9][a-z0-9._+-]{0,30}@[a-z0-9-]{1,20}\.[a-z]{2,6}$/),
        fc.constantFrom(
          ...pools.emails,
          'a@b.co',
          `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.com`,
        ),
      );
    case 'date':
      return fc.oneof(
        fc
          .date({ min: new Date('0001-01-01'), max: new Date('9999-12-31'), noInvalidDate: true })
          .map((date) => date.toISOString().slice(0, 10)),
        fc.constantFrom(
          '0000-01-01',
          '0000-02-29',
          '0001-01-01',
          '1969-12-31',
          '2024-02-29',
          '9999-12-31',
        ),
      );
    case 'date-time':
      return fc.oneof(
        fc
          .date({ min: new Date('0001-01-01'), max: new Date('9999-12-31'), noInvalidDate: true })
          .map((date) => date.toISOString()),
        fc
          .date({ noInvalidDate: true })
          .map((date) => new Date(Date.now() + (date.getTime() % 9e9)).toISOString()),
        fc.constantFrom(
          '0000-01-01T00:00:00Z',
          '9999-12-31T23:59:59.999999+14:00',
          '1970-01-01T00:00:00-00:00',
          '2026-02-29T00:00:00Z',
        ),
      );
    default:
  }
  if (/password|pass$/i.test(name)) {
    return fc.constantFrom('Fuzz-Pass-2026', 'Fixture2024', 'short', `Aa1${'x'.repeat(125)}`);
  }
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern), { maxLength: 60 });
  return stringWithin(schema.minLength ?? 0, schema.maxLength ?? 300);
}
