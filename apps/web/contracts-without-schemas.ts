// The operation contracts (packages/shared/src/operations) carry the zod schemas of each
// operation's params, query, body and reply: the server validates and serialises with them,
// the web app only types its calls from them. At run time the app reads an operation's
// method, path, caller and tag. So the web build leaves the schemas out of the contracts:
// the app no longer builds every schema of an operation module it calls (zod builds each
// schema when its module is evaluated, work a phone does on the way to the first screen), and
// a schema no form uses is no longer shipped. Types are untouched: they come from the source.
import type { Plugin } from 'vite';

const CONTRACTS = /[\\/]packages[\\/]shared[\\/]src[\\/]operations[\\/][^\\/]+\.ts$/;
const SCHEMA_KEYS = new Set(['params', 'query', 'body', 'reply']);

type Node = { type: string; start: number; end: number; [key: string]: unknown };

function* nodesOf(node: unknown): Generator<Node> {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const item of node) yield* nodesOf(item);
    return;
  }
  const candidate = node as Node;
  if (typeof candidate.type === 'string') yield candidate;
  for (const [key, value] of Object.entries(candidate)) {
    if (key !== 'type' && value && typeof value === 'object') yield* nodesOf(value);
  }
}

/** The ranges of `operation({ ... })`'s schema properties, each with its trailing comma. */
export function schemaRanges(code: string, program: unknown): [number, number][] {
  const ranges: [number, number][] = [];
  for (const node of nodesOf(program)) {
    if (node.type !== 'CallExpression') continue;
    const callee = node.callee as Node & { name?: string };
    const [spec] = node.arguments as (Node & { properties?: Node[] })[];
    if (callee.type !== 'Identifier' || callee.name !== 'operation') continue;
    if (spec?.type !== 'ObjectExpression') continue;
    for (const property of spec.properties ?? []) {
      const key = property.key as (Node & { name?: string; value?: unknown }) | undefined;
      const name = key?.type === 'Identifier' ? key.name : key?.value;
      if (property.type !== 'Property' || property.computed) continue;
      if (typeof name !== 'string' || !SCHEMA_KEYS.has(name)) continue;
      let end = property.end;
      while (end < code.length && /\s/.test(code[end]!)) end += 1;
      if (code[end] === ',') end += 1;
      ranges.push([property.start, end]);
    }
  }
  return ranges;
}

export function contractsWithoutSchemas(): Plugin {
  return {
    name: 'prepward-contracts-without-schemas',
    apply: 'build',
    transform: {
      filter: { id: CONTRACTS },
      handler(code, id) {
        if (!CONTRACTS.test(id)) return null;
        const ranges = schemaRanges(code, this.parse(code));
        if (ranges.length === 0) return null;
        let out = '';
        let from = 0;
        for (const [start, end] of ranges.sort((a, b) => a[0] - b[0])) {
          out += code.slice(from, start);
          from = end;
        }
        return { code: out + code.slice(from), map: null };
      },
    },
  };
}
