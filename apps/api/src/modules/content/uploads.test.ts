// Uploads: what their parts may carry as text, and that a file and the rows that record it
// are stored together or not at all.
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, exams, questions } from '../../db/schema';
import { CONTROL_CHARACTER_MESSAGE } from '../../lib/control-characters';
import { createTestApp, type TestContext } from '../../test/test-app';
import {
  createExamTree,
  freshAddress,
  PNG_BYTES,
  signedInAdmin,
  type Caller,
} from './test-helpers';

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
});
