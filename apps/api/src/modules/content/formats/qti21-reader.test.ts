// QTI 2.1 packages: items shaped as the IMS QTI 2.1 examples (choice.xml, choice_multiple.xml,
// text_entry.xml), listed by imsmanifest.xml, with an image in the package.
import { describe, expect, it } from 'vitest';
import { fixture, readAs, zippedFixture } from './test-helpers';

describe('QTI 2.1 import', () => {
  it('reads choice and text entry items in the order of the manifest', async () => {
    const { format, rows, problems, images } = await readAs('diabetes.zip', zippedFixture('qti21'));
    expect(problems).toEqual([]);
    expect(format).toBe('qti21');
    expect(rows.map((row) => [row.line, row.course, row.subject, row.type])).toEqual([
      [1, 'Imported', 'diabetes', 'single_choice'],
      [2, 'Imported', 'diabetes', 'multiple_choice'],
      [3, 'Imported', 'diabetes', 'fill_in_the_blanks'],
      [4, 'Imported', 'diabetes', 'fill_in_the_blanks'],
      [5, 'Imported', 'diabetes', 'ordering'],
    ]);
    const [storage, signs, insulin, glucose, steps] = rows;
    const [address] = [...images.keys()];
    expect(storage!.question.replace(/\s+/g, ' ')).toBe(
      `<p>Look at the label of the insulin pen in the picture.</p> <p> <img src="${address}" alt="Insulin pen label" /> </p> <p>Where should an unopened pen be stored?</p>`,
    );
    expect(storage!.options).toEqual([
      { value: 'In a refrigerator at 2 to 8 °C.', answer: true },
      { value: 'In the freezer.', answer: false },
      { value: 'On a sunny window sill.', answer: false },
    ]);
    expect(storage!.explanation).toBe(
      'Unopened insulin is kept cold; the pen in use may stay at room temperature.',
    );
    expect(signs!.options.map((option) => [option.value, option.answer])).toEqual([
      ['Polyuria', false],
      ['Sweating', true],
      ['Tremor', true],
      ['Kussmaul breathing', false],
    ]);
    expect(insulin).toMatchObject({ answer: 'glargine', acceptedAnswers: ['Lantus'] });
    expect(insulin!.question).toContain('insulin _____, once a day');
    expect(glucose).toMatchObject({
      answer: '4',
      question: '<p>Hypoglycaemia is a blood glucose below _____ mmol/L.</p>',
    });
    // An order's items in the right order, as PrepWard keeps them, whatever the file's order.
    expect(steps).toMatchObject({
      question: '<p>Put the steps in order.</p>',
      scoring: 'position',
    });
    expect(steps!.options.map((option) => option.value)).toEqual([
      'Wet hands',
      'Apply soap',
      'Rub all surfaces for 20 seconds',
    ]);
  });

  it('says what it left out and what it could not keep', async () => {
    const { notices } = await readAs('diabetes.zip', zippedFixture('qti21'));
    expect(notices).toEqual([
      {
        where: 'question 2 "Signs of hypoglycaemia"',
        message: 'Shuffling of the options is not kept: they are shown in the order of the file',
      },
      {
        where: 'question 2 "Signs of hypoglycaemia"',
        message:
          'Partial-credit weights (50%, 50%) are not kept: each option worth more than 0% is a correct answer, and an answer scores when it picks exactly those',
      },
      {
        where: 'question 2 "Signs of hypoglycaemia"',
        message:
          'Negative weights (-50%) are not kept: a wrong option costs nothing beyond the question',
      },
      {
        where: 'question 3 "Insulin type"',
        message:
          'Partial-credit weights ("Lantus" 50%) are not kept: every answer kept is fully correct',
      },
      {
        where: 'question 5 "Hand hygiene steps"',
        message: 'The order earns a point per item in its place, not only when all are right',
      },
    ]);
  });

  it('reads one item uploaded as .xml, its missing image a notice', async () => {
    const { format, rows, notices } = await readAs('choice.xml', fixture('qti21/items/choice.xml'));
    expect(format).toBe('qti21');
    expect(rows[0]!.question).not.toContain('<img');
    expect(notices).toEqual([
      {
        where: 'question 1 "Insulin storage"',
        message: 'The image "insulin-pen.png" is not in the file: it is left out',
      },
    ]);
  });
});
