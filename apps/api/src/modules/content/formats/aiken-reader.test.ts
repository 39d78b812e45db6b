// Aiken as Moodle documents it: a question, lettered options with "." or ")", ANSWER: letter.
import { describe, expect, it } from 'vitest';
import { fixture, readAs } from './test-helpers';

describe('Aiken import', () => {
  it('reads single choice questions, with or without blank lines between them', async () => {
    const { format, rows, problems, notices } = await readAs(
      'pharmacology.txt',
      fixture('aiken.txt'),
    );
    expect(problems).toEqual([]);
    expect(notices).toEqual([]);
    expect(format).toBe('aiken');
    expect(rows.map((row) => [row.line, row.course, row.subject, row.type, row.question])).toEqual([
      [
        1,
        'Imported',
        'pharmacology',
        'single_choice',
        'Which of these drugs is an opioid analgesic?',
      ],
      [
        8,
        'Imported',
        'pharmacology',
        'single_choice',
        'What is the antidote for an opioid overdose?',
      ],
      [
        13,
        'Imported',
        'pharmacology',
        'single_choice',
        'Which electrolyte imbalance<br>causes peaked T waves on an ECG?',
      ],
    ]);
    expect(rows[0]!.options).toEqual([
      { value: 'Paracetamol', answer: false },
      { value: 'Morphine', answer: true },
      { value: 'Ibuprofen', answer: false },
      { value: 'Aspirin', answer: false },
    ]);
    expect(rows[1]!.options.map((option) => option.answer)).toEqual([true, false, false]);
  });

  it('escapes text that looks like HTML, and reports a wrong or missing answer line', async () => {
    const aiken = [
      'Is <b>5 < 7</b>?',
      'A. Yes & no',
      'B. No',
      'ANSWER: A',
      '',
      'Which is a loop diuretic?',
      'A. Furosemide',
      'B. Spironolactone',
      'ANSWER: E',
      '',
      'Which is a statin?',
      'A. Atorvastatin',
      'B. Aspirin',
    ].join('\r\n');
    const { rows, problems } = await readAs('quiz.txt', aiken);
    expect(rows[0]).toMatchObject({
      question: 'Is &lt;b&gt;5 &lt; 7&lt;/b&gt;?',
      options: [
        { value: 'Yes &amp; no', answer: true },
        { value: 'No', answer: false },
      ],
    });
    expect(problems).toEqual([
      {
        line: 6,
        column: 'question 2 "Which is a loop diuretic?", answer',
        message: 'The answer E is not one of the options (line 9)',
      },
      {
        line: 11,
        column: 'question 3 "Which is a statin?"',
        message:
          'The question has no ANSWER line after its options (write ANSWER: followed by the letter)',
      },
    ]);
  });
});
