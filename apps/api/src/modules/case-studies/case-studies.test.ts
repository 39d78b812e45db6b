// Case studies in the administration: adding, reading, changing and deleting one within the
// administrator's exams, and questions joining, keeping, changing and leaving their step
// (decision 0104), with the refusals the question form shows at its fields.
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, questions } from '../../db/schema';
import {
  answeredByAStudent,
  createExamTree,
  signedInAdmin,
  singleChoice,
  type Caller,
  type Envelope,
} from '../../test/content-fixtures';
import { createTestApp, type TestContext } from '../../test/test-app';

type CaseQuestion = { id: string; step: number; type: string; question: string; status: string };
type CaseStudy = {
  id: string;
  examId: string;
  title: string;
  scenario: string;
  questions: (CaseQuestion & { subjectName: string })[];
  createdAt: string;
  updatedAt: string;
};
type Question = {
  id: string;
  lineageId: string;
  options: { id: string; value: string; answer: boolean }[];
  caseStudy: { id: string; title: string; step: number } | null;
};
type Failure = { message: string; error: string; details?: { path: string; message: string }[] };

describe('case studies', () => {
  let context: TestContext;
  let admin: Caller & { id: string };
  let tree: Awaited<ReturnType<typeof createExamTree>>;
  let other: Awaited<ReturnType<typeof createExamTree>>;

  beforeAll(async () => {
    context = await createTestApp();
    admin = await signedInAdmin(context, ['admin']);
    tree = await createExamTree(admin, 'Case study exam');
    other = await createExamTree(admin, 'Another case study exam');
  });
  afterAll(() => context.close());

  const createCase = async (title: string, examId = tree.examId) => {
    const response = await admin.post('/admin/case-study', {
      examId,
      title,
      scenario: `<p>${title}: a 78-year-old after hip surgery.</p>`,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Envelope<{ caseStudy: CaseStudy }>>().data.caseStudy;
  };
  const addQuestion = (body: object, subjectId = tree.subjectId) =>
    admin.post(`/admin/exam/subject/${subjectId}/question`, body);
  const addedQuestion = async (body: object, subjectId = tree.subjectId) => {
    const response = await addQuestion(body, subjectId);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Envelope<{ question: Question }>>().data.question;
  };
  const stepOf = (caseStudyId: string, step: number, text = `Step ${step}?`) => ({
    ...singleChoice(text),
    caseStudyId,
    caseStep: step,
  });
  const getCase = async (id: string) => {
    const response = await admin.get(`/admin/case-study/${id}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Envelope<{ caseStudy: CaseStudy }>>().data.caseStudy;
  };
  const failure = (response: { statusCode: number; body: string; json: <T>() => T }) => {
    expect(response.statusCode, response.body).toBe(400);
    return response.json<Failure>();
  };

  describe('the case study itself', () => {
    it('adds one with its scenario sanitized as question text, and lists the exam’s by title', async () => {
      const response = await admin.post('/admin/case-study', {
        examId: tree.examId,
        title: '  Sepsis after surgery  ',
        scenario:
          '<p onclick="steal()">Mr. Addo, 78, <strong>day 2</strong> after a hip repair.</p><script>alert(1)</script>',
      });
      expect(response.statusCode, response.body).toBe(201);
      const { message, caseStudy } = response.json<Envelope<{ caseStudy: CaseStudy }>>().data;
      expect(message).toBe('Case study added');
      expect(caseStudy).toMatchObject({
        examId: tree.examId,
        title: 'Sepsis after surgery',
        scenario: '<p>Mr. Addo, 78, <strong>day 2</strong> after a hip repair.</p>',
        questions: [],
      });
      await createCase('Acute kidney injury');

      const list = await admin.get(`/admin/exam/${tree.examId}/case-study`);
      expect(list.statusCode, list.body).toBe(200);
      const titles = list
        .json<Envelope<{ caseStudies: CaseStudy[] }>>()
        .data.caseStudies.map((found) => found.title);
      expect(titles.indexOf('Acute kidney injury')).toBeLessThan(
        titles.indexOf('Sepsis after surgery'),
      );
      expect(await getCase(caseStudy.id)).toEqual(caseStudy);

      const [entry] = await context.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.entityId, caseStudy.id));
      expect(entry).toMatchObject({ action: 'created', entity: 'case_study' });
    });

    it('refuses a missing title, a scenario with nothing safe in it and a title the exam has', async () => {
      const noTitle = failure(
        await admin.post('/admin/case-study', {
          examId: tree.examId,
          title: ' ',
          scenario: '<p>A patient</p>',
        }),
      );
      expect(noTitle.details).toContainEqual({ path: 'title', message: 'Title is required' });

      const emptied = failure(
        await admin.post('/admin/case-study', {
          examId: tree.examId,
          title: 'Only a script',
          scenario: '<script>alert(1)</script><img src="https://tracker.example/p.gif">',
        }),
      );
      expect(emptied.message).toBe('The scenario has nothing left once unsafe HTML is removed');
      expect(emptied.details).toEqual([
        { path: 'scenario', message: 'The scenario has nothing left once unsafe HTML is removed' },
      ]);

      await createCase('Hip fracture');
      const taken = await admin.post('/admin/case-study', {
        examId: tree.examId,
        title: 'HIP FRACTURE',
        scenario: '<p>Again</p>',
      });
      expect(taken.statusCode).toBe(409);
      expect(taken.json<Failure>().message).toBe(
        'This exam already has a case study titled "Hip fracture"',
      );
      // Another exam may use the title.
      await createCase('Hip fracture', other.examId);
    });

    it('changes the title and scenario, touching its questions so students’ tests refresh', async () => {
      const caseStudy = await createCase('Pneumonia');
      const question = await addedQuestion(stepOf(caseStudy.id, 1));
      const [before] = await context.db
        .select({ updatedAt: questions.updatedAt })
        .from(questions)
        .where(eq(questions.id, question.id));

      const response = await admin.patch(`/admin/case-study/${caseStudy.id}`, {
        title: 'Community-acquired pneumonia',
        scenario: '<p>Now febrile.</p><iframe src="https://evil.example"></iframe>',
      });
      expect(response.statusCode, response.body).toBe(200);
      const updated = response.json<Envelope<{ caseStudy: CaseStudy }>>().data.caseStudy;
      expect(updated).toMatchObject({
        title: 'Community-acquired pneumonia',
        scenario: '<p>Now febrile.</p>',
        questions: [{ id: question.id, step: 1, subjectName: 'Analgesics' }],
      });
      const [after] = await context.db
        .select({ updatedAt: questions.updatedAt })
        .from(questions)
        .where(eq(questions.id, question.id));
      expect(after!.updatedAt.getTime()).toBeGreaterThan(before!.updatedAt.getTime());
      // The question's reply names the case by its new title.
      const read = await admin.get(`/admin/question/${question.id}`);
      expect(read.json<Envelope<{ question: Question }>>().data.question.caseStudy).toEqual({
        id: caseStudy.id,
        title: 'Community-acquired pneumonia',
        step: 1,
      });
    });

    it('deletes one, leaving its questions (retired ones too) in the bank, standing alone', async () => {
      const caseStudy = await createCase('Dehydration in a toddler');
      const first = await addedQuestion(stepOf(caseStudy.id, 1));
      const second = await addedQuestion(stepOf(caseStudy.id, 2));
      await context.db
        .update(questions)
        .set({ retiredAt: new Date() })
        .where(eq(questions.id, second.id));

      const response = await admin.delete(`/admin/case-study/${caseStudy.id}`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<Envelope<object>>().data.message).toBe(
        'Case study deleted: its questions stay in the bank, standing alone',
      );
      expect((await admin.get(`/admin/case-study/${caseStudy.id}`)).statusCode).toBe(404);
      const rows = await context.db
        .select({ caseStudyId: questions.caseStudyId, caseStep: questions.caseStep })
        .from(questions)
        .where(eq(questions.lineageId, first.lineageId));
      expect(rows).toEqual([{ caseStudyId: null, caseStep: null }]);
      const [retired] = await context.db
        .select({ caseStudyId: questions.caseStudyId })
        .from(questions)
        .where(eq(questions.id, second.id));
      expect(retired).toEqual({ caseStudyId: null });
      const read = await admin.get(`/admin/question/${first.id}`);
      expect(read.json<Envelope<{ question: Question }>>().data.question.caseStudy).toBeNull();
    });
  });

  it('goes with its exam when the exam is deleted, questions and all', async () => {
    const doomed = await createExamTree(admin, 'Exam to delete');
    const caseStudy = await createCase('Short-lived', doomed.examId);
    await addedQuestion(stepOf(caseStudy.id, 1), doomed.subjectId);
    const response = await admin.delete(`/admin/exam/${doomed.examId}`);
    expect(response.statusCode, response.body).toBe(200);
    expect((await admin.get(`/admin/case-study/${caseStudy.id}`)).statusCode).toBe(404);
  });

  describe('who may', () => {
    it('lets an examiner read but not write, and hides another exam’s cases from a limited administrator', async () => {
      const caseStudy = await createCase('Heart failure');
      const examiner = await signedInAdmin(context, ['examiner']);
      expect((await examiner.get(`/admin/case-study/${caseStudy.id}`)).statusCode).toBe(200);
      expect((await examiner.get(`/admin/exam/${tree.examId}/case-study`)).statusCode).toBe(200);
      const refused = [
        await examiner.post('/admin/case-study', {
          examId: tree.examId,
          title: 'By an examiner',
          scenario: '<p>No</p>',
        }),
        await examiner.patch(`/admin/case-study/${caseStudy.id}`, {
          title: 'Renamed',
          scenario: '<p>No</p>',
        }),
        await examiner.delete(`/admin/case-study/${caseStudy.id}`),
      ];
      expect(refused.map((response) => response.statusCode)).toEqual([403, 403, 403]);

      const limited = await signedInAdmin(context, ['admin'], [other.examId]);
      const hidden = [
        await limited.get(`/admin/case-study/${caseStudy.id}`),
        await limited.get(`/admin/exam/${tree.examId}/case-study`),
        await limited.post('/admin/case-study', {
          examId: tree.examId,
          title: 'Outside',
          scenario: '<p>No</p>',
        }),
        await limited.patch(`/admin/case-study/${caseStudy.id}`, {
          title: 'Renamed',
          scenario: '<p>No</p>',
        }),
        await limited.delete(`/admin/case-study/${caseStudy.id}`),
      ];
      expect(hidden.map((response) => response.statusCode)).toEqual([404, 404, 404, 404, 404]);
      expect(hidden[0]!.json<Failure>().message).toBe('Case study not found');
      expect((await getCase(caseStudy.id)).title).toBe('Heart failure');
      // Its own exam's cases it may write.
      const own = await limited.post('/admin/case-study', {
        examId: other.examId,
        title: 'Its own',
        scenario: '<p>Yes</p>',
      });
      expect(own.statusCode, own.body).toBe(201);
    });
  });

  describe('questions as steps', () => {
    it('adds questions at their steps, listed by step, and names the case in every question reply', async () => {
      const caseStudy = await createCase('Post-operative sepsis');
      const third = await addedQuestion(stepOf(caseStudy.id, 3));
      const first = await addedQuestion(stepOf(caseStudy.id, 1));
      expect(first.caseStudy).toEqual({
        id: caseStudy.id,
        title: 'Post-operative sepsis',
        step: 1,
      });
      const alone = await addedQuestion(singleChoice('Standing alone?'));
      expect(alone.caseStudy).toBeNull();

      expect((await getCase(caseStudy.id)).questions.map((q) => [q.id, q.step])).toEqual([
        [first.id, 1],
        [third.id, 3],
      ]);
      const list = await admin.get('/admin/question', { examId: tree.examId, perPage: '100' });
      const listed = list.json<Envelope<{ questions: Question[] }>>().data.questions;
      expect(listed.find((q) => q.id === third.id)?.caseStudy).toEqual({
        id: caseStudy.id,
        title: 'Post-operative sepsis',
        step: 3,
      });
      expect(listed.find((q) => q.id === alone.id)?.caseStudy).toBeNull();
    });

    it('refuses a taken step, a case of another exam, and a case without its step, at the field', async () => {
      const caseStudy = await createCase('Diabetic ketoacidosis');
      const held = await addedQuestion(stepOf(caseStudy.id, 3));

      const taken = failure(await addQuestion(stepOf(caseStudy.id, 3)));
      expect(taken.message).toBe('Step 3 of this case study already has a question.');
      expect(taken.details).toEqual([
        { path: 'caseStep', message: 'Step 3 of this case study already has a question.' },
      ]);
      const moved = await addedQuestion(singleChoice('Another'));
      const takenOnEdit = failure(
        await admin.patch(`/admin/question/${moved.id}`, stepOf(caseStudy.id, 3)),
      );
      expect(takenOnEdit.message).toBe('Step 3 of this case study already has a question.');
      // Saving the holder again at its own step is fine.
      const kept = await admin.patch(`/admin/question/${held.id}`, stepOf(caseStudy.id, 3, 'Kept'));
      expect(kept.statusCode, kept.body).toBe(200);

      const foreign = await createCase('Elsewhere', other.examId);
      const notInExam = failure(await addQuestion(stepOf(foreign.id, 1)));
      expect(notInExam.message).toBe('The case study is not part of this exam.');
      expect(notInExam.details).toEqual([
        { path: 'caseStudyId', message: 'The case study is not part of this exam.' },
      ]);

      const noStep = failure(await addQuestion({ ...singleChoice(), caseStudyId: caseStudy.id }));
      expect(noStep.details).toContainEqual({
        path: 'caseStep',
        message: 'Choose the step of the case',
      });
      const tooFar = failure(await addQuestion(stepOf(caseStudy.id, 7)));
      expect(tooFar.details).toContainEqual({
        path: 'caseStep',
        message: 'A case study has at most 6 steps',
      });
      const stepAlone = failure(await addQuestion({ ...singleChoice(), caseStep: 2 }));
      expect(stepAlone.details).toEqual([
        { path: 'caseStudyId', message: 'Choose the case study of this step' },
      ]);
    });

    it('answers the same 400 to two questions racing for one step (the unique index decides)', async () => {
      const caseStudy = await createCase('Race for a step');
      for (let round = 1; round <= 3; round += 1) {
        const replies = await Promise.all([
          addQuestion(stepOf(caseStudy.id, round, `First of ${round}`)),
          addQuestion(stepOf(caseStudy.id, round, `Second of ${round}`)),
        ]);
        expect(replies.map((reply) => reply.statusCode).sort()).toEqual([201, 400]);
        const refused = replies.find((reply) => reply.statusCode === 400)!;
        expect(refused.json<Failure>().message).toBe(
          `Step ${round} of this case study already has a question.`,
        );
      }
    });

    it('keeps the case when an edit leaves it out, moves the step when only the step is sent, and takes it out on null', async () => {
      const caseStudy = await createCase('Hypoglycaemia');
      const question = await addedQuestion(stepOf(caseStudy.id, 2));

      const leftOut = await admin.patch(`/admin/question/${question.id}`, singleChoice('Reworded'));
      expect(leftOut.json<Envelope<{ question: Question }>>().data.question.caseStudy).toEqual({
        id: caseStudy.id,
        title: 'Hypoglycaemia',
        step: 2,
      });
      const stepOnly = await admin.patch(`/admin/question/${question.id}`, {
        ...singleChoice('Reworded'),
        caseStep: 4,
      });
      expect(stepOnly.json<Envelope<{ question: Question }>>().data.question.caseStudy?.step).toBe(
        4,
      );
      const out = await admin.patch(`/admin/question/${question.id}`, {
        ...singleChoice('Reworded'),
        caseStudyId: null,
        caseStep: null,
      });
      expect(out.json<Envelope<{ question: Question }>>().data.question.caseStudy).toBeNull();
      expect((await getCase(caseStudy.id)).questions).toEqual([]);
    });

    it('gives a new version (the key changed after a student answered) the same step', async () => {
      const caseStudy = await createCase('Anaphylaxis');
      const question = await addedQuestion(stepOf(caseStudy.id, 5));
      await answeredByAStudent(context, tree.examId, question);

      const response = await admin.patch(`/admin/question/${question.id}`, {
        ...singleChoice('Which drug is an opioid?'),
        options: question.options.map((option, index) => ({
          id: option.id,
          value: option.value,
          answer: index === 0,
        })),
      });
      expect(response.statusCode, response.body).toBe(200);
      const next = response.json<Envelope<{ question: Question }>>().data.question;
      expect(next.id).not.toBe(question.id);
      expect(next.caseStudy).toEqual({ id: caseStudy.id, title: 'Anaphylaxis', step: 5 });
      const lineage = await context.db
        .select({
          id: questions.id,
          step: questions.caseStep,
          caseStudyId: questions.caseStudyId,
          retired: questions.retiredAt,
        })
        .from(questions)
        .where(eq(questions.lineageId, question.lineageId))
        .orderBy(asc(questions.createdAt), asc(questions.updatedAt));
      // The retired version keeps its place in the answers that refer to it.
      expect(lineage.map(({ id, step, caseStudyId }) => ({ id, step, caseStudyId }))).toEqual(
        expect.arrayContaining([
          { id: question.id, step: 5, caseStudyId: caseStudy.id },
          { id: next.id, step: 5, caseStudyId: caseStudy.id },
        ]),
      );
      expect((await getCase(caseStudy.id)).questions.map((q) => q.id)).toEqual([next.id]);
    });
  });
});
