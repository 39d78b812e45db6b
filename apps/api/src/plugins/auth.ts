// Bearer-token guards. Student and admin tokens have different audiences; every guarded
// request checks the current account, so a blacklisting or a password change takes effect at
// once. The account is kept between requests while the database says it has not changed (a
// trigger tells every instance; lib/change-feed.ts), not read again each time.
// Routes run them as `preValidation`: after the rate limit, before the body, query and
// params are checked, so a caller without the right token learns nothing from a 400.
import { hasPermission, type Permission } from '@prepward/shared/permissions';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client';
import { changeCache, type ChangeFeed } from '../lib/change-feed';
import { admins, users } from '../db/schema';
import {
  BLACKLISTED_MESSAGE,
  SESSION_ENDED_MESSAGE,
  type AuthenticatedAdmin,
  type AuthenticatedStudent,
} from '../lib/actors';
import { forbidden, httpError, unauthorized } from '../lib/http-error';
import type { TokenKind, TokenService } from '../lib/tokens';

// Declaration merging needs interfaces.
/* eslint-disable @typescript-eslint/consistent-type-definitions */
declare module 'fastify' {
  interface FastifyRequest {
    student: AuthenticatedStudent | null;
    admin: AuthenticatedAdmin | null;
  }
  interface FastifyInstance {
    tokens: TokenService;
    requireStudent: preValidationAsyncHookHandler;
    requireAdmin: preValidationAsyncHookHandler;
    requirePermission: (permission: Permission) => preValidationAsyncHookHandler;
  }
}
/* eslint-enable @typescript-eslint/consistent-type-definitions */

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

/** Signed-in accounts kept per instance; the least recently used goes first. */
const ACCOUNTS_KEPT = 20_000;

export default fp(
  (app: FastifyInstance, options: { db: Database; tokens: TokenService; changes: ChangeFeed }) => {
    const { db, tokens, changes } = options;
    app.decorate('tokens', tokens);
    app.decorateRequest('student', null);
    app.decorateRequest('admin', null);

    /** The account behind a valid token of that kind whose version is still current. */
    async function currentAccount<T extends { tokenVersion: number }>(
      request: FastifyRequest,
      kind: TokenKind,
      load: (id: string) => Promise<T | undefined>,
    ): Promise<T> {
      const token = bearerToken(request);
      const claims = token ? await tokens.verify(kind, token) : null;
      if (!claims) throw unauthorized();
      const account = await load(claims.subject);
      if (!account || account.tokenVersion !== claims.version)
        throw unauthorized(SESSION_ENDED_MESSAGE);
      return account;
    }

    // A signed-in request whose account is not kept reads it: prepared once per connection,
    // not planned and built again each time.
    const studentById = db
      .select()
      .from(users)
      .where(eq(users.id, sql.placeholder('id')))
      .limit(1)
      .prepare('student_by_id');

    // Only accounts that exist are kept: a token of a deleted account is refused each time.
    const keep = (account: object | undefined) => account !== undefined;
    const studentCache = changeCache<string, AuthenticatedStudent | undefined>(changes, {
      maxEntries: ACCOUNTS_KEPT,
      keep,
    });
    const adminCache = changeCache<string, AuthenticatedAdmin | undefined>(changes, {
      maxEntries: ACCOUNTS_KEPT,
      keep,
    });
    changes.subscribe((change) => {
      if (change.kind === 'user') studentCache.forget(change.id);
      if (change.kind === 'admin') adminCache.forget(change.id);
    });

    const requireStudent: preValidationAsyncHookHandler = async (request) => {
      const student = await currentAccount(request, 'user', (id) =>
        studentCache.get(id, async () => (await studentById.execute({ id })).at(0)),
      );
      if (student.blacklisted) throw httpError(403, BLACKLISTED_MESSAGE, { code: 'Blacklisted' });
      request.student = student;
    };

    const requireAdmin: preValidationAsyncHookHandler = async (request) => {
      request.admin = await currentAccount(request, 'admin', (id) =>
        adminCache.get(id, async () =>
          (await db.select().from(admins).where(eq(admins.id, id)).limit(1)).at(0),
        ),
      );
    };

    app.decorate('requireStudent', requireStudent);
    app.decorate('requireAdmin', requireAdmin);
    app.decorate('requirePermission', (permission: Permission): preValidationAsyncHookHandler => {
      return async function checkPermission(this: FastifyInstance, request, reply) {
        await requireAdmin.call(this, request, reply);
        if (!request.admin || !hasPermission(request.admin.roles, permission)) throw forbidden();
      };
    });
  },
  { name: 'auth' },
);
