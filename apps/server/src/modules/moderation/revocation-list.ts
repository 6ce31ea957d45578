import {
  revocationListType,
  type RevocationItem,
  type RevocationList,
} from '@sinyal/contracts/moderation';
import type { AppContext } from '../../app-context';
import { hourMs } from '../../lib/clock';
import { auditTimesSince, latestAuditAt } from '../audit/audit.service';
import { listRevocations } from './moderation.repository';
import { revocationActions } from './moderation.service';

const secondsOf = (ms: number) => Math.floor(ms / 1000);

/**
 * The `iat` a list must have once these changes (takedowns and restores, oldest first, in ms)
 * are in it: each change moves it at least one second past the change's own second and past
 * the `iat` of the change before. So a list served before a change always has a lower `iat` than
 * one that shows it, even when both fall in one second, or several changes do.
 */
export function revocationIat(nowMs: number, changesMs: readonly number[]): number {
  let changed = 0;
  for (const ms of changesMs) changed = Math.max(secondsOf(ms) + 1, changed + 1);
  return Math.max(secondsOf(nowMs), changed);
}

/**
 * The takedowns and restores that can still move `iat`: the audit rows of the hour before the
 * last one (each change has its row, so two in one millisecond count twice). The items' own
 * times stand in only when the log has none of them.
 */
async function recentChanges(ctx: AppContext, items: RevocationItem[]): Promise<number[]> {
  const last = await latestAuditAt(ctx.db, revocationActions);
  const times =
    last === null
      ? items.map((item) => item.revoked_at)
      : await auditTimesSince(
          ctx.db,
          revocationActions,
          new Date(Date.parse(last) - hourMs).toISOString(),
        );
  return times
    .map(Date.parse)
    .filter((ms) => !Number.isNaN(ms))
    .sort((a, b) => a - b);
}

/**
 * The signed revocation list (docs/architecture.md §14): a compact JWS (EdDSA) by the key that
 * signs now, `kid` and `typ` in its header. Apps keep the newest list by `iat`, so `iat` never
 * falls behind a change (revocationIat), whatever this server's clock says.
 */
export async function signedRevocationList(ctx: AppContext): Promise<string> {
  const { extensions, versions } = await listRevocations(ctx.db);
  const items: RevocationItem[] = [
    ...extensions.map((row) => ({
      id: row.id,
      version: '*',
      reason: row.reason ?? '',
      revoked_at: row.revoked_at ?? '',
    })),
    ...versions.map((row) => ({
      id: row.id,
      version: row.version,
      reason: row.reason ?? '',
      revoked_at: row.revoked_at ?? '',
    })),
  ];
  const iat = revocationIat(ctx.clock.now().getTime(), await recentChanges(ctx, items));
  const list: RevocationList = { iat, items };
  return ctx.signingKeys.sign(list, revocationListType);
}
