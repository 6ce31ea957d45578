import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AgentExtensionStatus } from '@sinyal/contracts/agent';
import { notify } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { recordInstall } from '../api/record-install';
import { AgentCallError, createAgentClient, type AgentFailure } from '../lib/agent-client';
import type { Connection } from '../lib/connection';
import type { MarketExtension } from '../lib/filter-extensions';

export type LinkState =
  | { phase: 'visitor' }
  | { phase: 'connecting' }
  | { phase: 'connected' }
  | { phase: 'failed'; reason: AgentFailure };

export interface LocalBackend {
  link: LinkState;
  /** The backend's answer by id; null until it answered (or when it could not). */
  statuses: ReadonlyMap<string, AgentExtensionStatus> | null;
  /** Ids with a call in flight: their buttons wait. */
  busy: ReadonlySet<string>;
  install(extension: MarketExtension): Promise<void>;
  toggle(extension: MarketExtension): Promise<void>;
}

const reasonOf = (error: unknown): AgentFailure =>
  error instanceof AgentCallError ? error.reason : 'unreachable';

/**
 * Talks to the desktop app's local backend (spec §7): `/api/info` on load (only logged),
 * `/api/extensions` for the local state, then install, start and disable, with the toasts of §8.
 */
export function useLocalBackend(connection: Connection): LocalBackend {
  const { t } = useTranslation('extensions');
  const { token } = useSession();
  const baseUrl = connection.mode === 'connected' ? connection.baseUrl : null;
  const key = connection.mode === 'connected' ? connection.key : null;
  const client = useMemo(() => (baseUrl ? createAgentClient(baseUrl, key) : null), [baseUrl, key]);

  const [link, setLink] = useState<LinkState>(
    client ? { phase: 'connecting' } : { phase: 'visitor' },
  );
  const [statuses, setStatuses] = useState<Map<string, AgentExtensionStatus> | null>(null);
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());

  useEffect(() => {
    if (!client) {
      setLink({ phase: 'visitor' });
      setStatuses(null);
      return;
    }
    let cancelled = false;
    setLink({ phase: 'connecting' });
    client.info().then(
      (info) => {
        if (!cancelled) console.log('Sinyal local backend:', info);
      },
      (error: unknown) => {
        if (!cancelled) console.log('Sinyal local backend: /api/info failed', reasonOf(error));
      },
    );
    client.list().then(
      (list) => {
        if (cancelled) return;
        setStatuses(new Map(list.map((status) => [status.id, status])));
        setLink({ phase: 'connected' });
      },
      (error: unknown) => {
        if (cancelled) return;
        setStatuses(null);
        setLink({ phase: 'failed', reason: reasonOf(error) });
        notify.error(t('toast.statusFailed'));
      },
    );
    return () => {
      cancelled = true;
    };
  }, [client, t]);

  const track = useCallback(async (id: string, work: () => Promise<void>) => {
    setBusy((current) => new Set(current).add(id));
    try {
      await work();
    } finally {
      setBusy((current) => {
        const next = new Set(current);
        next.delete(id);
        return next;
      });
    }
  }, []);

  const update = useCallback(
    (id: string, change: Partial<AgentExtensionStatus>, fallbackVersion: string) => {
      setStatuses((current) => {
        const next = new Map(current ?? []);
        const previous = next.get(id) ?? {
          id,
          installed: false,
          enabled: false,
          version: fallbackVersion,
        };
        next.set(id, { ...previous, ...change });
        return next;
      });
    },
    [],
  );

  // A backend that stopped answering mid-session: the status line says so.
  const noteFailure = useCallback((error: unknown) => {
    const reason = reasonOf(error);
    if (reason !== 'refused' && reason !== 'bad_answer') setLink({ phase: 'failed', reason });
  }, []);

  const toggle = useCallback(
    async (extension: MarketExtension) => {
      if (!client) return;
      const enable = !extension.enabled;
      await track(extension.id, async () => {
        try {
          const changed = enable
            ? await client.start(extension.id)
            : await client.disable(extension.id);
          if (!changed) {
            notify.error(t('toast.toggleFailed', { name: extension.name }));
            return;
          }
          update(extension.id, { enabled: enable }, extension.version);
          notify.success(t(enable ? 'toast.enabled' : 'toast.disabled', { name: extension.name }));
        } catch (error) {
          noteFailure(error);
          notify.error(t('toast.toggleFailed', { name: extension.name }));
        }
      });
    },
    [client, noteFailure, t, track, update],
  );

  const install = useCallback(
    async (extension: MarketExtension) => {
      if (!client) return;
      await track(extension.id, async () => {
        let answer: unknown;
        try {
          answer = await client.install(extension.id);
        } catch (error) {
          noteFailure(error);
          notify.error(t('toast.installFailed', { name: extension.name }));
          return;
        }
        const version = (answer as { version?: unknown } | null)?.version;
        update(
          extension.id,
          {
            installed: true,
            enabled: true,
            ...(typeof version === 'string' && version ? { version } : {}),
          },
          extension.version,
        );
        notify.success(t('toast.installed', { name: extension.name }));
        // The dashboard's "Installed Extensions" counts it; the install itself already happened.
        if (token) {
          recordInstall(extension.id, token).catch((error: unknown) =>
            console.warn('Could not record the install on your account', error),
          );
        }
      });
    },
    [client, noteFailure, t, token, track, update],
  );

  return { link, statuses, busy, install, toggle };
}
