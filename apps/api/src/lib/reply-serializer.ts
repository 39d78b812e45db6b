// Replies written by code compiled once per route from the operation's reply schema
// (fast-json-stringify from the schema's JSON Schema), instead of parsing every reply with zod
// and then stringifying it: on a 40-question test page that is a third of the time. The
// compiled code writes only the properties the schema names, so nothing a handler adds by
// mistake (an answer key, a password hash) goes out, as with zod.
//
// Under test, every reply is written both ways and the two must be the same text: the whole
// API test suite checks the compiled serialisers against zod, which stays the contract
// (docs/decisions/0101-compiled-reply-serialisers.md).
import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type RouteSchema = { schema: unknown; method: string; url: string; httpStatus?: string };

function zodSchemaOf(schema: unknown): z.ZodType | null {
  if (schema instanceof z.ZodType) return schema;
  const properties = (schema as { properties?: unknown } | null)?.properties;
  return properties instanceof z.ZodType ? properties : null;
}

/** The compiled writer of a reply schema, or null where JSON Schema cannot express it. */
export function compileReplyWriter(schema: z.ZodType): ((data: unknown) => string) | null {
  try {
    const jsonSchema = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'throw' });
    return fastJson(jsonSchema as Parameters<typeof fastJson>[0]);
  } catch {
    return null;
  }
}

export class ReplyWritersDisagree extends Error {}

export function replySerializerCompiler(options: {
  /** Also write each reply with zod and fail when the two differ (tests). */
  checkAgainstZod: boolean;
}): FastifySerializerCompiler<unknown> {
  return (route) => {
    const { schema, method, url } = route as RouteSchema;
    const bySchema = zodSerializerCompiler({ schema, method, url } as never) as (
      data: unknown,
    ) => string;
    const zodSchema = zodSchemaOf(schema);
    const compiled = zodSchema ? compileReplyWriter(zodSchema) : null;
    if (!compiled) return bySchema;
    if (!options.checkAgainstZod) return compiled;
    return (data) => {
      const expected = bySchema(data);
      const written = compiled(data);
      if (written !== expected) {
        throw new ReplyWritersDisagree(
          `${method} ${url}: the compiled reply writer wrote ${written.slice(0, 2000)} where zod wrote ${expected.slice(0, 2000)}`,
        );
      }
      return written;
    };
  };
}
