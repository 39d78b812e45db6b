// Uploads: what their parts may carry as text, and that a file and the rows that record it
// are stored together or not at all.
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, exams, questions } from '../../db/schema';
import { CONTROL_CHARACTER_MESSAGE } from '../../lib/control-characters';
import { startS3Server } from '../../test/s3-server';
import { createTestApp, type TestContext } from '../../test/test-app';
import {
  createExamTree,
  freshAddress,
  PNG_BYTES,
  signedInAdmin,
  type Caller,
} from '../../test/content-fixtures';

type Part = { field: string; value: string } | { field: string; file: string; bytes: Buffer };

/** A multipart body of these parts, in order, written byte for byte. */
function multipart(parts: Part[]) {
  const boundary = `----prepward${randomBytes(8).toString('hex')}`;
  const chunks = parts.flatMap((part) => [
    Buffer.from(
      'file' in part
        ? `--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"; filename="${part.file}"\r\nContent-Type: application/octet-stream\r\n\r\n`
        : `--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"\r\n\r\n`,
    ),
    'file' in part ? part.bytes : Buffer.from(part.value),
    Buffer.from('\r\n'),
  ]);
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** A PNG of its own content, so that it is stored under a name of its own. */
const png = (label: string) => Buffer.concat([PNG_BYTES, Buffer.from(label)]);

/** Runs `work` while the database refuses every new audit row, as a failed write would. */
async function withAuditRefused<T>(context: TestContext, work: () => Promise<T>): Promise<T> {
  await context.db.execute(sql`
    create or replace function refuse_audit() returns trigger language plpgsql
    as $$ begin raise exception 'audit row refused'; end $$`);
  await context.db.execute(sql`
    create trigger refuse_audit before insert on audit_log
    for each row execute function refuse_audit()`);
  try {
    return await work();
  } finally {
    await context.db.execute(sql`drop trigger refuse_audit on audit_log`);
  }
}

describe('uploads', () => {
  let context: TestContext;
  let admin: Caller & { id: string };
  let examId: string;
  const uploadsFolder = () => join(context.config.dataDir, 'uploads');
  const storedFiles = () => (existsSync(uploadsFolder()) ? readdirSync(uploadsFolder()) : []);
  const auditRows = async () => (await context.db.select().from(auditLog)).length;

  beforeAll(async () => {
    context = await createTestApp();
    admin = await signedInAdmin(context, ['admin']);
    ({ examId } = await createExamTree(admin, 'Uploads exam'));
  });
  afterAll(() => context.close());

  const send = (method: 'POST' | 'PATCH', url: string, parts: Part[]) => {
    const { payload, contentType } = multipart(parts);
    return context.app.inject({
      method,
      url: `/api/v1${url}`,
      payload,
      headers: { authorization: `Bearer ${admin.token}`, 'content-type': contentType },
      remoteAddress: freshAddress(),
    });
  };

  describe('text in multipart parts', () => {
    it('refuses a file name with NUL or another control character before storing anything', async () => {
      const filesBefore = storedFiles();
      const auditBefore = await auditRows();
      for (const name of ['x.png\u0000.txt', 'x\u001b[2J.png', 'x\u0007.png']) {
        const image = await send('POST', '/admin/upload/image', [
          { field: 'image', file: name, bytes: png(name) },
        ]);
        expect(image.statusCode, image.body).toBe(400);
        expect(image.json()).toEqual({
          message: CONTROL_CHARACTER_MESSAGE,
          error: 'Bad Request',
          details: [{ path: 'image', message: CONTROL_CHARACTER_MESSAGE }],
        });
        const cover = await send('PATCH', `/admin/exam/${examId}/image`, [
          { field: 'image', file: name, bytes: png(`cover ${name}`) },
        ]);
        expect(cover.statusCode, cover.body).toBe(400);
        const csv = await send('POST', `/admin/exam/${examId}/question`, [
          { field: 'csv', file: `questions${name}.csv`, bytes: Buffer.from('course\n') },
        ]);
        expect(csv.statusCode, csv.body).toBe(400);
      }
      expect(storedFiles()).toEqual(filesBefore);
      expect(await auditRows()).toBe(auditBefore);
      const [exam] = await context.db.select().from(exams).where(eq(exams.id, examId));
      expect(exam?.imageUrl).toBeNull();
    });

    it('refuses a field or a field name with a control character sent before the file', async () => {
      const value = await send('POST', '/admin/upload/image', [
        { field: 'caption', value: 'a\u0000b' },
        { field: 'image', file: 'chart.png', bytes: png('field value') },
      ]);
      expect(value.statusCode, value.body).toBe(400);
      expect(value.json()).toMatchObject({ details: [{ path: 'caption' }] });
      const name = await send('POST', '/admin/upload/image', [
        { field: 'cap\u0001tion', value: 'fine' },
        { field: 'image', file: 'chart.png', bytes: png('field name') },
      ]);
      expect(name.statusCode, name.body).toBe(400);
    });

    it('takes tabs and line breaks in fields and names, and ordinary names', async () => {
      const response = await send('POST', '/admin/upload/image', [
        { field: 'caption', value: 'line 1\r\nline 2\tend' },
        { field: 'image', file: 'chart (1) é.png', bytes: png('ordinary') },
      ]);
      expect(response.statusCode, response.body).toBe(201);
    });

    it('refuses CSV cells with a control character, naming the line and column, and imports nothing', async () => {
      const csv = [
        'course,subject,type,question,option_a,option_b,correct,explanation',
        'Pharmacology,Analgesics,single_choice,Which?,A,B,A,"Line 1\nline 2\twith a tab"',
        'Pharmacology,Analgesics,single_choice,Which\u001b[31m?,A,B,A,',
      ].join('\n');
      const response = await send('POST', `/admin/exam/${examId}/question`, [
        { field: 'csv', file: 'questions.csv', bytes: Buffer.from(csv) },
      ]);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({
        details: [{ line: 3, column: 'question', message: CONTROL_CHARACTER_MESSAGE }],
      });
      const imported = await context.db
        .select()
        .from(questions)
        .where(eq(questions.examId, examId));
      expect(imported).toEqual([]);
    });
  });
  describe('all or nothing', () => {
    const image = (bytes: Buffer, name = 'chart.png') => [{ field: 'image', file: name, bytes }];

    it('removes the stored image when the upload cannot be recorded', async () => {
      const filesBefore = storedFiles();
      const refused = await withAuditRefused(context, () =>
        send('POST', '/admin/upload/image', image(png('never recorded'))),
      );
      expect(refused.statusCode).toBe(500);
      expect(storedFiles()).toEqual(filesBefore);

      // Once the database takes the audit row again, the same upload stores and records.
      const stored = await send('POST', '/admin/upload/image', image(png('never recorded')));
      expect(stored.statusCode, stored.body).toBe(201);
      expect(storedFiles()).toHaveLength(filesBefore.length + 1);
    });

    it('keeps an image stored before: the same content may be in use', async () => {
      const first = await send('POST', '/admin/upload/image', image(png('in use')));
      expect(first.statusCode, first.body).toBe(201);
      const filesBefore = storedFiles();
      const again = await withAuditRefused(context, () =>
        send('POST', '/admin/upload/image', image(png('in use'), 'copy.png')),
      );
      expect(again.statusCode).toBe(500);
      expect(storedFiles()).toEqual(filesBefore);
      const url = first.json<{ data: { url: string } }>().data.url;
      expect((await context.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    });

    it("leaves neither a file nor a new cover when an exam's image cannot be recorded", async () => {
      const filesBefore = storedFiles();
      const refused = await withAuditRefused(context, () =>
        send('PATCH', `/admin/exam/${examId}/image`, image(png('cover never recorded'))),
      );
      expect(refused.statusCode).toBe(500);
      expect(storedFiles()).toEqual(filesBefore);
      const [exam] = await context.db.select().from(exams).where(eq(exams.id, examId));
      expect(exam?.imageUrl).toBeNull();
    });

    it('removes the object from an S3 store the same way', async () => {
      const s3 = await startS3Server();
      const onS3 = await createTestApp({ environment: s3.environment });
      try {
        const s3Admin = await signedInAdmin(onS3, ['admin']);
        const { payload, contentType } = multipart(image(png('s3 never recorded')));
        const refused = await withAuditRefused(onS3, () =>
          onS3.app.inject({
            method: 'POST',
            url: '/api/v1/admin/upload/image',
            payload,
            headers: { authorization: `Bearer ${s3Admin.token}`, 'content-type': contentType },
            remoteAddress: freshAddress(),
          }),
        );
        expect(refused.statusCode).toBe(500);
        expect(await s3.keys()).toEqual([]);
      } finally {
        await onS3.close();
        await s3.close();
      }
    });
  });
});
