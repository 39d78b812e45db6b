// GIFT as Moodle's documentation writes it: the answer shapes, weights, feedback, categories,
// escapes and text formats, and the types left out with a notice.
import { describe, expect, it } from 'vitest';
import { fixture, readAs } from './test-helpers';

describe('GIFT import', () => {
  it('reads each question with its category, type, options and keys', async () => {
    const { format, rows, problems } = await readAs(
      'questions.gift.txt',
      fixture('questions.gift.txt'),
    );
    expect(problems).toEqual([]);
    expect(format).toBe('gift');
    expect(rows.map((row) => [row.line, row.course, row.subject, row.type])).toEqual([
      [7, 'Pharmacology', 'Analgesics', 'single_choice'],
      [15, 'Pharmacology', 'Analgesics', 'multiple_choice'],
      [23, 'Pharmacology', 'Analgesics', 'single_choice'],
      [27, 'Physiology', 'Cardiovascular', 'single_choice'],
      [29, 'Physiology', 'Cardiovascular', 'single_choice'],
      [32, 'Physiology', 'Cardiovascular', 'fill_in_the_blanks'],
      [35, 'Physiology', 'Cardiovascular', 'fill_in_the_blanks'],
      [37, 'Physiology', 'Cardiovascular', 'fill_in_the_blanks'],
      [39, 'Physiology', 'Cardiovascular', 'fill_in_the_blanks'],
      [45, 'Physiology', 'Cardiovascular', 'single_choice'],
      [52, 'Physiology', 'Cardiovascular', 'single_choice'],
    ]);
    const [
      opioid,
      nsaids,
      route,
      bradycardia,
      tachycardia,
      ventricle,
      dose,
      potassium,
      heart,
      ratio,
      markdown,
    ] = rows;
    expect(opioid!.options.map((option) => [option.value, option.answer])).toEqual([
      ['Paracetamol', false],
      ['Morphine', true],
      ['Ibuprofen', false],
    ]);
    expect(opioid!.explanation).toBe(
      'Morphine is the classic opioid analgesic.<p>Feedback on the options:</p><ul><li><strong>Paracetamol</strong>: Paracetamol is not an opioid.</li><li><strong>Morphine</strong>: Yes: an opioid receptor agonist.</li></ul>',
    );
    expect(nsaids!.question).toBe('Which of these are <b>NSAIDs</b>?');
    expect(nsaids!.options.map((option) => option.answer)).toEqual([true, true, false, false]);
    expect(route!.question).toBe('Buccal tablets are placed _____ to dissolve.');
    expect(route!.options.find((option) => option.answer)?.value).toBe('between the cheek and gum');
    expect(bradycardia!.options).toEqual([
      { value: 'True', answer: true },
      { value: 'False', answer: false },
    ]);
    expect(bradycardia!.explanation).toContain('Bradycardia is a rate under 60 bpm.');
    expect(bradycardia!.explanation).toContain(
      '<li><strong>True</strong>: Right.</li><li><strong>False</strong>: It is bradycardia.</li>',
    );
    expect(tachycardia!.options.map((option) => option.answer)).toEqual([false, true]);
    expect(ventricle).toMatchObject({
      question: 'The chamber that pumps blood to the body is the left _____.',
      answer: 'ventricle',
      acceptedAnswers: ['ventrical'],
    });
    expect(dose).toMatchObject({ answer: '4±0.5', acceptedAnswers: [] });
    expect(potassium).toMatchObject({ answer: '4.25±0.75' });
    expect(heart).toMatchObject({ answer: '80±20', acceptedAnswers: ['80±30'] });
    expect(ratio!.options.map((option) => option.value)).toEqual([
      '1:1000',
      '1=1000',
      '{1000}',
      '1#1000',
    ]);
    expect(markdown!.question).toBe(
      '<p>Which is the <strong>antidote</strong> for opioid overdose?</p>',
    );
  });

  it('says what it left out and what it could not keep', async () => {
    const { notices } = await readAs('questions.gift.txt', fixture('questions.gift.txt'));
    expect(notices.filter((notice) => notice.message.startsWith('Not imported'))).toEqual([
      {
        where: 'question 12 "Essay"',
        message: 'Not imported: an essay question has no equivalent in PrepWard',
      },
      {
        where: 'question 13 "Matching"',
        message: 'Not imported: a matching question has no equivalent in PrepWard',
      },
      {
        where: 'question 14 "Intro"',
        message: 'Not imported: a description (text without answers) has no equivalent in PrepWard',
      },
    ]);
    expect(notices).toContainEqual({
      where: 'question 2 "NSAIDs"',
      message:
        'Negative weights (-100%, -100%) are not kept: a wrong option costs nothing beyond the question',
    });
    expect(notices).toContainEqual({
      where: 'question 9 "Heart rate"',
      message: 'Feedback on each answer is not kept',
    });
  });

  it('reports broken questions with their line, and reads without categories', async () => {
    const gift = [
      '// no category: the course is Imported, the subject the file name',
      'Which drug reverses heparin?{=Protamine ~Vitamin K}',
      '',
      '::Broken::Which is a beta blocker? {=Atenolol ~Amlodipine',
      '',
      '::No options::Which is an ACE inhibitor? {~Lisinopril}',
      '',
      '::Bad number::Dose in mg? {#four}',
    ].join('\n');
    const { rows, problems } = await readAs('cardio bank.gift', gift);
    expect(rows).toHaveLength(1);
    expect(problems).toEqual([
      {
        line: 4,
        column: 'question 2 "Broken"',
        message:
          'The answers must be between { and }: a brace is missing or escaped (write \\{ or \\} for a brace in the text)',
      },
      { line: 6, column: 'question 3 "No options", options', message: 'Add at least 2 options' },
      {
        line: 6,
        column: 'question 3 "No options", correct answer',
        message: 'Choose at least one correct answer',
      },
      {
        line: 8,
        column: 'question 4 "Bad number", answer 1',
        message: '"four" is not a number, a number:tolerance or a min..max range',
      },
      {
        line: 8,
        column: 'question 4 "Bad number", answer',
        message: 'The question has no answer worth more than 0%',
      },
    ]);
    const { rows: valid } = await readAs('cardio bank.gift', gift.split('\n\n')[0]!);
    expect(valid[0]).toMatchObject({
      course: 'Imported',
      subject: 'cardio bank',
      type: 'single_choice',
    });
  });
});
