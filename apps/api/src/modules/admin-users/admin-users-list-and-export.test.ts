// Administration of students: the list (tabs, search, filters, pages) and its CSV export.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { call, type Session } from '../../test/admin-fixtures';
import { seedAdminUsers, usersList } from '../../test/admin-users-fixtures';
import { createTestApp, type TestContext } from '../../test/test-app';

describe('admin users', () => {
  let context: TestContext;
  let admin: Session;
  let sales_: Session;

  beforeAll(async () => {
    context = await createTestApp();
    ({ admin, sales_ } = await seedAdminUsers(context));
  });
  afterAll(() => context.close());

  const { list, emails } = usersList(() => ({ context, admin }));

  describe('list', () => {
    it('lists every student, newest first, with pagination', async () => {
      const data = await list('?perPage=2');
      expect(data.pagination).toEqual({ total: 4, perPage: 2, currentPage: 1 });
      expect(emails(data)).toEqual(['li.lapsed@example.com', 'dan.doctor@example.com']);
      expect(emails(await list('?perPage=2&page=2'))).toEqual([
        'nora.nurse@example.com',
        'bo.banned@example.com',
      ]);
    });

    it('tab active: only a subscription that has not run out counts', async () => {
      const data = await list('?tab=active');
      expect(emails(data)).toEqual(['nora.nurse@example.com']);
      expect(data.pagination.total).toBe(1);
    });

    it('tab banned: with the reason', async () => {
      const data = await list('?tab=banned');
      expect(data.users).toEqual([
        expect.objectContaining({
          email: 'bo.banned@example.com',
          blacklisted: true,
          blacklistReason: 'Chargeback fraud',
          blacklistedAt: '2026-02-02T00:00:00.000Z',
        }),
      ]);
    });

    it('searches part of the email, case-insensitively, and treats % and _ literally', async () => {
      expect(emails(await list('?search=NURSE'))).toEqual(['nora.nurse@example.com']);
      expect(emails(await list('?search=%25'))).toEqual([]);
      expect(emails(await list('?search=_'))).toEqual([]);
    });

    it('filters by profession (All means any) and by day joined, both days inclusive', async () => {
      expect(emails(await list('?profession=Doctor'))).toEqual([
        'li.lapsed@example.com',
        'dan.doctor@example.com',
      ]);
      expect((await list('?profession=All')).pagination.total).toBe(4);
      expect(emails(await list('?from=2026-01-10&to=2026-01-31'))).toEqual([
        'li.lapsed@example.com',
        'dan.doctor@example.com',
        'nora.nurse@example.com',
      ]);
      expect(emails(await list('?to=2026-01-09'))).toEqual(['bo.banned@example.com']);
      // The last day there is: no end bound (midnight of year 10000 is no database timestamp).
      expect((await list('?from=2026-01-10&to=9999-12-31')).pagination.total).toBe(3);
      expect(emails(await list('?tab=active&profession=Doctor'))).toEqual([]);
    });

    it('refuses bad filters with a clear 400', async () => {
      for (const [query, message] of [
        ['?tab=gone', 'Unknown tab'],
        ['?profession=Plumber', 'Unknown profession'],
        ['?from=31-01-2026', 'Use a date such as 2026-01-31'],
        ['?from=0000-01-01', 'Use a date such as 2026-01-31'],
        ['?from=2026-02-01&to=2026-01-01', 'The start date must be on or before the end date'],
        ['?perPage=101', 'perPage must be at most 100'],
      ] as const) {
        const response = await call(context, {
          method: 'GET',
          url: `/admin/users${query}`,
          token: admin.token,
        });
        expect(response.statusCode, query).toBe(400);
        expect(response.json<{ message: string }>().message).toBe(message);
      }
    });
  });

  describe('CSV export', () => {
    it('streams the filtered list as CSV with a header row', async () => {
      const response = await call(context, {
        method: 'GET',
        url: '/admin/users/export?profession=Doctor&page=9',
        token: sales_.token,
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toMatch(
        /^attachment; filename="users-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      const lines = response.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\n');
      expect(lines[0]).toBe(
        'id,first name,last name,email,profession,country,verified,blacklisted,blacklist reason,date joined',
      );
      // page is ignored: the whole filtered list comes.
      expect(lines.slice(1).map((line) => line.split(',')[3])).toEqual([
        'li.lapsed@example.com',
        'dan.doctor@example.com',
      ]);
    });

    it('reads in batches without losing or repeating rows, and defuses spreadsheet formulas', async () => {
      await context.db.insert(users).values(
        Array.from({ length: 2150 }, (_, index) => ({
          firstName: index === 0 ? '=HYPERLINK("x")' : 'Bulk',
          lastName: `Row${index}`,
          email: `bulk-${index}@export.test`,
          profession: 'Healthcare Assistant',
          // Microseconds a JS Date cannot hold, and the same instant for a whole block: the
          // cursor must keep the precision and break ties by id.
          createdAt: sql`timestamptz '2025-06-01 00:00:00.000123+00' + make_interval(secs => ${Math.floor(index / 700)})`,
        })),
      );
      const response = await call(context, {
        method: 'GET',
        url: '/admin/users/export?profession=Healthcare%20Assistant',
        token: admin.token,
      });
      const lines = response.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\n')
        .slice(1);
      expect(lines).toHaveLength(2150);
      expect(new Set(lines.map((line) => line.split(',')[3])).size).toBe(2150);
      expect(response.body).toContain(`"'=HYPERLINK(""x"")"`);
    });
  });
});
