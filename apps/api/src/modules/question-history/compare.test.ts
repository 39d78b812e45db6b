// What the history says changed between two versions, field by field.
import type { TQuestionSnapshot } from '@prepward/shared/schemas/question-history';
import { describe, expect, it } from 'vitest';
import { compareSnapshots, pairOptions } from './compare';

const COURSE = '11111111-1111-4111-8111-111111111111';
const SUBJECT = '22222222-2222-4222-8222-222222222222';

const snapshot = (values: Partial<TQuestionSnapshot> = {}): TQuestionSnapshot => ({
  type: 'single_choice',
  question: '<p>Which drug is an opioid?</p>',
  explanation: '<p>Morphine is an opioid.</p>',
  answer: null,
  acceptedAnswers: [],
  options: [
    { value: 'Paracetamol', answer: false, part: 0 },
    { value: 'Morphine', answer: true, part: 0 },
    { value: 'Ibuprofen', answer: false, part: 0 },
  ],
  courseId: COURSE,
  courseName: 'Pharmacology',
  subjectId: SUBJECT,
  subjectName: 'Analgesics',
  status: 'published',
  tags: ['pain'],
  category: null,
  difficulty: null,
  scoring: 'all_or_nothing',
  layout: {},
  ...values,
});

const options = (...values: [string, boolean][]) =>
  values.map(([value, answer]) => ({ value, answer, part: 0 }));

describe('compareSnapshots', () => {
  it('finds nothing between a version and itself', () => {
    expect(compareSnapshots(snapshot(), snapshot())).toEqual([]);
  });

  it('compares the question and the explanation word by word on their visible text', () => {
    const changes = compareSnapshots(
      snapshot(),
      snapshot({
        question: '<p>Which <strong>drug</strong> is an NSAID?</p>',
        explanation: '<p>Morphine is an <em>opioid</em>.</p>',
      }),
    );
    expect(changes).toEqual([
      {
        kind: 'text',
        field: 'question',
        label: 'Question',
        before: 'Which drug is an opioid?',
        after: 'Which drug is an NSAID?',
        diff: [
          { kind: 'same', text: 'Which drug is an' },
          { kind: 'removed', text: ' opioid' },
          { kind: 'added', text: ' NSAID' },
          { kind: 'same', text: '?' },
        ],
        formattingOnly: false,
      },
      {
        kind: 'text',
        field: 'explanation',
        label: 'Explanation',
        before: 'Morphine is an opioid.',
        after: 'Morphine is an opioid.',
        diff: [{ kind: 'same', text: 'Morphine is an opioid.' }],
        formattingOnly: true,
      },
    ]);
  });

  it('tells each option added, removed, reworded or moved, with its letters and correct marks', () => {
    const before = snapshot({
      type: 'multiple_choice',
      options: options(
        ['Paracetamol', false],
        ['Morphine', true],
        ['Ibuprofen', false],
        ['Aspirin', false],
      ),
    });
    const after = snapshot({
      type: 'multiple_choice',
      options: options(
        ['Aspirin', false],
        ['Paracetamol', false],
        ['Morphine sulfate', true],
        ['Codeine', true],
      ),
    });
    const changes = compareSnapshots(before, after);
    expect(changes.filter((change) => change.kind === 'option')).toEqual([
      expect.objectContaining({
        label: 'Option a',
        change: 'moved',
        letterBefore: 'd',
        letterAfter: 'a',
        before: 'Aspirin',
        after: 'Aspirin',
      }),
      expect.objectContaining({
        label: 'Option c',
        change: 'reworded',
        letterBefore: 'b',
        letterAfter: 'c',
        diff: [
          { kind: 'same', text: 'Morphine' },
          { kind: 'added', text: ' sulfate' },
        ],
        correctBefore: true,
        correctAfter: true,
      }),
      expect.objectContaining({
        label: 'Option d',
        change: 'reworded',
        letterBefore: 'c',
        letterAfter: 'd',
        before: 'Ibuprofen',
        after: 'Codeine',
        correctBefore: false,
        correctAfter: true,
      }),
    ]);
    expect(changes.find((change) => change.field === 'correctAnswers')).toEqual({
      kind: 'list',
      field: 'correctAnswers',
      label: 'Correct answers',
      before: ['b. Morphine'],
      after: ['c. Morphine sulfate', 'd. Codeine'],
      added: ['c. Morphine sulfate', 'd. Codeine'],
      removed: ['b. Morphine'],
    });
  });

  it('lists an option added and one removed, and leaves the correct answers out when only reworded', () => {
    const changes = compareSnapshots(
      snapshot(),
      snapshot({ options: options(['Paracetamol', false], ['Morphine!', true]) }),
    );
    expect(changes).toEqual([
      expect.objectContaining({ kind: 'option', change: 'reworded', label: 'Option b' }),
      expect.objectContaining({
        kind: 'option',
        change: 'removed',
        label: 'Option c',
        letterBefore: 'c',
        letterAfter: null,
        before: 'Ibuprofen',
        after: null,
        correctBefore: false,
        correctAfter: null,
      }),
    ]);
    const added = compareSnapshots(
      snapshot(),
      snapshot({ options: [...snapshot().options, { value: 'Codeine', answer: false, part: 0 }] }),
    );
    expect(added).toEqual([
      expect.objectContaining({ kind: 'option', change: 'added', label: 'Option d' }),
    ]);
  });

  it('shows the correct answers when only the mark moved', () => {
    const changes = compareSnapshots(
      snapshot(),
      snapshot({
        options: options(['Paracetamol', true], ['Morphine', false], ['Ibuprofen', false]),
      }),
    );
    expect(changes).toEqual([
      expect.objectContaining({
        field: 'correctAnswers',
        before: ['b. Morphine'],
        after: ['a. Paracetamol'],
      }),
    ]);
  });

  it('compares a fill in the blanks answer, what else it accepts, the type and the metadata', () => {
    const blank = snapshot({
      type: 'fill_in_the_blanks',
      options: [],
      answer: '4±0.1 g',
      acceptedAnswers: ['four grams'],
    });
    const changes = compareSnapshots(
      blank,
      snapshot({
        ...blank,
        answer: '5 g',
        acceptedAnswers: ['four grams', 'five grams'],
        courseName: 'Clinical',
        courseId: '33333333-3333-4333-8333-333333333333',
        subjectName: 'Dosing',
        subjectId: '44444444-4444-4444-8444-444444444444',
        status: 'in_review',
        tags: ['dosing'],
        category: 'Pharmacological and Parenteral Therapies',
        difficulty: 'hard',
      }),
    );
    expect(changes).toEqual([
      { kind: 'value', field: 'answer', label: 'Answer', before: '4±0.1 g', after: '5 g' },
      {
        kind: 'list',
        field: 'acceptedAnswers',
        label: 'Also accepted',
        before: ['four grams'],
        after: ['four grams', 'five grams'],
        added: ['five grams'],
        removed: [],
      },
      {
        kind: 'value',
        field: 'place',
        label: 'Course and subject',
        before: 'Pharmacology › Analgesics',
        after: 'Clinical › Dosing',
      },
      { kind: 'value', field: 'status', label: 'Status', before: 'Published', after: 'In review' },
      {
        kind: 'list',
        field: 'tags',
        label: 'Tags',
        before: ['pain'],
        after: ['dosing'],
        added: ['dosing'],
        removed: ['pain'],
      },
      {
        kind: 'value',
        field: 'category',
        label: 'Category',
        before: null,
        after: 'Pharmacological and Parenteral Therapies',
      },
      { kind: 'value', field: 'difficulty', label: 'Difficulty', before: null, after: 'Hard' },
    ]);
    expect(compareSnapshots(snapshot(), blank)[0]).toEqual({
      kind: 'value',
      field: 'type',
      label: 'Type',
      before: 'Single choice',
      after: 'Fill in the blanks',
    });
  });

  it('ignores the order of tags and accepted answers', () => {
    expect(
      compareSnapshots(snapshot({ tags: ['a', 'b'] }), snapshot({ tags: ['b', 'a'] })),
    ).toEqual([]);
  });
});

