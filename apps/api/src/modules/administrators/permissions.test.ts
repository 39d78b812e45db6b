// The permission matrix of docs/api.md, endpoint by endpoint and role by role. To
// cover another area's endpoints, add rows to ENDPOINTS: a request that passes the guard
// must not touch anything real (use a missing id: allowed roles then get a 404).
import { ADMIN_ROLES, type AdminRole } from '@prepward/shared/constants';
import { PERMISSIONS, ROLE_PERMISSIONS, type Permission } from '@prepward/shared/permissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createAdmin,
  createExam,
  createStudent,
  type Session,
} from '../../test/admin-fixtures';
import { createTestApp, type TestContext } from '../../test/test-app';

/** The matrix of docs/api.md, row by row, plus this project's support and audit rows. */
const MATRIX: Record<Permission, readonly AdminRole[]> = {
  'overview:read': ['admin', 'viewer', 'sales', 'hr', 'examiner'],
  'content:read': ['admin', 'viewer', 'examiner'],
  'content:write': ['admin', 'examiner'],
  // docs/decisions/0095-questions-are-written-by-the-admin-role.md.
  'questions:write': ['admin'],
  // docs/decisions/0096-question-review-workflow.md: examiners approve or send back.
  'questions:review': ['admin', 'examiner'],
  'sales:read': ['admin', 'viewer', 'sales'],
  'sales:allocate': ['admin', 'sales'],
  'users:read': ['admin', 'viewer', 'sales', 'hr'],
  'users:blacklist': ['admin', 'hr'],
  'admins:read': ['admin', 'viewer', 'hr'],
  'admins:write': ['admin'],
  // docs/decisions/0070-support-and-audit-permissions.md: support follows users:read, viewers
  // only read; the audit log is admin's.
  'support:read': ['admin', 'viewer', 'sales', 'hr'],
  'support:write': ['admin', 'sales', 'hr'],
  'audit:read': ['admin'],
  // The outgoing mail queue, like the audit log, is the admin role's.
  'mail:read': ['admin'],
  'mail:write': ['admin'],
};

const MISSING = '00000000-0000-4000-8000-00000000dead';

type Endpoint = {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  url: string;
  /** null: any signed-in administrator. */
  permission: Permission | null;
  payload?: () => object;
};

let added = 0;
export const ENDPOINTS: Endpoint[] = [
  { method: 'GET', url: '/admin/onboarding/me', permission: null },
  {
    method: 'PATCH',
    url: '/admin/onboarding/password',
    permission: null,
    // A wrong old password: allowed administrators get a 400 and nothing changes.
    payload: () => ({ oldPassword: 'not-the-password', newPassword: 'Whatever2024' }),
  },
  { method: 'GET', url: '/admin/overview?range=7d', permission: 'overview:read' },
  { method: 'GET', url: '/admin/users?tab=active', permission: 'users:read' },
  { method: 'GET', url: '/admin/users/export?tab=banned', permission: 'users:read' },
  { method: 'GET', url: `/admin/users/${MISSING}`, permission: 'users:read' },
  {
    method: 'POST',
    url: `/admin/users/${MISSING}/blacklist`,
    permission: 'users:blacklist',
    payload: () => ({ reason: 'Sharing the account' }),
  },
  { method: 'POST', url: `/admin/users/${MISSING}/unblacklist`, permission: 'users:blacklist' },
  { method: 'GET', url: '/admin/onboarding', permission: 'admins:read' },
  {
    method: 'POST',
    url: '/admin/onboarding/add',
    permission: 'admins:write',
    payload: () => ({
      name: 'Matrix Added',
      email: `matrix-${(added += 1)}-${Date.now()}@prepward.test`,
      password: 'Matrix2024',
      roles: ['viewer'],
    }),
  },
  {
    method: 'PATCH',
    url: `/admin/onboarding/${MISSING}`,
    permission: 'admins:write',
    payload: () => ({ roles: ['viewer'] }),
  },
  { method: 'DELETE', url: `/admin/onboarding/${MISSING}`, permission: 'admins:write' },
  { method: 'GET', url: '/admin/question/report?status=all', permission: 'content:read' },
  {
    method: 'PATCH',
    url: `/admin/question/report/${MISSING}`,
    permission: 'content:write',
    payload: () => ({ status: 'resolved' }),
  },
  { method: 'GET', url: '/admin/support?status=all', permission: 'support:read' },
  {
    method: 'PATCH',
    url: `/admin/support/${MISSING}`,
    permission: 'support:write',
    payload: () => ({ status: 'closed' }),
  },
  { method: 'GET', url: '/admin/audit', permission: 'audit:read' },
  { method: 'GET', url: '/admin/mail', permission: 'mail:read' },
  { method: 'POST', url: `/admin/mail/${MISSING}/retry`, permission: 'mail:write' },
  // Sales and allocation (commerce).
  { method: 'GET', url: '/admin/sales?status=success', permission: 'sales:read' },
  { method: 'GET', url: '/admin/sales/export', permission: 'sales:read' },
  { method: 'GET', url: `/admin/sales/${MISSING}`, permission: 'sales:read' },
  { method: 'GET', url: '/admin/sales/students?search=a', permission: 'sales:allocate' },
  { method: 'GET', url: '/admin/sales/exams', permission: 'sales:allocate' },
  {
    method: 'POST',
    url: '/admin/sales/add/',
    permission: 'sales:allocate',
    payload: () => ({ userID: MISSING, examID: MISSING, months: 1 }),
  },
  // Content: a sample here; modules/content/permissions.test.ts covers every content route.
  { method: 'GET', url: '/admin/exam', permission: 'content:read' },
  { method: 'GET', url: `/admin/exam/${MISSING}`, permission: 'content:read' },
  { method: 'GET', url: '/admin/question', permission: 'content:read' },
  { method: 'DELETE', url: `/admin/question/${MISSING}`, permission: 'questions:write' },
  { method: 'GET', url: `/admin/question/${MISSING}/history`, permission: 'content:read' },
  {
    method: 'POST',
    url: `/admin/question/${MISSING}/history/${MISSING}/restore`,
    permission: 'questions:write',
  },
  // The review workflow: reviewers approve or send back (questions:review).
  { method: 'GET', url: '/admin/question/review', permission: 'questions:review' },
  { method: 'POST', url: `/admin/question/${MISSING}/approve`, permission: 'questions:review' },
  {
    method: 'POST',
    url: `/admin/question/${MISSING}/send-back`,
    permission: 'questions:review',
    payload: () => ({ comment: 'Option C is also correct.' }),
  },
  { method: 'POST', url: `/admin/question/${MISSING}/submit`, permission: 'questions:write' },
];

