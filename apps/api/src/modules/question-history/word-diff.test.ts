// The word-level comparison the history shows, and the list diff under it: always a valid
// script, always the shortest one, and readable runs of words.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { visibleText } from './visible-text';
import { diffSequences, diffWords, type SequenceStep } from './word-diff';

/** The length of the longest common subsequence, by the textbook table. */
function lcsLength<T>(a: readonly T[], b: readonly T[]): number {
  const table = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      table[i]![j] =
        a[i - 1] === b[j - 1]
          ? table[i - 1]![j - 1]! + 1
          : Math.max(table[i - 1]![j]!, table[i]![j - 1]!);
    }
  }
  return table[a.length]![b.length]!;
}

/** Replays a script: what it keeps and removes must be `before`, what it keeps and adds `after`. */
function replay<T>(before: readonly T[], after: readonly T[], steps: SequenceStep[]) {
  const fromBefore: T[] = [];
  const fromAfter: T[] = [];
  for (const step of steps) {
    if (step.kind !== 'added') fromBefore.push(before[step.before]!);
    if (step.kind !== 'removed') fromAfter.push(after[step.after]!);
    if (step.kind === 'same') expect(before[step.before]).toBe(after[step.after]);
  }
  return { fromBefore, fromAfter };
}

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

describe('diffSequences', () => {
  it('finds the shortest script that turns one list into the other', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('a', 'b', 'c', 'd'), { maxLength: 14 }),
        fc.array(fc.constantFrom('a', 'b', 'c', 'd'), { maxLength: 14 }),
        (before, after) => {
          const steps = diffSequences(before, after);
          const { fromBefore, fromAfter } = replay(before, after, steps);
          expect(fromBefore).toEqual(before);
          expect(fromAfter).toEqual(after);
          const kept = steps.filter((step) => step.kind === 'same').length;
          expect(kept).toBe(lcsLength(before, after));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('gives up past the edit bound: all out, then all in', () => {
    const steps = diffSequences(['a', 'b', 'c'], ['x', 'y', 'z'], 2);
    expect(steps).toEqual([
      { kind: 'removed', before: 0 },
      { kind: 'removed', before: 1 },
      { kind: 'removed', before: 2 },
      { kind: 'added', after: 0 },
      { kind: 'added', after: 1 },
      { kind: 'added', after: 2 },
    ]);
  });

  it('handles empty sides', () => {
    expect(diffSequences([], [])).toEqual([]);
    expect(diffSequences(['a'], [])).toEqual([{ kind: 'removed', before: 0 }]);
    expect(diffSequences([], ['a'])).toEqual([{ kind: 'added', after: 0 }]);
  });

  it('stays quick on long, mostly alike texts', () => {
    const words = Array.from({ length: 8000 }, (_, index) => `w${index % 97}`);
    const edited = [...words];
    edited.splice(4000, 3, 'changed', 'words');
    const started = performance.now();
    const steps = diffSequences(words, edited);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(steps.filter((step) => step.kind !== 'same')).toHaveLength(5);
  });
});

describe('diffWords', () => {
  it('marks the words taken out and put in, keeping the rest as is', () => {
    expect(diffWords('Which drug is an opioid?', 'Which drug is an NSAID?')).toEqual([
      { kind: 'same', text: 'Which drug is an' },
      { kind: 'removed', text: ' opioid' },
      { kind: 'added', text: ' NSAID' },
      { kind: 'same', text: '?' },
    ]);
  });

  it('groups a changed stretch: the removed words, then the added ones', () => {
    expect(diffWords('give 5 mg orally now', 'give 10 mL by injection now')).toEqual([
      { kind: 'same', text: 'give' },
      { kind: 'removed', text: ' 5 mg orally' },
      { kind: 'added', text: ' 10 mL by injection' },
      { kind: 'same', text: ' now' },
    ]);
  });

  it('keeps numbers and contractions whole, and punctuation apart', () => {
    expect(diffWords('Give 4.5 mg.', 'Give 4.6 mg!')).toEqual([
      { kind: 'same', text: 'Give' },
      { kind: 'removed', text: ' 4.5' },
      { kind: 'added', text: ' 4.6' },
      { kind: 'same', text: ' mg' },
      { kind: 'removed', text: '.' },
      { kind: 'added', text: '!' },
    ]);
    expect(diffWords("don't", 'do not')).toEqual([
      { kind: 'removed', text: "don't" },
      { kind: 'added', text: 'do not' },
    ]);
  });

  it('answers one kept run for the same text, and one added run from nothing', () => {
    expect(diffWords('Same text', 'Same text')).toEqual([{ kind: 'same', text: 'Same text' }]);
    expect(diffWords('', 'New text')).toEqual([{ kind: 'added', text: 'New text' }]);
    expect(diffWords('Old text', '')).toEqual([{ kind: 'removed', text: 'Old text' }]);
    expect(diffWords('', '')).toEqual([]);
  });

  it('always rebuilds both texts from its runs', () => {
    const word = fc.constantFrom(
      'the',
      'dose',
      'is',
      '5',
      'mg',
      '4.5',
      'daily',
      '?',
      ',',
      '(',
      'née',
    );
    // Marks as people write them: '?' and ',' after a word, '(' before one.
    const punctuate = (joined: string) => joined.replace(/ ([?,])/g, '$1').replace(/\( /g, '(');
    const text = fc.array(word, { maxLength: 20 }).map((words) => punctuate(words.join(' ')));
    fc.assert(
      fc.property(text, text, (before, after) => {
        const runs = diffWords(before, after);
        const side = (kind: 'removed' | 'added') =>
          squash(
            runs
              .filter((run) => run.kind === 'same' || run.kind === kind)
              .map((run) => run.text)
              .join(''),
          );
        expect(side('removed')).toBe(squash(before));
        expect(side('added')).toBe(squash(after));
        // Never two runs of one kind side by side.
        runs.forEach((run, index) => expect(run.kind).not.toBe(runs[index + 1]?.kind));
      }),
      { numRuns: 300 },
    );
  });
});

describe('visibleText', () => {
  it('reads rich text as a reader sees it', () => {
    expect(
      visibleText('<p>Which <strong>drug</strong> is an <em>opi</em>oid?</p><p>Pick one.</p>'),
    ).toBe('Which drug is an opioid? Pick one.');
    expect(visibleText('<ul><li>One</li><li>Two</li></ul>')).toBe('One Two');
    expect(visibleText('a&nbsp;&amp;&nbsp;b &lt;5&gt; &#176;C &#x3bc;g &bogus; &#99999999;')).toBe(
      'a & b <5> °C μg &bogus; &#99999999;',
    );
  });

  it('shows images, so adding or removing one is a change', () => {
    expect(
      visibleText('<p>See <img src="/uploads/a.png" alt="ECG strip"> and <img src="/b.png"></p>'),
    ).toBe('See [image: ECG strip] and [image]');
  });
});
