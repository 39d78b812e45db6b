// The cases of bad-input.property.test.ts, made for one operation of the OpenAPI document: a
// request that follows the operation's schema as far as the document tells, with one thing
// wrong in it (or nothing, now and then, so the services see odd but valid input): the
// caller, a path parameter, the query, or the body and its content type. The fixed examples
// of each kind of bad input come first; requestOf turns a case into the request it sends.
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { createStripeClient } from '../lib/payments/stripe';
import {
  key,
  STRIPE_SECRET_KEY,
  STRIPE_WEBHOOK_SECRET,
  type JsonSchema,
  type Operation,
  type Pools,
} from './bad-input-fixtures';
import {
  badPathValueArb,
  extraKey,
  formArb,
  garbageTokenArb,
  headersArb,
  multipartArb,
  mutated,
  otherIdentityArb,
  pick,
  rawJsonArb,
  rawQueryArb,
  wrongContentType,
  type Body,
  type Case,
  type Identity,
} from './bad-input-request-fixtures';
import { badValue, HUGE, knownValues, nastyString, validish } from './bad-input-value-fixtures';

// What Stripe sends to the webhook, as far as the app reads it.
const STRIPE_WEBHOOK = 'POST /api/v1/payments/stripe/webhook';
const STRIPE_EVENT: JsonSchema = {
  type: 'object',
  properties: {
    id: { type: 'string', minLength: 1 },
    object: { enum: ['event'] },
    type: {
      enum: [
        'checkout.session.completed',
        'checkout.session.async_payment_succeeded',
        'checkout.session.async_payment_failed',
        'checkout.session.expired',
        'customer.created',
      ],
    },
    data: {
      type: 'object',
      properties: {
        object: {
          type: 'object',
          properties: {
            id: { type: 'string', minLength: 1 },
            object: { enum: ['checkout.session'] },
            client_reference_id: { type: 'string' },
            metadata: { type: 'object', properties: { reference: { type: 'string' } } },
            payment_status: { enum: ['paid', 'unpaid', 'no_payment_required'] },
          },
          required: ['id'],
        },
      },
      required: ['object'],
    },
  },
  required: ['type', 'data'],
};
const stripe = createStripeClient(STRIPE_SECRET_KEY);

