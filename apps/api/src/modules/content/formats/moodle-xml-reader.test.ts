// Moodle XML as Moodle's question bank exports it (the fixture follows the examples of Moodle's
// documentation of the format): every type PrepWard has, categories, feedback, tags, an
// embedded image, weights; other types left out with a notice.
import { describe, expect, it } from 'vitest';
import { categoryLevels } from './imported-question';
import { fixture, readAs } from './test-helpers';

describe('Moodle XML import', () => {
  it('reads each question type into rows, with course and subject from the category path', async () => {
    const { format, rows, problems } = await readAs('moodle.xml', fixture('moodle.xml'));
    expect(problems).toEqual([]);
    expect(format).toBe('moodle-xml');
    expect(rows.map((row) => [row.course, row.subject, row.type])).toEqual([
      ['Pharmacology', 'Analgesics', 'single_choice'],
      ['Pharmacology', 'Analgesics', 'multiple_choice'],
      ['Physiology', 'Cardiovascular', 'single_choice'],
      ['Physiology', 'Cardiovascular', 'fill_in_the_blanks'],
      ['Physiology', 'Cardiovascular', 'fill_in_the_blanks'],
    ]);
  });

  it('keeps options, keys, feedback and tags; points the embedded image at its stored address', async () => {
    const { rows, images } = await readAs('moodle.xml', fixture('moodle.xml'));
    const [opioid, nsaids, bradycardia] = rows;
    const [address] = [...images.keys()];
    expect(address).toMatch(/^\/uploads\/[a-f0-9]{64}\.png$/);
    expect(opioid!.question).toContain(
      `<img src="${address}" alt="Structure" width="120" height="80" />`,
    );
    expect(opioid!.options).toEqual([
      { value: '<p>Paracetamol</p>', answer: false },
      { value: '<p>Morphine</p>', answer: true },
      { value: 'Ibuprofen', answer: false },
    ]);
    expect(opioid!.explanation).toBe(
      '<p>Morphine is an opioid receptor agonist.</p><p>Feedback on the options:</p><ul><li><strong>Paracetamol</strong>: Paracetamol is not an opioid.</li><li><strong>Morphine</strong>: Yes: a μ-opioid receptor agonist.</li></ul>',
    );
    expect(opioid!.tags).toEqual(['opioids', 'NCLEX']);
    expect(nsaids!.options.map((option) => option.answer)).toEqual([true, true, false, false]);
    expect(bradycardia!.options).toEqual([
      { value: 'True', answer: true },
      { value: 'False', answer: false },
    ]);
    expect(bradycardia!.explanation).toContain('Bradycardia is a resting rate under 60 bpm.');
  });

  it('reads short answers and numbers with their tolerance and units', async () => {
    const { rows } = await readAs('moodle.xml', fixture('moodle.xml'));
    expect(rows[3]).toMatchObject({
      answer: 'ventricle',
      acceptedAnswers: ['ventrical'],
      options: [],
    });
    expect(rows[4]).toMatchObject({ answer: '4±0.1 g', acceptedAnswers: ['4000±100 mg'] });
  });

  it('says what it could not keep, once per kind and question, and which questions it left out', async () => {
    const { notices } = await readAs('moodle.xml', fixture('moodle.xml'));
    const of = (where: string) =>
      notices.filter((notice) => notice.where === where).map((n) => n.message);
    expect(of('question 1 "Opioid analgesic"')).toEqual([
      'Shuffling of the options is not kept: they are shown in the order of the file',
      'The penalty for each wrong try (33.33%) is not kept',
      'Feedback on each option is added to the explanation, as a list',
    ]);
    expect(of('question 2 "NSAIDs"')).toEqual([
      'Feedback for correct, partly correct and incorrect answers is not kept',
      'The penalty for each wrong try (33.33%) is not kept',
      "The question's mark (2) is not kept: every question counts the same",
      'Hints are not kept',
      'Partial-credit weights (50%, 50%) are not kept: each option worth more than 0% is a correct answer, and an answer scores when it picks exactly those',
      'Negative weights (-100%) are not kept: a wrong option costs nothing beyond the question',
    ]);
    expect(of('question 4 "Heart rate"')).toEqual([
      'Answers worth 0% or less ("atrium") are left out: only accepted answers are kept',
      'Partial-credit weights ("ventrical" 50%) are not kept: every answer kept is fully correct',
      'Feedback on each answer is not kept',
    ]);
    expect(of('question 5 "Paracetamol maximum dose"')).toContain(
      'The catch-all answer (*) is left out',
    );
    expect(notices.filter((notice) => notice.message.startsWith('Not imported'))).toEqual([
      {
        where: 'question 6 "Describe pain assessment"',
        message: 'Not imported: an essay question has no equivalent in PrepWard',
      },
      {
        where: 'question 7 "Match the drugs"',
        message: 'Not imported: a matching question has no equivalent in PrepWard',
      },
      {
        where: 'question 8 "Cloze dose"',
        message: 'Not imported: an embedded answers (Cloze) question has no equivalent in PrepWard',
      },
      {
        where: 'question 9 "Section intro"',
        message:
          'Not imported: a description (text without a question) has no equivalent in PrepWard',
      },
    ]);
  });

  it('reports a question that breaks a rule with its source line and name', async () => {
    const xml = `<?xml version="1.0"?>
<quiz>
  <question type="multichoice">
    <name><text>No key</text></name>
    <questiontext format="html"><text>Pick one</text></questiontext>
    <single>true</single>
    <answer fraction="0"><text>A</text></answer>
    <answer fraction="0"><text>B</text></answer>
  </question>
  <question type="multichoice">
    <name><text>One option</text></name>
    <questiontext format="html"><text><![CDATA[<script>x</script>]]></text></questiontext>
    <answer fraction="abc"><text>A</text></answer>
  </question>
</quiz>`;
    const { rows, problems } = await readAs('bank.xml', xml);
    expect(rows).toEqual([]);
    expect(problems).toEqual([
      {
        line: 3,
        column: 'question 1 "No key", correct answer',
        message: 'Choose the correct answer',
      },
      {
        line: 10,
        column: 'question 2 "One option", answer 1',
        message: 'The fraction "abc" is not a number',
      },
      {
        line: 10,
        column: 'question 2 "One option", question',
        message: 'The question has nothing left once unsafe HTML is removed',
      },
    ]);
  });

  it('refuses what is not Moodle XML, broken XML and entity declarations, without throwing', async () => {
    const first = async (text: string) => (await readAs('bank.xml', text)).problems[0]?.message;
    expect(await first('<html><body/></html>')).toMatch(/^This XML file is neither Moodle XML/);
    expect(await first('<quiz><question></quiz>')).toMatch(/^The file is not well-formed XML/);
    expect(
      await first(
        '<?xml version="1.0"?><!DOCTYPE quiz [<!ENTITY a "aaaa"><!ENTITY b "&a;&a;">]><quiz>&b;</quiz>',
      ),
    ).toBe('The file declares XML entities (a DTD), which are not accepted');
    expect(await first('')).toBeTruthy();
    expect(await first('<quiz></quiz>')).toBe('The file has no questions');
  });

  it('leaves out images from other sites and files that are not images, saying so', async () => {
    const xml = `<quiz>
  <question type="truefalse">
    <name><text>Images</text></name>
    <questiontext format="html">
      <text><![CDATA[<p>Is this a rash? <img src="https://tracker.example/pixel.gif"> <img src="@@PLUGINFILE@@/rash.png"> <img src="@@PLUGINFILE@@/gone.png"></p>]]></text>
      <file name="rash.png" path="/" encoding="base64">${Buffer.from('not an image').toString('base64')}</file>
    </questiontext>
    <answer fraction="100"><text>true</text></answer>
    <answer fraction="0"><text>false</text></answer>
  </question>
</quiz>`;
    const { rows, notices, images } = await readAs('images.xml', xml);
    expect(rows[0]!.question).toBe('<p>Is this a rash?   </p>');
    expect(images.size).toBe(0);
    expect(notices.map((notice) => notice.message)).toEqual([
      'The image "rash.png" is left out: Only JPG, PNG, GIF, WEBP and SVG images can be uploaded',
      'The image "gone.png" is not in the file: it is left out',
      'An image of the question is left out: only images in the file or uploaded to PrepWard are kept',
    ]);
  });

  it("reads Moodle's category paths without its own levels, a doubled slash inside a name", () => {
    expect(categoryLevels('$course$/top/Default for NURS 101/Pharmacology')).toEqual([
      'NURS 101',
      'Pharmacology',
    ]);
    expect(categoryLevels('$system$/top/Renal//Urology/Dialysis')).toEqual([
      'Renal/Urology',
      'Dialysis',
    ]);
    expect(categoryLevels('Cardiology')).toEqual(['Cardiology']);
    expect(categoryLevels('$course$/top')).toEqual([]);
  });
});
