// Progress over time: weekly sums of answers, score and time; the same per subject; a running
// mock's answers counted as given but not scored; the mocks' percentiles; and whose data shows.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app';
import {
  apiFor,
  createStudent,
  dataOf,
  grantAccess,
  insertAnsweredTest,
  seedExam,
  type KeptAnswer,
  type SeededExam,
  type SeededQuestion,
} from '../../test/attempt-fixtures';

type Week = {
  weekStart: string;
  questionsAnswered: number;
  points: number;
  maxPoints: number;
  percentage: number;
  secondsStudied?: number;
};
type Progress = {
  exam: { id: string; name: string };
  weeks: Week[];
  subjects: { subjectName: string; courseName: string; weeks: Week[] }[];
  mocks: { testId: string; endedAt: string; percentage: number; percentile: number | null }[];
  totals: { questionsAnswered: number; secondsStudied: number };
};

// A Wednesday: this ISO week starts on Monday 2027-03-15.
const NOW = new Date('2027-03-17T12:00:00Z');

describe('exam progress', () => {
  let context: TestContext;
  let exam: SeededExam;
  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    context = await createTestApp();
    exam = await seedExam(context.db);
  });
  afterAll(async () => {
    vi.useRealTimers();
    await context.close();
  });

  const questionsOf = (subject: string) => exam.questions.filter((q) => q.subject === subject);

  type Answer = KeptAnswer & { seconds: number };

  /** A test of the student's on the exam, its answers as kept (insertAnsweredTest). */
  const insertTest = (
    userId: string,
    test: Omit<Parameters<typeof insertAnsweredTest>[1], 'userId' | 'examId' | 'startedAt'>,
  ) => insertAnsweredTest(context.db, { userId, examId: exam.id, startedAt: NOW, ...test });

  const answers = (
    questions: SeededQuestion[],
    right: number,
    seconds: number,
    at: string,
  ): Answer[] =>
    questions.map((question, index) => ({ question, right: index < right, seconds, at }));

  it('sums each week and subject, scores only revealed answers and places each mock', async () => {
    const student = await createStudent(context);
    await grantAccess(context.db, student.id, exam.id);
    const a1 = questionsOf('A1');
    const b2 = questionsOf('B2');

    // Before the 26 weeks: in the totals only.
    await insertTest(student.id, {
      type: 'practice',
      status: 'ended',
      endedAt: '2026-09-20T10:00:00Z',
      answers: answers([a1[9]!], 1, 100, '2026-09-20T09:00:00Z'),
    });
    // Week of 2027-03-01: one right, one wrong.
    await insertTest(student.id, {
      type: 'practice',
      status: 'ended',
      endedAt: '2027-03-03T10:00:00Z',
      answers: [
        { question: a1[0]!, right: true, seconds: 30, at: '2027-03-03T09:00:00Z' },
        { question: b2[0]!, right: false, seconds: 20, at: '2027-03-03T09:01:00Z' },
      ],
    });
    // Week of 2027-03-08: a practice test still going (its answers are revealed) and a mock.
    await insertTest(student.id, {
      type: 'practice',
      status: 'running',
      answers: answers([a1[4]!, a1[5]!], 2, 60, '2027-03-09T08:00:00Z'),
    });
    const firstMock = await insertTest(student.id, {
      type: 'mock',
      status: 'ended',
      endedAt: '2027-03-10T11:00:00Z',
      answers: answers(a1.slice(0, 4), 3, 15, '2027-03-10T10:00:00Z'),
    });
    // This week: an ended mock whose report kept its figures, and a mock still running.
    const secondMock = await insertTest(student.id, {
      type: 'mock',
      status: 'ended',
      endedAt: '2027-03-16T11:00:00Z',
      peerFigures: {
        computedAt: '2027-03-16T11:05:00Z',
        percentile: { value: 12.5, otherAttempts: 4 },
        questions: {},
      },
      answers: answers(a1.slice(0, 4), 1, 15, '2027-03-16T10:00:00Z'),
    });
    await insertTest(student.id, {
      type: 'mock',
      status: 'running',
      answers: answers(b2.slice(0, 2), 2, 10, '2027-03-17T11:00:00Z'),
    });

    // Another student's ended mock (2 of 4) is the peer of the first mock's 3 of 4.
    const other = await createStudent(context);
    await grantAccess(context.db, other.id, exam.id);
    await insertTest(other.id, {
      type: 'mock',
      status: 'ended',
      endedAt: '2027-03-12T11:00:00Z',
      answers: answers(a1.slice(0, 4), 2, 40, '2027-03-12T10:00:00Z'),
    });

    const progress = dataOf<Progress>(
      await apiFor(context, student.token).get(`/user/exam/${exam.id}/progress`),
    );
    expect(progress.exam).toEqual({ id: exam.id, name: exam.name });
    expect(progress.weeks).toEqual([
      {
        weekStart: '2027-03-01',
        questionsAnswered: 2,
        points: 1,
        maxPoints: 2,
        percentage: 50,
        secondsStudied: 50,
      },
      {
        weekStart: '2027-03-08',
        questionsAnswered: 6,
        points: 5,
        maxPoints: 6,
        percentage: 83.33,
        secondsStudied: 180,
      },
      // The running mock's two right answers count as answered and studied, never as points.
      {
        weekStart: '2027-03-15',
        questionsAnswered: 6,
        points: 1,
        maxPoints: 4,
        percentage: 25,
        secondsStudied: 80,
      },
    ]);
    expect(progress.subjects).toEqual([
      {
        subjectId: exam.subjects['A1'],
        subjectName: 'A1',
        courseName: 'Alpha',
        weeks: [
          {
            weekStart: '2027-03-01',
            questionsAnswered: 1,
            points: 1,
            maxPoints: 1,
            percentage: 100,
          },
          {
            weekStart: '2027-03-08',
            questionsAnswered: 6,
            points: 5,
            maxPoints: 6,
            percentage: 83.33,
          },
          {
            weekStart: '2027-03-15',
            questionsAnswered: 4,
            points: 1,
            maxPoints: 4,
            percentage: 25,
          },
        ],
      },
      {
        subjectId: exam.subjects['B2'],
        subjectName: 'B2',
        courseName: 'Beta',
        weeks: [
          { weekStart: '2027-03-01', questionsAnswered: 1, points: 0, maxPoints: 1, percentage: 0 },
          { weekStart: '2027-03-15', questionsAnswered: 2, points: 0, maxPoints: 0, percentage: 0 },
        ],
      },
    ]);
    expect(progress.mocks).toEqual([
      // Counted now: above the one other attempt.
      { testId: firstMock, endedAt: '2027-03-10T11:00:00.000Z', percentage: 75, percentile: 100 },
      // As its report kept it.
      { testId: secondMock, endedAt: '2027-03-16T11:00:00.000Z', percentage: 25, percentile: 12.5 },
    ]);
    expect(progress.totals).toEqual({ questionsAnswered: 15, secondsStudied: 410 });

    // The other student sees their own mock only, placed below the student's two.
    const theirs = dataOf<Progress>(
      await apiFor(context, other.token).get(`/user/exam/${exam.id}/progress`),
    );
    expect(theirs.weeks.map((week) => week.questionsAnswered)).toEqual([4]);
    expect(theirs.mocks).toEqual([expect.objectContaining({ percentage: 50, percentile: 50 })]);
    expect(theirs.totals).toEqual({ questionsAnswered: 4, secondsStudied: 160 });
  });

  it('is empty for a student with access and no answers, and a 404 without access', async () => {
    const newcomer = await createStudent(context);
    await grantAccess(context.db, newcomer.id, exam.id);
    expect(
      dataOf<Progress>(await apiFor(context, newcomer.token).get(`/user/exam/${exam.id}/progress`)),
    ).toMatchObject({
      weeks: [],
      subjects: [],
      mocks: [],
      totals: { questionsAnswered: 0, secondsStudied: 0 },
    });

    const stranger = await createStudent(context);
    const response = await apiFor(context, stranger.token).get(`/user/exam/${exam.id}/progress`);
    expect(response.statusCode).toBe(404);
  });
});
