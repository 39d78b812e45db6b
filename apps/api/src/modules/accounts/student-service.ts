// Student accounts: sign-up with an emailed code, sign-in, Google, password recovery and
// change, profile. Rules: docs/architecture.md and docs/api.md.
import { and, eq, ne, sql } from 'drizzle-orm';
import type { ChangeFeed } from '../../lib/change-feed';
import type { Database, DatabaseOrTransaction } from '../../db/client';
import { users } from '../../db/schema';
import { lookupCountry, type LocationLookup } from '../../lib/geoip';
import { badRequest, conflict, httpError, notFound, unauthorized } from '../../lib/http-error';
import type { Jobs } from '../../lib/jobs';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import type { TokenService } from '../../lib/tokens';
import { BLACKLISTED_MESSAGE } from '../../lib/actors';
import { CODE_MESSAGES, type CodeService } from './codes';
import type { GoogleVerifier } from './google';
import { presentStudent } from './present';

export const ACCOUNT_MESSAGES = {
  emailTaken: 'An account with this email already exists. Sign in, or reset your password.',
  wrongCredentials: 'Incorrect email or password',
  unverified: 'Please verify your email before signing in. We can send you a new code.',
  verified: 'Email verified. You can now sign in.',
  alreadyVerified: 'This email is already verified. You can sign in.',
  codeSent: 'If that account needs it, a new code is on its way. It is valid for 15 minutes.',
  resetSent: 'If an account exists for that email, we have sent a code to reset the password.',
  passwordReset: 'Your password has been reset. Please sign in.',
  wrongOldPassword: 'Your current password is not correct',
  noPassword:
    'This account signs in with Google and has no password yet. Use Forgot Password to set one.',
  googleUnavailable: 'Google sign-in is not enabled on this server',
  emailInUse: 'Another account already uses this email',
  googleRejected: 'Google sign-in failed. Please try again.',
} as const;

type Dependencies = {
  db: Database;
  jobs: Pick<Jobs, 'enqueueMail' | 'wake'>;
  codes: CodeService;
  tokens: TokenService;
  google: GoogleVerifier | null;
  publicUrl: string;
  /** Told of each change to an account, so the signed-in account kept in memory follows. */
  changeFeed: Pick<ChangeFeed, 'tell'>;
};

// Verifying against a throwaway hash keeps the time of a miss close to that of a wrong password.
const DUMMY_HASH = hashPassword('not-a-real-password-0');

