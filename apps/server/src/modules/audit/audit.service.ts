import type { Db } from '../../db/database';
import {
  findLatestAuditAt,
  insertAuditEvent,
  listAuditTimes,
  type AuditEntry,
} from './audit.repository';

export type { AuditEntry } from './audit.repository';

/**
 * Records an admin action or an account-security event in the append-only audit log. Callers
 * pass the transaction that made the change, so the row lands with it or not at all.
 */
export function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  return insertAuditEvent(db, entry);
}

/** When one of these actions last happened (ISO time), or null: e.g. the revocation list's last change. */
export function latestAuditAt(db: Db, actions: readonly string[]): Promise<string | null> {
  return findLatestAuditAt(db, actions);
}

/** When each row of these actions from `since` (ISO) on happened, oldest first. */
export function auditTimesSince(
  db: Db,
  actions: readonly string[],
  since: string,
): Promise<string[]> {
  return listAuditTimes(db, actions, since);
}

export { listAuditEvents, type AuditFilter } from './audit-list.repository';

/**
 * An account-security event (docs/architecture.md §11, §15): the account acted on itself, so it
 * is both actor and target. `event` is e.g. "password_change" (the action "security.password_change").
 * `ip` is the request's address (`auth.ip` behind a guard, `request.ip` otherwise): required, so that
 * no event can leave out where it came from.
 */
export function securityEvent(
  userId: number,
  event: string,
  at: Date,
  ip: string | null,
): AuditEntry {
  return {
    at,
    actorId: userId,
    action: `security.${event}`,
    targetType: 'user',
    targetId: userId,
    ip,
  };
}
