import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { createHash } from 'node:crypto';
import {
  Kysely,
  Migrator,
  type CompiledQuery,
  PostgresDialect,
  SqliteDialect,
  sql,
  type Transaction,
} from 'kysely';
import type { Config } from '../config';
import { ensurePrivateDir, ensurePrivateFile, narrowIfPresent } from '../lib/private-files';
import { migrations } from './migrations/index';
import {
  invalidatedCache,
  listenForInvalidations,
  watchLocalWrites,
  type CacheOptions,
  type ChannelOptions,
  type InvalidationChannel,
} from './read-cache';
import type { Database } from './types';

export type Db = Kysely<Database>;

/** The PostgreSQL pool's connections right now (GET /metrics); SQLite has none. */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

const pools = new WeakMap<Db, pg.Pool>();
const sqliteFiles = new WeakMap<Db, SQLite.Database>();
const channels = new WeakMap<Db, InvalidationChannel>();

/**
 * Whether this PostgreSQL database's invalidation channel is listening, and through which backend
 * (tests end that backend to cut the channel); undefined without a channel (SQLite, the CLI).
 */
export function invalidationState(
  db: Db,
): { listening: boolean; backendPid: number | null } | undefined {
  const channel = channels.get(db);
  return channel && { listening: channel.listening, backendPid: channel.backendPid };
}

export interface OpenOptions {
  /**
   * The server's own database: on PostgreSQL, listen for invalidations so that the per-request
   * reads (hotLookup with an owner) may be answered from memory (db/read-cache.ts). One-off
   * commands (`npm run admin`) leave it out: they serve no requests.
   */
  readCache?: { log: ChannelOptions['log'] };
}

export function poolStats(db: Db): PoolStats | undefined {
  const pool = pools.get(db);
  return pool
    ? { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }
    : undefined;
}

/**
 * Opens the database the config names: PostgreSQL when DATABASE_URL is set, otherwise the
 * embedded SQLite file DATA_DIR/sinyal.db (folder created when missing).
 */
export async function openDatabase(
  config: Config,
  onPoolError: (error: Error) => void = () => {},
  options: OpenOptions = {},
): Promise<Db> {
  if (config.databaseUrl) {
    const schema = config.databaseSchema;
    const pool = new pg.Pool({
      connectionString: config.databaseUrl,
      max: 10,
      // A database that is away or stalled answers in bounded time (docs/architecture.md §12):
      // waiting for a connection, new or from the pool, is capped, and so is every statement,
      // on the server (statement_timeout) and in the client (query_timeout, for a link that went
      // silent). The failure becomes a 503 (plugins/errors.ts); the pool opens new connections
      // once the database is back, so the service recovers by itself.
      connectionTimeoutMillis: config.timeouts.databaseConnectMs,
      statement_timeout: config.timeouts.databaseStatementMs,
      query_timeout: config.timeouts.databaseStatementMs + 1000,
      keepAlive: true,
      // Every connection of the pool works in the configured schema.
      ...(schema ? { options: `-c search_path=${schema}` } : {}),
    });
    // A connection that dies while idle is dropped by the pool; without a listener it would crash the process.
    pool.on('error', onPoolError);
    // A connection that dies while lent out (a query in flight when the database went away) emits
    // 'error' on its client, which the pool no longer listens to: without this the process would
    // crash. The query itself fails and is answered with a 503 (plugins/errors.ts).
    pool.on('connect', (client) => client.on('error', () => {}));
    const channel =
      options.readCache &&
      listenForInvalidations({
        connectionString: config.databaseUrl,
        schema,
        connectTimeoutMs: config.timeouts.databaseConnectMs,
        log: options.readCache.log,
      });
    // This process's own writes empty the memory as they commit, before the answer that made them.
    if (channel) pool.on('connect', (client) => watchLocalWrites(client, channel.forget));
    const db = new Kysely<Database>({
      dialect: new PostgresDialect({
        // Closing the database (db.destroy()) closes the channel's connection too.
        pool: {
          connect: () => pool.connect(),
          end: async () => {
            await channel?.close();
            await pool.end();
          },
        },
      }),
    });
    pools.set(db, pool);
    if (channel) channels.set(db, channel);
    if (schema) await sql`create schema if not exists ${sql.id(schema)}`.execute(db);
    return db;
  }

  ensurePrivateDir(config.dataDir);
  const fileName = path.join(config.dataDir, 'sinyal.db');
  // SQLite gives the -wal and -shm files the database file's mode, so 0600 here covers them;
  // files left by an earlier version are narrowed too.
  ensurePrivateFile(fileName);
  for (const suffix of ['-wal', '-shm']) narrowIfPresent(fileName + suffix);
  const file = new SQLite(fileName);
  // WAL lets readers (and `npm run admin`) work while the server writes.
  file.pragma('journal_mode = WAL');
  file.pragma('foreign_keys = ON');
  file.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: withStatementCache(file) }),
  });
  sqliteFiles.set(db, file);
  return db;
}

/**
 * A read that every authenticated request makes, run without Kysely's per-query work: on SQLite a
 * prepared statement run directly, its answers reused while the database is unchanged (below); on
 * PostgreSQL a named prepared statement, its answers reused while no invalidation names their
 * owner (`cache`, db/read-cache.ts) when the server listens for them. The query is built with
 * Kysely (typed) and compiled once; `lookup(values)` then only binds the values. Rows handed out
 * may be shared: never change one.
 *
 * An answer at hand (from memory, or SQLite's synchronous read) comes back as it is, not in a
 * promise: every authenticated request asks, and each promise and await on its way costs a turn of
 * the microtask queue. Only a read that has to wait (PostgreSQL, a transaction in progress) is a
 * promise; a failed synchronous read throws.
 */
