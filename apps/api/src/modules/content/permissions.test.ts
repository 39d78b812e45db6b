// The permission matrix of docs/api.md for every content endpoint: admin and examiner write
// exams, courses and subjects, only admin writes questions, admin and examiner review them,
// viewer reads, sales and hr see nothing, a student token and no token are refused, and an
// examiner limited by examAccess meets only its own exams (others are 404) and neither adds
// nor deletes exams.
import { randomUUID } from 'node:crypto';
import { QUESTION_CSV_TEMPLATE } from '@prepward/shared/question-csv';
import type { QuestionStatus } from '@prepward/shared/question-metadata';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app';
import {
  caller,
  createExamTree,
  examInput,
  PNG_BYTES,
  signedInAdmin,
  singleChoice,
  studentCaller,
  type Caller,
  type Envelope,
} from '../../test/content-fixtures';

type Tree = {
  examId: string;
  courseId: string;
  subjectId: string;
  questionId: string;
  /** Edits the question, answering the id of its first version (one a restore changes). */
  restorableVersion: () => Promise<string>;
};
type Call = (who: Caller, tree: Tree) => ReturnType<Caller['get']>;
/**
 * `question`: writing questions (questions:write), the admin role's alone; `review`: approving
 * or sending back a question in review (questions:review), the admin's and the examiner's.
 * `status`: the status of the tree's question (published unless named).
 */
type Endpoint = {
  name: string;
  kind: 'read' | 'write' | 'question' | 'review';
  global?: boolean;
  status?: QuestionStatus;
  call: Call;
};

