import type { AgentExtensionStatus } from '@sinyal/contracts/agent';
import type { CatalogExtension } from '@sinyal/contracts/extension-catalog';
import type { MarketExtension } from './filter-extensions';

/**
 * Spec §3 and §7: the local backend's answer is merged into the catalogue by id and overrides
 * installed, enabled and version. Without an answer every extension is not installed.
 */
export function mergeLocalStatus(
  catalogue: readonly CatalogExtension[],
  local: ReadonlyMap<string, AgentExtensionStatus> | null,
): MarketExtension[] {
  return catalogue.map((extension) => {
    const status = local?.get(extension.id);
    return status
      ? {
          ...extension,
          installed: status.installed,
          enabled: status.enabled,
          version: status.version,
        }
      : { ...extension, installed: false, enabled: false };
  });
}
