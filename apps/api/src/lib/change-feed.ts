// What changed in the database, told to every instance: triggers (migration 0017) send a
// notification on the `prepward_changes` channel when an account or the catalogue changes,
// and each instance listens on one connection of its own. Caches of what is read on every
// request (the signed-in account, the catalogue's exam list) drop an entry when told, so a
// change made through any instance takes effect on all of them
// (docs/decisions/0100-caches-told-by-the-database.md).
//
// A cache serves entries only while the listener is connected, and only entries read since it
// last connected: a notification sent while it was away is lost, so everything read before is
// suspect. While the database is away nothing is served from a cache.
import type pg from 'pg';

export const CHANGE_CHANNEL = 'prepward_changes';

/** What a notification names: an account (student or administrator) or the catalogue. */
export type Change =
  | { kind: 'user'; id: string }
  | { kind: 'admin'; id: string }
  | { kind: 'catalogue' }
  | { kind: 'sync'; id: string };

type Listener = (change: Change) => void;

export type ChangeFeed = {
  /** Whether caches may serve entries: connected, and no notification can have been missed. */
  readonly live: boolean;
  /** Changes with each (re)connection and disconnection: an entry of an older epoch is stale. */
  readonly epoch: number;
  /** Counts notifications: a read during which it moved may have read an older row. */
  readonly sequence: number;
  subscribe: (listener: Listener) => void;
  /** This instance's own write: told to its caches at once, before the notification comes. */
  tell: (change: Change) => void;
  /** Resolves once every notification committed before the call has been received. */
  settled: () => Promise<void>;
  close: () => Promise<void>;
};

export type ChangeFeedOptions = {
  /** Opens a connection of its own (not from the pool: it stays listening). */
  connect: () => pg.Client;
  /** The schema whose tables this instance uses: notifications of other schemas are ignored. */
  schema: string;
  log?: { warn: (object: object, message: string) => void };
  /** Milliseconds before reconnecting, growing to the maximum. */
  retry?: { firstMs: number; maxMs: number };
};

export function parseChange(payload: string, schema: string): Change | null {
  const [from, kind, id] = payload.split(':');
  if (from !== schema) return null;
  if (kind === 'catalogue') return { kind };
  if ((kind === 'user' || kind === 'admin' || kind === 'sync') && id) return { kind, id };
  return null;
}

export function openChangeFeed(options: ChangeFeedOptions): ChangeFeed {
  const retry = options.retry ?? { firstMs: 250, maxMs: 10_000 };
  const listeners: Listener[] = [];
  const waitingForSync = new Map<string, () => void>();
  let live = false;
  let epoch = 0;
  let sequence = 0;
  let closed = false;
  let client: pg.Client | null = null;
  let retryMs = retry.firstMs;
  let retryTimer: NodeJS.Timeout | null = null;
  let syncCount = 0;

  const deliver = (change: Change) => {
    sequence += 1;
    for (const listener of listeners) listener(change);
  };

  const lost = (connection: pg.Client, error?: Error) => {
    if (client !== connection) return;
    client = null;
    live = false;
    epoch += 1;
    connection.removeAllListeners();
    connection.on('error', () => {});
    void connection.end().catch(() => {});
    if (closed) return;
    if (error) options.log?.warn({ err: error }, 'Change feed lost; caches are bypassed meanwhile');
    retryTimer = setTimeout(() => void connect(), retryMs);
    retryTimer.unref();
    retryMs = Math.min(retryMs * 2, retry.maxMs);
  };

  async function connect() {
    retryTimer = null;
    if (closed) return;
    const connection = options.connect();
    client = connection;
    connection.on('error', (error) => lost(connection, error));
    connection.on('end', () => lost(connection));
    connection.on('notification', (message) => {
      if (message.channel !== CHANGE_CHANNEL || !message.payload) return;
      const change = parseChange(message.payload, options.schema);
      if (!change) return;
      if (change.kind === 'sync') {
        waitingForSync.get(change.id)?.();
        waitingForSync.delete(change.id);
        return;
      }
      deliver(change);
    });
    try {
      await connection.connect();
      await connection.query(`LISTEN ${CHANGE_CHANNEL}`);
      if (client !== connection) return;
      epoch += 1;
      live = true;
      retryMs = retry.firstMs;
    } catch (error) {
      lost(connection, error as Error);
    }
  }

  void connect();

  return {
    get live() {
      return live;
    },
    get epoch() {
      return epoch;
    },
    get sequence() {
      return sequence;
    },
    subscribe: (listener) => {
      listeners.push(listener);
    },
    tell: deliver,
    settled: async () => {
      const connection = client;
      if (!connection || !live) return;
      syncCount += 1;
      const id = `${process.pid}-${syncCount}`;
      // Notifications reach a listener in commit order: once this one is back, every one
      // committed before it has been delivered.
      const back = new Promise<void>((resolve) => waitingForSync.set(id, resolve));
      await connection.query('SELECT pg_notify($1, $2)', [
        CHANGE_CHANNEL,
        `${options.schema}:sync:${id}`,
      ]);
      await back;
    },
    close: async () => {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      const connection = client;
      client = null;
      live = false;
      for (const resolve of waitingForSync.values()) resolve();
      waitingForSync.clear();
      if (connection) {
        connection.removeAllListeners();
        connection.on('error', () => {});
        await connection.end().catch(() => {});
      }
    },
  };
}

/**
 * Values read from the database, kept while the change feed says they cannot have changed.
 * `load` runs on a miss; what it read is kept only if no notification arrived meanwhile (a
 * change committed during the read may not be in it).
 */
export type ChangeCache<K, V> = {
  get: (key: K, load: () => Promise<V>) => Promise<V>;
  forget: (key: K) => void;
  clear: () => void;
  readonly size: number;
};

export function changeCache<K, V>(
  feed: ChangeFeed,
  options: { maxEntries: number; keep?: (value: V) => boolean },
): ChangeCache<K, V> {
  const entries = new Map<K, { epoch: number; value: V }>();
  return {
    get: async (key, load) => {
      const entry = entries.get(key);
      if (entry && feed.live && entry.epoch === feed.epoch) {
        // Most recently used last, so the oldest is the first to go.
        entries.delete(key);
        entries.set(key, entry);
        return entry.value;
      }
      const { live, epoch, sequence } = feed;
      const value = await load();
      const unchanged = live && feed.live && feed.epoch === epoch && feed.sequence === sequence;
      if (unchanged && (options.keep?.(value) ?? true)) {
        entries.delete(key);
        if (entries.size >= options.maxEntries) entries.delete(entries.keys().next().value!);
        entries.set(key, { epoch, value });
      }
      return value;
    },
    forget: (key) => {
      entries.delete(key);
    },
    clear: () => entries.clear(),
    get size() {
      return entries.size;
    },
  };
}

// Declaration merging needs an interface.
/* eslint-disable @typescript-eslint/consistent-type-definitions */
declare module 'fastify' {
  interface FastifyInstance {
    /** Tests wait on `changes.settled()` after writing to the database behind the app's back. */
    changes: ChangeFeed;
  }
}
/* eslint-enable @typescript-eslint/consistent-type-definitions */