const ENDPOINTS: Endpoint[] = [
  { name: 'GET /admin/exam', kind: 'read', global: true, call: (who) => who.get('/admin/exam') },
  {
    name: 'GET /admin/exam/{id}',
    kind: 'read',
    call: (who, t) => who.get(`/admin/exam/${t.examId}`),
  },
  {
    name: 'GET /admin/exam/{id}/course',
    kind: 'read',
    call: (who, t) => who.get(`/admin/exam/${t.examId}/course`),
  },
  {
    name: 'GET /admin/exam/course/{id}',
    kind: 'read',
    call: (who, t) => who.get(`/admin/exam/course/${t.courseId}`),
  },
  {
    name: 'GET /admin/exam/course/{id}/subject',
    kind: 'read',
    call: (who, t) => who.get(`/admin/exam/course/${t.courseId}/subject`),
  },
  {
    name: 'GET /admin/exam/{id}/subject',
    kind: 'read',
    call: (who, t) => who.get(`/admin/exam/${t.examId}/subject`),
  },
  {
    name: 'GET /admin/exam/subject/{id}',
    kind: 'read',
    call: (who, t) => who.get(`/admin/exam/subject/${t.subjectId}`),
  },
  {
    name: 'GET /admin/exam/subject/{id}/question',
    kind: 'read',
    call: (who, t) => who.get(`/admin/exam/subject/${t.subjectId}/question`),
  },
  {
    name: 'GET /admin/question',
    kind: 'read',
    global: true,
    call: (who) => who.get('/admin/question'),
  },
  {
    name: 'GET /admin/question/{id}',
    kind: 'read',
    call: (who, t) => who.get(`/admin/question/${t.questionId}`),
  },
  {
    name: 'GET /admin/question/{id}/history',
    kind: 'read',
    call: (who, t) => who.get(`/admin/question/${t.questionId}/history`),
  },
  {
    name: 'GET /admin/exam/{id}/question/export',
    kind: 'read',
    call: (who, t) => who.get(`/admin/exam/${t.examId}/question/export`),
  },
  {
    name: 'POST /admin/exam/',
    kind: 'write',
    global: true,
    call: (who) => who.post('/admin/exam/', examInput('New')),
  },
  {
    name: 'POST /admin/exam/{id}',
    kind: 'write',
    call: (who, t) => who.post(`/admin/exam/${t.examId}`, { name: 'Renamed' }),
  },
  {
    name: 'DELETE /admin/exam/{id}',
    kind: 'write',
    call: (who, t) => who.delete(`/admin/exam/${t.examId}`),
  },
  {
    name: 'PATCH /admin/exam/{id}/image',
    kind: 'write',
    call: (who, t) =>
      who.upload('PATCH', `/admin/exam/${t.examId}/image`, {
        field: 'image',
        name: 'a.png',
        bytes: PNG_BYTES,
      }),
  },
  {
    name: 'POST /admin/exam/course',
    kind: 'write',
    call: (who, t) => who.post('/admin/exam/course', { examId: t.examId, name: 'New course' }),
  },
  {
    name: 'PATCH /admin/exam/course/{id}',
    kind: 'write',
    call: (who, t) => who.patch(`/admin/exam/course/${t.courseId}`, { name: 'Renamed' }),
  },
  {
    name: 'DELETE /admin/exam/course/{id}',
    kind: 'write',
    call: (who, t) => who.delete(`/admin/exam/course/${t.courseId}`, { confirm: 'true' }),
  },
  {
    name: 'POST /admin/exam/subject',
    kind: 'write',
    call: (who, t) =>
      who.post('/admin/exam/subject', { courseId: t.courseId, name: 'New subject' }),
  },
  {
    name: 'PATCH /admin/exam/subject/{id}',
    kind: 'write',
    call: (who, t) => who.patch(`/admin/exam/subject/${t.subjectId}`, { name: 'Renamed' }),
  },
  {
    name: 'DELETE /admin/exam/subject/{id}',
    kind: 'write',
    call: (who, t) => who.delete(`/admin/exam/subject/${t.subjectId}`, { confirm: 'true' }),
  },
  {
    name: 'POST /admin/exam/subject/{id}/question',
    kind: 'question',
    call: (who, t) => who.post(`/admin/exam/subject/${t.subjectId}/question`, singleChoice()),
  },
  {
    name: 'PATCH /admin/question/{id}',
    kind: 'question',
    call: (who, t) => who.patch(`/admin/question/${t.questionId}`, singleChoice('Edited?')),
  },
  {
    name: 'DELETE /admin/question/{id}',
    kind: 'question',
    call: (who, t) => who.delete(`/admin/question/${t.questionId}`),
  },
  {
    name: 'POST /admin/question/{id}/history/{versionId}/restore',
    kind: 'question',
    call: async (who, t) =>
      who.post(`/admin/question/${t.questionId}/history/${await t.restorableVersion()}/restore`),
  },
  {
    name: 'POST /admin/exam/{id}/question (CSV)',
    kind: 'question',
    call: (who, t) =>
      who.upload('POST', `/admin/exam/${t.examId}/question`, {
        field: 'csv',
        name: 'q.csv',
        bytes: QUESTION_CSV_TEMPLATE,
      }),
  },
  {
    name: 'POST /admin/question/{id}/submit',
    kind: 'question',
    status: 'draft',
    call: (who, t) => who.post(`/admin/question/${t.questionId}/submit`),
  },
  {
    name: 'POST /admin/question/{id}/approve',
    kind: 'review',
    status: 'in_review',
    call: (who, t) => who.post(`/admin/question/${t.questionId}/approve`),
  },
  {
    name: 'POST /admin/question/{id}/send-back',
    kind: 'review',
    status: 'in_review',
    call: (who, t) =>
      who.post(`/admin/question/${t.questionId}/send-back`, { comment: 'Option C is right too.' }),
  },
  {
    name: 'GET /admin/question/review',
    kind: 'review',
    global: true,
    call: (who) => who.get('/admin/question/review'),
  },
  {
    name: 'GET /admin/question/facets',
    kind: 'read',
    global: true,
    call: (who) => who.get('/admin/question/facets'),
  },
  {
    name: 'POST /admin/question/bulk',
    kind: 'question',
    call: (who, t) =>
      who.post('/admin/question/bulk', {
        questionIds: [t.questionId],
        action: { type: 'add_tags', tags: ['Checked'] },
      }),
  },
  {
    name: 'POST /admin/upload/image',
    kind: 'question',
    global: true,
    call: (who) =>
      who.upload('POST', '/admin/upload/image', {
        field: 'image',
        name: 'a.png',
        bytes: PNG_BYTES,
      }),
  },
];

type Outcome = 'allowed' | 'forbidden' | 'hidden' | 'unauthenticated';
type Role = 'admin' | 'examiner' | 'viewer' | 'sales' | 'hr';

const ROLE_OUTCOME: Record<Role, Record<Endpoint['kind'], Outcome>> = {
  admin: { read: 'allowed', write: 'allowed', question: 'allowed', review: 'allowed' },
  examiner: { read: 'allowed', write: 'allowed', question: 'forbidden', review: 'allowed' },
  viewer: { read: 'allowed', write: 'forbidden', question: 'forbidden', review: 'forbidden' },
  sales: { read: 'forbidden', write: 'forbidden', question: 'forbidden', review: 'forbidden' },
  hr: { read: 'forbidden', write: 'forbidden', question: 'forbidden', review: 'forbidden' },
};

/** Adding and deleting exams are for administrators of the whole catalogue. */
const CATALOGUE_WIDE = ['POST /admin/exam/', 'DELETE /admin/exam/{id}'];

