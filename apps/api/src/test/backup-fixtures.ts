// The data and helpers of the backup test: rows full of characters COPY must escape, an
// uploaded image, a writer that goes on adding rows during a backup, the whole content of a
// database to compare, and backups with an altered manifest.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { create as createArchive, extract as extractArchive } from 'tar';
import { expect } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { type BackupManifest } from '../db/backup/manifest';
import {
  admins,
  auditLog,
  cartItems,
  courses,
  exams,
  questionOptions,
  questions,
  subjects,
  testAnswers,
  tests,
  users,
} from '../db/schema';

// Everything COPY's text format must escape, and a NULL beside an empty string.
export const AWKWARD = `Ödem „Zitat“ 'single' "double" back\\slash \\N tab\tnew\nline 🩺 ${'\\'}`;
export const IMAGE = 'a'.repeat(64) + '.png';
export const IMAGE_BYTES = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 255]);

// Rows the concurrent writer adds: left out of the whole-table comparison, checked apart.
const WRITER_ROWS: Record<string, string> = {
  users: `email NOT LIKE 'writer-%'`,
  audit_log: `action <> 'writer'`,
};

/**
 * Helpers on one data folder and the database running in it; `current` gives them as the test
 * file holds them at the time of the call (the database changes as it is stopped and started).
 */
export function backupHelpers(current: () => { dataDir: string; database: DatabaseHandle }) {
  /** Every row of every table as PostgreSQL writes it as text, sorted; the writer's rows apart. */
  async function contents(): Promise<Record<string, string[]>> {
    const pool = current().database.pool;
    const { rows: tables } = await pool.query<{ name: string }>(
      `SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY 1`,
    );
    const result: Record<string, string[]> = {};
    for (const { name } of tables) {
      const where = WRITER_ROWS[name] ? `WHERE ${WRITER_ROWS[name]}` : '';
      const { rows } = await pool.query<{ row: string }>(
        `SELECT t::text AS row FROM public."${name}" t ${where} ORDER BY 1`,
      );
      result[name] = rows.map((row) => row.row);
    }
    const { rows: migrations } = await pool.query<{ row: string }>(
      `SELECT (hash, created_at)::text AS row FROM drizzle.__drizzle_migrations ORDER BY id`,
    );
    result['drizzle.__drizzle_migrations'] = migrations.map((row) => row.row);
    return result;
  }

  /** The numbers of the writer's rows, checked to be the same in both of its tables. */
  async function writerNumbers(): Promise<number[]> {
    const pool = current().database.pool;
    const { rows: written } = await pool.query<{ n: number }>(
      `SELECT substring(email FROM 'writer-(\\d+)@')::int AS n FROM users
        WHERE email LIKE 'writer-%' ORDER BY 1`,
    );
    const { rows: audited } = await pool.query<{ n: number }>(
      `SELECT entity_id::int AS n FROM audit_log WHERE action = 'writer' ORDER BY 1`,
    );
    expect(audited).toEqual(written);
    return written.map((row) => row.n);
  }

  /** An exam with one question of awkward text, a student's test and cart, an admin, an image. */
  async function seed() {
    const { database, dataDir } = current();
    const db = database.db;
    const [exam] = await db
      .insert(exams)
      .values({ name: 'Cardiology', subscriptionAmount: 19.5, mockQuestions: 2, mockTestTime: 5 })
      .returning();
    const [course] = await db
      .insert(courses)
      .values({ examId: exam!.id, name: 'Heart' })
      .returning();
    const [subject] = await db
      .insert(subjects)
      .values({ courseId: course!.id, examId: exam!.id, name: 'Valves' })
      .returning();
    const [question] = await db
      .insert(questions)
      .values({
        examId: exam!.id,
        courseId: course!.id,
        subjectId: subject!.id,
        type: 'single_choice',
        questionHtml: `<p>${AWKWARD}</p><img src="/uploads/${IMAGE}">`,
        explanationHtml: '',
        answerText: null,
      })
      .returning();
    const options = await db
      .insert(questionOptions)
      .values([
        { questionId: question!.id, value: AWKWARD, isCorrect: true, position: 0 },
        { questionId: question!.id, value: 'Mitral', isCorrect: false, position: 1 },
      ])
      .returning();
    const [user] = await db
      .insert(users)
      .values({ firstName: 'Zoë', lastName: "O'Brien", email: 'zoe@prepward.test' })
      .returning();
    const [test] = await db
      .insert(tests)
      .values({ userId: user!.id, examId: exam!.id, type: 'practice', questionIds: [question!.id] })
      .returning();
    await db.insert(testAnswers).values({
      testId: test!.id,
      questionId: question!.id,
      selectedOptionIds: [options[0]!.id],
      isCorrect: true,
      timeSpentSeconds: 12,
    });
    await db.insert(cartItems).values({ userId: user!.id, examId: exam!.id, months: 3 });
    const [admin] = await db
      .insert(admins)
      .values({ name: 'Ada', email: 'ada@prepward.test', passwordHash: 'x', roles: ['admin'] })
      .returning();
    await db.insert(auditLog).values({
      adminId: admin!.id,
      adminEmail: admin!.email,
      action: 'create',
      entity: 'exam',
      entityId: exam!.id,
      details: { name: AWKWARD, nothing: null },
    });
    mkdirSync(join(dataDir, 'uploads'), { recursive: true });
    writeFileSync(join(dataDir, 'uploads', IMAGE), IMAGE_BYTES);
    return { question: question! };
  }

  /** Adds a student and an audit entry in one transaction, one after another, until stopped. */
  function startWriter() {
    let written = 0;
    let stopped = false;
    const waiting: { count: number; resolve: () => void }[] = [];
    const done = (async () => {
      while (!stopped) {
        const n = written + 1;
        await current().database.db.transaction(async (tx) => {
          await tx
            .insert(users)
            .values({ firstName: 'W', lastName: String(n), email: `writer-${n}@prepward.test` });
          await tx
            .insert(auditLog)
            .values({ action: 'writer', entity: 'user', entityId: String(n), details: { n } });
        });
        written = n;
        for (const wait of waiting.filter((entry) => entry.count <= written)) wait.resolve();
      }
    })();
    return {
      written: () => written,
      /** Resolves once `count` rows have been written in all. */
      reached: (count: number) =>
        count <= written
          ? Promise.resolve()
          : new Promise<void>((resolve) => waiting.push({ count, resolve })),
      stop: async () => {
        stopped = true;
        await done;
      },
    };
  }

  /** A copy of a backup whose manifest `alter` changed. */
  async function alteredBackup(file: string, alter: (manifest: BackupManifest) => void) {
    const unpacked = mkdtempSync(join(current().dataDir, 'altered-'));
    await extractArchive({ file, cwd: unpacked });
    const manifest = JSON.parse(
      readFileSync(join(unpacked, 'manifest.json'), 'utf8'),
    ) as BackupManifest;
    alter(manifest);
    writeFileSync(join(unpacked, 'manifest.json'), JSON.stringify(manifest));
    const altered = `${unpacked}.tar.gz`;
    await createArchive({ file: altered, cwd: unpacked, gzip: true }, readdirSync(unpacked));
    rmSync(unpacked, { recursive: true });
    return altered;
  }

  return { contents, writerNumbers, seed, startWriter, alteredBackup };
}
