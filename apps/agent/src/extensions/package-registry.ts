import { createHash } from 'node:crypto';
import { agentInstallCodes } from '@sinyal/contracts/agent';
import { packageLimits } from '@sinyal/contracts/extension-package';
import {
  registryPaths,
  registryVersionListSchema,
  type RegistryVersion,
} from '@sinyal/contracts/extension-registry';
import { apiPaths } from '@sinyal/contracts/api-paths';
import { jwksSchema, type PublicSigningKey } from '@sinyal/contracts/signing-keys';
import { InstallFailure } from './install-failure';

const timeoutMs = 30_000;

/** The registry's calls an install makes (docs/architecture.md §8), each failure said as one. */
export function createPackageRegistry(registryUrl: string) {
  async function get(path: string, what: string): Promise<Response> {
    try {
      return await fetch(`${registryUrl}${path}`, { signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      throw new InstallFailure(
        agentInstallCodes.registryUnreachable,
        `The registry at ${registryUrl} cannot be reached for ${what} (${(error as Error).message})`,
      );
    }
  }

  return {
    url: registryUrl,

    /** The extension's versions, or null when the registry has no such extension. */
    async versions(id: string): Promise<RegistryVersion[] | null> {
      const response = await get(registryPaths.versions(id), `the versions of ${id}`);
      if (response.status === 404) return null;
      const parsed = registryVersionListSchema.safeParse(await response.json().catch(() => null));
      if (!response.ok || !parsed.success) {
        throw new InstallFailure(
          agentInstallCodes.registryUnreachable,
          `The registry answered ${response.status} for the versions of ${id}`,
        );
      }
      return parsed.data;
    },

    /** The extension's name from the catalogue, or null when it has none. */
    async name(id: string): Promise<string | null> {
      const response = await get(`/api/extensions/${encodeURIComponent(id)}`, id);
      if (!response.ok) return null;
      const body = (await response.json().catch(() => null)) as { name?: unknown } | null;
      return typeof body?.name === 'string' ? body.name : null;
    },

    async signature(id: string, version: string): Promise<string> {
      const response = await get(
        registryPaths.signature(id, version),
        `the signature of ${id} ${version}`,
      );
      if (!response.ok) {
        throw new InstallFailure(
          agentInstallCodes.signatureInvalid,
          `The registry has no signature for ${id} ${version} (${response.status})`,
        );
      }
      return (await response.text()).trim();
    },

    async keys(): Promise<PublicSigningKey[]> {
      const response = await get(registryPaths.keys, 'its keys');
      const parsed = jwksSchema.safeParse(await response.json().catch(() => null));
      if (!response.ok || !parsed.success) {
        throw new InstallFailure(
          agentInstallCodes.registryUnreachable,
          `The registry at ${registryUrl} did not answer its keys (${response.status})`,
        );
      }
      return parsed.data.keys;
    },

    /** The signed revocation list as the registry serves it (a compact JWS). */
    async revocations(): Promise<string> {
      const response = await get(apiPaths.revocations, 'its revocation list');
      if (!response.ok) {
        throw new InstallFailure(
          agentInstallCodes.registryUnreachable,
          `The registry at ${registryUrl} answered ${response.status} for its revocation list`,
        );
      }
      return (await response.text()).trim();
    },

    /**
     * The package's bytes, refused past the size the signed statement gives (or the packed limit),
     * and checked against its size and SHA-256 before anything is unpacked.
     */
    async download(id: string, version: string, expected: { size: number; sha256: string }) {
      const response = await get(registryPaths.package(id, version), `${id} ${version}`);
      if (!response.ok || !response.body) {
        throw new InstallFailure(
          agentInstallCodes.downloadFailed,
          `The download of ${id} ${version} failed (${response.status})`,
        );
      }
      const limit = Math.min(expected.size, packageLimits.packedBytes);
      const chunks: Buffer[] = [];
      let received = 0;
      try {
        for await (const chunk of response.body) {
          received += chunk.length;
          if (received > limit) break;
          chunks.push(Buffer.from(chunk));
        }
      } catch (error) {
        throw new InstallFailure(
          agentInstallCodes.downloadFailed,
          `The download of ${id} ${version} broke off (${(error as Error).message})`,
        );
      }
      const bytes = Buffer.concat(chunks);
      if (received !== expected.size) {
        throw new InstallFailure(
          agentInstallCodes.integrityFailed,
          `${id} ${version}: the download is ${received > limit ? 'larger than' : `${received} bytes, not`} the ${expected.size} bytes the registry signed`,
        );
      }
      const sha256 = createHash('sha256').update(bytes).digest('hex');
      if (sha256 !== expected.sha256) {
        throw new InstallFailure(
          agentInstallCodes.integrityFailed,
          `${id} ${version}: the download's SHA-256 ${sha256} is not the ${expected.sha256} the registry signed`,
        );
      }
      return bytes;
    },
  };
}

export type PackageRegistry = ReturnType<typeof createPackageRegistry>;
