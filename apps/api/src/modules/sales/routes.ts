import { once } from 'node:events';
import { MESSAGES } from '@prepward/shared/messages';
import {
  monthsLabel,
  ZAdminSale,
  ZAllocationExam,
  ZAllocationStudent,
  ZAllocationStudentQuery,
  ZManualAllocationRequest,
  ZSaleIdParams,
  ZSalesListQuery,
  ZSalesListReply,
} from '@prepward/shared/schemas/commerce';
import { stringify } from 'csv-stringify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerSecurity, envelope } from '../../lib/route-schemas';
import { neutralizeFormula, type SalesService } from './service';

const tags = ['admin sales'];

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
  const canRead = { preValidation: app.requirePermission('sales:read') };
  const canAllocate = { preValidation: app.requirePermission('sales:allocate') };

  app.get(
    '/admin/sales',
    {
      ...canRead,
      schema: {
        tags,
        security: bearerSecurity,
        summary:
          'Sales (paginated; search by email; profession, date and status filters) with totals of the filtered range',
        querystring: ZSalesListQuery,
        response: { 200: envelope(ZSalesListReply.shape) },
      },
    },
    async (request) => ({
      message: 'success' as const,
      data: { message: 'Sales', ...(await sales.list(request.admin!, request.query)) },
    }),
  );

  app.get(
    '/admin/sales/export',
    {
      ...canRead,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'The filtered sales as CSV (streamed; same filters as the list, no paging)',
        querystring: ZSalesListQuery,
      },
    },
    async (request, reply) => {
      const csv = stringify({ header: true, columns: CSV_COLUMNS, bom: true });
      const day = new Date().toISOString().slice(0, 10);
      void reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="sales-${day}.csv"`)
        .header('Cache-Control', 'no-store');

      const write = async () => {
        for await (const batch of sales.exportBatches(request.admin!, request.query)) {
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
    },
  );

  app.get(
    '/admin/sales/students',
    {
      ...canAllocate,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Students by email, for the manual allocation dialog (at most 20)',
        querystring: ZAllocationStudentQuery,
        response: { 200: envelope({ students: z.array(ZAllocationStudent) }) },
      },
    },
    async (request) => ({
      message: 'success' as const,
      data: { message: 'Students', students: await sales.findStudents(request.query.search) },
    }),
  );

  app.get(
    '/admin/sales/exams',
    {
      ...canAllocate,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Exams this administrator may allocate (by name, at most 50)',
        querystring: ZAllocationStudentQuery,
        response: { 200: envelope({ exams: z.array(ZAllocationExam) }) },
      },
    },
    async (request) => ({
      message: 'success' as const,
      data: {
        message: 'Exams',
        exams: await sales.allocatableExams(request.admin!, request.query.search),
      },
    }),
  );

  app.get(
    '/admin/sales/:saleId',
    {
      ...canRead,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'One sale with its items',
        params: ZSaleIdParams,
        response: { 200: envelope({ sale: ZAdminSale }) },
      },
    },
    async (request) => ({
      message: 'success' as const,
      data: { message: 'Sale', sale: await sales.detail(request.admin!, request.params.saleId) },
    }),
  );

  // The documented path ends with a slash; the same route answers without it.
  for (const url of ['/admin/sales/add/', '/admin/sales/add']) {
    app.post(
      url,
      {
        ...canAllocate,
        schema: {
          tags,
          security: bearerSecurity,
          hide: url.endsWith('add'),
          summary:
            "Manual allocation: grant or extend a student's access (a 'manual' sale of amount 0, audited)",
          body: ZManualAllocationRequest,
          response: { 200: envelope({ sale: ZAdminSale }) },
        },
      },
      async (request) => ({
        message: 'success' as const,
        data: {
          message: MESSAGES.examAllocated,
          sale: await sales.allocate(request.admin!, request.body),
        },
      }),
    );
  }
};
