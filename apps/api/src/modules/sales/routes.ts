import { once } from 'node:events';
import { MESSAGES } from '@prepward/shared/messages';
import { salesOperations as op } from '@prepward/shared/operations/sales';
import { monthsLabel } from '@prepward/shared/schemas/commerce';
import { stringify } from 'csv-stringify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route';
import { neutralizeFormula, type SalesService } from './service';

const CSV_COLUMNS = [
  { key: 'id', header: 'Sale ID' },
  { key: 'reference', header: 'Reference' },
  { key: 'status', header: 'Status' },
  { key: 'provider', header: 'Provider' },
  { key: 'amount', header: 'Amount' },
  { key: 'currency', header: 'Currency' },
  { key: 'createdAt', header: 'Date' },
  { key: 'paidAt', header: 'Paid at' },
  { key: 'firstName', header: 'First name' },
  { key: 'lastName', header: 'Last name' },
  { key: 'email', header: 'Email' },
  { key: 'profession', header: 'Profession' },
  { key: 'items', header: 'Items' },
  { key: 'allocatedBy', header: 'Allocated by' },
];

export const salesRoutes: FastifyPluginAsyncZod<{ sales: SalesService }> = async (
  app,
  { sales },
) => {
  route(app, op.listSales, async ({ admin, query }) => ({
    message: 'Sales',
    ...(await sales.list(admin, query)),
  }));

  route(app, op.exportSales, async ({ admin, query, request, reply }) => {
    const csv = stringify({ header: true, columns: CSV_COLUMNS, bom: true });
    const day = new Date().toISOString().slice(0, 10);
    void reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="sales-${day}.csv"`)
      .header('Cache-Control', 'no-store');

    const write = async () => {
      for await (const batch of sales.exportBatches(admin, query)) {
        for (const sale of batch) {
          const row = {
            id: sale.id,
            reference: sale.reference,
            status: sale.status,
            provider: sale.provider,
            amount: sale.amount,
            currency: sale.currency,
            createdAt: sale.createdAt,
            paidAt: sale.paidAt ?? '',
            firstName: neutralizeFormula(sale.firstName),
            lastName: neutralizeFormula(sale.lastName),
            email: neutralizeFormula(sale.email),
            profession: neutralizeFormula(sale.profession),
            items: neutralizeFormula(
              sale.saleItems
                .map((item) => `${item.exam.name} (${monthsLabel(item.months)})`)
                .join('; '),
            ),
            allocatedBy: neutralizeFormula(sale.createdByAdmin?.name ?? ''),
          };
          // Respect backpressure: a slow client never makes the server buffer the export.
          if (!csv.write(row)) await once(csv, 'drain');
        }
      }
      csv.end();
    };
    write().catch((error: unknown) => {
      request.log.error({ err: error }, 'sales export failed');
      csv.destroy(error instanceof Error ? error : new Error(String(error)));
    });
    return reply.send(csv);
  });

  route(app, op.findStudents, async ({ query }) => ({
    message: 'Students',
    students: await sales.findStudents(query.search),
  }));

  route(app, op.listAllocatableExams, async ({ admin, query }) => ({
    message: 'Exams',
    exams: await sales.allocatableExams(admin, query.search),
  }));

  route(app, op.getSale, async ({ admin, params }) => ({
    message: 'Sale',
    sale: await sales.detail(admin, params.saleId),
  }));

  route(app, op.allocateExam, async ({ admin, body }) => ({
    message: MESSAGES.examAllocated,
    sale: await sales.allocate(admin, body),
  }));
};