describe('pairOptions', () => {
  const list = (...values: string[]) => values.map((value) => ({ value, answer: false, part: 0 }));

  it('pairs options of the same text, and rewordings within a changed stretch', () => {
    expect(pairOptions(list('a', 'b', 'c'), list('a', 'B', 'c', 'd'))).toEqual([
      { kind: 'same', before: 0, after: 0 },
      { kind: 'reworded', before: 1, after: 1 },
      { kind: 'same', before: 2, after: 2 },
      { kind: 'added', after: 3 },
    ]);
  });

  it('tells a swap as one option moved', () => {
    expect(pairOptions(list('x', 'y'), list('y', 'x'))).toEqual([
      { kind: 'same', before: 1, after: 0 },
      { kind: 'moved', before: 0, after: 1 },
    ]);
  });

  it('accounts for every option of both lists once', () => {
    const before = list('a', 'b', 'c', 'd', 'e');
    const after = list('e', 'c', 'x', 'a', 'y', 'z');
    const pairings = pairOptions(before, after);
    const befores = pairings.flatMap((pairing) => ('before' in pairing ? [pairing.before] : []));
    const afters = pairings.flatMap((pairing) => ('after' in pairing ? [pairing.after] : []));
    expect([...befores].sort()).toEqual([0, 1, 2, 3, 4]);
    expect([...afters].sort()).toEqual([0, 1, 2, 3, 4, 5]);
  });
});
