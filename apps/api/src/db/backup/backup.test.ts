// Backup and restore on an embedded PostgreSQL of the test's own, in a temporary DATA_DIR: a
// backup made while writes go on holds the state of one moment, and a restore brings back
// exactly that state, with the uploads; a restore refuses a folder in use, data it would
// replace without --force, and a backup newer than the code.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROOT } from '../../lib/paths';
import { AWKWARD, backupHelpers, IMAGE, IMAGE_BYTES } from '../../test/backup-fixtures';
import { openDatabase, type DatabaseHandle } from '../client';
import {
  DataDirectoryInUseError,
  embeddedDatabaseHolder,
  runningEmbeddedUrl,
  startEmbeddedPostgres,
  type EmbeddedPostgres,
} from '../embedded-postgres';
import { auditLog, cartItems, exams, questions } from '../schema';
import { createBackup } from './create';
import { type BackupManifest } from './manifest';
import { restoreBackup } from './restore';

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

const { contents, writerNumbers, seed, startWriter, alteredBackup } = backupHelpers(() => ({
  dataDir,
  database: database!,
}));

const backupsDir = () => join(dataDir, 'backups');

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
