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

/** `code` without the given ranges. */
function withoutRanges(code: string, ranges: [number, number][]): string {
  let out = '';
  let from = 0;
  for (const [start, end] of [...ranges].sort((a, b) => a[0] - b[0])) {
    out += code.slice(from, start);
    from = end;
  }
  return out + code.slice(from);
}

/**
 * The ranges of the import declarations none of whose bindings the rest of `code` uses. Once
 * the schemas are out of the contracts, the contracts import the schema modules for nothing;
 * left in, that import would still count the schema modules among what every page using a
 * contract loads at start, and the build would evaluate every schema of them there.
 */
export function unusedImportRanges(code: string, program: unknown): [number, number][] {
  const ranges: [number, number][] = [];
  const body = (program as { body?: Node[] }).body ?? [];
  for (const node of body) {
    if (node.type !== 'ImportDeclaration') continue;
    const specifiers = (node.specifiers as (Node & { local: { name: string } })[]) ?? [];
    if (specifiers.length === 0) continue;
    const rest = code.slice(0, node.start) + code.slice(node.end);
    const used = specifiers.some(({ local }) =>
      new RegExp(`(?<![\\w$.])${local.name.replace(/\$/g, '\\$')}(?![\\w$])`).test(rest),
    );
    if (!used) ranges.push([node.start, node.end]);
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
        const stripped = withoutRanges(code, ranges);
        return {
          code: withoutRanges(stripped, unusedImportRanges(stripped, this.parse(stripped))),
          map: null,
        };
      },
    },
  };
}
