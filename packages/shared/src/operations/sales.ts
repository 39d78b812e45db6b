// Sales for administrators: the list, one sale, the CSV export and manual allocation.
import { z } from 'zod';
import { operation } from '../operation';
import {
  ZAdminSale,
  ZAllocationExam,
  ZAllocationStudent,
  ZAllocationStudentQuery,
  ZManualAllocationRequest,
  ZSaleIdParams,
  ZSalesListQuery,
  ZSalesListReply,
} from '../schemas/commerce';

const tag = 'admin sales';
const read = { permission: 'sales:read' } as const;
const allocate = { permission: 'sales:allocate' } as const;

export const salesOperations = {
  listSales: operation({
    method: 'GET',
    path: '/admin/sales',
    tag,
    caller: read,
    summary:
      'Sales (paginated; search by email; profession, date and status filters) with totals of the filtered range',
    query: ZSalesListQuery,
    reply: ZSalesListReply,
  }),
  exportSales: operation({
    method: 'GET',
    path: '/admin/sales/export',
    tag,
    caller: read,
    summary: 'The filtered sales as CSV (streamed; same filters as the list, no paging)',
    query: ZSalesListQuery,
    reply: 'file',
  }),
  findStudents: operation({
    method: 'GET',
    path: '/admin/sales/students',
    tag,
    caller: allocate,
    summary: 'Students by email, for the manual allocation dialog (at most 20)',
    query: ZAllocationStudentQuery,
    reply: z.object({ students: z.array(ZAllocationStudent) }),
  }),
  listAllocatableExams: operation({
    method: 'GET',
    path: '/admin/sales/exams',
    tag,
    caller: allocate,
    summary: 'Exams this administrator may allocate (by name, at most 50)',
    query: ZAllocationStudentQuery,
    reply: z.object({ exams: z.array(ZAllocationExam) }),
  }),
  getSale: operation({
    method: 'GET',
    path: '/admin/sales/:saleId',
    tag,
    caller: read,
    summary: 'One sale with its items',
    params: ZSaleIdParams,
    reply: z.object({ sale: ZAdminSale }),
  }),
  allocateExam: operation({
    method: 'POST',
    // The documented path ends with a slash; the same operation answers without it.
    path: '/admin/sales/add/',
    aliases: ['/admin/sales/add'],
    tag,
    caller: allocate,
    summary:
      "Manual allocation: grant or extend a student's access (a 'manual' sale of amount 0, audited)",
    body: ZManualAllocationRequest,
    reply: z.object({ sale: ZAdminSale }),
  }),
};
