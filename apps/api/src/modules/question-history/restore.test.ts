// Restoring a version: in place (option pick counts kept), as a new question of the lineage
// when the answer key of an answered question changes, back into use after a retirement; the
// course and subject when still there; 409 when nothing would change; recorded as a version
// and in the audit log; who may restore; the refusals of bad requests.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, questionOptions, questions, subjects } from '../../db/schema';
import {
  createExamTree,
  signedInAdmin,
  singleChoice,
  studentCaller,
  type Envelope,
} from '../../test/content-fixtures';
import {
  openQuestionEditor,
  questionCalls,
  type Question,
  type QuestionEditor,
} from '../../test/question-fixtures';
import { historyOf, placeInTest, restored, restoreUrl } from '../../test/question-history-fixtures';
import type { TestContext } from '../../test/test-app';
import { recordQuestionVersions } from '../content/question-versions';

describe('restoring a version', () => {
  let context: TestContext;
  let admin: QuestionEditor['admin'];
  let tree: QuestionEditor['tree'];

  beforeAll(async () => {
    ({ context, admin, tree } = await openQuestionEditor());
  });
  afterAll(() => context.close());

  const { created } = questionCalls(() => ({ admin, tree }));
  const edit = async (questionId: string, body: object) => {
    const response = await admin.patch(`/admin/question/${questionId}`, body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Envelope<{ question: Question }>>().data.question;
  };
  const read = async (questionId: string) => {
    const response = await admin.get(`/admin/question/${questionId}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Envelope<{ question: Question & Record<string, unknown> }>>().data
      .question;
  };
  /** The id of version `number` of the question's lineage. */
  const versionId = async (questionId: string, number: number) => {
    const history = await historyOf(admin, questionId, { perPage: '100' });
    return history.versions.find((version) => version.number === number)!.id;
  };

  it('puts an earlier version back in place, keeping the options’ ids and pick counts', async () => {
    const question = await created({
      ...singleChoice('Which drug is an opioid?'),
      status: 'draft',
      tags: ['pain'],
      difficulty: 'easy',
    });
    await context.db
      .update(questionOptions)
      .set({ pickCount: 5 })
      .where(eq(questionOptions.id, question.options[1]!.id));
    await edit(question.id, {
      ...singleChoice('Which drug is a strong opioid?'),
      explanation: '<p>Changed.</p>',
      options: question.options.map((option) => ({
        id: option.id,
        value: option.value === 'Morphine' ? 'Morphine sulfate' : option.value,
        answer: option.answer,
      })),
      status: 'published',
      tags: ['opioids'],
      category: 'Pharmacology',
      difficulty: 'hard',
    });

    const result = await restored(admin, question.id, await versionId(question.id, 1));
    expect(result).toEqual({
      message: 'Version 1 restored',
      outcome: 'restored',
      questionId: question.id,
      restoredNumber: 1,
      versionNumber: 3,
      placeKept: false,
      subjectName: 'Analgesics',
    });
    const now = await read(question.id);
    expect(now).toMatchObject({
      question: '<p>Which drug is an opioid?</p>',
      explanation: '<p>Morphine is an opioid.</p>',
      tags: ['pain'],
      category: null,
      difficulty: 'easy',
      // A restore changes what the question says, not where it stands in review.
      status: 'published',
    });
    expect(now.options).toEqual(
      question.options.map((option, index) => ({ ...option, selected: index === 1 ? 5 : 0 })),
    );

    const history = await historyOf(admin, question.id);
    expect(history.versions[0]).toMatchObject({
      number: 3,
      action: 'restored',
      label: 'Restored',
      comment: 'Restored version 1',
      questionId: question.id,
      current: true,
      author: { kind: 'administrator', name: 'Test admin' },
    });
    const [audit] = await context.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, question.id), eq(auditLog.action, 'restored')));
    expect(audit).toMatchObject({
      adminId: admin.id,
      entity: 'question',
      details: { versionNumber: 1, outcome: 'restored' },
    });
  });

  it('answers 409, changing nothing, when the version is what the question says now', async () => {
    const question = await created(singleChoice('Nothing to restore?'));
    const response = await admin.post(restoreUrl(question.id, await versionId(question.id, 1)));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      message: 'Version 1 is what the question says now: restoring it would change nothing',
    });
    expect((await historyOf(admin, question.id)).versions).toHaveLength(1);
  });

  it('lets one of two restores of the same version at once through, and the other finds nothing to do', async () => {
    const question = await created(singleChoice('Twice at once?'));
    await edit(question.id, singleChoice('Edited once'));
    const first = await versionId(question.id, 1);
    const responses = await Promise.all([
      admin.post(restoreUrl(question.id, first)),
      admin.post(restoreUrl(question.id, first)),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect((await historyOf(admin, question.id)).versions.map((v) => v.number)).toEqual([3, 2, 1]);
  });

  it('makes a new version, as an edit would, when the restore changes the key of an answered question', async () => {
    const question = await created(singleChoice('Rekeyed twice?'));
    await placeInTest(context, tree.examId, question.id);
    const rekeyed = await edit(question.id, {
      ...singleChoice('Rekeyed twice?'),
      options: question.options.map((option) => ({
        id: option.id,
        value: option.value,
        answer: option.value === 'Aspirin',
      })),
    });
    expect(rekeyed.id).not.toBe(question.id);

    // Nobody has met the new question yet: restoring the old key is an edit in place.
    const inPlace = await restored(admin, rekeyed.id, await versionId(question.id, 1));
    expect(inPlace).toMatchObject({ outcome: 'restored', questionId: rekeyed.id });

    // Once students meet it, the same change makes another question of the lineage.
    await placeInTest(context, tree.examId, rekeyed.id);
    const result = await restored(admin, question.id, await versionId(question.id, 2));
    expect(result).toMatchObject({
      message:
        'Version 2 restored as a new version: students had answered the question, and its answer key changes',
      outcome: 'new_version',
      restoredNumber: 2,
      versionNumber: 4,
    });
    expect(result.questionId).not.toBe(rekeyed.id);
    expect((await admin.get(`/admin/question/${rekeyed.id}`)).statusCode).toBe(404);
    const now = await read(result.questionId);
    expect(now.options.find((option) => option.answer)?.value).toBe('Aspirin');

    const history = await historyOf(admin, question.id);
    expect(now.lineageId).toBe(history.question.lineageId);
    expect(history.question.liveQuestionId).toBe(result.questionId);
    expect(history.versions[0]).toMatchObject({
      number: 4,
      action: 'restored',
      comment: 'Restored version 2',
      questionId: result.questionId,
    });
    const [audit] = await context.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, result.questionId), eq(auditLog.action, 'restored')));
    expect(audit?.details).toMatchObject({ outcome: 'new_version', replaces: rekeyed.id });
  });

  it('brings a question deleted after students answered it back into use', async () => {
    const question = await created(singleChoice('Deleted, then wanted back?'));
    await placeInTest(context, tree.examId, question.id);
    expect((await admin.delete(`/admin/question/${question.id}`)).statusCode).toBe(200);

    const result = await restored(admin, question.id, await versionId(question.id, 1));
    expect(result).toMatchObject({
      message: 'Version 1 restored: the question is back in use',
      outcome: 'revived',
      subjectName: 'Analgesics',
    });
    expect(result.questionId).not.toBe(question.id);
    const history = await historyOf(admin, question.id);
    expect(await read(result.questionId)).toMatchObject({
      question: '<p>Deleted, then wanted back?</p>',
      subjectId: tree.subjectId,
      lineageId: history.question.lineageId,
    });
    expect(history.question.liveQuestionId).toBe(result.questionId);
    expect(history.versions.map((version) => version.action)).toEqual([
      'restored',
      'retired',
      'created',
    ]);
  });

  it('answers 404 for a retired question whose subject is gone', async () => {
    const place = await createExamTree(admin, 'Subject gone');
    const response = await admin.post(`/admin/exam/subject/${place.subjectId}/question`, {
      ...singleChoice('In a deleted subject?'),
    });
    const question = response.json<Envelope<{ question: Question }>>().data.question;
    await placeInTest(context, place.examId, question.id);
    const removed = await admin.delete(`/admin/exam/subject/${place.subjectId}`, {
      confirm: 'true',
    });
    expect(removed.statusCode, removed.body).toBe(200);

    const refused = await admin.post(restoreUrl(question.id, await versionId(question.id, 1)));
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({
      message: 'The subject of version 1 no longer exists, so the question cannot come back there',
    });
  });

  describe('course and subject', () => {
    /** Moves the question to another subject the way a move records it. */
    const moveTo = async (questionId: string, courseId: string, subjectId: string) => {
      await context.db
        .update(questions)
        .set({ courseId, subjectId })
        .where(eq(questions.id, questionId));
      await recordQuestionVersions(context.db, {
        where: eq(questions.id, questionId),
        action: 'moved',
        adminId: admin.id,
      });
    };

    it('puts the question back in the version’s subject while it is there', async () => {
      const question = await created(singleChoice('Moved away?'));
      const other = await admin.post('/admin/exam/subject', {
        courseId: tree.courseId,
        name: 'Opioids',
      });
      const otherId = other.json<Envelope<{ subject: { id: string } }>>().data.subject.id;
      await moveTo(question.id, tree.courseId, otherId);

      const result = await restored(admin, question.id, await versionId(question.id, 1));
      expect(result).toMatchObject({ placeKept: false, subjectName: 'Analgesics' });
      expect((await read(question.id)).subjectId).toBe(tree.subjectId);
    });

    it('keeps the current subject, and says so, when the version’s is gone', async () => {
      const question = await created(singleChoice('Its first subject deleted?'));
      const first = await admin.post('/admin/exam/subject', {
        courseId: tree.courseId,
        name: 'Short-lived',
      });
      const firstId = first.json<Envelope<{ subject: { id: string } }>>().data.subject.id;
      await moveTo(question.id, tree.courseId, firstId);
      await edit(question.id, singleChoice('Edited where it is'));
      await moveTo(question.id, tree.courseId, tree.subjectId);
      // Deleted while empty: gone for good.
      expect((await admin.delete(`/admin/exam/subject/${firstId}`)).statusCode).toBe(200);
      expect(await context.db.select().from(subjects).where(eq(subjects.id, firstId))).toEqual([]);

      const result = await restored(admin, question.id, await versionId(question.id, 2));
      expect(result).toEqual({
        message:
          'Version 2 restored. It stays in Analgesics: the subject of that version no longer exists.',
        outcome: 'restored',
        questionId: question.id,
        restoredNumber: 2,
        versionNumber: 5,
        placeKept: true,
        subjectName: 'Analgesics',
      });
      expect(await read(question.id)).toMatchObject({
        question: '<p>Its first subject deleted?</p>',
        subjectId: tree.subjectId,
      });
    });
  });

  describe('who may restore', () => {
    it('refuses viewers and examiners (403), and hides other exams’ questions (404)', async () => {
      const question = await created(singleChoice('Who restores?'));
      await edit(question.id, singleChoice('Edited, to restore'));
      const url = restoreUrl(question.id, await versionId(question.id, 1));
      for (const role of ['viewer', 'examiner', 'sales', 'hr'] as const) {
        const response = await (await signedInAdmin(context, [role])).post(url);
        expect(response.statusCode, role).toBe(403);
      }
      expect((await (await studentCaller(context)).post(url)).statusCode).toBe(401);

      const other = await createExamTree(admin, 'Not theirs');
      const limited = await signedInAdmin(context, ['admin'], [other.examId]);
      const hidden = await limited.post(url);
      expect(hidden.statusCode).toBe(404);
      expect(hidden.json()).toMatchObject({ message: 'Question not found' });
      expect((await historyOf(admin, question.id)).versions).toHaveLength(2);

      const own = await signedInAdmin(context, ['admin'], [tree.examId]);
      expect((await own.post(url)).statusCode).toBe(200);
    });
  });

  it('refuses malformed ids (400) and a version of another question or unknown (404)', async () => {
    const question = await created(singleChoice('Bad restores?'));
    await edit(question.id, singleChoice('Bad restores, edited'));
    const another = await created(singleChoice('Another lineage'));
    const othersVersion = await versionId(another.id, 1);

    const malformed = await admin.post(`/admin/question/${question.id}/history/nope/restore`);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ message: 'Invalid id' });
    expect(
      (await admin.post(`/admin/question/x/history/${othersVersion}/restore`)).statusCode,
    ).toBe(400);

    const foreign = await admin.post(restoreUrl(question.id, othersVersion));
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ message: 'Version not found' });
    expect((await admin.post(restoreUrl(question.id, randomUUID()))).statusCode).toBe(404);
    expect((await admin.post(restoreUrl(randomUUID(), othersVersion))).statusCode).toBe(404);
    expect(await read(another.id)).toMatchObject({ question: '<p>Another lineage</p>' });
    expect(await read(question.id)).toMatchObject({ question: '<p>Bad restores, edited</p>' });
  });
});
