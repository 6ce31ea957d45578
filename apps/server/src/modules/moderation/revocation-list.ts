import {
  revocationListType,
  type RevocationItem,
  type RevocationList,
} from '@sinyal/contracts/moderation';
import type { AppContext } from '../../app-context';
import { latestAuditAt } from '../audit/audit.service';
import { listRevocations } from './moderation.repository';
import { revocationActions } from './moderation.service';

const secondsOf = (ms: number) => Math.floor(ms / 1000);

/**
 * The signed revocation list (docs/architecture.md §14): a compact JWS (EdDSA) by the key that
 * signs now, `kid` and `typ` in its header. Clients keep the newest list by `iat`, so `iat` must
 * never fall behind a change: it is at least one second past the last takedown or restore (a
 * list served before that change, in the same second, has a lower `iat` than any list that
 * shows it), and never below the newest change even when this server's clock runs behind.
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
  const changes = [
    await latestAuditAt(ctx.db, revocationActions),
    ...items.map((item) => item.revoked_at),
  ]
    .map((at) => (at ? Date.parse(at) : Number.NaN))
    .filter((ms) => !Number.isNaN(ms));
  const lastChange = changes.length === 0 ? undefined : Math.max(...changes);
  const iat = Math.max(
    secondsOf(ctx.clock.now().getTime()),
    lastChange === undefined ? 0 : secondsOf(lastChange) + 1,
  );
  const list: RevocationList = { iat, items };
  return ctx.signingKeys.sign(list, revocationListType);
}