export function caseArb(operation: Operation, pools: Pools): fc.Arbitrary<Case> {
  const { audience } = operation;
  const pathParameters = operation.parameters.filter((parameter) => parameter.in === 'path');
  const queryParameters = operation.parameters.filter((parameter) => parameter.in === 'query');

  const validPath = fc.record(
    Object.fromEntries(
      pathParameters.map((parameter) => [
        parameter.name,
        validish(parameter.schema, parameter.name, pools).map((value) => ({
          value: String(value),
          encode: true,
        })),
      ]),
    ),
  );
  const validQuery = fc
    .record(
      Object.fromEntries(
        queryParameters.map((parameter) => [
          parameter.name,
          validish(parameter.schema, parameter.name, pools),
        ]),
      ),
      { requiredKeys: [] },
    )
    .map((values) => ({ kind: 'values' as const, values }));
  // Operations without a JSON body take none, or a file (the uploads); the Stripe webhook
  // takes a signed event, whose shape the document cannot tell.
  const signed = key(operation) === STRIPE_WEBHOOK;
  const bodySchema = signed ? STRIPE_EVENT : operation.body;
  const asBody = (value: unknown): Body =>
    signed ? { kind: 'signed', value } : { kind: 'json', value };
  const validBody: fc.Arbitrary<Body> =
    operation.method === 'GET'
      ? fc.constant({ kind: 'none' as const })
      : bodySchema
        ? validish(bodySchema, 'body', pools).map(asBody)
        : fc.oneof(fc.constant({ kind: 'none' as const }), multipartArb);

  const valid = fc.record({
    identity: fc.constant<Identity>('owner'),
    garbageToken: fc.constant(''),
    headers: fc.constant({}),
    path: validPath,
    query: validQuery,
    body: validBody,
  });

  const badPath = fc.tuple(valid, fc.nat(), badPathValueArb).map(([base, index, bad]): Case => {
    const name = pick(Object.keys(base.path), index);
    return name ? { ...base, path: { ...base.path, [name]: bad } } : base;
  });

  const badQuery = fc
    .tuple(valid, fc.nat(), badValue, extraKey, rawQueryArb, fc.nat(3))
    .map(([base, index, bad, name, raw, how]): Case => {
      if (base.query.kind !== 'values' || how === 0) {
        return { ...base, query: { kind: 'raw', text: raw } };
      }
      const target = pick(
        queryParameters.map((parameter) => parameter.name),
        index,
      );
      if (!target || how === 1) {
        return {
          ...base,
          query: { kind: 'values', values: { ...base.query.values, [name]: bad } },
        };
      }
      return {
        ...base,
        query: { kind: 'values', values: { ...base.query.values, [target]: bad } },
      };
    });

  const jsonValue = bodySchema ? validish(bodySchema, 'body', pools) : fc.constant<unknown>({});
  const badBody = fc
    .tuple(
      valid,
      fc.oneof(
        { arbitrary: mutated(jsonValue).map(asBody), weight: 10 },
        { arbitrary: fc.anything().map(asBody), weight: 2 },
        {
          arbitrary: fc
            .tuple(jsonValue, fc.oneof(nastyString, fc.constant('t=1,v1=0f')))
            .map(([value, signature]): Body => ({ kind: 'signed', value, signature })),
          weight: signed ? 2 : 0,
        },
        {
          arbitrary: mutated(jsonValue).map((value): Body => ({ kind: 'json', value })),
          weight: signed ? 2 : 0,
        },
        { arbitrary: fc.constant<Body>({ kind: 'none' }), weight: 1 },
        { arbitrary: rawJsonArb, weight: 2 },
        {
          // The right bytes under the wrong content type, or none at all.
          arbitrary: fc.tuple(jsonValue, wrongContentType).map(([value, contentType]): Body => ({
            kind: 'raw',
            text: JSON.stringify(value) ?? '',
            contentType,
          })),
          weight: 2,
        },
        { arbitrary: formArb, weight: 1 },
        { arbitrary: multipartArb, weight: 2 },
      ),
    )
    .map(([base, body]): Case => ({ ...base, body }));

  const badHeaders = fc
    .tuple(valid, headersArb)
    .map(([base, headers]): Case => ({ ...base, headers }));

  const badIdentity = fc
    .tuple(valid, otherIdentityArb, garbageTokenArb)
    .map(([base, identity, garbageToken]): Case => ({ ...base, identity, garbageToken }));

  return fc.oneof(
    { arbitrary: valid, weight: 3 },
    { arbitrary: badIdentity, weight: audience === 'public' ? 0 : 1 },
    { arbitrary: badHeaders, weight: 1 },
    { arbitrary: badPath, weight: pathParameters.length > 0 ? 2 : 0 },
    { arbitrary: badQuery, weight: queryParameters.length > 0 ? 2 : 1 },
    { arbitrary: badBody, weight: operation.method === 'GET' ? 0 : 4 },
  );
}

