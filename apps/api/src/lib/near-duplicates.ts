// Near-duplicate texts: pairs whose trigram sets overlap by at least a threshold (Jaccard
// similarity, the measure of PostgreSQL's pg_trgm). Found with the prefix filter of set
// similarity joins with positional filtering (PPJoin: Xiao, Wang, Lin and Yu, "Efficient
// similarity joins for near duplicate detection", 2008): each set's trigrams are ordered rarest
// first, and two sets at least `t` similar must share one of their first few, so only those
// are indexed and compared, and a pair is dropped as soon as it cannot reach the overlap `t`
// needs. Exact (no pair above the threshold is missed) and near linear on real question banks,
// where comparing every pair, or a trigram index probe per question, is quadratic.

/** The text's trigrams as pg_trgm makes them: per word of letters and digits, padded. */
export function trigramsOf(text: string): Set<string> {
  const grams = new Set<string>();
  for (const word of text.toLowerCase().split(/[^\p{L}\p{N}]+/u)) {
    if (word === '') continue;
    const padded = `  ${word} `;
    for (let index = 0; index + 3 <= padded.length; index += 1) {
      grams.add(padded.slice(index, index + 3));
    }
  }
  return grams;
}

/** The whole number at least `bound`: ceil, forgiving a rounding error such as 0.85 × 60. */
const atLeast = (bound: number) => Math.ceil(bound - 1e-9);

export type SimilarPair = { first: number; second: number; similarity: number };

/**
 * Pairs (i < j) of `texts` at least `threshold` similar (0 < threshold ≤ 1). Texts without a
 * trigram (empty, or only punctuation) pair with nothing. `mayPair(i, j)` can rule pairs out
 * before they are compared (say, two rows of one side).
 */
export function similarPairs(
  texts: readonly string[],
  threshold: number,
  mayPair: (first: number, second: number) => boolean = () => true,
): SimilarPair[] {
  const ids = new Map<string, number>();
  const rawSets = texts.map((text) =>
    [...trigramsOf(text)].map((gram) => {
      let id = ids.get(gram);
      if (id === undefined) {
        id = ids.size;
        ids.set(gram, id);
      }
      return id;
    }),
  );
  // Trigrams renumbered rarest first, so sorting a set by number puts its rarest first.
  const frequency = new Uint32Array(ids.size);
  for (const set of rawSets) for (const id of set) frequency[id]! += 1;
  const byRarity = Array.from(frequency.keys()).sort(
    (a, b) => frequency[a]! - frequency[b]! || a - b,
  );
  const rank = new Uint32Array(ids.size);
  byRarity.forEach((id, position) => (rank[id] = position));
  const sets = rawSets.map((set) => Uint32Array.from(set, (id) => rank[id]!).sort());

  // Shorter sets first: a set is compared only with earlier, no larger, ones.
  const order = sets
    .map((_, position) => position)
    .filter((position) => sets[position]!.length > 0)
    .sort((a, b) => sets[a]!.length - sets[b]!.length || a - b);
  /** Trigram → the earlier sets holding it in their indexed prefix, with its position there. */
  const index = new Map<number, { set: number; position: number }[]>();
  const overlap = new Int32Array(sets.length);
  const pruned = -1_000_000;
  const pairs: SimilarPair[] = [];
  for (const current of order) {
    const set = sets[current]!;
    const probe = set.length - atLeast(threshold * set.length) + 1;
    const indexed = set.length - atLeast(((2 * threshold) / (1 + threshold)) * set.length) + 1;
    const minLength = atLeast(threshold * set.length);
    const touched: number[] = [];
    for (let position = 0; position < probe; position += 1) {
      for (const entry of index.get(set[position]!) ?? []) {
        const other = sets[entry.set]!;
        if (other.length < minLength || overlap[entry.set]! < 0) continue;
        // Positional filter (PPJoin): the overlap this pair can still reach.
        const needed = atLeast((threshold / (1 + threshold)) * (set.length + other.length));
        const reachable =
          1 + Math.min(set.length - position - 1, other.length - entry.position - 1);
        if (overlap[entry.set] === 0) touched.push(entry.set);
        overlap[entry.set] =
          overlap[entry.set]! + reachable >= needed ? overlap[entry.set]! + 1 : pruned;
      }
    }
    for (const candidate of touched) {
      const [first, second] = candidate < current ? [candidate, current] : [current, candidate];
      if (overlap[candidate]! > 0 && mayPair(first, second)) {
        const other = sets[candidate]!;
        const needed = atLeast((threshold / (1 + threshold)) * (set.length + other.length));
        const shared = overlapOf(other, set, needed);
        const similarity = shared / (other.length + set.length - shared);
        if (similarity >= threshold) pairs.push({ first, second, similarity });
      }
      overlap[candidate] = 0;
    }
    for (let position = 0; position < indexed; position += 1) {
      const list = index.get(set[position]!);
      if (list) list.push({ set: current, position });
      else index.set(set[position]!, [{ set: current, position }]);
    }
  }
  return pairs;
}

/**
 * |a ∩ b| of two ascending sets, or some smaller number once it cannot reach `needed` (the
 * pair is then below the threshold whatever the rest holds).
 */
function overlapOf(a: Uint32Array, b: Uint32Array, needed: number): number {
  let shared = 0;
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (shared + Math.min(a.length - i, b.length - j) < needed) return shared;
    if (a[i] === b[j]) {
      shared += 1;
      i += 1;
      j += 1;
    } else if (a[i]! < b[j]!) i += 1;
    else j += 1;
  }
  return shared;
}
