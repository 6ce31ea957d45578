import type { AgentExtensionStatus } from '@sinyal/contracts/agent';
import type { CatalogExtension } from '@sinyal/contracts/extension-catalog';
import { compareVersions } from './compare-versions';
import type { MarketExtension } from './filter-extensions';

/**
 * docs/product.md §3 and §7: the local backend's answer is merged into the catalogue by id and overrides
 * installed, enabled and version; the catalogue's version stays as `latest_version`, and an
 * installed version below it is an update waiting. Without an answer nothing is installed.
 */
export function mergeLocalStatus(
  catalogue: readonly CatalogExtension[],
  local: ReadonlyMap<string, AgentExtensionStatus> | null,
): MarketExtension[] {
  return catalogue.map((extension) => {
    const status = local?.get(extension.id);
    const installed = status?.installed ?? false;
    return {
      ...extension,
      installed,
      enabled: installed && (status?.enabled ?? false),
      version: installed && status ? status.version : extension.version,
      latest_version: extension.version,
      update_available:
        installed && !!status && compareVersions(status.version, extension.version) < 0,
      disabled_reason: installed ? status?.disabled_reason : undefined,
      revoked: installed ? status?.revoked : undefined,
    };
  });
}

/**
 * Installed extensions the app reports revoked (docs/architecture.md §14) that the catalogue no
 * longer lists (a whole extension taken down: `unlisted`, the ids it answered 404 for): the
 * marketplace names them so the user learns why they stopped and can remove them.
 */
export function revokedOutsideCatalogue(
  unlisted: ReadonlySet<string>,
  local: ReadonlyMap<string, AgentExtensionStatus> | null,
): (AgentExtensionStatus & { revoked: { reason: string } })[] {
  return [...(local?.values() ?? [])].flatMap((status) =>
    status.installed && status.revoked && unlisted.has(status.id)
      ? [{ ...status, revoked: status.revoked }]
      : [],
  );
}
