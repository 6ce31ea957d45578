import { PostgresAdapter, sql, type Kysely, type Migration } from 'kysely';

/**
 * On PostgreSQL, every instance may answer the per-request session read from memory, and learns
 * from these triggers that an answer changed (docs/decisions/0015-read-cache-on-postgresql.md): a
 * NOTIFY on `sinyal_invalidate` with `<schema>:<user id>` when a row the answer is made of changes,
 * or `<schema>:*` when it may be anyone's. Being in the database, they fire for every writer: each
 * instance, `npm run admin`, a statement typed in psql. NOTIFY is sent on commit, and identical ones
 * in one transaction are sent once, so a bulk delete of one account's sessions is one notification.
 *
 * - sessions: a change of what a check reads (revoked, expired, scopes…) or a delete. The
 *   once-a-minute last_used_at write is left out: it changes no answer. A new session is not
 *   announced: an unknown token is never remembered.
 * - users: any change or delete (plan, role, disabled, 2FA, profile).
 * - org_seats: a seat assigned, moved or unassigned (a member's plan in force).
 * - organizations: a change or delete: its seats' end, count or policy, for all its members.
 * - TRUNCATE of any of them: everything.
 *
 * SQLite has one process serving requests, which sees every write itself (db/database.ts).
 */
const owners: [table: string, column: string, events: string][] = [
  [
    'sessions',
    'user_id',
    'update of token_hash, user_id, kind, expires_at, revoked_at, scopes or delete',
  ],
  ['users', 'id', 'update or delete'],
  ['org_seats', 'user_id', 'insert or update or delete'],
];

export const readInvalidationMigration: Migration = {
  async up(db: Kysely<unknown>) {
    if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
    await sql`
      create function sinyal_invalidate_owner() returns trigger language plpgsql as $$
      begin
        if tg_op <> 'INSERT' then
          perform pg_notify('sinyal_invalidate', tg_table_schema || ':' || (to_jsonb(old) ->> tg_argv[0]));
        end if;
        if tg_op <> 'DELETE' then
          perform pg_notify('sinyal_invalidate', tg_table_schema || ':' || (to_jsonb(new) ->> tg_argv[0]));
        end if;
        return null;
      end $$`.execute(db);
    await sql`
      create function sinyal_invalidate_all() returns trigger language plpgsql as $$
      begin
        perform pg_notify('sinyal_invalidate', tg_table_schema || ':*');
        return null;
      end $$`.execute(db);
    for (const [table, column, events] of owners) {
      await sql
        .raw(
          `create trigger ${table}_invalidate after ${events} on ${table} for each row ` +
            `execute function sinyal_invalidate_owner('${column}')`,
        )
        .execute(db);
    }
    await sql`
      create trigger organizations_invalidate after update or delete on organizations
      for each statement execute function sinyal_invalidate_all()`.execute(db);
    for (const table of ['sessions', 'users', 'org_seats', 'organizations']) {
      await sql
        .raw(
          `create trigger ${table}_invalidate_truncate after truncate on ${table} ` +
            `for each statement execute function sinyal_invalidate_all()`,
        )
        .execute(db);
    }
  },

  async down(db: Kysely<unknown>) {
    if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
    for (const table of ['sessions', 'users', 'org_seats', 'organizations']) {
      await sql.raw(`drop trigger if exists ${table}_invalidate on ${table}`).execute(db);
      await sql.raw(`drop trigger if exists ${table}_invalidate_truncate on ${table}`).execute(db);
    }
    await sql`drop function if exists sinyal_invalidate_owner()`.execute(db);
    await sql`drop function if exists sinyal_invalidate_all()`.execute(db);
  },
};
