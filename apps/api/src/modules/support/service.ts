// Support requests (issue 10): a student writes, the request is stored and emailed to
// SUPPORT_EMAIL; staff see the queue and mark requests handled. Without SUPPORT_EMAIL the
// request is only stored (the staff queue is then the one place it reaches).
import { ADMINISTRATION_MESSAGES as TEXT } from '@prepward/shared/app-messages';
import type { TPaginationQuery } from '@prepward/shared/schemas/common';
import type {
  TStaffSupportTicket,
  TSupportListQuery,
  TSupportTicket,
} from '@prepward/shared/schemas/support';
import { and, count, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { admins, supportTickets, users } from '../../db/schema';
import { recordAudit } from '../../lib/audit';
import { conflict, notFound } from '../../lib/http-error';
import type { Jobs } from '../../lib/jobs';
import { containsPattern, pageWindow, paginationOf } from '../../lib/pagination';

type Student = Pick<typeof users.$inferSelect, 'id' | 'firstName' | 'lastName' | 'email'>;
type Actor = { id: string };

const presentOwn = (ticket: typeof supportTickets.$inferSelect): TSupportTicket => ({
  id: ticket.id,
  subject: ticket.subject,
  message: ticket.message,
  status: ticket.status,
  createdAt: ticket.createdAt.toISOString(),
  handledAt: ticket.handledAt?.toISOString() ?? null,
});

/** Called by the mail worker once a support request's mail has gone out. */
export async function markSupportRequestEmailed(db: Database, ticketId: string) {
  await db
    .update(supportTickets)
    .set({ emailedAt: sql`now()` })
    .where(eq(supportTickets.id, ticketId));
}

export function createSupport({
  db,
  jobs,
  supportEmail,
  publicUrl,
}: {
  db: Database;
  jobs: Pick<Jobs, 'enqueueMail' | 'wake'>;
  supportEmail: string | undefined;
  publicUrl: string;
}) {
  async function staffRows(where: SQL | undefined, limit: number, offset: number) {
    const rows = await db
      .select({
        ticket: supportTickets,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        handledBy: admins.name,
      })
      .from(supportTickets)
      .innerJoin(users, eq(users.id, supportTickets.userId))
      .leftJoin(admins, eq(admins.id, supportTickets.handledByAdminId))
      .where(where)
      .orderBy(desc(supportTickets.createdAt), desc(supportTickets.id))
      .limit(limit)
      .offset(offset);
    return rows.map((row): TStaffSupportTicket => ({
      ...presentOwn(row.ticket),
      student: {
        id: row.ticket.userId,
        name: `${row.firstName} ${row.lastName}`.trim(),
        email: row.email,
      },
      emailed: row.ticket.emailedAt !== null,
      handledBy: row.handledBy,
    }));
  }

  return {
    async create(student: Student, input: { subject: string; message: string }) {
      // Stored and queued together: the staff queue has it at once, the mailbox as soon as
      // the mail server takes it (the queue shows whether it has been emailed).
      const ticket = await db.transaction(async (tx) => {
        const [stored] = await tx
          .insert(supportTickets)
          .values({ userId: student.id, subject: input.subject, message: input.message })
          .returning();
        if (!stored) throw new Error('support request was not stored');
        if (supportEmail) {
          await jobs.enqueueMail(tx, {
            kind: 'support-request',
            supportTicketId: stored.id,
            to: supportEmail,
            replyTo: student.email,
            subject: `[PrepWard support] ${input.subject.replace(/[\r\n]+/g, ' ')}`,
            text: [
              `From: ${student.firstName} ${student.lastName} <${student.email}>`,
              `Request: ${stored.id}`,
              `Staff view: ${publicUrl}/admin/dashboard/support`,
              '',
              input.message,
            ].join('\n'),
          });
        }
        return stored;
      });
      if (supportEmail) jobs.wake();
      return presentOwn(ticket);
    },

    async listOwn(studentId: string, query: Pick<TPaginationQuery, 'page' | 'perPage'>) {
      const where = eq(supportTickets.userId, studentId);
      const { limit, offset } = pageWindow(query);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(supportTickets)
          .where(where)
          .orderBy(desc(supportTickets.createdAt), desc(supportTickets.id))
          .limit(limit)
          .offset(offset),
        db.select({ value: count() }).from(supportTickets).where(where),
      ]);
      return { requests: rows.map(presentOwn), pagination: paginationOf(total?.value ?? 0, query) };
    },

    async listForStaff(query: TSupportListQuery) {
      const where = and(
        query.status === 'all' ? undefined : eq(supportTickets.status, query.status),
        query.search ? ilike(users.email, containsPattern(query.search)) : undefined,
      );
      const { limit, offset } = pageWindow(query);
      const [requests, [total]] = await Promise.all([
        staffRows(where, limit, offset),
        db
          .select({ value: count() })
          .from(supportTickets)
          .innerJoin(users, eq(users.id, supportTickets.userId))
          .where(where),
      ]);
      return { requests, pagination: paginationOf(total?.value ?? 0, query) };
    },

    /** Marks a request handled (closed) or open again. */
    async setStatus(actor: Actor, ticketId: string, status: 'open' | 'closed') {
      await db.transaction(async (tx) => {
        const [updated] = await tx
          .update(supportTickets)
          .set(
            status === 'closed'
              ? { status, handledByAdminId: actor.id, handledAt: sql`now()` }
              : { status, handledByAdminId: null, handledAt: null },
          )
          .where(and(eq(supportTickets.id, ticketId), sql`${supportTickets.status} <> ${status}`))
          .returning({ id: supportTickets.id, subject: supportTickets.subject });
        if (!updated) {
          const [existing] = await tx
            .select({ id: supportTickets.id })
            .from(supportTickets)
            .where(eq(supportTickets.id, ticketId));
          throw existing ? conflict(TEXT.supportAlreadyInStatus) : notFound(TEXT.supportNotFound);
        }
        await recordAudit(tx, {
          adminId: actor.id,
          action: status === 'closed' ? 'handled' : 'reopened',
          entity: 'support_request',
          entityId: ticketId,
          details: { subject: updated.subject },
        });
      });
      const [ticket] = await staffRows(eq(supportTickets.id, ticketId), 1, 0);
      return ticket!;
    },
  };
}
export type Support = ReturnType<typeof createSupport>;
