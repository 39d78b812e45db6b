import type { TAdmin, TStudent } from '@prepward/shared/schemas/auth';
import type { admins, users } from '../../db/schema';

/** What leaves the server about a student: never the hash, codes or token version. */
export function presentStudent(user: typeof users.$inferSelect): TStudent {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    profession: user.profession,
    country: user.country,
    verified: user.verified,
    createdAt: user.createdAt.toISOString(),
  };
}

export function presentAdmin(admin: typeof admins.$inferSelect): TAdmin {
  return {
    id: admin.id,
    name: admin.name,
    email: admin.email,
    roles: admin.roles,
    examAccess: admin.examAccess,
    createdAt: admin.createdAt.toISOString(),
  };
}
