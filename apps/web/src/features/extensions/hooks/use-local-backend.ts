import { useCallback, useMemo, useState } from 'react';
import { useMutationState, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react';
import type { AgentExtensionStatus } from '@sinyal/contracts/agent';
import { notify } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { answeredVersion } from '../api/agent-action';
import { agentStatusesQueryOptions } from '../api/agent-extensions';
import { agentInfoQueryOptions } from '../api/agent-info';
import { useAgentInstallMutation } from '../api/agent-install';
import { agentKeys, type AgentTarget } from '../api/agent-keys';
import { useAgentUninstallMutation } from '../api/agent-remove';
import { useAgentToggleMutation } from '../api/agent-toggle';
import { useAgentUpdateMutation } from '../api/agent-update';
import { useRecordInstallMutation, useRecordUninstallMutation } from '../api/record-install';
import { AgentCallError, type AgentFailure } from '../lib/agent-client';
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
  /** Extensions the app refused to install because its licence lacks their plan: id → the plan. */
  licenceRefusals: ReadonlyMap<string, string>;
  install(extension: MarketExtension): void;
  update(extension: MarketExtension): void;
  uninstall(extension: MarketExtension): void;
  toggle(extension: MarketExtension): void;
}

const reasonOf = (error: unknown): AgentFailure =>
  error instanceof AgentCallError ? error.reason : 'unreachable';

const byId = (list: AgentExtensionStatus[]) => new Map(list.map((status) => [status.id, status]));

/**
 * Talks to the desktop app's local backend (docs/product.md §7): `/api/info` on load (only logged),
 * `/api/extensions` for the local state, then install, start and disable, with the toasts of §8.
 */
export function useLocalBackend(connection: Connection): LocalBackend {
  const { t } = useTranslation('extensions');
  const { token } = useSession();
  const baseUrl = connection.mode === 'connected' ? connection.baseUrl : null;
  const key = connection.mode === 'connected' ? connection.key : null;
  const target = useMemo<AgentTarget | null>(
    () => (baseUrl ? { baseUrl, key } : null),
    [baseUrl, key],
  );
  const disconnected: AgentTarget = { baseUrl: '', key: null };

  useQuery({ ...agentInfoQueryOptions(target ?? disconnected), enabled: target !== null });
  const statuses = useQuery({
    ...agentStatusesQueryOptions(target ?? disconnected),
    enabled: target !== null,
    select: byId,
  });
  const { mutate: runInstall } = useAgentInstallMutation(target);
  const { mutate: runToggle } = useAgentToggleMutation(target);
  const { mutate: runUpdate } = useAgentUpdateMutation(target);
  const { mutate: runUninstall } = useAgentUninstallMutation(target);
  const [licenceRefusals, setLicenceRefusals] = useState<ReadonlyMap<string, string>>(new Map());
  const noteLicence = useCallback((id: string, plan: string | null) => {
    setLicenceRefusals((current) => {
      const next = new Map(current);
      if (plan) next.set(id, plan);
      else next.delete(id);
      return next;
    });
  }, []);
  const { mutate: recordInstall } = useRecordInstallMutation();
  const { mutate: recordUninstall } = useRecordUninstallMutation();
  const busyIds = useMutationState({
    filters: { mutationKey: agentKeys.actions(target ?? disconnected), status: 'pending' },
    select: (mutation) => (mutation.state.variables as { id: string }).id,
  });
  const busy = useMemo(() => new Set(busyIds), [busyIds]);

  // A backend that stops answering after the list arrived: the status line says so.
  const [lost, setLost] = useState<{ target: AgentTarget; reason: AgentFailure } | null>(null);
  const noteFailure = useCallback(
    (error: unknown) => {
      const reason = reasonOf(error);
      if (target && reason !== 'refused' && reason !== 'bad_answer') setLost({ target, reason });
    },
    [target],
  );

  // A call that failed: the status line hears whether the backend is gone, a toast names the extension.
  const failWith = useCallback(
    (toast: 'toast.updateFailed' | 'toast.uninstallFailed' | 'toast.toggleFailed', name: string) =>
      (error: unknown) => {
        noteFailure(error);
        notify.error(t(toast, { name }));
      },
    [noteFailure, t],
  );

  const link: LinkState = !target
    ? { phase: 'visitor' }
    : lost?.target === target
      ? { phase: 'failed', reason: lost.reason }
      : statuses.isPending
        ? { phase: 'connecting' }
        : statuses.isError && !statuses.data
          ? { phase: 'failed', reason: reasonOf(statuses.error) }
          : { phase: 'connected' };

  const installExtension = useCallback(
    (extension: MarketExtension) => {
      if (!target) return;
      runInstall(
        { id: extension.id, version: extension.version },
        {
          onSuccess: () => {
            noteLicence(extension.id, null);
            notify.success(t('toast.installed', { name: extension.name }));
            // The dashboard's "Installed Extensions" counts it; the install itself already happened.
            if (token) {
              recordInstall(extension.id, {
                onError: (error) =>
                  console.warn('Could not record the install on your account', error),
              });
            }
          },
          onError: (error) => {
            noteFailure(error);
            const refusal = error instanceof AgentCallError ? error.refusal : null;
            // The card says which plan it needs and links to pricing (docs/architecture.md §9).
            if (refusal?.code === 'licence_required')
              noteLicence(extension.id, refusal.plan ?? 'pro');
            else if (refusal?.code === 'revoked')
              notify.error(t('toast.installRevoked', { name: extension.name }));
            else notify.error(t('toast.installFailed', { name: extension.name }));
          },
        },
      );
    },
    [noteFailure, noteLicence, recordInstall, runInstall, t, target, token],
  );

  const updateExtension = useCallback(
    (extension: MarketExtension) => {
      if (!target) return;
      runUpdate(
        { id: extension.id, version: extension.version },
        {
          onSuccess: (answer) =>
            notify.success(
              t('toast.updated', {
                name: extension.name,
                version: answeredVersion(answer) ?? extension.latest_version,
              }),
            ),
          onError: failWith('toast.updateFailed', extension.name),
        },
      );
    },
    [failWith, runUpdate, t, target],
  );

  const uninstallExtension = useCallback(
    (extension: MarketExtension) => {
      if (!target) return;
      runUninstall(
        { id: extension.id, version: extension.version },
        {
          onSuccess: () => {
            notify.success(t('toast.uninstalled', { name: extension.name }));
            // The dashboard's "Installed Extensions" stops counting the install recorded for it.
            if (token) {
              recordUninstall(extension.id, {
                onError: (error) =>
                  console.warn('Could not record the uninstall on your account', error),
              });
            }
          },
          onError: failWith('toast.uninstallFailed', extension.name),
        },
      );
    },
    [failWith, recordUninstall, runUninstall, t, target, token],
  );

  const toggleExtension = useCallback(
    (extension: MarketExtension) => {
      if (!target) return;
      const enable = !extension.enabled;
      runToggle(
        { id: extension.id, version: extension.version, enable },
        {
          onSuccess: (changed) =>
            changed
              ? notify.success(
                  t(enable ? 'toast.enabled' : 'toast.disabled', { name: extension.name }),
                )
              : notify.error(t('toast.toggleFailed', { name: extension.name })),
          onError: failWith('toast.toggleFailed', extension.name),
        },
      );
    },
    [failWith, runToggle, t, target],
  );

  return {
    link,
    statuses: statuses.data ?? null,
    busy,
    licenceRefusals,
    install: installExtension,
    update: updateExtension,
    uninstall: uninstallExtension,
    toggle: toggleExtension,
  };
}