/** One example of each kind of bad input, run before the generated cases. */
export function fixedCases(operation: Operation, pools: Pools): Case[] {
  const pathParameters = operation.parameters.filter((parameter) => parameter.in === 'path');
  const path = (value: string, encode = true) =>
    Object.fromEntries(pathParameters.map((parameter) => [parameter.name, { value, encode }]));
  const known = Object.fromEntries(
    pathParameters.map((parameter) => [
      parameter.name,
      { value: knownValues(parameter.name, pools)[0] ?? randomUUID(), encode: true },
    ]),
  );
  const base: Case = {
    identity: 'owner',
    garbageToken: 'Bearer x',
    headers: {},
    path: known,
    query: { kind: 'values', values: {} },
    body: { kind: 'none' },
  };
  const withBody = (body: Body): Case[] => (operation.method === 'GET' ? [] : [{ ...base, body }]);
  return [
    base,
    { ...base, identity: 'anonymous' },
    { ...base, identity: 'otherKind' },
    { ...base, identity: 'garbage', garbageToken: 'Bearer a.b.c' },
    ...(pathParameters.length > 0
      ? [
          { ...base, path: path('not-an-id') },
          { ...base, path: path(randomUUID()) },
          { ...base, path: path(HUGE.slice(0, 5000)) },
          { ...base, path: path('%E0%A4%A', false) },
        ]
      : []),
    {
      ...base,
      query: {
        kind: 'values',
        values: { page: '-1', perPage: 'NaN', search: HUGE, from: '2026-13-45', status: 'x' },
      },
    },
    { ...base, query: { kind: 'raw', text: 'page=1e309&perPage=0.5&page[]=2' } },
    ...withBody({ kind: 'json', value: {} }),
    ...withBody({ kind: 'json', value: [] }),
    ...withBody({ kind: 'json', value: 'text' }),
    ...withBody({ kind: 'json', value: { extra: true, nested: { deeper: [1, 'two', null] } } }),
    ...withBody({ kind: 'raw', text: '{"broken":', contentType: 'application/json' }),
    ...withBody({ kind: 'raw', text: '{}', contentType: 'text/plain' }),
    ...withBody({ kind: 'raw', text: '--x\r\n', contentType: 'multipart/form-data; boundary=x' }),
    // Signed events that are not what Stripe sends.
    ...(key(operation) === STRIPE_WEBHOOK
      ? [
          null,
          [],
          {},
          { type: 'checkout.session.completed' },
          { type: 'checkout.session.expired', data: { object: null } },
          { type: ['checkout.session.completed'], data: { object: { id: 'cs_1' } } },
        ].flatMap((value) => withBody({ kind: 'signed', value }))
      : []),
  ];
}

function queryText(query: Case['query']): string {
  if (query.kind === 'raw') return query.text;
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query.values)) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) {
      search.append(name, typeof item === 'string' ? item : (JSON.stringify(item) ?? String(item)));
    }
  }
  return search.toString();
}

/** Percent-encodes the UTF-8 bytes of a path segment (a lone surrogate goes as U+FFFD). */
const encodeSegment = (value: string) =>
  Array.from(Buffer.from(value, 'utf8'), (byte) =>
    /[A-Za-z0-9\-._~]/.test(String.fromCharCode(byte))
      ? String.fromCharCode(byte)
      : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`,
  ).join('');

export type Sent = {
  method: Operation['method'];
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
};

/** The request of a case, sent with `authorization` (the case's identity's, or none). */
export function requestOf(
  operation: Operation,
  generated: Case,
  authorization: string | undefined,
): Sent {
  const path = operation.path.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const parameter = generated.path[name];
    if (!parameter) return name;
    return parameter.encode ? encodeSegment(parameter.value) : parameter.value;
  });
  const query = queryText(generated.query);
  const headers: Record<string, string> = {};
  Object.assign(headers, generated.headers);
  if (authorization) headers.authorization = authorization;
  let payload: string | Buffer | undefined;
  if (generated.body.kind === 'signed') {
    payload = JSON.stringify(generated.body.value) ?? 'null';
    headers['content-type'] = 'application/json';
    headers['stripe-signature'] =
      generated.body.signature ??
      stripe.webhooks.generateTestHeaderString({ payload, secret: STRIPE_WEBHOOK_SECRET });
  } else if (generated.body.kind === 'json') {
    payload = JSON.stringify(generated.body.value) ?? 'null';
    headers['content-type'] = 'application/json';
  } else if (generated.body.kind === 'raw') {
    payload = generated.body.text;
    if (generated.body.contentType) headers['content-type'] = generated.body.contentType;
  }
  return {
    method: operation.method,
    url: query ? `${path}?${query}` : path,
    headers,
    ...(payload === undefined ? {} : { payload }),
  };
}
