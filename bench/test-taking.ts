// Test taking under load, on PostgreSQL and on the embedded database, each beside a bare
// route of the same server in the same run:
//   1. 500 students (own account and token each) load a 100-question mock and submit every
//      answer, changing a few at the end;
//   2. a constant rate standing for 10,000 students sitting a mock together: one answer per
//      student every 30 s (~333 submissions a second) and a page load per student every
//      5 minutes, for 60 s.
// Accounts, subscriptions and the standing students' tests are written straight into the
// database (fast); everything measured goes through HTTP. Afterwards the pick counts are
// checked against the answers held. Figures: console and bench/results/test-taking.json.
//
//   npm run build && npm run test-taking -w @prepward/bench
//   BENCH_DATABASE_URL=postgres://user@host:5432/db  (default postgres://postgres@127.0.0.1:5432/test;
//   a fresh database is created beside it and dropped afterwards)
//   BENCH_ONLY=postgres|embedded, BENCH_STUDENTS (500), BENCH_STANDING (10000), BENCH_SECONDS (60),
//   BENCH_SCENARIOS (bare,every,standing), BENCH_PAGES_PER_SECOND (standing / 300; to isolate
//   submissions), BENCH_NODE_ARGS (for the server, e.g. a CPU profile)
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { runningEmbeddedUrl } from '../apps/api/src/db/embedded-postgres';
import { client, Recorder } from './load-client';
import {
  addressOf,
  REPOSITORY_ROOT,
  sleep,
  startServer,
  stopServer,
  studentToken,
} from './mock-exam';
import { checkCounts, MOCK_QUESTIONS, pickOption, seed, type Query } from './mock-exam-data';
import { withCpu } from './process-stats';

