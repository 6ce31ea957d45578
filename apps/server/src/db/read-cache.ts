import pg from 'pg';

/**
 * Reads answered from memory on PostgreSQL, kept true by invalidation (docs/architecture.md §12,
 * docs/decisions/0015-read-cache-on-postgresql.md):
 * - other processes' writes (another instance, `npm run admin`) arrive as notifications on the
 *   channel below, sent by triggers in the database (migration 0019) when a row that a cached answer
 *   is made of changes: a session or API token, an account, an Enterprise seat or organization;
 * - this process's own writes to those tables empty the memory as they commit (`watchLocalWrites`),
 *   so a sign-out is refused on the very next request to the instance that made it;
 * - while the channel is down nothing is answered from memory, and the memory is emptied when it is
 *   back: a notification sent meanwhile is lost.
 *
 * The catalogue's counts of matches (modules/registry/catalogue.repository.ts) are remembered the
 * same way: migration 0020's trigger announces `<schema>:catalogue` when an extension is added,
 * removed, taken down or restored, or its searched text, category or plan changes, and this
 * process's own such writes empty them as they commit. A download count or rating changes no count
 * and announces nothing.
 */

/**
 * The channel the triggers notify; the payload is `<schema>:<user id>`, `<schema>:catalogue` or
 * `<schema>:*`.
 */
export const invalidationChannelName = 'sinyal_invalidate';

/** The scope of the catalogue's counts: any listed extension's text, category or plan changed. */
export const catalogueScope = 'catalogue';

/** The scope of every account's answers (this process wrote to an account table). */
export const accountsScope = 'accounts';

/**
 * What to forget: one account's answers, every account's, the catalogue's counts, or everything
 * (null: a `*` notification, the channel lost or back).
 */
export type InvalidationScope = number | typeof accountsScope | typeof catalogueScope | null;

export interface InvalidationSource {
  /** True while notifications arrive: only then may memory answer. */
  readonly listening: boolean;
  /** Calls `forget` for every invalidation, and with null when the channel goes down or comes back. */
  subscribe(forget: (scope: InvalidationScope) => void): void;
  /** This process wrote to a table a cached answer is made of, and it is committed. */
  forgetAll(): void;
  /** The same for one scope: this process's committed write changed what it names. */
  forget(scope: InvalidationScope): void;
}

export interface InvalidationChannel extends InvalidationSource {
  /** The PostgreSQL backend that listens, while there is one (tests end it to cut the channel). */
  readonly backendPid: number | null;
  close(): Promise<void>;
}

export interface ChannelOptions {
  connectionString: string;
  /** The schema whose triggers count (DATABASE_SCHEMA); `current_schema()` when unset. */
  schema: string | undefined;
  connectTimeoutMs: number;
  log: { warn(details: object, message: string): void; info(message: string): void };
}

// A link that went silent is noticed by this heartbeat; one that closes, at once.
const heartbeatMs = 5_000;
const heartbeatTimeoutMs = 2_000;
const retryFirstMs = 100;
const retryMaxMs = 5_000;

/**
 * One connection of its own that LISTENs (a pooled connection would be lent to queries, and LISTEN
 * is per connection). It reconnects by itself, sooner at first, then every five seconds at most.
 */
