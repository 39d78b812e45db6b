// QTI 1.2 packages as Canvas exports a quiz (imsmanifest.xml, the assessment in its own
// folder, images under web_resources), and a plain QTI 1.2 file without Canvas's metadata.
import { describe, expect, it } from 'vitest';
import { readAs, zippedFixture } from './test-helpers';
import { zipSync } from 'fflate';
import { readZip, writeZip } from './zip';

/** A zip of one 1 MB entry (zeros) whose central directory says it unpacks to `size` bytes. */
function declaring(size: number): Buffer {
  const zip = Buffer.from(zipSync({ 'big.xml': new Uint8Array(1024 * 1024) }));
  const central = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
  zip.writeUInt32LE(size, central + 24);
  return zip;
}

describe('QTI 1.2 import', () => {
  it("reads Canvas's question types, keys, feedback and images", async () => {
    const { format, rows, problems, images } = await readAs(
      'cardiology-quiz-export.zip',
      zippedFixture('canvas-qti'),
    );
    expect(problems).toEqual([]);
    expect(format).toBe('qti12');
    expect(rows.map((row) => [row.line, row.course, row.subject, row.type])).toEqual([
      [11, 'Imported', 'cardiology-quiz-export', 'single_choice'],
      [120, 'Imported', 'cardiology-quiz-export', 'multiple_choice'],
      [191, 'Imported', 'cardiology-quiz-export', 'single_choice'],
      [243, 'Imported', 'cardiology-quiz-export', 'fill_in_the_blanks'],
      [287, 'Imported', 'cardiology-quiz-export', 'fill_in_the_blanks'],
    ]);
    const [rhythm, betaBlockers, digoxin, pacemaker, potassium] = rows;
    const [address] = [...images.keys()];
    expect(rhythm!.question).toBe(
      `<div><p>Which rhythm does this ECG strip show?</p><p><img src="${address}" alt="ECG strip" /></p></div>`,
    );
    expect(rhythm!.options.map((option) => [option.value, option.answer])).toEqual([
      ['Sinus rhythm', false],
      ['Atrial fibrillation', true],
      ['Ventricular tachycardia', false],
      ['Asystole', false],
    ]);
    expect(rhythm!.explanation).toBe(
      '<p>An irregularly irregular rhythm without P waves is atrial fibrillation.</p><p>Feedback on the options:</p><ul><li><strong>Sinus rhythm</strong>: Sinus rhythm has a P wave before each QRS.</li></ul>',
    );
    expect(betaBlockers!.options.map((option) => option.answer)).toEqual([
      true,
      true,
      false,
      false,
    ]);
    expect(digoxin!.options).toEqual([
      { value: 'True', answer: true },
      { value: 'False', answer: false },
    ]);
    expect(pacemaker).toMatchObject({ answer: 'sinoatrial node', acceptedAnswers: ['SA node'] });
    expect(potassium).toMatchObject({ answer: '5±0.1', acceptedAnswers: ['5.35±0.15'] });
  });

  it('says what it left out and what it could not keep', async () => {
    const { notices } = await readAs('quiz.zip', zippedFixture('canvas-qti'));
    expect(notices).toEqual([
      {
        where: 'question 6 "Explain heart failure"',
        message: 'Not imported: an essay question has no equivalent in PrepWard',
      },
      {
        where: 'question 7 "Match drugs"',
        message: 'Not imported: a matching question has no equivalent in PrepWard',
      },
      {
        where: 'question 1 "Rhythm strip"',
        message: 'Feedback for correct and incorrect answers is not kept',
      },
      {
        where: 'question 1 "Rhythm strip"',
        message: 'Feedback on each option is added to the explanation, as a list',
      },
    ]);
  });

  it('reads a QTI 1.2 file without Canvas metadata by its response, with partial credit', async () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE questestinterop SYSTEM "ims_qtiasiv1p2p1.dtd">
<questestinterop>
  <objectbank ident="pool1">
    <item ident="q1" title="Anticoagulants">
      <presentation>
        <flow>
          <material><mattext texttype="text/plain">Which drugs are anticoagulants?</mattext></material>
          <response_lid ident="r1" rcardinality="Multiple">
            <render_choice shuffle="Yes">
              <flow_label><response_label ident="a"><material><mattext>Warfarin</mattext></material></response_label></flow_label>
              <flow_label><response_label ident="b"><material><mattext>Heparin</mattext></material></response_label></flow_label>
              <flow_label><response_label ident="c"><material><mattext>Aspirin</mattext></material></response_label></flow_label>
            </render_choice>
          </response_lid>
        </flow>
      </presentation>
      <resprocessing>
        <outcomes><decvar varname="SCORE" vartype="Decimal" maxvalue="1"/></outcomes>
        <respcondition><conditionvar><varequal respident="r1">a</varequal></conditionvar><setvar action="Add" varname="SCORE">0.5</setvar></respcondition>
        <respcondition><conditionvar><varequal respident="r1">b</varequal></conditionvar><setvar action="Add" varname="SCORE">0.5</setvar></respcondition>
        <respcondition><conditionvar><varequal respident="r1">c</varequal></conditionvar><setvar action="Subtract" varname="SCORE">0.5</setvar></respcondition>
      </resprocessing>
    </item>
  </objectbank>
</questestinterop>`;
    const { format, rows, notices, problems } = await readAs('pool.xml', xml);
    expect(problems).toEqual([]);
    expect(format).toBe('qti12');
    expect(rows[0]).toMatchObject({
      type: 'multiple_choice',
      question: 'Which drugs are anticoagulants?',
      options: [
        { value: 'Warfarin', answer: true },
        { value: 'Heparin', answer: true },
        { value: 'Aspirin', answer: false },
      ],
    });
    expect(notices.map((notice) => notice.message)).toEqual([
      'Shuffling of the options is not kept: they are shown in the order of the file',
      'Partial-credit weights (50%, 50%) are not kept: each option worth more than 0% is a correct answer, and an answer scores when it picks exactly those',
      'Negative weights (-50%) are not kept: a wrong option costs nothing beyond the question',
    ]);
  });

  it('refuses a broken package, a zip bomb and a package without QTI, without throwing', async () => {
    const first = async (name: string, bytes: Buffer) =>
      (await readAs(name, bytes)).problems[0]?.message;
    expect(await first('quiz.zip', Buffer.from('PK\u0003\u0004 not really a zip'))).toBe(
      'The file is not a .zip package that can be read',
    );
    // A package whose central directory declares 150 MB for a 1 kB entry.
    expect(await first('quiz.zip', declaring(150 * 1024 * 1024))).toBe(
      'The package unpacks to more than 100 MB',
    );
    // One that declares 10 bytes for an entry inflating to 1 MB: only the 10 bytes are unpacked.
    const lying = readZip(declaring(10));
    expect('files' in lying && lying.files.get('big.xml')?.length).toBe(10);
    const many = writeZip(
      new Map(Array.from({ length: 5001 }, (_, index) => [`f${index}.txt`, ''])),
    );
    expect(await first('quiz.zip', many)).toBe('The package has more than 5000 files');
    expect(await first('quiz.zip', writeZip(new Map([['readme.txt', 'hello']])))).toBe(
      'The package has no QTI 1.2 file (questestinterop) in it',
    );
  });
});
