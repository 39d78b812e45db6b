// Comparing two versions word by word (the history's before/after), and lining up two lists
// (a question's options): Myers' diff, which finds the fewest insertions and deletions and is
// quick when the two sides are mostly alike, as consecutive versions are.
import type { TDiffSegment } from '@prepward/shared/schemas/question-history';

/** One step of an edit script: an item kept (in both), taken out of `before` or put into `after`. */
export type SequenceStep =
  | { kind: 'same'; before: number; after: number }
  | { kind: 'removed'; before: number }
  | { kind: 'added'; after: number };

/**
 * Beyond this many insertions and deletions the two sides have little in common: the script
 * is then "all of before out, all of after in", which reads as well and keeps the cost bounded
 * (Myers' time and, here, memory grow with the square of this number).
 */
export const MAX_EDITS = 1000;

/**
 * The shortest edit script turning `before` into `after` (items compared with ===), in order.
 * Deletions come before insertions where both are possible.
 */
export function diffSequences<T>(
  before: readonly T[],
  after: readonly T[],
  maxEdits: number = MAX_EDITS,
): SequenceStep[] {
  const n = before.length;
  const m = after.length;
  // The furthest x reached on each diagonal k = x - y after d edits, kept per d to walk back.
  const trace: Int32Array[] = [];
  const furthest = (d: number, k: number) => trace[d]![k + d]!;
  const goesDown = (d: number, k: number) =>
    k === -d || (k !== d && furthest(d - 1, k - 1) < furthest(d - 1, k + 1));

  for (let d = 0; d <= Math.min(maxEdits, n + m); d += 1) {
    const row = new Int32Array(2 * d + 1);
    trace.push(row);
    for (let k = -d; k <= d; k += 2) {
      let x = d === 0 ? 0 : goesDown(d, k) ? furthest(d - 1, k + 1) : furthest(d - 1, k - 1) + 1;
      let y = x - k;
      while (x < n && y < m && before[x] === after[y]) {
        x += 1;
        y += 1;
      }
      row[k + d] = x;
      if (x >= n && y >= m) return walkBack(trace, n, m, goesDown, furthest);
    }
  }
  return [
    ...before.map((_, index): SequenceStep => ({ kind: 'removed', before: index })),
    ...after.map((_, index): SequenceStep => ({ kind: 'added', after: index })),
  ];
}

function walkBack(
  trace: Int32Array[],
  n: number,
  m: number,
  goesDown: (d: number, k: number) => boolean,
  furthest: (d: number, k: number) => number,
): SequenceStep[] {
  const steps: SequenceStep[] = [];
  let x = n;
  let y = m;
  for (let d = trace.length - 1; d > 0; d -= 1) {
    const k = x - y;
    const previousK = goesDown(d, k) ? k + 1 : k - 1;
    const previousX = furthest(d - 1, previousK);
    const previousY = previousX - previousK;
    while (x > previousX && y > previousY) {
      x -= 1;
      y -= 1;
      steps.push({ kind: 'same', before: x, after: y });
    }
    if (x === previousX) steps.push({ kind: 'added', after: previousY });
    else steps.push({ kind: 'removed', before: previousX });
    x = previousX;
    y = previousY;
  }
  while (x > 0 && y > 0) {
    x -= 1;
    y -= 1;
    steps.push({ kind: 'same', before: x, after: y });
  }
  return steps.reverse();
}

type Token = { text: string; /** The spaces before it in its text. */ lead: string };

/**
 * Words with the spaces before them. A word keeps the marks inside it (4.5, 1,000, don't,
 * well-known); other punctuation stands alone, so 'drug?' → 'drug.' changes only the mark.
 */
function tokensOf(text: string): Token[] {
  const tokens: Token[] = [];
  const pattern = /(\s*)([\p{L}\p{N}\p{M}]+(?:[.,'’-][\p{L}\p{N}\p{M}]+)*|\S)/gu;
  for (const match of text.matchAll(pattern)) {
    tokens.push({ lead: match[1] ?? '', text: match[2] ?? '' });
  }
  return tokens;
}

/**
 * A word-level comparison of two plain texts, as runs: kept words, then within each changed
 * stretch the words taken out before the words put in. Concatenating the 'same' and 'removed'
 * runs gives `before`, the 'same' and 'added' runs `after`, spaces collapsed.
 */
export function diffWords(before: string, after: string): TDiffSegment[] {
  const from = tokensOf(before.trim());
  const to = tokensOf(after.trim());
  const steps = diffSequences(
    from.map((token) => token.text),
    to.map((token) => token.text),
  );
  const segments: TDiffSegment[] = [];
  const push = (kind: TDiffSegment['kind'], text: string) => {
    if (text === '') return;
    const last = segments.at(-1);
    if (last?.kind === kind) last.text += text;
    else segments.push({ kind, text });
  };
  let removed = '';
  let added = '';
  const flush = () => {
    push('removed', removed);
    push('added', added);
    removed = '';
    added = '';
  };
  for (const step of steps) {
    if (step.kind === 'same') {
      const token = to[step.after]!;
      const beforeLead = from[step.before]!.lead;
      // A space only one side has before this word ends the changed words of that side:
      // 'the dose' → 'dose' is '[the ]dose', not '[the] dose'.
      let lead = token.lead;
      if (beforeLead !== lead) {
        if (removed === '' && lead === '' && added.startsWith(beforeLead)) {
          // 'a b' → 'a (b': the space is kept, then '(' added.
          push('same', beforeLead);
          added = added.slice(beforeLead.length);
        } else if (added === '' && beforeLead === '' && removed.startsWith(lead)) {
          push('same', lead);
          removed = removed.slice(lead.length);
          lead = '';
        } else {
          // Each side's space ends its changed words (a run of only a space, at worst).
          removed += beforeLead;
          added += lead;
          lead = '';
        }
      }
      flush();
      push('same', lead + token.text);
    } else if (step.kind === 'removed') {
      const token = from[step.before]!;
      removed += token.lead + token.text;
    } else {
      const token = to[step.after]!;
      added += token.lead + token.text;
    }
  }
  flush();
  return segments.filter((segment) => segment.text !== '');
}
