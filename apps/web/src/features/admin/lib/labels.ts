import type { UserTab } from '@prepward/shared/constants';
import type { TAdministrator } from '@prepward/shared/schemas/admin';

/** The users table tabs. */
export const USER_TAB_LABELS: Record<UserTab, string> = {
  all: 'All Users',
  active: 'Total users with active subscription',
  banned: 'Banned Users',
};

/** Every role of an administrator; one made before roles were required may have none. */
export const rolesLabel = (admin: Pick<TAdministrator, 'roles'>) =>
  admin.roles.length > 0 ? admin.roles.join(', ') : 'No role';

/** The exams an administrator is limited to, by name; 'All exams' when it is not limited. */
export function examsLabel(admin: Pick<TAdministrator, 'examAccess' | 'exams'>): string {
  if (admin.examAccess.length === 0) return 'All exams';
  const names = admin.exams.map((exam) => exam.name);
  const deleted = admin.examAccess.length - admin.exams.length;
  if (deleted > 0) names.push(`${deleted} deleted ${deleted === 1 ? 'exam' : 'exams'}`);
  return names.join(', ');
}
