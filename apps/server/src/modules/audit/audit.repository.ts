import type { Db } from '../../db/database';

/** One row of the audit log as it is written; `at` is the time of the action. */
export interface AuditEntry {
  at: Date;
  /** Who acted: an admin, the account itself, or null for the system (a webhook, a job). */
  actorId: number | null;
  action: string;
  targetType: string;
  targetId: string | number;
  reason?: string | null;
  ip?: string | null;
}

/**
 * Appends a row. This module has no update or delete of audit_events: the log is append-only
 * (docs/architecture.md §15), and only retention removes rows, none younger than a year.
 */
export async function insertAuditEvent(db: Db, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('audit_events')
    .values({
      at: entry.at.toISOString(),
      actor_id: entry.actorId,
      action: entry.action,
      target_type: entry.targetType,
      target_id: String(entry.targetId),
      reason: entry.reason ?? null,
      ip: entry.ip ?? null,
    })
    .execute();
}

/** The time of the newest row of any of these actions, or null when there is none. */
export async function findLatestAuditAt(
  db: Db,
  actions: readonly string[],
): Promise<string | null> {
  if (actions.length === 0) return null;
  const row = await db
    .selectFrom('audit_events')
    .select((eb) => eb.fn.max('at').as('at'))
    .where('action', 'in', actions)
    .executeTakeFirst();
  return row?.at ?? null;
}

/** The times (ISO) of the rows of these actions from `since` on, oldest first. */
export async function listAuditTimes(
  db: Db,
  actions: readonly string[],
  since: string,
): Promise<string[]> {
  if (actions.length === 0) return [];
  const rows = await db
    .selectFrom('audit_events')
    .select('at')
    .where('action', 'in', actions)
    .where('at', '>=', since)
    .orderBy('at')
    .execute();
  return rows.map((row) => row.at);
}
