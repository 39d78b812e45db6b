// Students as the administration sees them (issue 10): the list with its tabs and filters,
// the CSV export, one student's record, and blacklisting. Rules: docs/api.md.
import { ADMINISTRATION_MESSAGES as TEXT } from '@prepward/shared/app-messages';
import type {
  TAdminUserDetail,
  TAdminUserRow,
  TUserListQuery,
  TUserPurchase,
} from '@prepward/shared/schemas/admin-users';
import { USER_DETAIL_RECENT } from '@prepward/shared/schemas/admin-users';
import { and, count, desc, eq, exists, gt, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { ChangeFeed } from '../../lib/change-feed';
import type { Database, DatabaseOrTransaction } from '../../db/client';
import {
  exams,
  questionReports,
  saleItems,
  sales,
  subscriptions,
  testAnswers,
  tests,
  users,
} from '../../db/schema';
import { recordAudit } from '../../lib/audit';
import { presentStudent } from '../accounts/present';
import { withinDays } from '../../lib/day-range';
import { conflict, notFound } from '../../lib/http-error';
import { containsPattern, pageWindow, paginationOf } from '../../lib/pagination';

type UserFilter = Omit<TUserListQuery, 'page' | 'perPage'>;
type Actor = { id: string };

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** What a student presents to themselves, and whether and why they are blacklisted. */
function presentRow(user: typeof users.$inferSelect): TAdminUserRow {
  return {
    ...presentStudent(user),
    blacklisted: user.blacklisted,
    blacklistReason: user.blacklistReason,
    blacklistedAt: iso(user.blacklistedAt),
  };
}

/** Access that has not run out: the 'active subscription' tab and the overview agree on it. */
/** Why a blacklist change matched no row: the student is already in that state, or is missing. */
async function refusalFor(db: DatabaseOrTransaction, userId: string, alreadyMessage: string) {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  return existing ? conflict(alreadyMessage) : notFound(TEXT.userNotFound);
}

const hasActiveSubscription = (db: Database) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(subscriptions)
      .where(and(eq(subscriptions.userId, users.id), gt(subscriptions.expiresAt, sql`now()`))),
  );

export const USERS_CSV_HEADER = [
  'id',
  'first name',
  'last name',
  'email',
  'profession',
  'country',
  'verified',
  'blacklisted',
  'blacklist reason',
  'date joined',
] as const;

const EXPORT_BATCH = 1000;
type ExportCursor = { createdAt: string; id: string };

