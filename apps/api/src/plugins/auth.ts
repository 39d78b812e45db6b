// Bearer-token guards. Student and admin tokens have different audiences; every guarded
// request re-reads the account so a blacklisting or a password change takes effect at once.
import { hasPermission, type Permission } from '@prepward/shared/permissions';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client';
import { admins, users } from '../db/schema';
import { forbidden, httpError, unauthorized } from '../lib/http-error';
import type { TokenService } from '../lib/tokens';

export type AuthenticatedStudent = typeof users.$inferSelect;
export type AuthenticatedAdmin = typeof admins.$inferSelect;

// Declaration merging needs interfaces.
/* eslint-disable @typescript-eslint/consistent-type-definitions */
declare module 'fastify' {
  interface FastifyRequest {
    student: AuthenticatedStudent | null;
    admin: AuthenticatedAdmin | null;
  }
  interface FastifyInstance {
    tokens: TokenService;
    requireStudent: preHandlerAsyncHookHandler;
    requireAdmin: preHandlerAsyncHookHandler;
    requirePermission: (permission: Permission) => preHandlerAsyncHookHandler;
  }
}
/* eslint-enable @typescript-eslint/consistent-type-definitions */

export const BLACKLISTED_MESSAGE =
  'Your account has been suspended. Please contact support if you think this is a mistake.';

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

export default fp(
  (app: FastifyInstance, options: { db: Database; tokens: TokenService }) => {
    const { db, tokens } = options;
    app.decorate('tokens', tokens);
    app.decorateRequest('student', null);
    app.decorateRequest('admin', null);

    const requireStudent: preHandlerAsyncHookHandler = async (request) => {
      const token = bearerToken(request);
      const claims = token ? await tokens.verify('user', token) : null;
      if (!claims) throw unauthorized();
      const [student] = await db.select().from(users).where(eq(users.id, claims.subject)).limit(1);
      if (!student || student.tokenVersion !== claims.version) {
        throw unauthorized('Your session has ended. Please sign in again.');
      }
      if (student.blacklisted) throw httpError(403, BLACKLISTED_MESSAGE, { code: 'Blacklisted' });
      request.student = student;
    };

    const requireAdmin: preHandlerAsyncHookHandler = async (request) => {
      const token = bearerToken(request);
      const claims = token ? await tokens.verify('admin', token) : null;
      if (!claims) throw unauthorized();
      const [admin] = await db.select().from(admins).where(eq(admins.id, claims.subject)).limit(1);
      if (!admin || admin.tokenVersion !== claims.version) {
        throw unauthorized('Your session has ended. Please sign in again.');
      }
      request.admin = admin;
    };

    app.decorate('requireStudent', requireStudent);
    app.decorate('requireAdmin', requireAdmin);
    app.decorate('requirePermission', (permission: Permission): preHandlerAsyncHookHandler => {
      return async function checkPermission(this: FastifyInstance, request, reply) {
        await requireAdmin.call(this, request, reply);
        if (!request.admin || !hasPermission(request.admin.roles, permission)) throw forbidden();
      };
    });
  },
  { name: 'auth' },
);