export function listenForInvalidations(options: ChannelOptions): InvalidationChannel {
  const subscribers: ((scope: InvalidationScope) => void)[] = [];
  const forget = (scope: InvalidationScope) => {
    for (const subscriber of subscribers) subscriber(scope);
  };
  let listening = false;
  let closed = false;
  let backendPid: number | null = null;
  let current: pg.Client | undefined;
  let retryMs = retryFirstMs;
  let retryTimer: NodeJS.Timeout | undefined;
  let heartbeat: NodeJS.Timeout | undefined;

  const down = (client: pg.Client, error?: unknown) => {
    if (client !== current) return;
    current = undefined;
    backendPid = null;
    clearInterval(heartbeat);
    if (listening) {
      listening = false;
      options.log.warn(
        { err: error },
        'invalidation channel lost: session reads go to the database',
      );
    }
    forget(null);
    client.end().catch(() => {});
    if (!closed) {
      retryTimer = setTimeout(connect, retryMs);
      retryTimer.unref();
      retryMs = Math.min(retryMs * 2, retryMaxMs);
    }
  };

  async function connect() {
    const client = new pg.Client({
      connectionString: options.connectionString,
      application_name: 'sinyal-invalidate',
      connectionTimeoutMillis: options.connectTimeoutMs,
      query_timeout: heartbeatTimeoutMs,
      keepAlive: true,
    });
    current = client;
    client.on('error', (error) => down(client, error));
    client.on('end', () => down(client));
    let schema = options.schema;
    client.on('notification', (message) => {
      if (message.channel !== invalidationChannelName || !message.payload) return;
      const cut = message.payload.lastIndexOf(':');
      if (message.payload.slice(0, cut) !== schema) return;
      const who = message.payload.slice(cut + 1);
      forget(who === '*' ? null : who === catalogueScope ? catalogueScope : Number(who));
    });
    try {
      await client.connect();
      const { rows } = await client.query<{ schema: string | null; pid: number }>(
        'select current_schema() as schema, pg_backend_pid() as pid',
      );
      schema ??= rows[0]?.schema ?? 'public';
      await client.query(`listen ${invalidationChannelName}`);
      if (client !== current || closed) return;
      backendPid = rows[0]?.pid ?? null;
      // Whatever was written while nobody listened went unannounced: start from nothing.
      forget(null);
      listening = true;
      retryMs = retryFirstMs;
      options.log.info('invalidation channel listening: session reads may come from memory');
      heartbeat = setInterval(() => {
        client.query('select 1').catch((error: unknown) => down(client, error));
      }, heartbeatMs);
      heartbeat.unref();
    } catch (error) {
      down(client, error);
    }
  }

  void connect();

  return {
    get listening() {
      return listening;
    },
    get backendPid() {
      return backendPid;
    },
    subscribe(subscriber) {
      subscribers.push(subscriber);
    },
    forgetAll: () => forget(null),
    forget,
    async close() {
      closed = true;
      listening = false;
      clearTimeout(retryTimer);
      clearInterval(heartbeat);
      const client = current;
      current = undefined;
      await client?.end().catch(() => {});
    },
  };
}

// Statements that change what a cached answer says. A new session or account changes no answer
// already given (an unknown token is never remembered), and the once-a-minute last_used_at write
// is kept out on purpose: it would empty the memory every minute for every token in use.
const changesCachedRows =
  /^(?:update|delete from|truncate(?: table)?|insert into) "(?:users|sessions|org_seats|organizations)"/;
const leavesCachedRows =
  /^(?:insert into "(?:users|sessions)"|update "sessions" set "last_used_at" = \$1 where)/;
