// The one-reply read with its questions written and deflated once (decisions 0113, 0119): the
// same test gzipped as uncompressed, and as the exam page's two reads put together, after
// answers, a tag, an administrator's edit and the end of a mock; a client that takes no gzip
// served as before; never another student's test; and the gzip built in two parts is a valid
// gzip for every decoder.
import { randomBytes } from 'node:crypto';
import { brotliDecompressSync, crc32, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeOf } from '@prepward/shared/operation';
import {
  ZTestDetail,
  type TTestDetail,
  type TTestQuestionContent,
  type TTestState,
} from '@prepward/shared/schemas/attempts';
import { answering, SECRETS } from '../../test/answer-fixtures';
import {
  editedSingleChoice,
  rightAnswer,
  seedExam,
  testCatalogue,
  wrongAnswer,
  type SeededExam,
} from '../../test/attempt-fixtures';
import { signedInAdmin } from '../../test/content-fixtures';
import { createTestApp, type TestContext } from '../../test/test-app';
import { questionContentVersion, questions } from '../../db/schema';
import { acceptsGzip, crc32Combine, deflateTail, gzipWithTail } from '../../lib/gzip-parts';
import { mockCountsSettled } from './mock-counts';

describe('gzip in two parts', () => {
  it('is one gzip member whose text is the head and then the tail', () => {
    const tail = deflateTail(`${'{"question":"Which drug?","options":[1,2,3]},'.repeat(500)}]}}`);
    for (const head of [
      '',
      '{"test":{"remainingSeconds":2700},"questions":[',
      'é'.repeat(70_000),
    ]) {
      const text = gunzipSync(gzipWithTail(head, tail)).toString();
      expect(text).toBe(`${head}${'{"question":"Which drug?","options":[1,2,3]},'.repeat(500)}]}}`);
    }
  });

  it("combines two texts' CRC-32 into the CRC-32 of the two joined", () => {
    for (const [firstLength, secondLength] of [
      [0, 0],
      [0, 7],
      [7, 0],
      [1, 1],
      [300, 37_000],
      [65_536, 1],
      [5, 200_000],
    ]) {
      const first = randomBytes(firstLength!);
      const second = randomBytes(secondLength!);
      expect(crc32Combine(crc32(first), crc32(second), second.length)).toBe(
        crc32(Buffer.concat([first, second])),
      );
    }
  });

  it('is taken only where Accept-Encoding allows gzip', () => {
    expect(acceptsGzip('gzip, deflate, br, zstd')).toBe(true);
    expect(acceptsGzip('br;q=1.0, gzip;q=0.8')).toBe(true);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip(undefined)).toBe(false);
    expect(acceptsGzip('')).toBe(false);
    expect(acceptsGzip('br')).toBe(false);
    expect(acceptsGzip('identity')).toBe(false);
    expect(acceptsGzip('gzip;q=0')).toBe(false);
    expect(acceptsGzip('gzip;q=0, *')).toBe(false);
  });
});

