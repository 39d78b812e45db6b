import type { TPublicExamsData } from '@prepward/shared/schemas/public';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exams } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/test-app';
import { createPublicCatalogue, shortDescription } from './service';

type Reply = { message: string; data: { message: string } & TPublicExamsData };

const LONG_DESCRIPTION =
  'Practice questions in the style of a registered nurse licensure exam: prioritization, ' +
  'delegation, safety and infection control, pharmacology, laboratory values, maternal-newborn, ' +
  'pediatric and mental health nursing. Independent practice material.';

describe('GET /api/v1/public/exams', () => {
  let context: TestContext;
  beforeAll(async () => {
    context = await createTestApp();
  });
  afterAll(() => context.close());

  const get = (query = '', headers: Record<string, string> = {}) =>
    context.app.inject({ method: 'GET', url: `/api/v1/public/exams${query}`, headers });

  it('answers an empty catalogue with no exams', async () => {
    const response = await get();
    expect(response.statusCode).toBe(200);
    expect(response.json<Reply>()).toEqual({
      message: 'success',
      data: { message: 'Exams', exams: [], pagination: { total: 0, perPage: 12, currentPage: 1 } },
    });
  });

  describe('with exams', () => {
    beforeAll(async () => {
      await context.db.insert(exams).values([
        {
          name: 'Pharmacy Registration',
          description: 'Calculations and clinical therapeutics.',
          subscriptionAmount: 24.5,
          mockQuestions: 30,
          mockTestTime: 45,
          imageUrl: 'https://cdn.example.com/pharmacy.png',
          createdAt: new Date('2026-01-01T00:00:00Z'),
        },
        {
          name: 'Registered Nurse Licensure',
          description: LONG_DESCRIPTION,
          subscriptionAmount: 19.99,
          mockQuestions: 40,
          mockTestTime: 60,
          createdAt: new Date('2026-02-01T00:00:00Z'),
        },
        {
          name: 'Medical Licensing',
          description: 'Applied knowledge and clinical cases.',
          subscriptionAmount: 30,
          mockQuestions: 50,
          mockTestTime: 90,
          createdAt: new Date('2026-03-01T00:00:00Z'),
        },
      ]);
    });

    it('lists every exam newest first, with a short description, without a token', async () => {
      const response = await get('?perPage=20');
      expect(response.statusCode).toBe(200);
      const { data } = response.json<Reply>();
      expect(data.exams.map((exam) => exam.name)).toEqual([
        'Medical Licensing',
        'Registered Nurse Licensure',
        'Pharmacy Registration',
      ]);
      expect(data.pagination).toEqual({ total: 3, perPage: 20, currentPage: 1 });
      const nurse = data.exams[1]!;
      expect(nurse).toEqual({
        id: expect.any(String),
        name: 'Registered Nurse Licensure',
        description: shortDescription(LONG_DESCRIPTION),
        subscriptionAmount: 19.99,
        mockQuestions: 40,
        mockTestTime: 60,
        imageUrl: null,
      });
      expect(nurse.description.length).toBeLessThanOrEqual(180);
      expect(nurse.description.endsWith('…')).toBe(true);
      expect(data.exams[2]).toMatchObject({
        subscriptionAmount: 24.5,
        imageUrl: 'https://cdn.example.com/pharmacy.png',
      });
    });

    it('pages through the catalogue', async () => {
      const second = await get('?page=2&perPage=2');
      const { data } = second.json<Reply>();
      expect(data.exams.map((exam) => exam.name)).toEqual(['Pharmacy Registration']);
      expect(data.pagination).toEqual({ total: 3, perPage: 2, currentPage: 2 });
    });

    it('may be cached for a minute, and answers 304 to a client that has the current copy', async () => {
      const first = await get();
      expect(first.headers['cache-control']).toBe('public, max-age=60');
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^"[\w-]+"$/);

      const again = await get('', { 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);

      const otherPage = await get('?perPage=1', { 'if-none-match': etag });
      expect(otherPage.statusCode).toBe(200);
      expect(otherPage.headers.etag).not.toBe(etag);
    });

    it('refuses a bad page or page size with a 400 naming the field', async () => {
      for (const query of ['?page=0', '?page=abc', '?perPage=0', '?perPage=101', '?perPage=2.5']) {
        const response = await get(query);
        expect(response.statusCode, query).toBe(400);
        const body = response.json<{ error: string; details: { path: string }[] }>();
        expect(body.error, query).toBe('Bad Request');
        expect(body.details[0]?.path, query).toMatch(/^(page|perPage)$/);
      }
    });
  });
});

describe('public catalogue cache', () => {
  let context: TestContext;
  beforeAll(async () => {
    context = await createTestApp();
  });
  afterAll(() => context.close());

  it('reuses a page for a few seconds, then reads the exams again', async () => {
    let clock = 1_000_000;
    const catalogue = createPublicCatalogue(context.db, { ttlMs: 5000, now: () => clock });
    const query = { page: 1, perPage: 12 };
    expect((await catalogue.list(query)).data.exams).toEqual([]);

    await context.db.insert(exams).values({
      name: 'Physiotherapy Registration',
      description: 'Musculoskeletal, neurological and respiratory care.',
      subscriptionAmount: 15,
      mockQuestions: 20,
      mockTestTime: 30,
    });
    clock += 4000;
    expect((await catalogue.list(query)).data.exams).toEqual([]);
    clock += 2000;
    const fresh = await catalogue.list(query);
    expect(fresh.data.exams.map((exam) => exam.name)).toEqual(['Physiotherapy Registration']);
  });
});

describe('shortDescription', () => {
  it('keeps a short text, collapses whitespace, and cuts a long one at a word', () => {
    expect(shortDescription('  Calculations\n and   therapeutics. ')).toBe(
      'Calculations and therapeutics.',
    );
    expect(shortDescription('one two three four five six', 14)).toBe('one two three…');
    expect(shortDescription('abcdefghijklmnopqrstuvwxyz', 10)).toBe('abcdefghi…');
    expect(shortDescription(LONG_DESCRIPTION).length).toBeLessThanOrEqual(180);
  });
});