// Any write to the extensions, in Kysely's form or typed by hand (tests, seeds), but an update of
// the download counter or the rating alone: a count is the number of matches, which they do not
// change (migration 0020's trigger leaves them out too).
const changesCatalogue =
  /^\s*(?:update|delete\s+from|truncate(?:\s+table)?|insert\s+into)\s+"?extensions"?[\s(]/i;
const catalogueUpdate = /^\s*update\s+"?extensions"?\s+set\s/i;
const whereClause = /\swhere\s/i;
const assignedColumn = /^\s*"?([a-z_]+)"?\s*=/i;
const countColumns = new Set(['downloads', 'rating_count', 'rating_avg']);

/**
 * An update of the extensions that sets only their download counter or rating. Read by code, not
 * one pattern: a repeated group of assignments would backtrack exponentially on a crafted text
 * (docs/decisions/0004-bounded-text-and-linear-patterns.md). An assignment it cannot read (a value
 * with a comma inside) counts as a change, which only forgets a count too many.
 */
function leavesCatalogue(text: string): boolean {
  const head = catalogueUpdate.exec(text);
  if (!head) return false;
  const rest = text.slice(head[0].length - 1);
  const where = whereClause.exec(rest);
  if (!where) return false;
  return rest
    .slice(0, where.index)
    .split(',')
    .every((assignment) =>
      countColumns.has(assignedColumn.exec(assignment)?.[1]?.toLowerCase() ?? ''),
    );
}
const transactionEnd = /^(?:commit|rollback)/;

type Query = pg.PoolClient['query'];
const watched = new WeakSet<pg.PoolClient>();

/**
 * Watches what this process's pooled connections write: a change to a table of a cached answer
 * empties that memory once it is committed (at once outside a transaction, at COMMIT inside one).
 * Kysely issues every such statement and the transactions' BEGIN/COMMIT through `client.query`.
 */
export function watchLocalWrites(
  client: pg.PoolClient,
  forget: (scope: InvalidationScope) => void,
): void {
  if (watched.has(client)) return;
  watched.add(client);
  const query = client.query as (...args: unknown[]) => unknown;
  // What this connection's open transaction wrote: forgotten again at its end.
  const written = new Set<InvalidationScope>();
  (client as { query: unknown }).query = function (this: unknown, ...args: unknown[]) {
    const result = query.apply(this, args);
    const first = args[0];
    const text = typeof first === 'string' ? first : (first as { text?: unknown } | null)?.text;
    if (typeof text !== 'string' || !(result instanceof Promise)) return result;
    const scope =
      changesCachedRows.test(text) && !leavesCachedRows.test(text)
        ? accountsScope
        : changesCatalogue.test(text) && !leavesCatalogue(text)
          ? catalogueScope
          : undefined;
    if (scope !== undefined) {
      // Registered before the caller's own continuation, so the memory is emptied before the
      // request that wrote goes on to answer.
      result.then(() => {
        written.add(scope);
        forget(scope);
      }, noop);
    } else if (written.size > 0 && transactionEnd.test(text)) {
      result.then(() => {
        const scopes = [...written];
        written.clear();
        for (const each of scopes) forget(each);
      }, noop);
    }
    return result;
  } as Query;
}

function noop() {}

export interface CacheOptions<Row> {
  /** The account a row belongs to (invalidations name accounts), or the catalogue for its counts. */
  ownerOf: (row: Row) => number | typeof catalogueScope;
  /** How long an answer may be reused at most, invalidated or not. */
  ttlMs?: number;
  /** Past this many answers the oldest is dropped. */
  maxEntries?: number;
}

interface Entry<Row> {
  row: Row;
  owner: number | typeof catalogueScope;
  storedAt: number;
}

/**
 * A lookup answered from memory while `source` is listening. A read that was under way when an
 * invalidation arrived is not remembered (its answer may be from before the change): each
 * invalidation moves `generation`, and a read is kept only if it did not move meanwhile. A miss
 * (an unknown token) is never remembered, so guessing fills nothing.
 */
export function invalidatedCache<Row>(
  source: InvalidationSource,
  read: (values: readonly unknown[]) => Promise<Row | undefined>,
  { ownerOf, ttlMs = 10_000, maxEntries = 10_000 }: CacheOptions<Row>,
): (values: readonly unknown[]) => Row | undefined | Promise<Row | undefined> {
  const entries = new Map<string, Entry<Row>>();
  const byOwner = new Map<number | typeof catalogueScope, Set<string>>();
  let generation = 0;

  const drop = (key: string, entry: Entry<Row>) => {
    entries.delete(key);
    const keys = byOwner.get(entry.owner);
    keys?.delete(key);
    if (keys?.size === 0) byOwner.delete(entry.owner);
  };
  source.subscribe((scope) => {
    generation++;
    if (scope === null) {
      entries.clear();
      byOwner.clear();
      return;
    }
    const owners =
      scope === accountsScope
        ? [...byOwner.keys()].filter((owner) => typeof owner === 'number')
        : [scope];
    for (const owner of owners) {
      for (const key of byOwner.get(owner) ?? []) entries.delete(key);
      byOwner.delete(owner);
    }
  });

  const readAndKeep = async (values: readonly unknown[], key: string, now: number) => {
    const startedAt = generation;
    const row = await read(values);
    if (row !== undefined && startedAt === generation && source.listening) {
      if (entries.size >= maxEntries) {
        const oldest = entries.keys().next();
        if (!oldest.done) drop(oldest.value, entries.get(oldest.value)!);
      }
      const owner = ownerOf(row);
      entries.set(key, { row, owner, storedAt: now });
      let keys = byOwner.get(owner);
      if (!keys) byOwner.set(owner, (keys = new Set()));
      keys.add(key);
    }
    return row;
  };

  // A remembered answer is handed back as it is, not in a promise: the caller awaits only a read.
  return (values) => {
    if (!source.listening) return read(values);
    const key =
      values.length === 1 && typeof values[0] === 'string' ? values[0] : JSON.stringify(values);
    const known = entries.get(key);
    const now = Date.now();
    if (known) {
      if (now - known.storedAt < ttlMs) return known.row;
      drop(key, known);
    }
    return readAndKeep(values, key, now);
  };
}
