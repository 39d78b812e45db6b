// Item statistics routes (packages/shared/src/operations/item-statistics.ts): the page of
// items with the exam summary, and the same table as CSV.
import { ITEM_STATISTICS_MESSAGES as TEXT } from '@prepward/shared/app-messages';
import { itemStatisticsOperations as op } from '@prepward/shared/operations/item-statistics';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { csvStream, exportFileName } from '../../lib/csv-export';
import { route } from '../../lib/route';
import { ITEM_STATISTICS_CSV_HEADER, type ItemStatistics } from './service';

async function* oneBatch<T>(batch: T) {
  yield batch;
}

export const itemStatisticsRoutes: FastifyPluginAsyncZod<{ statistics: ItemStatistics }> = async (
  app,
  { statistics },
) => {
  route(app, op.getItemStatistics, async ({ admin, params, query }) => ({
    message: TEXT.loaded,
    ...(await statistics.get(admin, params.examId, query)),
  }));

  route(app, op.exportItemStatistics, async ({ admin, params, query, reply }) => {
    // Computed before the reply starts, so a refusal (404) is still a JSON failure.
    const lines = await statistics.csvLines(admin, params.examId, query);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${exportFileName('item-statistics')}"`)
      .header('cache-control', 'no-store')
      .send(csvStream(ITEM_STATISTICS_CSV_HEADER, oneBatch(lines)));
  });
};
