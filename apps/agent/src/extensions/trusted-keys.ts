import { agentInstallCodes } from '@sinyal/contracts/agent';
import {
  releaseStatementSchema,
  releaseStatementType,
  type ReleaseStatement,
} from '@sinyal/contracts/extension-registry';
import type { RegistryJwk } from '../config';
import type { StateStore } from '../state-store';
import { createKeyTrust } from '../trust/registry-keys';
import { InstallFailure } from './install-failure';
import type { PackageRegistry } from './package-registry';

/**
 * The keys release statements are checked against (docs/architecture.md §8): the rule of
 * trust/registry-keys.ts, with the pinned keys in the state file under the registry's address
 * (another REGISTRY_URL is a first contact of its own).
 */
export function createTrustedKeys(options: {
  configured: readonly RegistryJwk[] | undefined;
  store: StateStore;
  registry: PackageRegistry;
}) {
  const { configured, store, registry } = options;
  const trust = createKeyTrust({
    configured,
    pinned: {
      current() {
        const saved = store.current().registry;
        return saved && saved.url === registry.url ? saved.keys : [];
      },
      async save(keys) {
        await store.update((draft) => {
          draft.registry = { url: registry.url, keys, pinned_at: new Date().toISOString() };
        });
      },
    },
  });

  function untrusted(kid: string | undefined, listed: boolean | undefined): InstallFailure {
    const detail = configured
      ? `The release is signed by the key ${kid}, which is not among the registry keys this agent is configured to trust (REGISTRY_KEYS)`
      : listed
        ? `The release is signed by the key ${kid}, which the registry at ${registry.url} lists without an endorsement from a key this agent trusts: it is not the registry's key. If the registry replaced its keys, set REGISTRY_KEYS to the keys you trust`
        : `The release is signed by the key ${kid}, which the registry at ${registry.url} does not list`;
    return new InstallFailure(agentInstallCodes.untrustedKey, detail);
  }

  return {
    /**
     * Any other JWS of type `typ` the registry signs (the revocation list), checked by the same rule:
     * the payload when a trusted key signed it, else why not.
     */
    check: (jws: string, typ: string) => trust.verify(jws, typ, () => registry.keys()),

    /** The release statement inside a JWS signed by a trusted key, or the refusal. */
    async verify(
      jws: string,
      expected: { id: string; version: string },
    ): Promise<ReleaseStatement> {
      const checked = await trust.verify(jws, releaseStatementType, () => registry.keys());
      if (!checked.ok) {
        if (checked.problem === 'unknown_key') throw untrusted(checked.kid, checked.listed);
        throw new InstallFailure(
          agentInstallCodes.signatureInvalid,
          checked.problem === 'malformed'
            ? `The signature of ${expected.id} ${expected.version} is not a release statement`
            : `The signature of ${expected.id} ${expected.version} does not hold for the registry key ${checked.kid}`,
        );
      }
      const statement = releaseStatementSchema.safeParse(checked.payload);
      if (
        !statement.success ||
        statement.data.id !== expected.id ||
        statement.data.version !== expected.version
      ) {
        throw new InstallFailure(
          agentInstallCodes.signatureInvalid,
          `The signed statement is not about ${expected.id} ${expected.version}`,
        );
      }
      return statement.data;
    },
  };
}

export type TrustedKeys = ReturnType<typeof createTrustedKeys>;
