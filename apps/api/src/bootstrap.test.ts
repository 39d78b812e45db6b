import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootstrapFirstAdmin, DEFAULT_ADMIN_EMAIL } from './bootstrap';
import { admins } from './db/schema';
import { verifyPassword } from './lib/passwords';
import { openTestDatabase } from './test/test-app';

describe('first administrator', () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.dispose());

  it('creates one admin with a generated password when none exists, and only once', async () => {
    const first = await bootstrapFirstAdmin(database.db, {
      admin: { email: undefined, password: undefined },
    });
    expect(first).toMatchObject({ created: true, email: DEFAULT_ADMIN_EMAIL, generated: true });
    if (!first.created) throw new Error('expected an admin');
    expect(first.password).toMatch(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d).{12,}$/);

    const [stored] = await database.db.select().from(admins);
    expect(stored).toMatchObject({ email: DEFAULT_ADMIN_EMAIL, roles: ['admin'], examAccess: [] });
    expect(stored!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(stored!.passwordHash, first.password)).toBe(true);

    const second = await bootstrapFirstAdmin(database.db, {
      admin: { email: 'other@example.com', password: 'Another123' },
    });
    expect(second).toEqual({ created: false });
    expect(await database.db.select().from(admins)).toHaveLength(1);
  });
});

describe('first administrator from ADMIN_EMAIL / ADMIN_PASSWORD', () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.dispose());

  it('uses the configured email (lower-cased) and password', async () => {
    const result = await bootstrapFirstAdmin(database.db, {
      admin: { email: 'Chief@Hospital.org', password: 'Configured123' },
    });
    expect(result).toEqual({
      created: true,
      email: 'chief@hospital.org',
      password: 'Configured123',
      generated: false,
    });
    const [stored] = await database.db.select().from(admins);
    expect(await verifyPassword(stored!.passwordHash, 'Configured123')).toBe(true);
  });
});