describe('the one-reply read, gzipped', () => {
  let context: TestContext;
  let exam: SeededExam;
  beforeAll(async () => {
    context = await createTestApp();
    exam = await seedExam(context.db, { ...testCatalogue(), mockQuestions: 6 });
  });
  afterAll(() => context.close());

  const { seeded, startFor } = answering(() => ({ context, exam }));
  const read = (
    token: string,
    testId: string,
    encoding?: string,
    headers: Record<string, string> = {},
  ) =>
    context.app.inject({
      method: 'GET',
      url: `/api/v1/user/test/${exam.id}/${testId}`,
      headers: {
        authorization: `Bearer ${token}`,
        ...(encoding ? { 'accept-encoding': encoding } : {}),
        ...headers,
      },
    });

  /** The gzipped reply and the plain one, as objects, without the clock that moves between. */
  async function bothReplies(token: string, testId: string) {
    const zipped = await read(token, testId, 'gzip, deflate, br');
    expect(zipped.statusCode).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(String(zipped.headers.vary)).toMatch(/accept-encoding/i);
    const plain = await read(token, testId);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const withoutClock = (text: string) =>
      JSON.parse(text, (key, value: unknown) =>
        key === 'serverNow' || key === 'remainingSeconds' ? undefined : value,
      ) as { data: TTestDetail };
    const unzipped = gunzipSync(zipped.rawPayload).toString();
    expect(withoutClock(unzipped)).toEqual(withoutClock(plain.body));
    expect(() => envelopeOf(ZTestDetail).parse(JSON.parse(plain.body))).not.toThrow();
    // Both forms are kept (decision 0119): they must say what the exam page's two reads say,
    // which are made afresh on every load.
    expect(withoutClock(plain.body)).toEqual(withoutClock(await twoReads(token, testId)));
    return withoutClock(unzipped).data;
  }

  /** The one-reply read's text as the exam page puts it together from its two reads. */
  async function twoReads(token: string, testId: string): Promise<string> {
    const [state, questions] = await Promise.all(
      ['state', 'questions'].map((part) => read(token, `${testId}/${part}`)),
    );
    expect(state!.statusCode).toBe(200);
    expect(questions!.statusCode).toBe(200);
    const { test, questions: touched } = state!.json<{ data: TTestState }>().data;
    const byId = new Map(touched.map((question) => [question.id, question]));
    const detail: TTestDetail = {
      test,
      questions: questions!
        .json<{ data: { questions: TTestQuestionContent[] } }>()
        .data.questions.map((content) => ({
          tagged: false,
          answer: null,
          result: null,
          ...content,
          ...byId.get(content.id),
        })),
    };
    return JSON.stringify({ message: 'success', data: { message: 'success', ...detail } });
  }

  it('says what the plain reply says, again after answers, a tag and the end of a mock', async () => {
    const { student, api, testId, detail } = await startFor('mock');
    const fresh = await bothReplies(student.token, testId);
    expect(fresh.questions.every((question) => question.answer === null)).toBe(true);
    // Read again unchanged: the kept questions.
    expect(await bothReplies(student.token, testId)).toEqual(fresh);

    const [first, second] = detail.questions.map((question) => seeded(question.id));
    await api.submit(exam.id, testId, [rightAnswer(first!)]);
    await api.post(`/user/exam/${exam.id}/${second!.id}/tag`);
    const worked = await bothReplies(student.token, testId);
    expect(worked.questions[0]!.answer).not.toBeNull();
    expect(worked.questions[1]!.tagged).toBe(true);
    const zipped = gunzipSync((await read(student.token, testId, 'gzip')).rawPayload).toString();
    expect(zipped).not.toMatch(SECRETS);

    await api.submit(exam.id, testId, [wrongAnswer(second!)]);
    await api.post(`/user/test/${exam.id}/${testId}/end`);
    // The mock's answers are counted just after its end: both replies read after that.
    await mockCountsSettled(context.db);
    const ended = await bothReplies(student.token, testId);
    expect(ended.test.status).toBe('ended');
    expect(ended.questions.every((question) => question.result !== null)).toBe(true);
  });

  it('shows an administrator’s edit at once, and a practice test’s results', async () => {
    // Drawn from A1, all single choice: the edit below needs one.
    const { student, api, testId, detail } = await startFor('practice', {
      questions: 4,
      subjectIds: [exam.subjects.A1],
    });
    await bothReplies(student.token, testId);
    const edited = detail.questions.find((question) => question.type === 'single_choice')!;
    const admin = await signedInAdmin(context, ['admin']);
    const edit = await admin.patch(
      `/admin/question/${edited.id}`,
      editedSingleChoice(seeded(edited.id), '<p>Edited between two loads</p>'),
    );
    expect(edit.statusCode, edit.body).toBe(200);
    const afterEdit = await bothReplies(student.token, testId);
    expect(afterEdit.questions.find((question) => question.id === edited.id)!.question).toBe(
      '<p>Edited between two loads</p>',
    );
    await api.submit(exam.id, testId, [rightAnswer(seeded(detail.questions[0]!.id))]);
    expect((await bothReplies(student.token, testId)).questions[0]!.result).not.toBeNull();
  });

  it('shows a removed question at once; answers leave the questions kept', async () => {
    const contentVersion = async () =>
      (await context.db.select().from(questionContentVersion))[0]?.version;
    const { student, api, testId, detail } = await startFor('mock');
    await bothReplies(student.token, testId);
    const before = await contentVersion();
    // An answer moves the question's peer figures, not its stamp: the kept questions stay.
    await api.submit(exam.id, testId, [rightAnswer(seeded(detail.questions[0]!.id))]);
    expect(await contentVersion()).toBe(before);

    // In a running test, an administrator's delete retires it (its stamp moves).
    const admin = await signedInAdmin(context, ['admin']);
    const retired = await admin.delete(`/admin/question/${detail.questions[1]!.id}`);
    expect(retired.statusCode, retired.body).toBe(200);
    expect(await contentVersion()).not.toBe(before);
    await bothReplies(student.token, testId);
    // Gone from the database, it leaves the test.
    const deleted = detail.questions[3]!.id;
    await context.db.delete(questions).where(eq(questions.id, deleted));
    const afterDelete = await bothReplies(student.token, testId);
    expect(afterDelete.questions.map((question) => question.id)).not.toContain(deleted);

    // A stamp moved by any write (a case's edit moves its questions') changes the token.
    const changed = detail.questions[2]!.id;
    const token = await contentVersion();
    await context.db
      .update(questions)
      .set({ questionHtml: '<p>Moved with its stamp</p>', updatedAt: new Date() })
      .where(eq(questions.id, changed));
    expect(await contentVersion()).not.toBe(token);
    const afterWrite = await bothReplies(student.token, testId);
    expect(afterWrite.questions.find((question) => question.id === changed)!.question).toBe(
      '<p>Moved with its stamp</p>',
    );
  });

  it('leaves a client that takes no gzip to the compression of every other reply', async () => {
    const { student, testId } = await startFor('mock');
    const brotli = await read(student.token, testId, 'br');
    expect(brotli.headers['content-encoding']).toBe('br');
    const unzipped = JSON.parse(brotliDecompressSync(brotli.rawPayload).toString()) as {
      data: TTestDetail;
    };
    expect(unzipped.data.questions).toHaveLength(6);
    const refused = await read(student.token, testId, 'gzip', { 'x-no-compression': '1' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.json<{ data: TTestDetail }>().data.questions).toHaveLength(6);
  });

  it("answers another student's test with a 404, read or not by its owner", async () => {
    const { student, testId } = await startFor('mock');
    await bothReplies(student.token, testId);
    const stranger = await startFor('mock');
    const reply = await read(stranger.student.token, testId, 'gzip');
    expect(reply.statusCode).toBe(404);
    // An error is small: it goes out uncompressed.
    expect(reply.headers['content-encoding']).toBeUndefined();
    expect(reply.json()).toMatchObject({ message: expect.any(String) });
    expect(reply.body).not.toContain('"questions"');
  });

  it('answers loads that arrive together each with its own test, a stranger’s with a 404', async () => {
    // Read together, they are read in batches (decision 0120): each is checked on its row.
    const started = await Promise.all([startFor('mock'), startFor('mock'), startFor('practice')]);
    const loads = started.flatMap(({ student, testId }, index) => {
      const stranger = started[(index + 1) % started.length]!.student;
      return [
        { token: student.token, testId, own: true, encoding: 'gzip' },
        { token: student.token, testId, own: true, encoding: undefined },
        { token: stranger.token, testId, own: false, encoding: undefined },
        { token: student.token, testId: `${testId}/state`, own: true, encoding: undefined },
        { token: stranger.token, testId: `${testId}/state`, own: false, encoding: undefined },
      ];
    });
    const replies = await Promise.all(
      loads.map((load) => read(load.token, load.testId, load.encoding)),
    );
    replies.forEach((reply, index) => {
      const load = loads[index]!;
      if (!load.own) return expect(reply.statusCode).toBe(404);
      expect(reply.statusCode).toBe(200);
      const body = load.encoding ? gunzipSync(reply.rawPayload).toString() : reply.body;
      const { data } = JSON.parse(body) as { data: TTestState };
      expect(data.test.testId).toBe(load.testId.split('/')[0]);
    });
  });
});
