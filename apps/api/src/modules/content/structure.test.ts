import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, courses, questions, subjects, testAnswers, tests, users } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/test-app';
import {
  createExamTree,
  signedInAdmin,
  singleChoice,
  type Caller,
  type Envelope,
} from '../../test/content-fixtures';

type Course = { id: string; name: string; subjectCount: number; questionCount: number };
type Subject = {
  id: string;
  name: string;
  courseId: string;
  courseName: string;
  examName: string;
  questionCount: number;
};

describe('courses and subjects', () => {
  let context: TestContext;
  let admin: Caller & { id: string };

  beforeAll(async () => {
    context = await createTestApp();
    admin = await signedInAdmin(context, ['admin']);
  });
  afterAll(() => context.close());

  const addQuestion = async (subjectId: string, text?: string) => {
    const response = await admin.post(
      `/admin/exam/subject/${subjectId}/question`,
      singleChoice(text),
    );
    expect(response.statusCode).toBe(201);
    return response.json<Envelope<{ question: { id: string; options: { id: string }[] } }>>().data
      .question;
  };

  /** A student who has answered the question in a test of the exam. */
  async function answer(examId: string, questionId: string) {
    const [student] = await context.db
      .insert(users)
      .values({ firstName: 'A', lastName: 'B', email: `a${Math.random()}@example.com` })
      .returning();
    const [test] = await context.db
      .insert(tests)
      .values({ userId: student!.id, examId, type: 'practice', questionIds: [questionId] })
      .returning();
    await context.db.insert(testAnswers).values({ testId: test!.id, questionId, isCorrect: true });
    return test!.id;
  }

  it('adds courses to an exam and lists them with counts, newest first', async () => {
    const { examId, courseId, subjectId } = await createExamTree(admin, 'Courses exam');
    await addQuestion(subjectId);
    const second = await admin.post('/admin/exam/course', { examId, name: 'Physiology' });
    expect(second.json<Envelope<object>>().data.message).toBe('Course added successfully');

    const list = await admin.get(`/admin/exam/${examId}/course`);
    expect(list.statusCode).toBe(200);
    const body = list.json<Envelope<{ courses: Course[]; pagination: object }>>();
    expect(
      body.data.courses.map((course) => [course.name, course.subjectCount, course.questionCount]),
    ).toEqual([
      ['Physiology', 0, 0],
      ['Pharmacology', 1, 1],
    ]);
    expect(body.data.pagination).toEqual({ total: 2, perPage: 10, currentPage: 1 });
    const paged = await admin.get(`/admin/exam/${examId}/course`, { perPage: '1', page: '2' });
    expect(paged.json<Envelope<{ courses: Course[] }>>().data.courses.map((c) => c.id)).toEqual([
      courseId,
    ]);
    const searched = await admin.get(`/admin/exam/${examId}/course`, { search: 'physio' });
    expect(searched.json<Envelope<{ courses: Course[] }>>().data.courses).toHaveLength(1);
  });

  it('requires names and a real exam or course', async () => {
    const { examId } = await createExamTree(admin, 'Names exam');
    const blank = await admin.post('/admin/exam/course', { examId, name: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json<{ message: string }>().message).toBe('Course name is required');
    const noSubjectName = await admin.post('/admin/exam/subject', {
      courseId: '00000000-0000-4000-8000-000000000000',
    });
    expect(noSubjectName.statusCode).toBe(400);
    expect(
      noSubjectName.json<{ details: { path: string; message: string }[] }>().details,
    ).toContainEqual({
      path: 'name',
      message: 'Subject name is required',
    });
    const missingExam = await admin.post('/admin/exam/course', {
      examId: '00000000-0000-4000-8000-000000000000',
      name: 'Orphan',
    });
    expect(missingExam.statusCode).toBe(404);
    const missingCourse = await admin.post('/admin/exam/subject', {
      courseId: '00000000-0000-4000-8000-000000000000',
      name: 'Orphan',
    });
    expect(missingCourse.statusCode).toBe(404);
  });

  it('lists subjects of a course and of an exam, with names and question counts', async () => {
    const { examId, courseId, subjectId } = await createExamTree(admin, 'Subjects exam');
    await addQuestion(subjectId);
    await addQuestion(subjectId, 'Second?');
    const other = await admin.post('/admin/exam/course', { examId, name: 'Physiology' });
    const otherCourseId = other.json<Envelope<{ course: Course }>>().data.course.id;
    await admin.post('/admin/exam/subject', { courseId: otherCourseId, name: 'Renal' });

    const ofCourse = await admin.get(`/admin/exam/course/${courseId}/subject`);
    expect(ofCourse.json<Envelope<{ subjects: Subject[] }>>().data.subjects).toEqual([
      expect.objectContaining({
        id: subjectId,
        name: 'Analgesics',
        courseName: 'Pharmacology',
        examName: 'Subjects exam',
        questionCount: 2,
      }),
    ]);
    const ofExam = await admin.get(`/admin/exam/${examId}/subject`);
    expect(
      ofExam.json<Envelope<{ subjects: Subject[] }>>().data.subjects.map((s) => s.name),
    ).toEqual(['Renal', 'Analgesics']);
    const filtered = await admin.get(`/admin/exam/${examId}/subject`, { courseId: otherCourseId });
    expect(
      filtered.json<Envelope<{ subjects: Subject[] }>>().data.subjects.map((s) => s.name),
    ).toEqual(['Renal']);
    const one = await admin.get(`/admin/exam/subject/${subjectId}`);
    expect(one.json<Envelope<{ subject: Subject }>>().data.subject).toMatchObject({
      name: 'Analgesics',
      questionCount: 2,
    });
    const course = await admin.get(`/admin/exam/course/${courseId}`);
    expect(course.json<Envelope<{ course: Course }>>().data.course).toMatchObject({
      subjectCount: 1,
      questionCount: 2,
    });
  });

  it('renames courses and subjects, also through the course path the first client uses for both', async () => {
    const { courseId, subjectId } = await createExamTree(admin, 'Rename exam');
    const course = await admin.patch(`/admin/exam/course/${courseId}`, {
      name: 'Clinical Pharmacology',
    });
    expect(course.statusCode).toBe(200);
    expect(course.json<Envelope<{ course: Course }>>().data.course.name).toBe(
      'Clinical Pharmacology',
    );
    const viaCoursePath = await admin.patch(`/admin/exam/course/${subjectId}`, { name: 'Opioids' });
    expect(viaCoursePath.statusCode).toBe(200);
    expect(viaCoursePath.json<Envelope<{ subject: Subject }>>().data.subject.name).toBe('Opioids');
    const subject = await admin.patch(`/admin/exam/subject/${subjectId}`, { name: 'Pain relief' });
    expect(subject.json<Envelope<{ subject: Subject }>>().data.subject).toMatchObject({
      name: 'Pain relief',
      courseName: 'Clinical Pharmacology',
    });
    expect((await admin.patch(`/admin/exam/subject/${subjectId}`, { name: '' })).statusCode).toBe(
      400,
    );
    expect(
      (await admin.patch('/admin/exam/course/00000000-0000-4000-8000-000000000000', { name: 'x' }))
        .statusCode,
    ).toBe(404);
    const audits = await context.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, subjectId), eq(auditLog.action, 'updated')));
    expect(audits).toHaveLength(2);
  });

  it('keeps course names unique per exam and subject names per course, ignoring case', async () => {
    const { examId, courseId, subjectId } = await createExamTree(admin, 'Unique names exam');
    const taken = 'This exam already has a course named "Pharmacology"';
    const twin = await admin.post('/admin/exam/course', { examId, name: ' pharmacology ' });
    expect(twin.statusCode).toBe(409);
    expect(twin.json()).toMatchObject({ message: taken });
    const other = await admin.post('/admin/exam/course', { examId, name: 'Physiology' });
    const otherId = other.json<Envelope<{ course: Course }>>().data.course.id;
    const renamed = await admin.patch(`/admin/exam/course/${otherId}`, { name: 'PHARMACOLOGY' });
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json()).toMatchObject({ message: taken });
    // A course may change the case of its own name; another exam may use the name.
    expect(
      (await admin.patch(`/admin/exam/course/${courseId}`, { name: 'PharmacoLogy' })).statusCode,
    ).toBe(200);
    const elsewhere = await createExamTree(admin, 'Unique names elsewhere');
    expect(elsewhere.courseId).not.toBe(courseId);

    const subjectTaken = 'This course already has a subject named "Analgesics"';
    const sameSubject = await admin.post('/admin/exam/subject', { courseId, name: 'ANALGESICS' });
    expect(sameSubject.statusCode).toBe(409);
    expect(sameSubject.json()).toMatchObject({ message: subjectTaken });
    const secondSubject = await admin.post('/admin/exam/subject', { courseId, name: 'Opioids' });
    const secondId = secondSubject.json<Envelope<{ subject: Subject }>>().data.subject.id;
    const renamedSubject = await admin.patch(`/admin/exam/subject/${secondId}`, {
      name: 'analgesics',
    });
    expect(renamedSubject.json()).toMatchObject({ message: subjectTaken });
    // The same subject name in another course is fine.
    expect(
      (await admin.post('/admin/exam/subject', { courseId: otherId, name: 'Analgesics' }))
        .statusCode,
    ).toBe(201);
    expect(
      (await admin.patch(`/admin/exam/subject/${subjectId}`, { name: 'analgesics' })).statusCode,
    ).toBe(200);

    // A deleted course leaves its name free.
    const spare = await admin.post('/admin/exam/course', { examId, name: 'Microbiology' });
    const spareId = spare.json<Envelope<{ course: Course }>>().data.course.id;
    expect((await admin.delete(`/admin/exam/course/${spareId}`)).statusCode).toBe(200);
    expect(
      (await admin.post('/admin/exam/course', { examId, name: 'microbiology' })).statusCode,
    ).toBe(201);
    const names = await context.db
      .select({ name: courses.name })
      .from(courses)
      .where(eq(courses.examId, examId));
    expect(names.map((row) => row.name).sort()).toEqual([
      'PharmacoLogy',
      'Physiology',
      'microbiology',
    ]);
  });

  it('deletes an empty course at once', async () => {
    const { examId } = await createExamTree(admin, 'Empty delete');
    const created = await admin.post('/admin/exam/course', { examId, name: 'Empty' });
    const id = created.json<Envelope<{ course: Course }>>().data.course.id;
    const response = await admin.delete(`/admin/exam/course/${id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json<Envelope<object>>().data).toEqual({
      message: 'course deleted successfully',
      deletedQuestions: 0,
      retiredQuestions: 0,
    });
    expect(await context.db.select().from(courses).where(eq(courses.id, id))).toEqual([]);
  });

  it('asks for confirmation before deleting a subject with questions, then deletes them', async () => {
    const { subjectId } = await createExamTree(admin, 'Confirm delete');
    await addQuestion(subjectId);
    await addQuestion(subjectId, 'Another?');
    const unconfirmed = await admin.delete(`/admin/exam/subject/${subjectId}`);
    expect(unconfirmed.statusCode).toBe(409);
    expect(unconfirmed.json<{ message: string; error: string }>()).toMatchObject({
      error: 'ConfirmationRequired',
      message: 'This subject holds 2 questions. Deleting it deletes them too; confirm to go ahead.',
    });
    expect(
      await context.db.select().from(questions).where(eq(questions.subjectId, subjectId)),
    ).toHaveLength(2);

    const confirmed = await admin.delete(`/admin/exam/subject/${subjectId}`, { confirm: 'true' });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json<Envelope<object>>().data).toMatchObject({
      message: 'course deleted successfully',
      deletedQuestions: 2,
      retiredQuestions: 0,
    });
    expect(await context.db.select().from(subjects).where(eq(subjects.id, subjectId))).toEqual([]);
    expect((await admin.get(`/admin/exam/subject/${subjectId}`)).statusCode).toBe(404);
  });

  it('retires answered questions with a deleted course, keeping the answers', async () => {
    const { examId, courseId, subjectId } = await createExamTree(admin, 'Retire course');
    const answered = await addQuestion(subjectId, 'Answered?');
    const inTest = await addQuestion(subjectId, 'Only placed in a test?');
    const untouched = await addQuestion(subjectId, 'Never seen?');
    const testId = await answer(examId, answered.id);
    await context.db.insert(tests).values({
      userId: (await context.db.select().from(tests).where(eq(tests.id, testId)))[0]!.userId,
      examId,
      type: 'mock',
      questionIds: [inTest.id],
    });

    const response = await admin.delete(`/admin/exam/course/${courseId}`, { confirm: 'true' });
    expect(response.statusCode).toBe(200);
    expect(response.json<Envelope<object>>().data).toMatchObject({
      deletedQuestions: 1,
      retiredQuestions: 2,
    });
    const remaining = await context.db
      .select()
      .from(questions)
      .where(eq(questions.courseId, courseId));
    expect(remaining.map((q) => q.id).sort()).toEqual([answered.id, inTest.id].sort());
    expect(remaining.every((q) => q.retiredAt !== null)).toBe(true);
    expect(remaining.map((q) => q.id)).not.toContain(untouched.id);
    expect(
      await context.db.select().from(testAnswers).where(eq(testAnswers.questionId, answered.id)),
    ).toHaveLength(1);
    const [course] = await context.db.select().from(courses).where(eq(courses.id, courseId));
    expect(course?.retiredAt).not.toBeNull();

    // Gone from the admin side everywhere.
    const list = await admin.get(`/admin/exam/${examId}/course`);
    expect(list.json<Envelope<{ courses: Course[] }>>().data.courses).toEqual([]);
    expect((await admin.get(`/admin/exam/course/${courseId}`)).statusCode).toBe(404);
    expect((await admin.get(`/admin/exam/subject/${subjectId}`)).statusCode).toBe(404);
    const exam = await admin.get(`/admin/exam/${examId}`);
    expect(exam.json<Envelope<{ exam: object }>>().data.exam).toMatchObject({
      courseCount: 0,
      subjectCount: 0,
      questionCount: 0,
    });
    const [audit] = await context.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entityId, courseId),
          eq(auditLog.entity, 'course'),
          eq(auditLog.action, 'retired'),
        ),
      );
    expect(audit?.details).toMatchObject({ deletedQuestions: 1, retiredQuestions: 2 });
  });

  it('refuses a confirm flag that is not true or false', async () => {
    const { courseId } = await createExamTree(admin, 'Bad confirm');
    expect(
      (await admin.delete(`/admin/exam/course/${courseId}`, { confirm: 'yes' })).statusCode,
    ).toBe(400);
  });
});
