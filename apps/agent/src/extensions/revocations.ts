import {
  revocationListSchema,
  revocationListType,
  revocationOf,
  type RevocationItem,
  type RevocationList,
} from '@sinyal/contracts/moderation';
import type { StateStore } from '../state-store';
import type { PackageRegistry } from './package-registry';
import type { TrustedKeys } from './trusted-keys';

export interface RevocationsOptions {
  store: StateStore;
  registry: Pick<PackageRegistry, 'url' | 'revocations'>;
  trust: Pick<TrustedKeys, 'check'>;
  log: { info(message: string): void; warn(message: string): void };
}

const emptyList: RevocationList = { iat: 0, items: [] };

/**
 * The registry's signed revocation list (docs/architecture.md §14): fetched on start, before every
 * install and on a timer; kept only when a trusted registry key signed it (the rule releases and
 * leases follow) and when it is not older than the list held, which is kept in the state file.
 *
 * A list that cannot be fetched or verified changes nothing: the held list stays and the failure is
 * logged. That includes the very first fetch: an agent that never got a list installs and runs
 * as it did before lists existed rather than refusing every install while the registry (or the
 * network) is down; it holds no list until one verifies. A takedown therefore reaches an agent at its
 * next successful fetch, and only an attacker who blocks every fetch can delay it, never undo one
 * already held.
 */
export function createRevocations(options: RevocationsOptions) {
  const { store, registry, trust, log } = options;
  // The last fetch asked for, and the one not yet started that a new caller may share.
  let tail: Promise<boolean> = Promise.resolve(false);
  let waiting: Promise<boolean> | null = null;
  // When a list last verified, whether or not it was newer (in memory: no write per check).
  let checkedAtMs: number | null = null;

  /** The held list, when it came from the registry the agent now uses. */
  function saved(): RevocationList | null {
    const list = store.current().revocations;
    return list && list.url === registry.url ? list : null;
  }
  const held = (): RevocationList => saved() ?? emptyList;

  async function fetchAndKeep(): Promise<boolean> {
    const jws = await registry.revocations();
    const checked = await trust.check(jws, revocationListType);
    if (!checked.ok) {
      throw new Error(
        checked.problem === 'unknown_key'
          ? `it is signed by the key ${checked.kid}, which this agent does not trust`
          : checked.problem === 'bad_signature'
            ? `its signature does not hold for the registry key ${checked.kid}`
            : 'it is not a signed revocation list',
      );
    }
    const list = revocationListSchema.safeParse(checked.payload);
    if (!list.success) throw new Error('its content is not a revocation list');
    const { iat, items } = list.data;
    checkedAtMs = Date.now();
    const current = saved();
    if (current && iat < current.iat) {
      // A replayed old list would lift takedowns the agent already knows of.
      log.warn(
        `The registry's revocation list of ${new Date(iat * 1000).toISOString()} is older than the one held (${new Date(current.iat * 1000).toISOString()}); the held list stays`,
      );
      return false;
    }
    if (current && iat === current.iat) return false;
    await store.update((draft) => {
      draft.revocations = { url: registry.url, iat, items, fetched_at: new Date().toISOString() };
    });
    log.info(`Revocation list updated: ${items.length} revoked`);
    return true;
  }

  return {
    held,

    /** Seconds since the held list was fetched; Infinity without one. */
    ageS(now = Date.now()): number {
      const fetched = store.current().revocations?.fetched_at;
      const checked = checkedAtMs ?? (fetched ? Date.parse(fetched) : Number.NaN);
      return Number.isNaN(checked) ? Infinity : Math.max(0, (now - checked) / 1000);
    },

    /** What revokes this version of the extension, if anything. */
    of: (id: string, version: string): RevocationItem | undefined =>
      revocationOf(held(), id, version),

    /**
     * Fetches the list and keeps it when it verifies and is not older; never fails (a failure is
     * logged and the held list stays). Resolves to whether the held list changed. Fetches run one
     * at a time, and each starts after it was asked for: a caller never gets the answer of a fetch
     * begun before it asked (an install must see a takedown made a moment before its click).
     */
    refresh(): Promise<boolean> {
      if (waiting) return waiting;
      const next = tail.then(() => {
        waiting = null;
        return fetchAndKeep().catch((error: unknown) => {
          log.warn(
            `The revocation list was not taken (${error instanceof Error ? error.message : String(error)}); the agent keeps the list it holds`,
          );
          return false;
        });
      });
      waiting = next;
      tail = next;
      return next;
    },

    /** Resolves once no fetch is running or waiting. */
    async settled(): Promise<void> {
      await tail;
    },
  };
}

export type Revocations = ReturnType<typeof createRevocations>;
