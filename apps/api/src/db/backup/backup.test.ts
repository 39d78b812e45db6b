// Backup and restore on an embedded PostgreSQL of the test's own, in a temporary DATA_DIR: a
// backup made while writes go on holds the state of one moment, and a restore brings back
// exactly that state, with the uploads; a restore refuses a folder in use, data it would
// replace without --force, and a backup newer than the code.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { create as createArchive, extract as extractArchive } from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROOT, MIGRATIONS_FOLDER } from '../../lib/paths';
import { openDatabase, type DatabaseHandle } from '../client';
import {
  DataDirectoryInUseError,
  embeddedDatabaseHolder,
  runningEmbeddedUrl,
  startEmbeddedPostgres,
  type EmbeddedPostgres,
} from '../embedded-postgres';
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
} from '../schema';
import { createBackup } from './create';
import { migrationsUpTo } from './journal';
import { type BackupManifest } from './manifest';
import { restoreBackup } from './restore';

// Everything COPY's text format must escape, and a NULL beside an empty string.
const AWKWARD = `Ödem „Zitat“ 'single' "double" back\\slash \\N tab\tnew\nline 🩺 ${'\\'}`;
const IMAGE = 'a'.repeat(64) + '.png';
const IMAGE_BYTES = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 255]);

// Rows the concurrent writer adds: left out of the whole-table comparison, checked apart.
const WRITER_ROWS: Record<string, string> = {
  users: `email NOT LIKE 'writer-%'`,
  audit_log: `action <> 'writer'`,
};

let dataDir: string;
let server: EmbeddedPostgres | null = null;
let database: DatabaseHandle | null = null;

async function start() {
  server = await startEmbeddedPostgres({ dataDir });
  database = openDatabase({ url: server.url, kind: 'embedded', maxConnections: 4 });
}

async function stop() {
  await database?.close();
  database = null;
  await server?.stop();
  server = null;
}

