import {
  agentErrorCodes,
  isAgentExtensionId,
  type AgentExtensionList,
  type AgentInstallResponse,
  type AgentToggleResponse,
} from '@sinyal/contracts/agent';
import { AgentError } from '../errors';
import type { StateStore } from '../state-store';
import type { InstallableExtension } from './installable-extensions';

export type ExtensionsService = ReturnType<typeof createExtensionsService>;

export function createExtensionsService(
  store: StateStore,
  installable: readonly InstallableExtension[],
) {
  const byId = new Map(installable.map((extension) => [extension.id, extension]));

  function find(id: string): InstallableExtension {
    if (!isAgentExtensionId(id)) {
      throw new AgentError(
        400,
        agentErrorCodes.invalidId,
        'An extension id is 1 to 64 letters, digits, ".", "_" or "-"',
      );
    }
    const extension = byId.get(id);
    if (!extension) {
      throw new AgentError(
        404,
        agentErrorCodes.unknownExtension,
        `No extension with the id "${id}"`,
      );
    }
    return extension;
  }

  async function setEnabled(id: string, enabled: boolean): Promise<AgentToggleResponse> {
    const extension = find(id);
    const saved = store.current().extensions[id];
    if (!saved?.installed) {
      return { status: false, id, enabled: false, detail: `${extension.name} is not installed` };
    }
    if (saved.enabled !== enabled) {
      await store.update((draft) => {
        const entry = draft.extensions[id];
        if (entry) entry.enabled = enabled;
      });
    }
    return { status: true, id, enabled };
  }

  return {
    list(): AgentExtensionList {
      const saved = store.current().extensions;
      return installable.map(({ id, version }) => {
        const entry = saved[id];
        return entry?.installed
          ? { id, installed: true, enabled: entry.enabled, version: entry.version }
          : { id, installed: false, enabled: false, version };
      });
    },

    /** Installs (or brings to the offered version) and enables; calling it again changes nothing. */
    async install(id: string): Promise<AgentInstallResponse> {
      const extension = find(id);
      const saved = store.current().extensions[id];
      if (!saved?.installed || !saved.enabled || saved.version !== extension.version) {
        await store.update((draft) => {
          draft.extensions[id] = {
            installed: true,
            enabled: true,
            version: extension.version,
            installed_at: new Date().toISOString(),
          };
        });
      }
      return { status: true, id, installed: true, enabled: true, version: extension.version };
    },

    start: (id: string) => setEnabled(id, true),
    disable: (id: string) => setEnabled(id, false),
  };
}
