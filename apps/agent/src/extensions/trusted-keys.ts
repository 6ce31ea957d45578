import { compactVerify, decodeProtectedHeader, importJWK } from 'jose';
import { agentInstallCodes } from '@sinyal/contracts/agent';
import {
  releaseStatementSchema,
  releaseStatementType,
  type ReleaseStatement,
} from '@sinyal/contracts/extension-registry';
import type { RegistryJwk } from '../config';
import type { StateStore } from '../state-store';
import { InstallFailure } from './install-failure';
import type { PackageRegistry } from './package-registry';

const publicOf = (key: { kid: string; x: string }): RegistryJwk => ({
  kty: 'OKP',
  crv: 'Ed25519',
  x: key.x,
  kid: key.kid,
});

/**
 * The registry keys the agent trusts (docs/architecture.md §8): the configured ones (REGISTRY_KEYS)
 * and nothing else; or, unconfigured, the keys of the registry's first answer, pinned in the state
 * file. A release signed by a key it has not pinned is trusted only when the registry still lists
 * a pinned key beside it (a rotation publishes the new key while the old one is listed); then the
 * new key is pinned too.
 */
export function createTrustedKeys(options: {
  configured: readonly RegistryJwk[] | undefined;
  store: StateStore;
  registry: PackageRegistry;
}) {
  const { configured, store, registry } = options;

  const pinned = (): RegistryJwk[] | undefined => {
    const saved = store.current().registry;
    return saved && saved.url === registry.url ? saved.keys : undefined;
  };

  async function pin(keys: RegistryJwk[]) {
    await store.update((draft) => {
      draft.registry = { url: registry.url, keys, pinned_at: new Date().toISOString() };
    });
  }

  async function keyFor(kid: string): Promise<RegistryJwk> {
    if (configured) {
      const key = configured.find((candidate) => candidate.kid === kid);
      if (!key) {
        throw new InstallFailure(
          agentInstallCodes.untrustedKey,
          `The release is signed by the key ${kid}, which is not among the registry keys this agent is configured to trust (REGISTRY_KEYS)`,
        );
      }
      return key;
    }
    const known = pinned();
    const found = known?.find((candidate) => candidate.kid === kid);
    if (found) return found;
    const served = (await registry.keys()).map(publicOf);
    if (!known) {
      await pin(served);
    } else {
      const continues = known.some((old) =>
        served.some((now) => now.kid === old.kid && now.x === old.x),
      );
      if (!continues) {
        throw new InstallFailure(
          agentInstallCodes.untrustedKey,
          `The registry at ${registry.url} no longer lists any key this agent pinned: its keys were replaced, not rotated. Set REGISTRY_KEYS to the keys you trust`,
        );
      }
      await pin([...known, ...served.filter((now) => !known.some((old) => old.kid === now.kid))]);
    }
    const key = served.find((candidate) => candidate.kid === kid);
    if (!key) {
      throw new InstallFailure(
        agentInstallCodes.untrustedKey,
        `The release is signed by the key ${kid}, which the registry at ${registry.url} does not list`,
      );
    }
    return key;
  }

  return {
    /** The release statement inside a JWS signed by a trusted key, or the refusal. */
    async verify(
      jws: string,
      expected: { id: string; version: string },
    ): Promise<ReleaseStatement> {
      let kid: unknown;
      try {
        const header = decodeProtectedHeader(jws);
        kid = header.kid;
        if (header.alg !== 'EdDSA' || header.typ !== releaseStatementType)
          throw new Error('header');
      } catch {
        throw new InstallFailure(
          agentInstallCodes.signatureInvalid,
          `The signature of ${expected.id} ${expected.version} is not a release statement`,
        );
      }
      if (typeof kid !== 'string') {
        throw new InstallFailure(
          agentInstallCodes.signatureInvalid,
          `The signature of ${expected.id} ${expected.version} names no key`,
        );
      }
      const key = await keyFor(kid);
      let payload: Uint8Array;
      try {
        ({ payload } = await compactVerify(jws, await importJWK(key, 'EdDSA')));
      } catch {
        throw new InstallFailure(
          agentInstallCodes.signatureInvalid,
          `The signature of ${expected.id} ${expected.version} does not hold for the registry key ${kid}`,
        );
      }
      const statement = releaseStatementSchema.safeParse(
        JSON.parse(new TextDecoder().decode(payload)),
      );
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