export function createAdminUsers({
  db,
  changeFeed,
}: {
  db: Database;
  /** Told of each change to an account, so the signed-in account kept in memory follows. */
  changeFeed: Pick<ChangeFeed, 'tell'>;
}) {
  const changed = <T>(userId: string, result: T) => {
    changeFeed.tell({ kind: 'user', id: userId });
    return result;
  };
  function conditionsOf(filter: UserFilter): SQL | undefined {
    const conditions: SQL[] = [...withinDays(users.createdAt, filter.from, filter.to)];
    if (filter.search) conditions.push(ilike(users.email, containsPattern(filter.search)));
    if (filter.profession) conditions.push(eq(users.profession, filter.profession));
    if (filter.tab === 'banned') conditions.push(eq(users.blacklisted, true));
    if (filter.tab === 'active') conditions.push(hasActiveSubscription(db));
    return and(...conditions);
  }

  return {
    async list(query: TUserListQuery) {
      const where = conditionsOf(query);
      // The Banned tab shows the latest bans first; the others the newest accounts.
      const order =
        query.tab === 'banned'
          ? [sql`${users.blacklistedAt} desc nulls last`, desc(users.createdAt), desc(users.id)]
          : [desc(users.createdAt), desc(users.id)];
      const { limit, offset } = pageWindow(query);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(users)
          .where(where)
          .orderBy(...order)
          .limit(limit)
          .offset(offset),
        db.select({ value: count() }).from(users).where(where),
      ]);
      return { users: rows.map(presentRow), pagination: paginationOf(total?.value ?? 0, query) };
    },

    /** Batches of CSV rows for the filter, newest first, read with a keyset cursor. */
    async *exportBatches(filter: UserFilter) {
      const where = conditionsOf(filter);
      const batchAfter = (cursor: ExportCursor | null) =>
        db
          .select({
            id: users.id,
            firstName: users.firstName,
            lastName: users.lastName,
            email: users.email,
            profession: users.profession,
            country: users.country,
            verified: users.verified,
            blacklisted: users.blacklisted,
            blacklistReason: users.blacklistReason,
            createdAt: users.createdAt,
            // The cursor keeps created_at as text: a JS Date would drop the microseconds.
            cursorAt: sql<string>`${users.createdAt}::text`,
          })
          .from(users)
          .where(
            and(
              where,
              cursor
                ? sql`(${users.createdAt}, ${users.id}) < (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`
                : undefined,
            ),
          )
          .orderBy(desc(users.createdAt), desc(users.id))
          .limit(EXPORT_BATCH);
      let cursor: ExportCursor | null = null;
      for (;;) {
        const rows = await batchAfter(cursor);
        if (rows.length === 0) return;
        yield rows.map((row) => [
          row.id,
          row.firstName,
          row.lastName,
          row.email,
          row.profession,
          row.country,
          row.verified ? 'yes' : 'no',
          row.blacklisted ? 'yes' : 'no',
          row.blacklistReason,
          row.createdAt.toISOString(),
        ]);
        const last = rows[rows.length - 1]!;
        cursor = { createdAt: last.cursorAt, id: last.id };
        if (rows.length < EXPORT_BATCH) return;
      }
    },

    /** A student's record; purchases only for roles that may read sales. */
    async detail(userId: string, options: { withPurchases: boolean }): Promise<TAdminUserDetail> {
      const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
      if (!user) throw notFound(TEXT.userNotFound);

      const answered = sql<number>`(select count(*)::int from ${testAnswers} where ${testAnswers.testId} = ${tests.id})`;
      const correct = sql<number>`(select count(*)::int from ${testAnswers} where ${testAnswers.testId} = ${tests.id} and ${testAnswers.isCorrect})`;
      const questionCount = sql<number>`cardinality(${tests.questionIds})`;

      const [subscriptionRows, testSummary, testRows, reportTotal, reportRows, purchases] =
        await Promise.all([
          db
            .select({
              id: subscriptions.id,
              examId: subscriptions.examId,
              examName: exams.name,
              startsAt: subscriptions.startsAt,
              expiresAt: subscriptions.expiresAt,
              source: subscriptions.source,
              active: sql<boolean>`${subscriptions.expiresAt} > now()`,
            })
            .from(subscriptions)
            .innerJoin(exams, eq(exams.id, subscriptions.examId))
            .where(eq(subscriptions.userId, userId))
            .orderBy(desc(subscriptions.expiresAt))
            .limit(100),
          db
            .select({
              total: sql<number>`count(*)::int`,
              ended: sql<number>`(count(*) filter (where ${tests.status} = 'ended'))::int`,
              average: sql<
                number | null
              >`(avg(100.0 * ${correct} / nullif(${questionCount}, 0)) filter (where ${tests.status} = 'ended'))::float8`,
            })
            .from(tests)
            .where(eq(tests.userId, userId)),
          db
            .select({
              testId: tests.id,
              examId: tests.examId,
              examName: exams.name,
              type: tests.type,
              status: tests.status,
              questionCount,
              answeredCount: answered,
              correctCount: correct,
              startedAt: tests.startedAt,
              endedAt: tests.endedAt,
            })
            .from(tests)
            .innerJoin(exams, eq(exams.id, tests.examId))
            .where(eq(tests.userId, userId))
            .orderBy(desc(tests.createdAt))
            .limit(USER_DETAIL_RECENT),
          db
            .select({ value: count() })
            .from(questionReports)
            .where(eq(questionReports.userId, userId)),
          db
            .select({
              id: questionReports.id,
              questionId: questionReports.questionId,
              examId: questionReports.examId,
              examName: exams.name,
              reason: questionReports.reason,
              status: questionReports.status,
              createdAt: questionReports.createdAt,
            })
            .from(questionReports)
            .innerJoin(exams, eq(exams.id, questionReports.examId))
            .where(eq(questionReports.userId, userId))
            .orderBy(desc(questionReports.createdAt))
            .limit(USER_DETAIL_RECENT),
          options.withPurchases ? purchasesOf(db, userId) : Promise.resolve(null),
        ]);

      const round = (value: number) => Math.round(value * 100) / 100;
      return {
        user: {
          ...presentRow(user),
          loginCountry: user.loginCountry,
          lastLoginAt: iso(user.lastLoginAt),
          googleLinked: user.googleSubject !== null,
        },
        subscriptions: subscriptionRows.map((row) => ({
          ...row,
          startsAt: row.startsAt.toISOString(),
          expiresAt: row.expiresAt.toISOString(),
        })),
        purchases,
        tests: {
          total: testSummary[0]?.total ?? 0,
          ended: testSummary[0]?.ended ?? 0,
          averageScorePercent:
            testSummary[0]?.average === null || testSummary[0]?.average === undefined
              ? null
              : round(testSummary[0].average),
          recent: testRows.map((row) => ({
            ...row,
            scorePercent:
              row.status === 'ended' && row.questionCount > 0
                ? round((100 * row.correctCount) / row.questionCount)
                : null,
            startedAt: row.startedAt.toISOString(),
            endedAt: iso(row.endedAt),
          })),
        },
        reports: {
          total: reportTotal[0]?.value ?? 0,
          recent: reportRows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
        },
      };
    },

    async blacklist(actor: Actor, userId: string, reason: string) {
      const blacklisted = await db.transaction(async (tx) => {
        const [updated] = await tx
          .update(users)
          .set({
            blacklisted: true,
            blacklistReason: reason,
            blacklistedAt: sql`now()`,
            updatedAt: sql`now()`,
          })
          .where(and(eq(users.id, userId), eq(users.blacklisted, false)))
          .returning();
        if (!updated) throw await refusalFor(tx, userId, TEXT.alreadyBlacklisted);
        await recordAudit(tx, {
          adminId: actor.id,
          action: 'blacklisted',
          entity: 'user',
          entityId: userId,
          details: { email: updated.email, reason },
        });
        return presentRow(updated);
      });
      return changed(userId, blacklisted);
    },

    async unblacklist(actor: Actor, userId: string) {
      const restored = await db.transaction(async (tx) => {
        const [before] = await tx
          .select({ reason: users.blacklistReason })
          .from(users)
          .where(and(eq(users.id, userId), eq(users.blacklisted, true)))
          .for('update');
        const [updated] = before
          ? await tx
              .update(users)
              .set({
                blacklisted: false,
                blacklistReason: null,
                blacklistedAt: null,
                updatedAt: sql`now()`,
              })
              .where(eq(users.id, userId))
              .returning()
          : [];
        if (!updated) throw await refusalFor(tx, userId, TEXT.notBlacklisted);
        await recordAudit(tx, {
          adminId: actor.id,
          action: 'unblacklisted',
          entity: 'user',
          entityId: userId,
          details: { email: updated.email, previousReason: before?.reason ?? null },
        });
        return presentRow(updated);
      });
      return changed(userId, restored);
    },
  };
}
export type AdminUsers = ReturnType<typeof createAdminUsers>;