export function createStudentAccounts({
  db,
  jobs,
  codes,
  tokens,
  google,
  publicUrl,
  changeFeed,
}: Dependencies) {
  const changed = (userId: string) => changeFeed.tell({ kind: 'user', id: userId });
  const findByEmail = async (email: string) =>
    (await db.select().from(users).where(eq(users.email, email)).limit(1))[0];

  /**
   * Issues a code and queues its mail in the caller's transaction: the code exists only if the
   * mail will go. The caller wakes the mail worker once the transaction has committed.
   */
  async function queueCode(
    executor: DatabaseOrTransaction,
    user: { id: string; email: string; firstName: string },
    purpose: 'verify' | 'reset',
  ) {
    const code = await codes.issue(executor, user.id, purpose);
    const verify = purpose === 'verify';
    await jobs.enqueueMail(executor, {
      kind: verify ? 'verification-code' : 'reset-code',
      to: user.email,
      subject: verify
        ? `Your PrepWard verification code: ${code}`
        : `Your PrepWard password reset code: ${code}`,
      text: [
        `Hello ${user.firstName},`,
        '',
        verify
          ? 'Welcome to PrepWard. Your email verification code is:'
          : 'Your password reset code is:',
        '',
        `    ${code}`,
        '',
        `It is valid for 15 minutes. ${verify ? `Enter it at ${publicUrl}/verify` : `Enter it at ${publicUrl}/forgotpassword`}.`,
        'If you did not ask for this, you can ignore this email.',
      ].join('\n'),
    });
  }

  /** Sends a code in a transaction of its own. */
  async function sendCode(
    user: { id: string; email: string; firstName: string },
    purpose: 'verify' | 'reset',
  ) {
    await db.transaction((tx) => queueCode(tx, user, purpose));
    jobs.wake();
  }

  async function issueSession(user: typeof users.$inferSelect) {
    const jwt = await tokens.sign('user', { subject: user.id, version: user.tokenVersion });
    return { jwt, user: presentStudent(user) };
  }

  return {
    async signup(input: {
      firstName: string;
      lastName: string;
      email: string;
      password: string;
      profession: string;
      country: string;
    }) {
      if (await findByEmail(input.email)) throw conflict(ACCOUNT_MESSAGES.emailTaken);
      const passwordHash = await hashPassword(input.password);
      // The account and its code's mail together: a mail server that is away delays the mail,
      // it never leaves an account whose code nobody will send.
      const user = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(users)
          .values({ ...input, passwordHash })
          .onConflictDoNothing()
          .returning();
        if (!created) throw conflict(ACCOUNT_MESSAGES.emailTaken);
        await queueCode(tx, created, 'verify');
        return created;
      });
      jobs.wake();
      return presentStudent(user);
    },

    async verifyEmail(email: string, otp: string) {
      const user = await findByEmail(email);
      if (!user) throw badRequest(CODE_MESSAGES.missing);
      if (user.verified) return { message: ACCOUNT_MESSAGES.alreadyVerified };
      const result = await codes.check(db, user.id, 'verify', otp);
      if (result !== 'ok')
        throw badRequest(CODE_MESSAGES[result], [{ path: 'otp', message: CODE_MESSAGES[result] }]);
      await db
        .update(users)
        .set({ verified: true, updatedAt: sql`now()` })
        .where(eq(users.id, user.id));
      changed(user.id);
      return { message: ACCOUNT_MESSAGES.verified };
    },

    async resendVerification(email: string) {
      const user = await findByEmail(email);
      if (user && !user.verified && !user.blacklisted) await sendCode(user, 'verify');
      return { message: ACCOUNT_MESSAGES.codeSent };
    },

    async login(email: string, password: string, ip: string) {
      const user = await findByEmail(email);
      const passwordOk = user
        ? await verifyPassword(user.passwordHash, password)
        : await verifyPassword(await DUMMY_HASH, password);
      if (!user || !passwordOk) throw unauthorized(ACCOUNT_MESSAGES.wrongCredentials);
      if (user.blacklisted) throw httpError(403, BLACKLISTED_MESSAGE, { code: 'Blacklisted' });
      if (!user.verified) throw httpError(403, ACCOUNT_MESSAGES.unverified, { code: 'Unverified' });

      const location: LocationLookup = await lookupCountry(ip);
      const [updated] = await db
        .update(users)
        .set({
          lastLoginAt: sql`now()`,
          ...(location.status === 'found' ? { loginCountry: location.countryCode } : {}),
        })
        .where(eq(users.id, user.id))
        .returning();
      changed(user.id);
      return {
        ...(await issueSession(updated ?? user)),
        firstSignIn: user.lastLoginAt === null,
        location: {
          status: location.status,
          country: location.status === 'found' ? location.country : null,
        },
      };
    },

    async signInWithGoogle(credential: string) {
      // A request any client can send: answered as a feature this server does not have, not as
      // a failure of the server.
      if (!google) throw notFound(ACCOUNT_MESSAGES.googleUnavailable);
      const identity = await google.verify(credential);
      if (!identity) throw unauthorized(ACCOUNT_MESSAGES.googleRejected);

      const [bySubject] = await db
        .select()
        .from(users)
        .where(eq(users.googleSubject, identity.subject))
        .limit(1);
      let user = bySubject ?? (await findByEmail(identity.email));
      const firstSignIn = !user?.lastLoginAt;
      if (user) {
        if (user.blacklisted) throw httpError(403, BLACKLISTED_MESSAGE, { code: 'Blacklisted' });
        // Google has verified the address: link the account and mark it verified.
        [user] = await db
          .update(users)
          .set({
            googleSubject: identity.subject,
            verified: true,
            lastLoginAt: sql`now()`,
            updatedAt: sql`now()`,
          })
          .where(eq(users.id, user.id))
          .returning();
      } else {
        [user] = await db
          .insert(users)
          .values({
            email: identity.email,
            firstName: identity.firstName,
            lastName: identity.lastName,
            googleSubject: identity.subject,
            verified: true,
            lastLoginAt: sql`now()`,
          })
          .returning();
      }
      if (!user) throw unauthorized(ACCOUNT_MESSAGES.googleRejected);
      changed(user.id);
      return { ...(await issueSession(user)), firstSignIn };
    },

    async requestPasswordReset(email: string) {
      const user = await findByEmail(email);
      if (user && !user.blacklisted) await sendCode(user, 'reset');
      return { message: ACCOUNT_MESSAGES.resetSent };
    },

    async resetPassword(email: string, otp: string, password: string) {
      const user = await findByEmail(email);
      if (!user)
        throw badRequest(CODE_MESSAGES.missing, [{ path: 'otp', message: CODE_MESSAGES.missing }]);
      const result = await codes.check(db, user.id, 'reset', otp);
      if (result !== 'ok')
        throw badRequest(CODE_MESSAGES[result], [{ path: 'otp', message: CODE_MESSAGES[result] }]);
      // The code proves the address, so the account counts as verified too.
      await db
        .update(users)
        .set({
          passwordHash: await hashPassword(password),
          tokenVersion: sql`${users.tokenVersion} + 1`,
          verified: true,
          updatedAt: sql`now()`,
        })
        .where(eq(users.id, user.id));
      changed(user.id);
      return { message: ACCOUNT_MESSAGES.passwordReset };
    },

    /** Ends every other session; the caller gets a fresh token for this one. */
    async changePassword(
      student: typeof users.$inferSelect,
      oldPassword: string,
      newPassword: string,
    ) {
      if (!student.passwordHash) throw badRequest(ACCOUNT_MESSAGES.noPassword);
      if (!(await verifyPassword(student.passwordHash, oldPassword))) {
        throw badRequest(ACCOUNT_MESSAGES.wrongOldPassword, [
          { path: 'oldPassword', message: ACCOUNT_MESSAGES.wrongOldPassword },
        ]);
      }
      const [updated] = await db
        .update(users)
        .set({
          passwordHash: await hashPassword(newPassword),
          tokenVersion: sql`${users.tokenVersion} + 1`,
          updatedAt: sql`now()`,
        })
        .where(eq(users.id, student.id))
        .returning();
      changed(student.id);
      if (!updated) throw unauthorized();
      return issueSession(updated);
    },

    /**
     * Changes only the fields given. A new email must be proved like the first one: the
     * account is unverified until the code sent there is entered (this session goes on).
     */
    async updateProfile(
      student: typeof users.$inferSelect,
      changes: Partial<
        Record<'firstName' | 'lastName' | 'email' | 'profession' | 'country', string>
      >,
    ) {
      const emailChanged = changes.email !== undefined && changes.email !== student.email;
      if (emailChanged) {
        const [taken] = await db
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.email, changes.email!), ne(users.id, student.id)))
          .limit(1);
        if (taken) throw conflict(ACCOUNT_MESSAGES.emailInUse);
      }
      const user = await db
        .transaction(async (tx) => {
          const [updated] = await tx
            .update(users)
            .set({
              ...changes,
              ...(emailChanged ? { verified: false } : {}),
              updatedAt: sql`now()`,
            })
            .where(eq(users.id, student.id))
            .returning();
          if (updated && emailChanged) await queueCode(tx, updated, 'verify');
          return updated ?? student;
        })
        .catch((error: unknown) => {
          // Two accounts racing for the same email: the unique index decides.
          if (String((error as { cause?: { code?: string } }).cause?.code ?? '') === '23505') {
            throw conflict(ACCOUNT_MESSAGES.emailInUse);
          }
          throw error;
        });
      changed(student.id);
      if (emailChanged) jobs.wake();
      return { user: presentStudent(user), emailVerificationSent: emailChanged };
    },
  };
}
export type StudentAccounts = ReturnType<typeof createStudentAccounts>;
