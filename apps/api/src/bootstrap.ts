import { count } from 'drizzle-orm';
import type { Config } from './config';
import type { Database } from './db/client';
import { admins } from './db/schema';
import { generatePassword, hashPassword } from './lib/passwords';

export const DEFAULT_ADMIN_EMAIL = 'admin@prepward.local';

export type FirstAdmin =
  { created: false } | { created: true; email: string; password: string; generated: boolean };

/**
 * Creates the first administrator (role admin, all exams) when there is none, from
 * ADMIN_EMAIL / ADMIN_PASSWORD, or with a generated password the caller prints once.
 */
export async function bootstrapFirstAdmin(
  db: Database,
  config: Pick<Config, 'admin'>,
): Promise<FirstAdmin> {
  const [row] = await db.select({ total: count() }).from(admins);
  if ((row?.total ?? 0) > 0) return { created: false };

  const email = (config.admin.email ?? DEFAULT_ADMIN_EMAIL).toLowerCase();
  const generated = !config.admin.password;
  const password = config.admin.password ?? generatePassword();
  const inserted = await db
    .insert(admins)
    .values({
      name: 'Administrator',
      email,
      passwordHash: await hashPassword(password),
      roles: ['admin'],
    })
    .onConflictDoNothing()
    .returning({ id: admins.id });
  // Another instance starting at the same moment may have won the race: that is fine.
  if (inserted.length === 0) return { created: false };
  return { created: true, email, password, generated };
}