type Subject = { label: string; role: AdminRole; examAccess?: 'one exam' };
const SUBJECTS: Subject[] = [
  ...ADMIN_ROLES.map((role) => ({ label: role, role })),
  { label: 'examiner limited to one exam', role: 'examiner', examAccess: 'one exam' },
];

describe('permission matrix', () => {
  let context: TestContext;
  const sessions = new Map<string, Session>();
  let student: Session;

  beforeAll(async () => {
    // Dozens of requests per token in a few seconds: lift the per-account limit.
    context = await createTestApp({ environment: { RATE_LIMIT_ACCOUNT: '100000/1m' } });
    const { exam } = await createExam(context, 'Scoped exam', 0);
    for (const subject of SUBJECTS) {
      sessions.set(
        subject.label,
        await createAdmin(context, {
          roles: [subject.role],
          examAccess: subject.examAccess ? [exam.id] : [],
        }),
      );
    }
    student = await createStudent(context);
  });
  afterAll(() => context.close());

  it('permissions.ts gives each role exactly the matrix of docs/api.md', () => {
    for (const permission of PERMISSIONS) {
      const roles = ADMIN_ROLES.filter((role) => ROLE_PERMISSIONS[role].includes(permission));
      expect(roles, permission).toEqual(MATRIX[permission]);
    }
  });

  const cases = ENDPOINTS.flatMap((endpoint) =>
    SUBJECTS.map((subject) => {
      const allowed =
        endpoint.permission === null || MATRIX[endpoint.permission].includes(subject.role);
      return {
        ...endpoint,
        subject: subject.label,
        allowed,
        verdict: allowed ? 'allowed' : 'refused',
      };
    }),
  );

  it.each(cases)('$method $url: $subject is $verdict', async (row) => {
    const response = await call(context, {
      method: row.method,
      url: row.url,
      token: sessions.get(row.subject)!.token,
      ...(row.payload ? { payload: row.payload() } : {}),
    });
    if (row.allowed) {
      expect([401, 403], response.body).not.toContain(response.statusCode);
      expect(response.statusCode, response.body).toBeLessThan(500);
    } else {
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json()).toMatchObject({ error: 'Forbidden' });
    }
  });

  it.each(ENDPOINTS)('$method $url refuses a student token and no token', async (row) => {
    for (const token of [student.token, undefined]) {
      const response = await call(context, {
        method: row.method,
        url: row.url,
        ...(token ? { token } : {}),
        ...(row.payload ? { payload: row.payload() } : {}),
      });
      expect(response.statusCode, response.body).toBe(401);
    }
  });
});