/** The student's latest sales with their exams (one query for the sales, one for the items). */
async function purchasesOf(db: Database, userId: string) {
  const [[total], rows] = await Promise.all([
    db.select({ value: count() }).from(sales).where(eq(sales.userId, userId)),
    db
      .select()
      .from(sales)
      .where(eq(sales.userId, userId))
      .orderBy(desc(sales.createdAt))
      .limit(USER_DETAIL_RECENT),
  ]);
  const items =
    rows.length === 0
      ? []
      : await db
          .select({
            saleId: saleItems.saleId,
            examId: saleItems.examId,
            examName: exams.name,
            months: saleItems.months,
            amount: saleItems.amount,
          })
          .from(saleItems)
          .innerJoin(exams, eq(exams.id, saleItems.examId))
          .where(
            inArray(
              saleItems.saleId,
              rows.map((row) => row.id),
            ),
          );
  const recent: TUserPurchase[] = rows.map((sale) => ({
    id: sale.id,
    reference: sale.reference,
    status: sale.status,
    provider: sale.provider,
    amount: sale.amount,
    createdAt: sale.createdAt.toISOString(),
    items: items
      .filter((item) => item.saleId === sale.id)
      .map(({ saleId: _saleId, ...item }) => item),
  }));
  return { total: total?.value ?? 0, recent };
}
