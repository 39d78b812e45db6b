// Questions in the editor: editing (option pick counts kept by id), deleting or retiring an
// answered question, and the image upload the editor uses.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, questionOptions, questions, testAnswers } from '../../db/schema';
import {
  answeredByAStudent,
  PNG_BYTES,
  singleChoice,
  type Envelope,
} from '../../test/content-fixtures';
import {
  openQuestionEditor,
  questionCalls,
  type Question,
  type QuestionEditor,
} from '../../test/question-fixtures';
import type { TestContext } from '../../test/test-app';
import { MALFORMED_UPLOAD_MESSAGE } from './uploads';

describe('questions', () => {
  let context: TestContext;
  let admin: QuestionEditor['admin'];
  let tree: QuestionEditor['tree'];
  let imageUrl: string;

  beforeAll(async () => {
    ({ context, admin, tree, imageUrl } = await openQuestionEditor());
  });
  afterAll(() => context.close());

  const { created } = questionCalls(() => ({ admin, tree }));

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
      const testId = await answeredByAStudent(context, tree.examId, question);

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
        await context.db.select().from(testAnswers).where(eq(testAnswers.testId, testId)),
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
