import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, rmdir, stat } from 'node:fs/promises';
import path from 'node:path';
import semver from 'semver';
import {
  agentErrorCodes,
  agentInstallCodes,
  isAgentExtensionId,
  type AgentExtensionList,
  type AgentInstallResponse,
  type AgentToggleResponse,
  type AgentUninstallResponse,
} from '@sinyal/contracts/agent';
import type { RegistryVersion } from '@sinyal/contracts/extension-registry';
import type { ManifestOperatingSystem } from '@sinyal/contracts/extension-manifest';
import { isPlan, type Plan } from '@sinyal/contracts/plans';
import { AgentError } from '../errors';
import type { Licence } from '../licence/licence';
import type { ExtensionState, StateStore } from '../state-store';
import { InstallFailure } from './install-failure';
import type { PackageRegistry } from './package-registry';
import type { Revocations } from './revocations';
import type { TrustedKeys } from './trusted-keys';
import { unpackToStaging } from './unpack-package';

export type ExtensionsService = ReturnType<typeof createExtensionsService>;

const platformNames: Partial<Record<NodeJS.Platform, ManifestOperatingSystem>> = {
  win32: 'Windows',
  linux: 'Linux',
  darwin: 'macOS',
};

export interface ExtensionsOptions {
  store: StateStore;
  registry: PackageRegistry;
  trust: TrustedKeys;
  revocations: Revocations;
  licence: Licence;
  /** DATA_DIR: packages are unpacked into extensions/<id>/<version>/ under it. */
  dataDir: string;
  appVersion: string;
  /** An older held revocation list is fetched again before the installed extensions are listed. */
  revocationsMaxAgeS?: number;
  platform?: NodeJS.Platform;
  log?: { info(message: string): void; warn(message: string): void };
}

const planNames: Record<Plan, string> = { lite: 'Lite', pro: 'Pro', enterprise: 'Enterprise' };

/**
 * The name in a package's manifest: the package's bytes are the ones the registry signed, whereas
 * the catalogue's answer is only what the registry says, so messages name it from here.
 */
async function manifestName(folder: string): Promise<string | null> {
  try {
    const manifest = JSON.parse(await readFile(path.join(folder, 'manifest.json'), 'utf8')) as {
      name?: unknown;
    };
    return typeof manifest.name === 'string' && manifest.name.trim()
      ? manifest.name.trim().slice(0, 100)
      : null;
  } catch {
    return null;
  }
}

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

/**
 * Installs, updates, uninstalls, enables and disables extensions (docs/architecture.md §8). An install
 * downloads from the registry, checks size, SHA-256 and the signed statement against a trusted key,
 * checks the plan the extension needs against the licence, unpacks into a staging folder, renames it
 * into extensions/<id>/<version>/ and only then records the change; the previous version's files
 * stay for a rollback. Any failure leaves files and state as they were. Installed extensions
 * follow the licence (docs/architecture.md §9): one whose plan the licence stops covering is
 * disabled with a reason, and enabled again when a lease covers it again. They follow the registry's
 * revocation list too (§14): a revoked version is never installed nor enabled, and one installed
 * before it was revoked is disabled with the reason until the operators lift the revocation.
 */
