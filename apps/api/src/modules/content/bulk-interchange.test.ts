// Bulk questions in other systems' formats, through the API: imports of Moodle XML, GIFT, Aiken
// and QTI packages (their notices in the reply, embedded images stored, broken files a 400),
// and exports in each format that import back into an empty exam as the same questions.
import { zipSync } from 'fflate';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, questions } from '../../db/schema';
import { PNG_BYTES, signedInAdmin, type Caller, type Envelope } from '../../test/content-fixtures';
import { bulkQuestions, type ImportResult } from '../../test/question-csv-fixtures';
import { createTestApp, type TestContext } from '../../test/test-app';
import { fixture, zippedFixture } from './formats/test-helpers';
import { readZip } from './formats/zip';

type Notices = { notices: { where: string; message: string }[] };
type Content = Awaited<ReturnType<ReturnType<typeof bulkQuestions>['contentOf']>>;

describe('bulk questions in interchange formats', () => {
  let context: TestContext;
  let admin: Caller & { id: string };

  beforeAll(async () => {
    context = await createTestApp();
    admin = await signedInAdmin(context, ['admin']);
  });
  afterAll(() => context.close());

  const { newExam, upload, contentOf } = bulkQuestions(() => ({ context, admin }));
  const importFile = async (examId: string, name: string, bytes: Buffer | string) => {
    const response = await upload(examId, bytes, name);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Envelope<ImportResult & Notices>>().data;
  };

  describe('import', () => {
    it('imports a Moodle XML export: categories, notices in the reply, the embedded image stored', async () => {
      const examId = await newExam('Moodle import');
      const result = await importFile(examId, 'moodle.xml', fixture('moodle.xml'));
      expect(result).toMatchObject({ questionsAdded: 5, coursesCreated: 2, subjectsCreated: 2 });
      expect(result.notices).toContainEqual({
        where: 'question 6 "Describe pain assessment"',
        message: 'Not imported: an essay question has no equivalent in PrepWard',
      });
      const [opioid] = await contentOf(examId);
      const tagged = await context.db
        .select({ tags: questions.tags })
        .from(questions)
        .where(and(eq(questions.examId, examId), eq(questions.type, 'single_choice')));
      expect(tagged.map((row) => row.tags)).toContainEqual(['opioids', 'NCLEX']);
      const src = /<img src="([^"]+)"/.exec(opioid!.question)?.[1];
      expect(src).toMatch(/^\/uploads\/[a-f0-9]{64}\.png$/);
      const served = await context.app.inject({ method: 'GET', url: src! });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(PNG_BYTES)).toBe(true);
      const audits = await context.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'image'), eq(auditLog.entityId, src!)));
      expect(audits[0]).toMatchObject({ adminId: admin.id, action: 'uploaded' });
    });

    it('imports GIFT, Aiken and QTI 1.2 and 2.1 packages', async () => {
      const cases: [string, Buffer, number][] = [
        ['questions.gift.txt', fixture('questions.gift.txt'), 11],
        ['pharmacology.txt', fixture('aiken.txt'), 3],
        ['cardiology.zip', zippedFixture('canvas-qti'), 5],
        ['diabetes.zip', zippedFixture('qti21'), 5],
      ];
      for (const [name, bytes, count] of cases) {
        const examId = await newExam(`Import ${name}`);
        expect((await importFile(examId, name, bytes)).questionsAdded, name).toBe(count);
        expect(await contentOf(examId)).toHaveLength(count);
      }
    });

    it('refuses an unknown file type with the accepted formats, and a broken file with its problems', async () => {
      const examId = await newExam('Refusals');
      const unknown = await upload(examId, 'hello', 'questions.docx');
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json<{ message: string }>().message).toBe(
        'Please upload a question file: CSV (.csv), Moodle XML (.xml), GIFT or Aiken (.txt, .gift), or a QTI 1.2 or 2.1 package (.zip)',
      );
      const broken = await upload(examId, '<quiz><question type="multichoice"></quiz>', 'bank.xml');
      expect(broken.statusCode).toBe(400);
      expect(broken.json<{ message: string }>().message).toMatch(
        /^The file is not well-formed XML: .*\. Nothing was imported\.$/,
      );
      const noKey = await upload(
        examId,
        '::Q::Which is a loop diuretic?{~Furosemide ~Spironolactone}',
        'bank.gift',
      );
      expect(noKey.statusCode).toBe(400);
      expect(noKey.json<{ details: unknown[] }>().details).toEqual([
        {
          path: 'line 1, question 1 "Q", correct answer',
          line: 1,
          column: 'question 1 "Q", correct answer',
          message: 'Choose at least one correct answer',
        },
      ]);
      expect(await contentOf(examId)).toEqual([]);
    });

    it('stores no image of a file that is refused', async () => {
      const examId = await newExam('No stray images');
      const before = await context.db.select().from(auditLog).where(eq(auditLog.entity, 'image'));
      const xml = fixture('moodle.xml')
        .toString('utf8')
        .replace('<answer fraction="100" format="html">', '<answer fraction="0" format="html">');
      expect((await upload(examId, xml, 'moodle.xml')).statusCode).toBe(400);
      const after = await context.db.select().from(auditLog).where(eq(auditLog.entity, 'image'));
      expect(after).toHaveLength(before.length);
    });

    it('answers 400, never 500, for broken and random files of every kind', async () => {
      const examId = await newExam('Fuzz');
      const gift = fixture('questions.gift.txt');
      const moodle = fixture('moodle.xml');
      const qti = zippedFixture('qti21');
      const canvas = zippedFixture('canvas-qti');
      let seed = 7;
      const random = () => {
        seed = (seed * 1103515245 + 12345) % 2147483648;
        return seed / 2147483648;
      };
      const samples: [string, Buffer][] = [];
      for (const [name, bytes] of [
        ['q.gift', gift],
        ['q.xml', moodle],
        ['q.zip', qti],
        ['c.zip', canvas],
        ['a.txt', fixture('aiken.txt')],
      ] as const) {
        for (let index = 0; index < 6; index += 1) {
          const cut = bytes.subarray(0, Math.floor(random() * bytes.length));
          const flipped = Buffer.from(bytes);
          for (let flip = 0; flip < 20; flip += 1) {
            flipped[Math.floor(random() * flipped.length)] = Math.floor(random() * 256);
          }
          samples.push([name, cut], [name, flipped]);
        }
      }
      samples.push(
        ['deep.xml', Buffer.from(`<quiz>${'<a>'.repeat(5000)}${'</a>'.repeat(5000)}</quiz>`)],
        ['empty.zip', Buffer.alloc(0)],
        [
          'nested.zip',
          Buffer.from(zipSync({ 'inner.zip': zipSync({ 'a.xml': new Uint8Array(10) }) })),
        ],
        ['braces.gift', Buffer.from('{'.repeat(10_000))],
      );
      for (const [name, bytes] of samples) {
        const response = await upload(examId, bytes, name);
        expect([200, 400], `${name}: ${response.body}`).toContain(response.statusCode);
      }
    });
  });

  describe('export', () => {
    let source: string;
    let original: Content;
    let imageUrl: string;

    beforeAll(async () => {
      const uploaded = await admin.upload('POST', '/admin/upload/image', {
        field: 'image',
        name: 'structure.png',
        bytes: PNG_BYTES,
        type: 'image/png',
      });
      imageUrl = uploaded.json<Envelope<{ url: string }>>().data.url;
      source = await newExam('Interchange source');
      const csv = [
        'course,subject,type,question,option_a,option_b,option_c,option_d,correct,explanation,accepted_answers',
        `Pharmacology,Analgesics,single_choice,"<p>Which drug is an <strong>opioid</strong>?</p><p><img src=""${imageUrl}"" alt=""Structure""></p>",Paracetamol,Morphine,Ibuprofen,,b,"<p>Morphine is an opioid: {yes} #1 ~ = : \\ ok</p>",`,
        'Pharmacology,Analgesics,multiple_choice,"<p>Which are <u>NSAIDs</u>?</p>",Ibuprofen,Naproxen,Codeine,Paracetamol,a;b,"<p>Ibuprofen &amp; naproxen.</p>",',
        'Physiology,Cardiovascular,fill_in_the_blanks,"<p>The left ___ pumps blood to the body.</p>",,,,,ventricle,"<p>The left ventricle.</p>",left ventricle|LV',
        'Physiology,Renal,fill_in_the_blanks,"<p>Upper limit of normal serum potassium, in mmol/L?</p>",,,,,5±0.1 mmol/L,,5±0.2 mmol/L',
        'Physiology,Renal,single_choice,"<p>Which ion is mostly intracellular?</p>",Sodium,Potassium,,,b,,',
        '',
      ].join('\r\n');
      expect((await upload(source, csv)).statusCode).toBe(200);
      original = await contentOf(source);
    });

    const exportAs = (format: string) =>
      admin.get(`/admin/exam/${source}/question/export`, { format });

    /** Exports, imports the file into an empty exam, and returns what it holds. */
    const roundTrip = async (format: string) => {
      const exported = await exportAs(format);
      expect(exported.statusCode, exported.body).toBe(200);
      const name = /filename="([^"]+)"/.exec(
        exported.headers['content-disposition'] as string,
      )![1]!;
      const target = await newExam(`Round trip ${format}`);
      const result = await importFile(target, name, exported.rawPayload);
      return { exported, result, content: await contentOf(target) };
    };

    /** The questions without what a format does not carry. */
    const without = (content: Content, drop: { structure?: boolean; units?: boolean }) =>
      content.map((question) => ({
        ...question,
        ...(drop.structure ? { course: 'Imported', subject: 'interchange-source-questions' } : {}),
        ...(drop.units && question.answer
          ? {
              answer: question.answer.replace(/ mmol\/L$/, ''),
              acceptedAnswers: question.acceptedAnswers.map((answer) =>
                answer.replace(/ mmol\/L$/, ''),
              ),
            }
          : {}),
      }));

    it('answers each format with its content type, file name and left-out count', async () => {
      const expected: Record<string, [string, string]> = {
        'moodle-xml': ['application/xml; charset=utf-8', 'interchange-source-questions.moodle.xml'],
        gift: ['text/plain; charset=utf-8', 'interchange-source-questions.gift.txt'],
        aiken: ['text/plain; charset=utf-8', 'interchange-source-questions.aiken.txt'],
        qti21: ['application/zip', 'interchange-source-questions.qti21.zip'],
        qti12: ['application/zip', 'interchange-source-questions.qti12.zip'],
        csv: ['text/csv; charset=utf-8', 'interchange-source-questions.csv'],
      };
      for (const [format, [type, name]] of Object.entries(expected)) {
        const response = await exportAs(format);
        expect(response.headers['content-type'], format).toBe(type);
        expect(response.headers['content-disposition']).toBe(`attachment; filename="${name}"`);
        expect(response.headers['x-questions-left-out']).toBe(format === 'aiken' ? '3' : '0');
        expect(response.headers['x-question-count']).toBe(format === 'aiken' ? '2' : '5');
      }
      const wrong = await exportAs('docx');
      expect(wrong.statusCode).toBe(400);
      expect(wrong.body).toContain(
        'format must be one of: csv, moodle-xml, gift, aiken, qti21, qti12',
      );
    });

    it('Moodle XML carries everything, the image embedded', async () => {
      const { exported, content } = await roundTrip('moodle-xml');
      expect(exported.body).toContain(
        `<file name="${imageUrl.split('/').pop()}" path="/" encoding="base64">`,
      );
      expect(content).toEqual(original);
    });

    it('GIFT carries everything but units', async () => {
      const { content, exported } = await roundTrip('gift');
      expect(exported.body).toContain(
        '// note: the unit (mmol/L) is not carried: GIFT numbers have none',
      );
      expect(content).toEqual(without(original, { units: true }));
    });

    it('QTI 2.1 carries everything but courses and subjects, the image in the package', async () => {
      const { content, exported } = await roundTrip('qti21');
      expect(content).toEqual(without(original, { structure: true }));
      // Inside, the markup is QTI's XHTML: no <u>, the image beside the items.
      const unzipped = readZip(exported.rawPayload);
      const files = 'files' in unzipped ? unzipped.files : new Map<string, Buffer>();
      expect(files.get('items/q0002.xml')?.toString()).toContain(
        '<p>Which are <span class="underline">NSAIDs</span>?</p>',
      );
      expect(files.has(`images/${imageUrl.split('/').pop()}`)).toBe(true);
    });

    it('QTI 1.2 carries everything but courses, subjects and units', async () => {
      const { content } = await roundTrip('qti12');
      expect(content).toEqual(without(original, { structure: true, units: true }));
    });

    it('Aiken carries single choice questions as plain text, and says how many it left out', async () => {
      const { exported, content } = await roundTrip('aiken');
      expect(exported.headers['x-questions-left-out']).toBe('3');
      expect(content).toEqual([
        {
          course: 'Imported',
          subject: 'interchange-source-questions',
          type: 'single_choice',
          question: 'Which drug is an opioid?',
          explanation: '',
          answer: null,
          acceptedAnswers: [],
          options: original[0]!.options,
        },
        {
          course: 'Imported',
          subject: 'interchange-source-questions',
          type: 'single_choice',
          question: 'Which ion is mostly intracellular?',
          explanation: '',
          answer: null,
          acceptedAnswers: [],
          options: original[4]!.options,
        },
      ]);
    });
  });
});
