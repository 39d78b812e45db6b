// The prefix-filtered join finds exactly the pairs a comparison of every pair finds.
import { describe, expect, it } from 'vitest';
import { similarPairs, trigramsOf } from './near-duplicates';

function jaccard(a: string, b: string): number {
  const x = trigramsOf(a);
  const y = trigramsOf(b);
  const shared = [...x].filter((gram) => y.has(gram)).length;
  return x.size + y.size === 0 ? 0 : shared / (x.size + y.size - shared);
}

function bruteForce(texts: string[], threshold: number) {
  const pairs: string[] = [];
  for (let i = 0; i < texts.length; i += 1) {
    for (let j = i + 1; j < texts.length; j += 1) {
      if (trigramsOf(texts[i]!).size > 0 && jaccard(texts[i]!, texts[j]!) >= threshold) {
        pairs.push(`${i}-${j}`);
      }
    }
  }
  return pairs.sort();
}

/** Texts built from few words, many of them near one another. */
function randomTexts(seed: number, count: number): string[] {
  let state = seed;
  const next = () => (state = (state * 48271) % 2147483647);
  const words = ['dose', 'heart', 'rate', 'insulin', 'renal', 'which', 'patient', 'w1', 'w2', 'k9'];
  const base = Array.from({ length: 6 }, () =>
    Array.from({ length: 4 + (next() % 10) }, () => words[next() % words.length]),
  );
  return Array.from({ length: count }, () => {
    const text = [...base[next() % base.length]!];
    for (let edits = next() % 3; edits > 0; edits -= 1) {
      text.splice(next() % (text.length + 1), next() % 2, words[next() % words.length]);
    }
    return text.join(' ');
  });
}

describe('similarPairs', () => {
  it('reads trigrams as pg_trgm does: per word, lower case, padded', () => {
    expect([...trigramsOf('Hi, MY')].sort()).toEqual(
      ['  h', '  m', ' hi', ' my', 'hi ', 'my '].sort(),
    );
    expect(trigramsOf('…!?').size).toBe(0);
  });

  for (const threshold of [0.5, 0.7, 0.85, 1]) {
    it(`finds every pair at least ${threshold} similar, and only those`, () => {
      for (let seed = 1; seed <= 30; seed += 1) {
        const texts = randomTexts(seed, 40);
        const found = similarPairs(texts, threshold).map((pair) => {
          expect(pair.similarity).toBeCloseTo(jaccard(texts[pair.first]!, texts[pair.second]!), 9);
          return `${pair.first}-${pair.second}`;
        });
        expect(found.sort()).toEqual(bruteForce(texts, threshold));
      }
    });
  }

  it('leaves out the pairs the caller rules out, and texts without trigrams', () => {
    const texts = ['the same words', 'the same words', '', '...', 'the same words'];
    expect(
      similarPairs(texts, 0.9, (first) => first !== 0).map((p) => [p.first, p.second]),
    ).toEqual([[1, 4]]);
  });
});
