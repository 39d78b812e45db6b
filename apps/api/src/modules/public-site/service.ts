// The public catalogue: every exam, newest first, as anyone may see it. Read on every visit
// to the home page, so each page of it is kept for a few seconds in this process (a change
// shows within that time; instances do not need each other's copy).
import { createHash } from 'node:crypto';
import { PUBLIC_EXAM_DESCRIPTION_MAX } from '@prepward/shared/constants';
import type { TPublicExamsData, TPublicExamsQuery } from '@prepward/shared/schemas/public';
import { count, desc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { exams } from '../../db/schema';
import { pageWindow, paginationOf } from '../../lib/pagination';

/** A reply body and its ETag, as kept in the cache. */
export type PublicExamsPage = { data: TPublicExamsData; etag: string };

/** `text` with its whitespace collapsed, cut at a word to at most `max` characters. */
export function shortDescription(text: string, max: number = PUBLIC_EXAM_DESCRIPTION_MAX): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s.,;:!?-]+$/, '')}…`;
}

type Options = {
  /** How long a page of the catalogue is reused, in milliseconds. */
  ttlMs?: number;
  now?: () => number;
};

/** Pages kept at most; the home page asks for one, so this only bounds odd queries. */
const MAX_CACHED_PAGES = 50;

export function createPublicCatalogue(
  db: Database,
  { ttlMs = 5000, now = Date.now }: Options = {},
) {
  const cache = new Map<string, { expires: number; page: PublicExamsPage }>();

  async function load(query: TPublicExamsQuery): Promise<PublicExamsPage> {
    const { limit, offset } = pageWindow(query);
    const [rows, totals] = await Promise.all([
      db
        .select({
          id: exams.id,
          name: exams.name,
          description: exams.description,
          subscriptionAmount: exams.subscriptionAmount,
          mockQuestions: exams.mockQuestions,
          mockTestTime: exams.mockTestTime,
          imageUrl: exams.imageUrl,
        })
        .from(exams)
        .orderBy(desc(exams.createdAt), desc(exams.id))
        .limit(limit)
        .offset(offset),
      db.select({ total: count() }).from(exams),
    ]);
    const data: TPublicExamsData = {
      exams: rows.map((row) => ({ ...row, description: shortDescription(row.description) })),
      pagination: paginationOf(totals[0]?.total ?? 0, query),
    };
    const hash = createHash('sha256').update(JSON.stringify(data)).digest('base64url');
    return { data, etag: `"${hash.slice(0, 27)}"` };
  }

  return {
    async list(query: TPublicExamsQuery): Promise<PublicExamsPage> {
      const key = `${query.page}/${query.perPage}`;
      const cached = cache.get(key);
      if (cached && cached.expires > now()) return cached.page;
      const page = await load(query);
      if (cache.size >= MAX_CACHED_PAGES) cache.clear();
      cache.set(key, { expires: now() + ttlMs, page });
      return page;
    },
  };
}

export type PublicCatalogue = ReturnType<typeof createPublicCatalogue>;