/** Every row of every table as PostgreSQL writes it as text, sorted; the writer's rows apart. */
async function contents(): Promise<Record<string, string[]>> {
  const pool = database!.pool;
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
  const pool = database!.pool;
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

async function seed() {
  const db = database!.db;
  const [exam] = await db
    .insert(exams)
    .values({ name: 'Cardiology', subscriptionAmount: 19.5, mockQuestions: 2, mockTestTime: 5 })
    .returning();
  const [course] = await db.insert(courses).values({ examId: exam!.id, name: 'Heart' }).returning();
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
      await database!.db.transaction(async (tx) => {
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

const backupsDir = () => join(dataDir, 'backups');

/** A copy of a backup whose manifest `alter` changed. */
async function alteredBackup(file: string, alter: (manifest: BackupManifest) => void) {
  const unpacked = mkdtempSync(join(dataDir, 'altered-'));
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

describe('backup and restore', () => {
  let backupFile = '';
  let manifest: BackupManifest;
  let atBackup: Record<string, string[]>;
  let writtenBefore = 0;
  let writtenAfter = 0;
  let questionId = '';

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'prepward-backup-test-'));
    await start();
    await database!.migrate();
    questionId = (await seed()).question.id;
  });

  afterAll(async () => {
    await stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('backs up one moment while a pool is connected and writes go on', async () => {
    atBackup = await contents();
    const writer = startWriter();
    try {
      await writer.reached(3);
      writtenBefore = writer.written();
      const result = await createBackup({ dataDir });
      writtenAfter = writer.written();
      // Writes go on after the backup as well: none of them may be in it.
      await writer.reached(writtenAfter + 3);
      backupFile = result.file;
      manifest = result.manifest;
      expect(result.startedDatabase).toBe(false);
    } finally {
      await writer.stop();
    }

    expect(backupFile).toMatch(/[\\/]backups[\\/]prepward-\d{8}T\d{6}Z\.tar\.gz$/);
    const rowsOf = (name: string) => manifest.tables.find((table) => table.name === name)?.rows;
    const inBackup = rowsOf('audit_log')! - 1;
    expect(rowsOf('users')).toBe(1 + inBackup);
    expect(inBackup).toBeGreaterThanOrEqual(writtenBefore);
    expect(inBackup).toBeLessThanOrEqual(writtenAfter + 1);
    expect(rowsOf('questions')).toBe(1);
    expect(rowsOf('question_options')).toBe(2);
    expect(rowsOf('test_answers')).toBe(1);
    expect(manifest.uploads).toEqual({ files: 1, bytes: IMAGE_BYTES.length });
    expect(manifest.migrations.count).toBe(manifest.migrations.applied.length);
    expect(manifest.migrations.lastTag).toMatch(/^\d{4}_/);
    expect(manifest.tables.map((table) => table.name)).toContain('sale_items');

    // More changes after the backup, which the restore must undo.
    const db = database!.db;
    await db.update(questions).set({ questionHtml: 'changed' }).where(eq(questions.id, questionId));
    await db.delete(cartItems);
    await db.insert(exams).values({
      name: 'After the backup',
      subscriptionAmount: 1,
      mockQuestions: 1,
      mockTestTime: 1,
    });
    writeFileSync(join(dataDir, 'uploads', `${'b'.repeat(64)}.png`), 'later');
  });

  it('refuses a restore while a server holds DATA_DIR', async () => {
    // This process holds it (its start above is still running).
    const held = await restoreBackup({ dataDir, file: backupFile, force: true }).catch(
      (error: unknown) => error,
    );
    expect(held).toBeInstanceOf(DataDirectoryInUseError);
    expect(held).toMatchObject({ holderPid: process.pid });

    // Another process holds it, as a server in another process leaves it: its number in
    // server.pid while the database runs.
    const other = spawn(process.execPath, ['-e', 'setInterval(() => {}, 60000)'], {
      stdio: 'ignore',
    });
    const ownerFile = join(dataDir, 'server.pid');
    try {
      writeFileSync(ownerFile, `${other.pid}\n`);
      const error = await restoreBackup({ dataDir, file: backupFile, force: true }).catch(
        (caught: unknown) => caught,
      );
      expect(error).toBeInstanceOf(DataDirectoryInUseError);
      expect(error).toMatchObject({ holderPid: other.pid });
      expect((error as Error).message).toContain(`process ${other.pid}`);
    } finally {
      writeFileSync(ownerFile, `${process.pid}\n`);
      other.kill();
    }
  });

  it('refuses a backup from a newer migration level, and replacing data without --force', async () => {
    await stop();
    const newer = await alteredBackup(backupFile, (altered) => {
      const later = altered.migrations.lastCreatedAt + 1;
      altered.migrations.applied.push({ hash: 'f'.repeat(64), createdAt: later });
      altered.migrations.count += 1;
      altered.migrations.lastCreatedAt = later;
      altered.migrations.lastTag = '9999_from_the_future';
    });
    await expect(restoreBackup({ dataDir, file: newer, force: true })).rejects.toThrow(
      /migration level \d+ \(9999_from_the_future\), newer than this version of PrepWard knows/,
    );
    await expect(restoreBackup({ dataDir, file: backupFile })).rejects.toThrow(
      /already holds data .*--force/,
    );
    expect(embeddedDatabaseHolder(dataDir)).toBeNull();
  });

  it('changes nothing when a restore fails half-way', async () => {
    const damaged = await alteredBackup(backupFile, (altered) => {
      altered.tables.find((table) => table.name === 'questions')!.rows += 1;
    });
    await expect(restoreBackup({ dataDir, file: damaged, force: true })).rejects.toThrow(
      'The backup is damaged: table questions has 1 rows, its manifest says 2',
    );
    await start();
    const [after] = await database!.db
      .select()
      .from(exams)
      .where(eq(exams.name, 'After the backup'));
    expect(after).toBeDefined();
    const { rows: databases } = await database!.pool.query<{ datname: string }>(
      'SELECT datname FROM pg_database',
    );
    expect(databases.map((row) => row.datname)).not.toContain('prepward_restoring');
    await stop();
  });

  it('restores exactly the state at backup time, uploads included', async () => {
    const result = await restoreBackup({ dataDir, file: backupFile, force: true });
    expect(result.rows).toBe(manifest.tables.reduce((total, table) => total + table.rows, 0));
    expect(result.pendingMigrations).toEqual([]);
    expect(runningEmbeddedUrl(dataDir)).toBeNull();

    await start();
    const restored = await contents();
    expect(restored).toEqual(atBackup);
    const numbers = await writerNumbers();
    // Whole transactions only, the earliest ones, as many as the backup counted.
    expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, index) => index + 1));
    expect(numbers.length).toBe(manifest.tables.find((table) => table.name === 'users')!.rows - 1);

    const [question] = await database!.db
      .select()
      .from(questions)
      .where(eq(questions.id, questionId));
    expect(question!.questionHtml).toBe(`<p>${AWKWARD}</p><img src="/uploads/${IMAGE}">`);
    expect(question!.answerText).toBeNull();
    expect(question!.explanationHtml).toBe('');
    const [entry] = await database!.db.select().from(auditLog).where(eq(auditLog.action, 'create'));
    expect(entry!.details).toEqual({ name: AWKWARD, nothing: null });
    expect(await database!.db.select().from(cartItems)).toHaveLength(1);

    expect(readdirSync(join(dataDir, 'uploads'))).toEqual([IMAGE]);
    expect(readFileSync(join(dataDir, 'uploads', IMAGE))).toEqual(IMAGE_BYTES);
    expect(readdirSync(dataDir).filter((name) => name.startsWith('.restore-'))).toEqual([]);
  });

  it('backs up a stopped server by starting its database for the backup', async () => {
    await stop();
    const result = await createBackup({ dataDir, file: backupsDir() });
    expect(result.startedDatabase).toBe(true);
    expect(result.file).not.toBe(backupFile);
    expect(result.manifest.tables).toEqual(manifest.tables);
    expect(runningEmbeddedUrl(dataDir)).toBeNull();
    await expect(createBackup({ dataDir, file: result.file })).rejects.toThrow('already exists');
  });

  it('leaves an external DATABASE_URL to PostgreSQL’s own tools', async () => {
    const run = (command: string, args: string[]) =>
      new Promise<{ status: number | null; stderr: string }>((resolve) => {
        const child = spawn(
          process.execPath,
          ['--import', 'tsx', join(API_ROOT, 'src', 'cli', `${command}.ts`), ...args],
          {
            env: { PATH: process.env.PATH, DATABASE_URL: 'postgres://user@db.example.com/prep' },
            stdio: ['ignore', 'ignore', 'pipe'],
          },
        );
        let stderr = '';
        child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
        child.on('close', (status) => resolve({ status, stderr }));
      });
    const [backup, restore] = await Promise.all([run('backup', []), run('restore', [backupFile])]);
    expect(backup.status).toBe(1);
    expect(backup.stderr).toMatch(/^DATABASE_URL is set: .*pg_dump.*\n$/);
    expect(restore.status).toBe(1);
    expect(restore.stderr).toMatch(/^DATABASE_URL is set: .*pg_restore.*\n$/);
  });
});

