// Fill in the blanks questions with several accepted answers (numbers with a tolerance and a
// unit among them), and rich text that is only an empty paragraph.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questions } from '../../db/schema';
import { singleChoice, type Envelope } from '../../test/content-fixtures';
import {
  openQuestionEditor,
  questionCalls,
  type Question,
  type QuestionEditor,
} from '../../test/question-fixtures';
import type { TestContext } from '../../test/test-app';

type Problems = { message: string; details: { path: string; message: string }[] };

const blank = (fields: object = {}) => ({
  type: 'fill_in_the_blanks',
  question: '<p>The adult dose is ___ g.</p>',
  answer: '4 g',
  ...fields,
});

describe('accepted answers', () => {
  let context: TestContext;
  let admin: QuestionEditor['admin'];
  let tree: QuestionEditor['tree'];

  beforeAll(async () => {
    ({ context, admin, tree } = await openQuestionEditor());
  });
  afterAll(() => context.close());

  const { create, created } = questionCalls(() => ({ admin, tree }));
  const stored = async (id: string) =>
    (await context.db.select().from(questions).where(eq(questions.id, id)))[0]!;

  it('stores the answer and the others accepted, each in its canonical notation', async () => {
    const question = await created(
      blank({
        answer: ' 4 +/- 0.10 g ',
        acceptedAnswers: ['four  grams', '4000 mg (unit required)'],
      }),
    );
    expect(question).toMatchObject({
      answer: '4±0.1 g',
      acceptedAnswers: ['four grams', '4000 mg (unit required)'],
    });
    expect(await stored(question.id)).toMatchObject({
      answerText: '4±0.1 g',
      acceptedAnswers: ['four grams', '4000 mg (unit required)'],
    });
    const fetched = await admin.get(`/admin/question/${question.id}`);
    expect(fetched.json<Envelope<{ question: Question }>>().data.question.acceptedAnswers).toEqual([
      'four grams',
      '4000 mg (unit required)',
    ]);
  });

  it('keeps no accepted answers when none are sent, and none on a choice question', async () => {
    expect((await created(blank())).acceptedAnswers).toEqual([]);
    const choice = await created({ ...singleChoice(), acceptedAnswers: ['ignored'] });
    expect(choice.acceptedAnswers).toEqual([]);
    expect((await stored(choice.id)).acceptedAnswers).toEqual([]);
  });

  it('replaces the accepted answers on edit, and empties them when the type changes', async () => {
    const question = await created(blank({ acceptedAnswers: ['four grams'] }));
    const edit = (body: object) => admin.patch(`/admin/question/${question.id}`, body);

    const edited = await edit(blank({ answer: '4,5 g', acceptedAnswers: ['4.5±0.5 g', '4½ g'] }));
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<Envelope<{ question: Question }>>().data.question).toMatchObject({
      answer: '4.5 g',
      acceptedAnswers: ['4.5±0.5 g', '4½ g'],
    });

    expect((await edit(singleChoice())).statusCode).toBe(200);
    expect(await stored(question.id)).toMatchObject({ answerText: null, acceptedAnswers: [] });
  });

  it.each([
    [
      'a negative tolerance',
      { acceptedAnswers: ['4±-0.1 g'] },
      'acceptedAnswers.0',
      'Accepted answer 1 is not a number with a tolerance of 0 or more and a one-word unit (write 4±0.1 g)',
    ],
    [
      'a tolerance that is not a number',
      { answer: '4±a g' },
      'answer',
      'The answer is not a number with a tolerance of 0 or more and a one-word unit (write 4±0.1 g)',
    ],
    [
      'a required unit without a unit',
      { acceptedAnswers: ['four grams', '4 (unit required)'] },
      'acceptedAnswers.1',
      'Accepted answer 2 says (unit required) but has no unit (write 4±0.1 g)',
    ],
    [
      'an empty accepted answer',
      { acceptedAnswers: ['  '] },
      'acceptedAnswers.0',
      'Accepted answer 1 is empty: fill it in or remove it',
    ],
    [
      'an answer accepted twice',
      { acceptedAnswers: ['4g'] },
      'acceptedAnswers.0',
      'Accepted answer 1 is already accepted above',
    ],
    [
      'the CSV separator in an accepted answer',
      { acceptedAnswers: ['four | grams'] },
      'acceptedAnswers.0',
      'Accepted answer 1 may not contain "|"',
    ],
    [
      'too many accepted answers',
      { acceptedAnswers: Array.from({ length: 21 }, (_, index) => `${index + 5} g`) },
      'acceptedAnswers',
      'A question accepts at most 20 other answers',
    ],
    [
      'a too long accepted answer',
      { acceptedAnswers: ['x'.repeat(501)] },
      'acceptedAnswers.0',
      'An accepted answer may have at most 500 characters',
    ],
    [
      'accepted answers that are not a list',
      { acceptedAnswers: 'four grams' },
      'acceptedAnswers',
      'Invalid input: expected array, received string',
    ],
  ])('refuses %s with 400', async (_name, fields, path, message) => {
    const response = await create(blank(fields));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json<Problems>().details).toContainEqual({ path, message });
  });

  describe('empty rich text', () => {
    it.each(['<p></p>', '<p><br></p>', '<p> </p><p>&nbsp;</p>'])(
      'stores an explanation of %j as none',
      async (explanation) => {
        const question = await created({ ...singleChoice(), explanation });
        expect(question.explanation).toBe('');
        expect((await stored(question.id)).explanationHtml).toBe('');
      },
    );

    it.each(['<p><br></p>', '<p>\u200B</p>'])('refuses a question of %j', async (text) => {
      const response = await create({ ...singleChoice(), question: text });
      expect(response.statusCode).toBe(400);
      expect(response.json<Problems>().details).toContainEqual({
        path: 'question',
        message: 'Question is required',
      });
    });
  });
});
