// Lab values: students read the whole reference table on the exam page; administrators keep
// it (reads need content:read, writes content:write, by an administrator of every exam).
import { z } from 'zod';
import { operation } from '../operation';
import { ZIdParam, ZPagination } from '../schemas/common';
import {
  ZAdminLabValue,
  ZLabValue,
  ZLabValueCreateRequest,
  ZLabValueListQuery,
  ZLabValueUpdateRequest,
} from '../schemas/lab-values';

// Starts with 'content', so a content write refreshes the admin lists with the rest.
const admin = 'content: lab values';

export const labValueOperations = {
  listLabValues: operation({
    method: 'GET',
    path: '/user/lab-values',
    tag: 'lab values',
    caller: 'student',
    summary:
      'Every lab value, by category (the exam page’s reference panel); ETag and If-None-Match',
    reply: z.object({ labValues: z.array(ZLabValue) }),
    conditional: true,
  }),
  listAdminLabValues: operation({
    method: 'GET',
    path: '/admin/lab-values',
    tag: admin,
    caller: { permission: 'content:read' },
    summary: 'Lab values by category and position (search: test name; category: one category)',
    query: ZLabValueListQuery,
    reply: z.object({
      labValues: z.array(ZAdminLabValue),
      /** Every category in use, in display order (for the filter and the form). */
      categories: z.array(z.string()),
      pagination: ZPagination,
    }),
  }),
  createLabValue: operation({
    method: 'POST',
    path: '/admin/lab-values',
    tag: admin,
    caller: { permission: 'content:write' },
    summary: 'Add a lab value (without a position it goes last in its category)',
    body: ZLabValueCreateRequest,
    reply: z.object({ labValue: ZAdminLabValue }),
    status: 201,
  }),
  updateLabValue: operation({
    method: 'PATCH',
    path: '/admin/lab-values/:id',
    tag: admin,
    caller: { permission: 'content:write' },
    summary: 'Edit a lab value: only the fields sent change',
    params: ZIdParam,
    body: ZLabValueUpdateRequest,
    reply: z.object({ labValue: ZAdminLabValue }),
  }),
  deleteLabValue: operation({
    method: 'DELETE',
    path: '/admin/lab-values/:id',
    tag: admin,
    caller: { permission: 'content:write' },
    summary: 'Delete a lab value',
    params: ZIdParam,
    reply: z.object({}),
  }),
};
