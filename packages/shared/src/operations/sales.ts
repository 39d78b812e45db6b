// Sales for administrators: the list, one sale, the CSV export and manual allocation.
import { operation } from '../operation';
import { ZSalesListQuery } from '../schemas/commerce';

const tag = 'admin sales';

export const salesOperations = {
  exportSales: operation({
    method: 'GET',
    path: '/admin/sales/export',
    tag,
    caller: { permission: 'sales:read' },
    summary: 'The filtered sales as CSV (streamed; same filters as the list, no paging)',
    query: ZSalesListQuery,
    reply: 'file',
  }),
};
