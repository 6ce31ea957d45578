import type { Db } from '../../db/database';

/** What the console filters the log by; every field optional. */
export interface AuditFilter {
  actorId?: number | null;
  targetType?: string;
  targetId?: string;
  action?: string;
}

/**
 * A page of the log, newest first, with each actor's username while the account exists. Reading
 * only: nothing in this module updates or deletes a row.
 */
export async function listAuditEvents(
  db: Db,
  filter: AuditFilter,
  page: { limit: number; offset: number },
) {
  let base = db.selectFrom('audit_events');
  if (filter.actorId !== undefined) {
    base =
      filter.actorId === null
        ? base.where('audit_events.actor_id', 'is', null)
        : base.where('audit_events.actor_id', '=', filter.actorId);
  }
  if (filter.targetType !== undefined) {
    base = base.where('audit_events.target_type', '=', filter.targetType);
  }
  if (filter.targetId !== undefined)
    base = base.where('audit_events.target_id', '=', filter.targetId);
  if (filter.action !== undefined) base = base.where('audit_events.action', '=', filter.action);
  const [rows, count] = await Promise.all([
    base
      .leftJoin('users', 'users.id', 'audit_events.actor_id')
      .selectAll('audit_events')
      .select('users.username as actor')
      .orderBy('audit_events.at', 'desc')
      .orderBy('audit_events.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}