describe('a backup made by an older version', () => {
  let olderDir = '';

  afterAll(() => rmSync(olderDir, { recursive: true, force: true }));

  it('restores into this version, whose next start runs the newer migrations', async () => {
    olderDir = mkdtempSync(join(tmpdir(), 'prepward-backup-older-'));
    const journal = JSON.parse(
      readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8'),
    ) as { entries: { tag: string }[] };
    const latest = journal.entries.at(-1)!.tag;
    const older = journal.entries.length - 1;

    // A server of the version before the latest migration, with an exam.
    let embedded = await startEmbeddedPostgres({ dataDir: olderDir });
    let handle = openDatabase({ url: embedded.url, kind: 'embedded', maxConnections: 2 });
    await migrate(drizzle(handle.pool), {
      migrationsFolder: await migrationsUpTo(older, join(olderDir, 'older-migrations')),
    });
    await handle.pool.query(
      `INSERT INTO exams (name, subscription_amount, mock_questions, mock_test_time)
       VALUES ('Older', 5, 10, 20)`,
    );
    const backup = await createBackup({ dataDir: olderDir });
    expect(backup.manifest.migrations.count).toBe(older);
    await handle.close();
    await embedded.stop();

    const result = await restoreBackup({ dataDir: olderDir, file: backup.file, force: true });
    expect(result.pendingMigrations).toEqual([latest]);

    embedded = await startEmbeddedPostgres({ dataDir: olderDir });
    handle = openDatabase({ url: embedded.url, kind: 'embedded', maxConnections: 2 });
    try {
      await handle.migrate();
      const { rows } = await handle.pool.query<{ name: string }>('SELECT name FROM exams');
      expect(rows).toEqual([{ name: 'Older' }]);
      const { rows: applied } = await handle.pool.query(
        'SELECT 1 FROM drizzle.__drizzle_migrations',
      );
      expect(applied).toHaveLength(journal.entries.length);
    } finally {
      await handle.close();
      await embedded.stop();
    }
  });
});