const root = REPOSITORY_ROOT;
const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 500);
const STANDING = Number(process.env.BENCH_STANDING ?? 10_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const SUBMISSIONS_PER_SECOND = STANDING / 30;
const PAGE_LOADS_PER_SECOND = Number(process.env.BENCH_PAGES_PER_SECOND ?? STANDING / 300);
const CHANGED_PER_STUDENT = 5;
const SCENARIOS = (process.env.BENCH_SCENARIOS ?? 'bare,every,standing').split(',');

// ---- scenarios ----

/**
 * 1: every student loads a mock and submits every answer (closed loop, all at once); then the
 * class ends its mocks together, as when the time is up, each end counting the mock's answers
 * into the same questions' peer figures.
 */
async function everyAnswer(base: string, data: Awaited<ReturnType<typeof seed>>) {
  const loads = new Recorder();
  const submissions = new Recorder();
  const ends = new Recorder();
  const sat: { api: ReturnType<typeof client>; testId: string }[] = [];
  await Promise.all(
    data.users.map(async (userId, index) => {
      const api = client(base, studentToken(userId), addressOf(index + 1));
      const started = await loads.time(() =>
        api.post(`/user/test/${data.examId}`, { type: 'mock' }),
      );
      if (started === null) return;
      const { testId } = (JSON.parse(started) as { data: { testId: string } }).data;
      const page = await loads.time(() => api.get(`/user/test/${data.examId}/${testId}`));
      if (page === null) return;
      const detail = JSON.parse(page) as {
        data: { questions: { id: string; options: { id: string }[] }[] };
      };
      const questions = detail.data.questions;
      const answer = (question: (typeof questions)[number]) =>
        submissions.time(() =>
          api.post(`/user/test/${data.examId}/${testId}`, {
            testId,
            answers: [
              {
                questionId: question.id,
                option: pickOption(question.options.map((option) => option.id)),
                timeSpentSeconds: 5 + Math.floor(Math.random() * 85),
              },
            ],
          }),
        );
      for (const question of questions) await answer(question);
      // A mock answer can change until the end: a few do.
      for (const question of questions.slice(0, CHANGED_PER_STUDENT)) await answer(question);
      sat.push({ api, testId });
    }),
  );
  ends.started = performance.now();
  await Promise.all(
    sat.map(({ api, testId }) =>
      ends.time(() => api.post(`/user/test/${data.examId}/${testId}/end`, {})),
    ),
  );
  return {
    loads: loads.summary('load a mock (start + page)'),
    submissions: submissions.summary('submit an answer'),
    ends: ends.summary(`end the mock, ${sat.length} at once`),
  };
}

/** 2: open loop at the standing rate: submissions (some changing earlier answers) and page loads. */
type StandingStudent = ReturnType<typeof standingStudents>[number];

function standingStudents(base: string, data: Awaited<ReturnType<typeof seed>>) {
  return data.standing.map((student, index) => ({
    ...student,
    api: client(base, studentToken(student.userId), addressOf(STUDENTS + index + 1)),
    next: Math.floor(Math.random() * MOCK_QUESTIONS),
  }));
}

async function standingRate(
  students: StandingStudent[],
  data: Awaited<ReturnType<typeof seed>>,
  seconds: number,
) {
  const submissions = new Recorder();
  const pages = new Recorder();
  const inFlight: Promise<unknown>[] = [];
  const startedAt = performance.now();
  submissions.started = pages.started = startedAt;
  let sent = 0;
  let loaded = 0;
  let cursor = 0;
  while (performance.now() - startedAt < seconds * 1000) {
    const elapsed = (performance.now() - startedAt) / 1000;
    while (sent < elapsed * SUBMISSIONS_PER_SECOND) {
      const student = students[cursor % students.length]!;
      cursor += 1;
      // One answer in ten changes the previous one (a mock answer changes until the end).
      const change = Math.random() < 0.1 && student.next > 0;
      const questionId =
        data.standingQuestions[(change ? student.next - 1 : student.next) % MOCK_QUESTIONS]!;
      if (!change) student.next += 1;
      inFlight.push(
        submissions.time(() =>
          student.api.post(`/user/test/${data.examId}/${student.testId}`, {
            testId: student.testId,
            answers: [
              {
                questionId,
                option: pickOption(data.options.get(questionId)!),
                timeSpentSeconds: 5 + Math.floor(Math.random() * 50),
              },
            ],
          }),
        ),
      );
      sent += 1;
    }
    while (loaded < elapsed * PAGE_LOADS_PER_SECOND) {
      const student = students[Math.floor(Math.random() * students.length)]!;
      inFlight.push(
        pages.time(() => student.api.get(`/user/test/${data.examId}/${student.testId}`)),
      );
      loaded += 1;
    }
    await sleep(2);
  }
  await Promise.all(inFlight);
  return {
    submissions: submissions.summary(`submit an answer at ${Math.round(SUBMISSIONS_PER_SECOND)}/s`),
    pages: pages.summary(`page load at ${Math.round(PAGE_LOADS_PER_SECOND)}/s`),
  };
}

/** The bare route under the same two loads: what the server costs before any test logic. */
async function bareRoute(base: string, seconds: number) {
  const path = '/public/config';
  const closed = new Recorder();
  await Promise.all(
    Array.from({ length: STUDENTS }, async (_, index) => {
      const api = client(base, '', addressOf(index + 1));
      for (let request = 0; request < 20; request += 1) await closed.time(() => api.get(path));
    }),
  );
  const open = new Recorder();
  const rate = SUBMISSIONS_PER_SECOND + PAGE_LOADS_PER_SECOND;
  const inFlight: Promise<unknown>[] = [];
  const startedAt = performance.now();
  open.started = startedAt;
  let sent = 0;
  while (performance.now() - startedAt < seconds * 1000) {
    while (sent < ((performance.now() - startedAt) / 1000) * rate) {
      const api = client(base, '', addressOf((sent % STANDING) + 1));
      inFlight.push(open.time(() => api.get(path)));
      sent += 1;
    }
    await sleep(2);
  }
  await Promise.all(inFlight);
  return {
    closedLoop: closed.summary(`GET ${path}, ${STUDENTS} clients at once`),
    constantRate: open.summary(`GET ${path} at ${Math.round(rate)}/s`),
  };
}

async function runOn(
  label: string,
  environment: Record<string, string>,
  query: () => Promise<{ query: Query; close: () => Promise<void> }>,
) {
  console.log(`\n== ${label} ==`);
  // The server migrates the database as it starts; the data goes in beside it.
  const { base, server } = await startServer(environment);
  const database = await query();
  const data = await seed(database.query, { students: STUDENTS, standing: STANDING });
  await database.close();
  try {
    console.log(`seeded: ${STUDENTS} + ${STANDING} students`);
    const bare = SCENARIOS.includes('bare')
      ? await withCpu(server, () => bareRoute(base, Math.min(SECONDS, 20)))
      : null;
    console.log(bare);
    const first = SCENARIOS.includes('every')
      ? await withCpu(server, () => everyAnswer(base, data))
      : null;
    console.log(first);
    let coldStart = null;
    let second = null;
    if (SCENARIOS.includes('standing')) {
      const students = standingStudents(base, data);
      // The class starting together, from a server that has not served them yet; then, once
      // every student has answered once (30 s), the measured minute.
      coldStart = await withCpu(server, () => standingRate(students, data, 30));
      console.log({ coldStart });
      second = await withCpu(server, () => standingRate(students, data, SECONDS));
    }
    console.log(second);
    // Every request has been answered; read while the server (and an embedded database) runs.
    const check = await query();
    const counts = await checkCounts(check.query);
    await check.close();
    console.log(counts);
    return { bare, everyAnswer: first, standingColdStart: coldStart, standingRate: second, counts };
  } finally {
    await stopServer(server);
  }
}

async function main() {
  const results: Record<string, unknown> = {
    date: new Date().toISOString(),
    node: process.version,
    students: STUDENTS,
    standing: STANDING,
    seconds: SECONDS,
  };
  const only = process.env.BENCH_ONLY;

  if (!only || only === 'postgres') {
    const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
    const name = `prepward_bench_${Date.now()}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    try {
      results.postgres = await runOn(
        'PostgreSQL',
        {
          DATABASE_URL: url.toString(),
          DATA_DIR: mkdtempSync(join(tmpdir(), 'prepward-bench-pg-')),
        },
        async () => {
          const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
          return { query: (text, params) => pool.query(text, params), close: () => pool.end() };
        },
      );
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }

  if (!only || only === 'embedded') {
    const dataDir = mkdtempSync(join(tmpdir(), 'prepward-bench-embedded-'));
    results.embedded = await runOn('embedded (PostgreSQL)', { DATA_DIR: dataDir }, async () => {
      const pool = new pg.Pool({ connectionString: runningEmbeddedUrl(dataDir)!, max: 2 });
      return { query: (text, params) => pool.query(text, params), close: () => pool.end() };
    });
  }

  mkdirSync(join(root, 'bench', 'results'), { recursive: true });
  writeFileSync(
    join(root, 'bench', 'results', 'test-taking.json'),
    JSON.stringify(results, null, 2),
  );
}

await main();
