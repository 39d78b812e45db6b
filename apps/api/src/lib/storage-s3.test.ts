import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, exams } from '../db/schema';
import {
  createExamTree,
  PNG_BYTES,
  signedInAdmin,
  singleChoice,
  type Caller,
  type Envelope,
} from '../test/content-fixtures';
import { startS3Server, type TestS3Server } from '../test/s3-server';
import { createTestApp, testConfig, type TestContext } from '../test/test-app';
import { createS3Storage } from './storage-s3';

/** A PNG of its own: the one-pixel image with a few bytes after it. */
const png = (label: string) => Buffer.concat([PNG_BYTES, Buffer.from(label)]);
const nameOf = (bytes: Buffer) => `${createHash('sha256').update(bytes).digest('hex')}.png`;

type Failure = { message: string; error: string };

async function uploadImage(admin: Caller, bytes: Buffer) {
  return admin.upload('POST', '/admin/upload/image', {
    field: 'image',
    name: 'chart.png',
    bytes,
    type: 'image/png',
  });
}

async function uploadedUrl(admin: Caller, bytes: Buffer) {
  const response = await uploadImage(admin, bytes);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Envelope<{ url: string }>>().data.url;
}

/** The question text as stored, after the server's sanitizer. */
async function storedQuestion(admin: Caller, subjectId: string, html: string) {
  const response = await admin.post(`/admin/exam/subject/${subjectId}/question`, {
    ...singleChoice(),
    question: html,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Envelope<{ question: { question: string } }>>().data.question.question;
}

describe('S3 image storage', () => {
  let s3: TestS3Server;
  beforeAll(async () => {
    s3 = await startS3Server();
  });
  afterAll(() => s3.close());

  describe('served through the app', () => {
    let context: TestContext;
    let admin: Caller & { id: string };
    beforeAll(async () => {
      context = await createTestApp({ environment: s3.environment });
      admin = await signedInAdmin(context, ['admin']);
    });
    afterAll(() => context.close());

    it('stores an upload as uploads/<sha-256>.<ext> with its type and a year of caching', async () => {
      const bytes = png('through the app');
      const url = await uploadedUrl(admin, bytes);
      expect(url).toBe(`/uploads/${nameOf(bytes)}`);
      expect(await s3.keys()).toContain(`uploads/${nameOf(bytes)}`);

      const object = await fetch(`${s3.endpoint}/${s3.bucket}/uploads/${nameOf(bytes)}`);
      expect(object.headers.get('content-type')).toBe('image/png');
      expect(object.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(Buffer.from(await object.arrayBuffer()).equals(bytes)).toBe(true);
    });

    it('streams the image from the bucket with the headers of local storage', async () => {
      const bytes = png('streamed');
      const url = await uploadedUrl(admin, bytes);
      const served = await context.app.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(bytes)).toBe(true);
      expect(served.headers).toMatchObject({
        'content-type': 'image/png',
        'content-length': String(bytes.length),
        'cache-control': 'public, max-age=31536000, immutable',
        'x-content-type-options': 'nosniff',
        'cross-origin-resource-policy': 'same-origin',
      });
      expect(served.headers['content-security-policy']).toMatch(/^default-src 'none';.*sandbox$/);
    });

    it('stores an image uploaded twice, as a question image and an exam cover, once', async () => {
      const bytes = png('twice');
      const before = await s3.keys();
      const first = await uploadedUrl(admin, bytes);
      const second = await uploadedUrl(admin, bytes);
      const { examId } = await createExamTree(admin, 'Cover on S3');
      const cover = await admin.upload('PATCH', `/admin/exam/${examId}/image`, {
        field: 'image',
        name: 'cover.png',
        bytes,
        type: 'image/png',
      });
      expect(cover.statusCode, cover.body).toBe(200);
      const imageUrl = cover.json<Envelope<{ exam: { imageUrl: string } }>>().data.exam.imageUrl;
      expect(new Set([first, second, imageUrl])).toEqual(new Set([`/uploads/${nameOf(bytes)}`]));
      expect(await s3.keys()).toEqual([...before, `uploads/${nameOf(bytes)}`].sort());
    });

    it('answers the JSON 404 for a name it does not hold', async () => {
      for (const url of [`/uploads/${'a'.repeat(64)}.png`, '/uploads/x.png', '/uploads/..%2f..']) {
        const response = await context.app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(404);
        expect(response.json<Failure>()).toEqual({ message: 'File not found', error: 'Not Found' });
      }
    });

    it('keeps its images in sanitized rich text and drops foreign ones', async () => {
      const url = await uploadedUrl(admin, png('rich text'));
      const { subjectId } = await createExamTree(admin, 'Rich text on S3');
      const html = await storedQuestion(
        admin,
        subjectId,
        `<p>Which rhythm?</p><img src="${url}" alt="ECG"><img src="https://evil.example/p.png">`,
      );
      expect(html).toBe(`<p>Which rhythm?</p><img src="${url}" alt="ECG" />`);
    });
  });

  describe('with S3_PUBLIC_URL', () => {
    let context: TestContext;
    let admin: Caller & { id: string };
    let publicUrl: string;
    beforeAll(async () => {
      publicUrl = `${s3.endpoint}/${s3.bucket}`;
      context = await createTestApp({
        environment: { ...s3.environment, S3_PUBLIC_URL: `${publicUrl}/` },
      });
      admin = await signedInAdmin(context, ['admin']);
    });
    afterAll(() => context.close());

    it('answers S3_PUBLIC_URL/<key>, where the store serves the bytes', async () => {
      const bytes = png('public');
      const url = await uploadedUrl(admin, bytes);
      expect(url).toBe(`${publicUrl}/uploads/${nameOf(bytes)}`);
      const object = await fetch(url);
      expect(object.status).toBe(200);
      expect(object.headers.get('content-type')).toBe('image/png');
      expect(Buffer.from(await object.arrayBuffer()).equals(bytes)).toBe(true);
      // The app still serves the same image (addresses written before S3_PUBLIC_URL was set).
      const served = await context.app.inject({ method: 'GET', url: `/uploads/${nameOf(bytes)}` });
      expect(served.rawPayload.equals(bytes)).toBe(true);
    });

    it("lets pages load images from the store's origin (http for a local store)", async () => {
      const response = await context.app.inject({ method: 'GET', url: '/api/v1/health' });
      const imgSrc = /img-src ([^;]*)/.exec(String(response.headers['content-security-policy']));
      expect(imgSrc?.[1]?.split(' ')).toContain(s3.endpoint);
    });

    it('keeps public and app addresses of its images in rich text, nothing else', async () => {
      const bytes = png('public rich text');
      const url = await uploadedUrl(admin, bytes);
      const { subjectId } = await createExamTree(admin, 'Public images');
      const own = `<img src="${url}" alt="" /><img src="/uploads/${nameOf(bytes)}" alt="" />`;
      const html = await storedQuestion(
        admin,
        subjectId,
        `<p>Look</p>${own}<img src="${publicUrl}/other/${nameOf(bytes)}"><img src="${s3.endpoint}/uploads/${nameOf(bytes)}">`,
      );
      expect(html).toBe(`<p>Look</p>${own}`);
    });
  });

  it('recognises exactly the image addresses it produces', () => {
    const config = testConfig({
      ...s3.environment,
      PUBLIC_URL: 'https://prep.example.com',
      S3_PUBLIC_URL: 'https://images.example.com/bucket',
    });
    const storage = createS3Storage(config, Fastify({ logger: false }).log);
    const name = `${'b'.repeat(64)}.webp`;
    for (const url of [
      `/uploads/${name}`,
      `https://prep.example.com/uploads/${name}`,
      `https://images.example.com/bucket/uploads/${name}`,
    ]) {
      expect(storage.isOwnImageUrl(url), url).toBe(true);
    }
    for (const url of [
      `https://images.example.com/uploads/${name}`,
      `https://images.example.com/bucket/${name}`,
      `https://images.example.com/bucket/uploads/${name}?x=1`,
      `https://images.example.com/bucket/uploads/../uploads/${name}`,
      `https://images.example.com/bucket/uploads/${'b'.repeat(63)}.webp`,
      `https://images.example.com.evil.example/bucket/uploads/${name}`,
      `http://images.example.com/bucket/uploads/${name}`,
      `${s3.endpoint}/${s3.bucket}/uploads/${name}`,
    ]) {
      expect(storage.isOwnImageUrl(url), url).toBe(false);
    }
    storage.close();
  });
});

describe('S3 image storage that fails', () => {
  const UNAVAILABLE: Failure = {
    message:
      'The image could not be stored: the image store is unreachable or refused it. Please try again later.',
    error: 'Service Unavailable',
  };

  /** An app on a store set up by `environment`, and an administrator signed in to it. */
  async function appOn(environment: Record<string, string>) {
    const context = await createTestApp({ environment });
    return { context, admin: await signedInAdmin(context, ['admin']) };
  }

  /** Both upload endpoints answer 503 and nothing is recorded: no cover, no audit entry. */
  async function expectUploadsRefused(context: TestContext, admin: Caller) {
    const uploadsRecorded = async () =>
      (
        await context.db
          .select()
          .from(auditLog)
          .where(and(eq(auditLog.entity, 'image'), eq(auditLog.action, 'uploaded')))
      ).length;
    const recordedBefore = await uploadsRecorded();
    const upload = await uploadImage(admin, png('refused'));
    expect(upload.statusCode, upload.body).toBe(503);
    expect(upload.json<Failure>()).toEqual(UNAVAILABLE);
    expect(await uploadsRecorded()).toBe(recordedBefore);

    const { examId } = await createExamTree(admin, 'No cover');
    const cover = await admin.upload('PATCH', `/admin/exam/${examId}/image`, {
      field: 'image',
      name: 'cover.png',
      bytes: png('refused cover'),
      type: 'image/png',
    });
    expect(cover.statusCode, cover.body).toBe(503);
    expect(cover.json<Failure>()).toEqual(UNAVAILABLE);
    const [exam] = await context.db.select().from(exams).where(eq(exams.id, examId));
    expect(exam?.imageUrl).toBeNull();
  }

  it('answers 503 when the store has stopped, for uploads and for reading', async () => {
    const s3 = await startS3Server();
    const { context, admin } = await appOn(s3.environment);
    try {
      const url = await uploadedUrl(admin, png('before the stop'));
      await s3.close();
      await expectUploadsRefused(context, admin);
      const served = await context.app.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(503);
      expect(served.json<Failure>()).toEqual({
        message:
          'The image cannot be loaded right now: the image store is unreachable. Please try again later.',
        error: 'Service Unavailable',
      });
    } finally {
      await context.close();
      await s3.close();
    }
  });

  it('answers 503 when the store refuses: unknown key, missing bucket; nothing is written', async () => {
    const s3 = await startS3Server();
    try {
      const refusals: Record<string, string>[] = [
        { S3_ACCESS_KEY_ID: 'UNKNOWN' },
        { S3_BUCKET: 'no-such-bucket' },
      ];
      for (const refusal of refusals) {
        const { context, admin } = await appOn({ ...s3.environment, ...refusal });
        try {
          await expectUploadsRefused(context, admin);
        } finally {
          await context.close();
        }
      }
      expect(await s3.keys()).toEqual([]);
    } finally {
      await s3.close();
    }
  });

  it('answers 503 when the store fails with a server error', async () => {
    let requests = 0;
    const failing: Server = createServer((_request, response) => {
      requests += 1;
      response.writeHead(500, { 'content-type': 'application/xml' });
      response.end('<Error><Code>InternalError</Code><Message>We are sorry</Message></Error>');
    });
    await new Promise<void>((resolve) => failing.listen(0, '127.0.0.1', resolve));
    const { port } = failing.address() as AddressInfo;
    const { context, admin } = await appOn({
      STORAGE: 's3',
      S3_BUCKET: 'images',
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    });
    try {
      const upload = await uploadImage(admin, png('server error'));
      expect(upload.statusCode, upload.body).toBe(503);
      expect(upload.json<Failure>()).toEqual(UNAVAILABLE);
      expect(requests).toBeGreaterThan(0);
    } finally {
      await context.close();
      failing.closeAllConnections();
      await new Promise((resolve) => failing.close(resolve));
    }
  });
});