export type HotLookup<Row> = (
  values: readonly unknown[],
) => Row | undefined | Promise<Row | undefined>;

export function hotLookup<Row>(
  db: Db,
  query: CompiledQuery<Row>,
  cache?: CacheOptions<Row>,
): HotLookup<Row> {
  const throughKysely = async (values: readonly unknown[]) =>
    (await db.executeQuery<Row>({ ...query, parameters: values })).rows[0];
  const file = sqliteFiles.get(db);
  if (file) return unchangedDatabaseCache(file, query.sql, throughKysely);
  const pool = pools.get(db);
  if (pool) {
    const name = `hot_${createHash('sha256').update(query.sql).digest('hex').slice(0, 16)}`;
    const read = async (values: readonly unknown[]) => {
      const result = await pool.query({ name, text: query.sql, values: [...values] });
      return result.rows[0] as Row | undefined;
    };
    // Several instances share PostgreSQL: memory may answer only while the invalidation channel
    // tells this one about every other's writes.
    const channel = channels.get(db);
    return channel && cache ? invalidatedCache(channel, read, cache) : read;
  }
  return throughKysely;
}

/**
 * A read (not per request, unlike hotLookup) whose answers this PostgreSQL server remembers while
 * the invalidation channel listens, each forgotten when a notification or this process's own
 * committed write names its owner (db/read-cache.ts); every call reads when there is no channel
 * (SQLite, the CLI, a transaction's `db`).
 */
export function invalidatedRead<Row>(
  db: Kysely<Database> | Transaction<Database>,
  read: (values: readonly unknown[]) => Promise<Row | undefined>,
  cache: CacheOptions<Row>,
): (values: readonly unknown[]) => Promise<Row | undefined> {
  const channel = channels.get(db as Db);
  if (!channel) return read;
  // The cache answers a remembered row as it is (hotLookup's callers take it so); these callers
  // take a promise.
  const cached = invalidatedCache(channel, read, cache);
  return async (values) => cached(values);
}

// Enough for every session in use on a busy single-file install; past it the memory starts over.
const cachedAnswersMax = 10_000;

/**
 * SQLite's answer to a read cannot change while nothing in the file has, and SQLite says whether
 * anything has: total_changes() counts every row this connection has inserted, updated or deleted
 * (committed or not), and PRAGMA data_version moves when another connection commits (the admin
 * CLI, a second process on the same file). While both stay put, a repeated read is answered from
 * memory; any write at all (a logout, a plan change, a touched session) empties the memory, so a
 * revoked session fails on its very next request. A miss (an unknown token) is never kept, so
 * guessing fills nothing.
 *
 * total_changes() costs nothing (no file access) and is read on every call. data_version has to
 * open a read transaction, which takes file locks and cost more than the rest of a validate call,
 * so it is read once per turn of the event loop: the requests answered in one turn were all
 * received before its first read, so a commit by another process still counts for every request
 * that arrives after it.
 */
function unchangedDatabaseCache<Row>(
  file: SQLite.Database,
  sqlText: string,
  throughKysely: (values: readonly unknown[]) => Promise<Row | undefined>,
): HotLookup<Row> {
  const statement = file.prepare(sqlText);
  const ownWrites = file.prepare('select total_changes()').pluck();
  const othersCommits = file.prepare('pragma data_version').pluck();
  const answers = new Map<string, Row>();
  let seenWrites: unknown;
  let seenCommits: unknown;
  let commitsThisTurn: unknown;
  const newTurn = () => (commitsThisTurn = undefined);
  return (values) => {
    // While another request holds the one connection in a transaction, a direct read would see
    // its writes before they are committed (or rolled back): the lookup then waits its turn
    // through Kysely's lock like any other query, and the memory is left alone.
    if (file.inTransaction) return throughKysely(values);
    const writes = ownWrites.get();
    if (commitsThisTurn === undefined) {
      commitsThisTurn = othersCommits.get();
      setImmediate(newTurn);
    }
    const commits = commitsThisTurn;
    if (writes !== seenWrites || commits !== seenCommits || answers.size >= cachedAnswersMax) {
      answers.clear();
      seenWrites = writes;
      seenCommits = commits;
    }
    const key =
      values.length === 1 && typeof values[0] === 'string' ? values[0] : JSON.stringify(values);
    const known = answers.get(key);
    if (known !== undefined) return known;
    const row = statement.get(...values) as Row | undefined;
    if (row !== undefined) answers.set(key, row);
    return row;
  };
}

/**
 * Kysely prepares every query again; better-sqlite3 statements can be reused, and preparing was the
 * largest single cost of an authenticated request. The SQL text is the key (values are parameters),
 * so the cache stays small; it is emptied if it ever grows past a bound.
 */
function withStatementCache(file: SQLite.Database) {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => file.close(),
    prepare(sqlText: string) {
      let statement = statements.get(sqlText);
      if (!statement) {
        if (statements.size >= 500) statements.clear();
        statement = file.prepare(sqlText);
        statements.set(sqlText, statement);
      }
      return statement;
    },
  };
}

/** Brings the schema to the latest migration; throws with the name of the one that failed. */
export async function migrateToLatest(db: Db, schema?: string): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    // Numbers are handed out to work done in parallel, so one may land after a higher one has
    // already run somewhere (0004 after 0005); each touches its own tables, and runs once all the same.
    allowUnorderedMigrations: true,
    // Kysely's own bookkeeping tables go in the same schema as ours.
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    const name = failed ? ` (${failed.migrationName})` : '';
    throw new Error(`Database migration failed${name}: ${String(error)}`, { cause: error });
  }
}

/** True when the database answers a trivial query. */
export async function databaseAnswers(db: Db): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}