export function createExtensionsService(options: ExtensionsOptions) {
  const { store, registry, trust, revocations, licence, appVersion } = options;
  const log = options.log ?? { info: () => {}, warn: () => {} };
  const os = platformNames[options.platform ?? process.platform];
  const root = path.join(options.dataDir, 'extensions');
  const stagingRoot = path.join(root, '.staging');
  const trashRoot = path.join(root, '.trash');
  const folderOf = (id: string, version: string) => path.join(root, id, version);
  const running = new Set<string>();

  function checkId(id: string) {
    if (!isAgentExtensionId(id)) {
      throw new AgentError(
        400,
        agentErrorCodes.invalidId,
        'An extension id is 1 to 64 letters, digits, ".", "_" or "-"',
      );
    }
  }

  /**
   * The plan an installed extension needs: recorded at install from the signed statement; for an
   * extension installed before that was recorded, the manifest its verified package unpacked.
   */
  async function modeOf(id: string, entry: ExtensionState): Promise<Plan | null> {
    if (entry.mode) return entry.mode;
    try {
      const manifest = JSON.parse(
        await readFile(path.join(folderOf(id, entry.version), 'manifest.json'), 'utf8'),
      ) as { mode?: unknown };
      return isPlan(manifest.mode) ? manifest.mode : null;
    } catch {
      return null;
    }
  }

  const licenceRefusal = (id: string, entry: { name?: string | undefined }, mode: Plan) =>
    `${entry.name ?? id} needs the ${planNames[mode]} plan; this app runs ${planNames[licence.status().plan]}`;

  /**
   * Brings the installed extensions in line with the licence as it is now: disables, with
   * `disabled_reason`, the enabled ones it no longer covers, and enables again those it had
   * disabled that way once it covers them. What the user disabled stays disabled.
   */
  async function applyLicence(): Promise<void> {
    const modes = new Map<string, Plan>();
    for (const [id, entry] of Object.entries(store.current().extensions)) {
      if (!entry.installed) continue;
      const mode = await modeOf(id, entry);
      if (mode) modes.set(`${id}@${entry.version}`, mode);
    }
    const due = (id: string, entry: ExtensionState) => {
      const mode = modes.get(`${id}@${entry.version}`);
      if (!entry.installed || !mode) return null;
      const covered = licence.allows(mode);
      if (entry.enabled && !covered) return { mode, enable: false };
      if (
        !entry.enabled &&
        entry.disabled_reason === 'licence_required' &&
        covered &&
        !revocations.of(id, entry.version)
      )
        return { mode, enable: true };
      return entry.mode ? null : { mode, enable: entry.enabled };
    };
    if (!Object.entries(store.current().extensions).some(([id, entry]) => due(id, entry))) return;
    const changed: string[] = [];
    await store.update((draft) => {
      for (const [id, entry] of Object.entries(draft.extensions)) {
        const change = due(id, entry);
        if (!change) continue;
        entry.mode = change.mode;
        if (change.enable === entry.enabled) continue;
        entry.enabled = change.enable;
        if (change.enable) delete entry.disabled_reason;
        else entry.disabled_reason = 'licence_required';
        changed.push(
          change.enable
            ? `${entry.name ?? id} is enabled again: the licence covers the ${planNames[change.mode]} plan it needs`
            : `${entry.name ?? id} is disabled: ${licenceRefusal(id, entry, change.mode)}`,
        );
      }
    });
    for (const line of changed) log.warn(line);
  }

  /** Why this version may not run, or null; "*" asks about the whole extension. */
  const revokedRefusal = (id: string, entry: { name?: string | undefined }, version: string) => {
    const reason = revocations.of(id, version)?.reason;
    if (reason === undefined) return null;
    const what = version === '*' ? (entry.name ?? id) : `${entry.name ?? id} ${version}`;
    return `${what} was revoked by the operators: ${reason}`;
  };

  /**
   * Brings the installed extensions in line with the revocation list held now: disables, with
   * `disabled_reason: "revoked"`, every enabled revoked version (and one the licence held back, so
   * that lifting the licence alone does not bring it back), and enables again those it disabled
   * once their revocation is lifted. What the user disabled stays disabled.
   */
  async function applyRevocations(): Promise<void> {
    const due = (id: string, entry: ExtensionState) => {
      if (!entry.installed) return null;
      const revoked = revocations.of(id, entry.version) !== undefined;
      if (revoked && (entry.enabled || entry.disabled_reason === 'licence_required'))
        return 'disable';
      if (!revoked && entry.disabled_reason === 'revoked') return 'enable';
      return null;
    };
    if (!Object.entries(store.current().extensions).some(([id, entry]) => due(id, entry))) return;
    const changed: string[] = [];
    await store.update((draft) => {
      for (const [id, entry] of Object.entries(draft.extensions)) {
        const change = due(id, entry);
        if (change === 'disable') {
          entry.enabled = false;
          entry.disabled_reason = 'revoked';
          changed.push(`${revokedRefusal(id, entry, entry.version)}; it is disabled`);
        } else if (change === 'enable') {
          entry.enabled = true;
          delete entry.disabled_reason;
          changed.push(`${entry.name ?? id} ${entry.version} is no longer revoked: enabled again`);
        }
      }
    });
    for (const line of changed) log.warn(line);
  }

  /** Fetches the revocation list (never fails) and applies what changed. */
  async function refreshRevocations(): Promise<void> {
    if (await revocations.refresh()) await applyRevocations();
  }

  /** The newest compatible version that is not revoked, else the newest (refused as revoked). */
  function newestInstallable(id: string, versions: RegistryVersion[]) {
    return (
      newestCompatible(versions.filter((version) => !revocations.of(id, version.version))) ??
      newestCompatible(versions)
    );
  }

  /**
   * Saves the user's choice to enable or disable an installed extension. It is the user's from now
   * on: a disabled extension stays so when the licence returns (no `disabled_reason`).
   */
  async function saveChoice(id: string, saved: ExtensionState, enabled: boolean) {
    if (saved.enabled === enabled && !saved.disabled_reason) return;
    await store.update((draft) => {
      const entry = draft.extensions[id];
      if (!entry) return;
      entry.enabled = enabled;
      delete entry.disabled_reason;
    });
  }

  /** One action per extension at a time: a second click while it downloads is refused, not queued. */
  async function exclusively<T>(id: string, work: () => Promise<T>): Promise<T> {
    checkId(id);
    if (running.has(id)) {
      throw new InstallFailure(
        agentInstallCodes.busy,
        `${id} is being installed, updated or removed already`,
      );
    }
    running.add(id);
    try {
      return await work();
    } finally {
      running.delete(id);
    }
  }

  async function versionsOf(id: string): Promise<RegistryVersion[]> {
    const versions = await registry.versions(id);
    if (!versions)
      throw new AgentError(
        404,
        agentErrorCodes.unknownExtension,
        `No extension with the id "${id}"`,
      );
    return versions;
  }

  /** The newest version an install may bring: not yanked, and admitted by this app version. */
  function newestCompatible(versions: RegistryVersion[]): RegistryVersion | undefined {
    return versions
      .filter((version) => !version.yanked && semver.valid(version.version))
      .filter((version) =>
        semver.satisfies(appVersion, version.engines.sinyal, { includePrerelease: true }),
      )
      .sort((a, b) => semver.rcompare(a.version, b.version))[0];
  }

  async function moveAside(folder: string): Promise<string | null> {
    if (!(await exists(folder))) return null;
    await mkdir(trashRoot, { recursive: true });
    const aside = path.join(trashRoot, randomBytes(8).toString('hex'));
    await rename(folder, aside);
    return aside;
  }

  /** Removes every version folder of an extension but the ones named. */
  async function keepOnly(id: string, keep: (string | null | undefined)[]) {
    const names = await readdir(path.join(root, id)).catch(() => [] as string[]);
    for (const name of names) {
      if (!keep.includes(name))
        await rm(path.join(root, id, name), { recursive: true, force: true });
    }
  }

  // The working folders go once empty; another extension's install may still be using them.
  const tidy = async () => {
    for (const folder of [stagingRoot, trashRoot]) await rmdir(folder).catch(() => undefined);
  };

  async function installVersion(
    id: string,
    chosen: RegistryVersion,
    enable: boolean,
  ): Promise<AgentInstallResponse> {
    const saved = store.current().extensions[id];
    const revoked = revokedRefusal(id, saved ?? {}, chosen.version);
    if (revoked) throw new InstallFailure(agentInstallCodes.revoked, revoked);
    const target = folderOf(id, chosen.version);
    if (saved?.installed && saved.version === chosen.version && (await exists(target))) {
      // Installing again enables it: not past a licence that does not cover it.
      const mode = await modeOf(id, saved);
      if (enable && mode && !licence.allows(mode)) {
        throw new InstallFailure(
          agentInstallCodes.licenceRequired,
          licenceRefusal(id, saved, mode),
          { plan: mode },
        );
      }
      await saveChoice(id, saved, enable);
      return { status: true, id, installed: true, enabled: enable, version: chosen.version };
    }

    const statement = await trust.verify(await registry.signature(id, chosen.version), {
      id,
      version: chosen.version,
    });
    if (os && !statement.os.includes(os)) {
      throw new InstallFailure(
        agentInstallCodes.noCompatibleVersion,
        `${id} ${chosen.version} is made for ${statement.os.join(', ')}, not ${os}`,
      );
    }
    if (!semver.satisfies(appVersion, statement.engines.sinyal, { includePrerelease: true })) {
      throw new InstallFailure(
        agentInstallCodes.noCompatibleVersion,
        `${id} ${chosen.version} needs Sinyal ${statement.engines.sinyal}; this is ${appVersion}`,
      );
    }
    if (!licence.allows(statement.mode)) {
      throw new InstallFailure(
        agentInstallCodes.licenceRequired,
        licenceRefusal(id, {}, statement.mode),
        { plan: statement.mode },
      );
    }
    const bytes = await registry.download(id, chosen.version, statement);

    let staging: string | null = null;
    let aside: string | null = null;
    let placed = false;
    try {
      staging = await unpackToStaging(bytes, stagingRoot);
      const name = (await manifestName(staging)) ?? saved?.name ?? id;
      await mkdir(path.join(root, id), { recursive: true });
      // A folder of this version that the state does not know of is a leftover: set aside, not trusted.
      aside = await moveAside(target);
      await rename(staging, target);
      placed = true;
      const previous =
        saved?.installed && saved.version !== chosen.version
          ? saved.version
          : (saved?.previous_version ?? null);
      await store.update((draft) => {
        draft.extensions[id] = {
          installed: true,
          enabled: enable,
          version: chosen.version,
          installed_at: new Date().toISOString(),
          previous_version: previous,
          sha256: statement.sha256,
          name,
          mode: statement.mode,
        };
      });
    } catch (error) {
      // Put everything back as it was: the new folder out, the set-aside one back.
      if (placed) await rm(target, { recursive: true, force: true });
      if (staging) await rm(staging, { recursive: true, force: true });
      if (aside) await rename(aside, target).catch(() => undefined);
      await tidy();
      if (error instanceof InstallFailure) throw error;
      throw new InstallFailure(
        agentInstallCodes.filesystem,
        `${id} could not be written to ${root} (${(error as Error).message})`,
      );
    }
    if (aside) await rm(aside, { recursive: true, force: true });
    await tidy();
    const current = store.current().extensions[id];
    await keepOnly(id, [current?.version, current?.previous_version]);
    return { status: true, id, installed: true, enabled: enable, version: chosen.version };
  }

  async function setEnabled(id: string, enabled: boolean): Promise<AgentToggleResponse> {
    checkId(id);
    const saved = store.current().extensions[id];
    if (!saved?.installed) {
      // Known to the registry: "not installed"; unknown anywhere: a 404.
      const name = await registry.name(id).catch(() => null);
      if (name === null)
        throw new AgentError(
          404,
          agentErrorCodes.unknownExtension,
          `No extension with the id "${id}"`,
        );
      return { status: false, id, enabled: false, detail: `${name} is not installed` };
    }
    const revoked = enabled ? revokedRefusal(id, saved, saved.version) : null;
    if (revoked) {
      return {
        status: false,
        id,
        enabled: false,
        code: agentInstallCodes.revoked,
        detail: revoked,
      };
    }
    const mode = enabled ? await modeOf(id, saved) : null;
    if (mode && !licence.allows(mode)) {
      return {
        status: false,
        id,
        enabled: false,
        code: agentInstallCodes.licenceRequired,
        plan: mode,
        detail: licenceRefusal(id, saved, mode),
      };
    }
    await saveChoice(id, saved, enabled);
    return { status: true, id, enabled };
  }

  return {
    /** Removes what an interrupted install left: staging and set-aside folders. */
    async cleanUp(): Promise<void> {
      await rm(stagingRoot, { recursive: true, force: true });
      await rm(trashRoot, { recursive: true, force: true });
    },

    applyLicence,
    applyRevocations,
    refreshRevocations,

    /**
     * Every installed extension, after bringing them in line with the revocation list held and the
     * licence as they are now.
     */
    async list(): Promise<AgentExtensionList> {
      if (revocations.ageS() > (options.revocationsMaxAgeS ?? Infinity))
        await revocations.refresh();
      await applyRevocations();
      await applyLicence();
      return Object.entries(store.current().extensions)
        .filter(([, entry]) => entry.installed)
        .map(([id, entry]) => {
          const revoked = revocations.of(id, entry.version);
          return {
            id,
            installed: true,
            enabled: entry.enabled && !revoked,
            version: entry.version,
            ...(entry.disabled_reason ? { disabled_reason: entry.disabled_reason } : {}),
            ...(revoked ? { revoked: { reason: revoked.reason } } : {}),
          };
        });
    },

    /** The newest compatible version, or the one asked for; installed and enabled. */
    install: (id: string, version?: string) =>
      exclusively(id, async () => {
        await refreshRevocations();
        // The registry no longer lists what it took down: said as revoked, not as unknown.
        const gone = revokedRefusal(id, store.current().extensions[id] ?? {}, version ?? '*');
        if (gone) throw new InstallFailure(agentInstallCodes.revoked, gone);
        const versions = await versionsOf(id);
        const chosen = version
          ? versions.find((candidate) => candidate.version === version)
          : newestInstallable(id, versions);
        if (!chosen) {
          throw new InstallFailure(
            agentInstallCodes.noCompatibleVersion,
            version
              ? `${id} has no version ${version}`
              : `No version of ${id} runs on Sinyal ${appVersion}`,
          );
        }
        return installVersion(id, chosen, true);
      }),

    /** The newest compatible version when it is higher than the installed one; enabled stays as it was. */
    update: (id: string) =>
      exclusively(id, async () => {
        const saved = store.current().extensions[id];
        if (!saved?.installed)
          throw new InstallFailure(agentInstallCodes.notInstalled, `${id} is not installed`);
        await refreshRevocations();
        const newest = newestInstallable(id, await versionsOf(id));
        if (!newest || !semver.valid(saved.version) || !semver.gt(newest.version, saved.version)) {
          return {
            status: true,
            id,
            installed: true,
            enabled: saved.enabled,
            version: saved.version,
            detail: `${saved.name ?? id} ${saved.version} is the newest version for Sinyal ${appVersion}`,
          } satisfies AgentInstallResponse;
        }
        // One the licence or a revocation had disabled is enabled by an update past that.
        return installVersion(id, newest, saved.enabled || saved.disabled_reason !== undefined);
      }),

    /** Removes the extension's files and its entry; the state changes only once the files are set aside. */
    uninstall: (id: string) =>
      exclusively(id, async (): Promise<AgentUninstallResponse> => {
        const saved = store.current().extensions[id];
        if (!saved?.installed)
          throw new InstallFailure(agentInstallCodes.notInstalled, `${id} is not installed`);
        let aside: string | null = null;
        try {
          aside = await moveAside(path.join(root, id));
          await store.update((draft) => {
            delete draft.extensions[id];
          });
        } catch (error) {
          if (aside) await rename(aside, path.join(root, id)).catch(() => undefined);
          throw new InstallFailure(
            agentInstallCodes.filesystem,
            `${id} could not be removed (${(error as Error).message})`,
          );
        }
        if (aside) await rm(aside, { recursive: true, force: true });
        await tidy();
        return { status: true, id, installed: false, version: saved.version };
      }),

    start: (id: string) => setEnabled(id, true),
    disable: (id: string) => setEnabled(id, false),
  };
}
