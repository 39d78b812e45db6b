// The students of the embedded-database benchmark and the load they make: each signs up with
// their own account and address (the sign-up code read from the server's outbox), gets access
// to the first exam and starts a mock; then each hot path in a closed loop while memory is
// sampled. Apart from embedded-database.ts, which runs the rounds.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { medianMemory } from './embedded-database-figures';
import { ADMIN, memory, type Memory, type Running } from './embedded-database-server';
import { client, Recorder, type Reply } from './load-client';
import { addressOf, sleep } from './mock-exam';
import { pickOption } from './mock-exam-data';

type Student = { token: string; address: string; testId: string; questions: Question[] };
type Question = { id: string; type: string; options: { id: string }[] };

/**
 * A setup request that met a busy server (503 "try again in a moment": 150 sign-ups at once on
 * a loaded machine wait longer for a database connection than the server allows) is tried
 * again a moment later, as a person would. Only the setup; the measured phase counts errors.
 */
async function retried(request: () => Promise<Reply>): Promise<Reply> {
  for (let attempt = 1; ; attempt += 1) {
    const response = await request();
    if (response.status !== 503 || attempt === 5) return response;
    await sleep(500 * attempt);
  }
}

async function json<T>(reply: Promise<Reply>, what: string): Promise<T> {
  const response = await reply;
  const text = await response.text();
  if (!response.ok) throw new Error(`${what}: ${response.status} ${text}`);
  return (JSON.parse(text) as { data: T }).data;
}

/** The sign-up code the server wrote to its outbox for this address, once it is there. */
export function readCode(dataDir: string, email: string): string | null {
  const outbox = join(dataDir, 'outbox');
  if (!existsSync(outbox)) return null;
  for (const file of readdirSync(outbox).filter((name) => name.includes(email))) {
    const code = /^ {4}(\d{6})$/m.exec(readFileSync(join(outbox, file), 'utf8'))?.[1];
    if (code) return code;
  }
  return null;
}

/** An ordering takes every item once (here turned by the round); other types one option. */
function answerTo(question: Question, round: number) {
  const ids = question.options.map((option) => option.id);
  if (question.type === 'ordering') {
    const turn = round % ids.length;
    return { options: [...ids.slice(turn), ...ids.slice(0, turn)] };
  }
  return ids.length > 0 ? { option: pickOption(ids) } : { answerText: 'bench' };
}

/**
 * The answer a student sends in round `round`: every question in turn, then changes (a mock
 * answer changes until the end). The demo catalogue has fill-in-the-blank questions too: no
 * options, a text.
 */
export function mockAnswer(student: Pick<Student, 'testId' | 'questions'>, round: number) {
  const question = student.questions[round % student.questions.length]!;
  return {
    testId: student.testId,
    answers: [
      {
        questionId: question.id,
        ...answerTo(question, round),
        timeSpentSeconds: 5 + (round % 60),
      },
    ],
  };
}

/** Students with their own account, access to the first exam and a running mock each. */
export async function makeStudents(running: Running, count: number) {
  const { base } = running;
  const anonymous = (index: number) => client(base, '', addressOf(index));
  const admin = await json<{ jwt: string }>(
    anonymous(1).post('/admin/onboarding/authenticate', ADMIN),
    'admin sign-in',
  );
  const adminApi = client(base, admin.jwt, addressOf(2));
  let examId = '';
  const students = await Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const address = addressOf(100 + index);
      const email = `benchstudent${index}@example.com`;
      const password = 'BenchStudent2024';
      const api = client(base, '', address);
      await json(
        retried(() =>
          api.post('/user/onboarding/signup', {
            firstName: 'Bench',
            lastName: `Student ${index}`,
            email,
            password,
            profession: 'Nurses',
            country: 'Ghana',
          }),
        ),
        'sign-up',
      );
      let code: string | null = null;
      for (let waited = 0; code === null; waited += 1) {
        if (waited > 600) throw new Error(`no sign-up code for ${email}`);
        code = readCode(running.dataDir, email);
        if (code === null) await sleep(100);
      }
      await json(api.post('/user/onboarding/verify', { email, otp: code }), 'verify');
      const { jwt, user } = await json<{ jwt: string; user: { id: string } }>(
        api.post('/user/onboarding/login', { email, password }),
        'sign-in',
      );
      const studentApi = client(base, jwt, address);
      if (!examId) {
        const { exams } = await json<{ exams: { id: string }[] }>(
          studentApi.get('/user/exam?perPage=10'),
          'catalogue',
        );
        examId = exams[0]!.id;
      }
      await json(
        adminApi.post('/admin/sales/add/', { userID: user.id, examID: examId, months: 1 }),
        'manual allocation',
      );
      const { testId } = await json<{ testId: string }>(
        studentApi.post(`/user/test/${examId}`, { type: 'mock' }),
        'start a mock',
      );
      const { questions } = await json<{ questions: Question[] }>(
        studentApi.get(`/user/test/${examId}/${testId}`),
        'load the mock',
      );
      return { token: jwt, address, testId, questions } satisfies Student;
    }),
  );
  return { examId, students };
}

/** Each student sends `request` again as soon as the last one is answered, for `seconds`. */
async function closedLoop(
  students: Student[],
  seconds: number,
  request: (student: Student, round: number) => Promise<Reply>,
  recorder?: Recorder,
) {
  const until = performance.now() + seconds * 1000;
  if (recorder) recorder.started = performance.now();
  await Promise.all(
    students.map(async (student) => {
      for (let round = 0; performance.now() < until; round += 1) {
        if (recorder) await recorder.time(() => request(student, round));
        else
          await request(student, round).then(
            (reply) => reply.text(),
            () => undefined,
          );
      }
    }),
  );
  return recorder;
}

/** Each hot path for `seconds` after a 2 s warm-up, with the memory sampled meanwhile. */
export async function hotPaths(
  running: Running,
  examId: string,
  students: Student[],
  seconds: number,
) {
  const { base } = running;
  const paths: [string, (student: Student, round: number) => Promise<Reply>][] = [
    ['health', (student) => client(base, '', student.address).get('/health')],
    [
      'catalogue list',
      (student) => client(base, student.token, student.address).get('/user/exam?perPage=10'),
    ],
    [
      'load the running mock',
      (student) =>
        client(base, student.token, student.address).get(`/user/test/${examId}/${student.testId}`),
    ],
    [
      'submit an answer to the mock',
      (student, round) => {
        return client(base, student.token, student.address).post(
          `/user/test/${examId}/${student.testId}`,
          mockAnswer(student, round),
        );
      },
    ],
  ];
  const samples: Memory[] = [];
  const sampler = setInterval(() => samples.push(memory(running)), 500);
  const results: Record<string, ReturnType<Recorder['summary']>> = {};
  try {
    for (const [title, request] of paths) {
      await closedLoop(students, 2, request);
      const recorder = await closedLoop(students, seconds, request, new Recorder());
      results[title] = recorder!.summary(title);
    }
  } finally {
    clearInterval(sampler);
  }
  const peak = samples.reduce((top, sample) => (sample.totalPssMb > top.totalPssMb ? sample : top));
  return { results, memory: { peak, median: medianMemory(samples), samples: samples.length } };
}