function expectOutcome(status: number, outcome: Outcome, label: string) {
  if (outcome === 'allowed') expect([200, 201], label).toContain(status);
  if (outcome === 'forbidden') expect(status, label).toBe(403);
  if (outcome === 'hidden') expect(status, label).toBe(404);
  if (outcome === 'unauthenticated') expect(status, label).toBe(401);
}

describe('content permissions', () => {
  let context: TestContext;
  let admin: Caller;
  const callers = {} as Record<Role, Caller>;

  beforeAll(async () => {
    // Hundreds of requests with each token in a few seconds: lift the per-account limit.
    context = await createTestApp({ environment: { RATE_LIMIT_ACCOUNT: '100000/1m' } });
    admin = await signedInAdmin(context, ['admin']);
    for (const role of ['examiner', 'viewer', 'sales', 'hr'] as const) {
      callers[role] = await signedInAdmin(context, [role]);
    }
    callers.admin = admin;
  });
  afterAll(() => context.close());

  /** A fresh exam with a course, a subject and a question, so every call has its own. */
  async function freshTree(status: QuestionStatus = 'published'): Promise<Tree> {
    const tree = await createExamTree(admin, `Exam ${Math.random()}`);
    const question = await admin.post(`/admin/exam/subject/${tree.subjectId}/question`, {
      ...singleChoice(),
      status,
    });
    const questionId = question.json<Envelope<{ question: { id: string } }>>().data.question.id;
    return {
      ...tree,
      questionId,
      restorableVersion: async () => {
        await admin.patch(`/admin/question/${questionId}`, singleChoice('Edited to restore'));
        const history = await admin.get(`/admin/question/${questionId}/history`);
        return history.json<Envelope<{ versions: { id: string }[] }>>().data.versions.at(-1)!.id;
      },
    };
  }

  describe.each(ENDPOINTS)('$name', (endpoint) => {
    it.each(Object.keys(ROLE_OUTCOME) as Role[])('as %s', async (role) => {
      const response = await endpoint.call(callers[role], await freshTree(endpoint.status));
      expectOutcome(
        response.statusCode,
        ROLE_OUTCOME[role][endpoint.kind],
        `${role}: ${response.body}`,
      );
    });

    it('as an examiner limited to this exam', async () => {
      const tree = await freshTree(endpoint.status);
      const limited = await signedInAdmin(context, ['examiner'], [tree.examId]);
      const response = await endpoint.call(limited, tree);
      const outcome =
        CATALOGUE_WIDE.includes(endpoint.name) || endpoint.kind === 'question'
          ? 'forbidden'
          : 'allowed';
      expectOutcome(response.statusCode, outcome, response.body);
    });

    it('as an examiner limited to another exam', async () => {
      const own = await freshTree();
      const limited = await signedInAdmin(context, ['examiner'], [own.examId]);
      const response = await endpoint.call(limited, await freshTree(endpoint.status));
      const outcome: Outcome =
        CATALOGUE_WIDE.includes(endpoint.name) || endpoint.kind === 'question'
          ? 'forbidden'
          : endpoint.global
            ? 'allowed'
            : 'hidden';
      expectOutcome(response.statusCode, outcome, response.body);
      if (outcome === 'hidden') {
        // The same answer as for ids that exist nowhere: nothing tells the exam is there.
        const missing = await endpoint.call(limited, {
          examId: randomUUID(),
          courseId: randomUUID(),
          subjectId: randomUUID(),
          questionId: randomUUID(),
          restorableVersion: () => Promise.resolve(randomUUID()),
        });
        expect(response.json(), 'as for missing ids').toEqual(missing.json());
      }
    });

    it('with a student token or none', async () => {
      const tree = await freshTree();
      const student = await studentCaller(context);
      expectOutcome((await endpoint.call(student, tree)).statusCode, 'unauthenticated', 'student');
      expectOutcome(
        (await endpoint.call(caller(context, ''), tree)).statusCode,
        'unauthenticated',
        'none',
      );
    });
  });

  it('shows a limited examiner only its exams and their questions in the lists', async () => {
    const own = await freshTree();
    const other = await freshTree();
    const limited = await signedInAdmin(context, ['examiner'], [own.examId]);
    const examList = await limited.get('/admin/exam', { perPage: '100' });
    expect(
      examList.json<Envelope<{ exams: { id: string }[] }>>().data.exams.map((e) => e.id),
    ).toEqual([own.examId]);
    const questions = await limited.get('/admin/question', { perPage: '100' });
    expect(
      questions
        .json<Envelope<{ questions: { examId: string }[] }>>()
        .data.questions.map((q) => q.examId),
    ).toEqual([own.examId]);
    const filtered = await limited.get('/admin/question', { examId: other.examId });
    expect(filtered.json<Envelope<{ questions: object[] }>>().data.questions).toEqual([]);
  });
});
