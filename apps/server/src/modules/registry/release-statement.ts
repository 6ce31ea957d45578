import { releaseStatementType, type ReleaseStatement } from '@sinyal/contracts/extension-registry';
import type { ExtensionManifest } from '@sinyal/contracts/extension-manifest';
import type { SigningKeyRing } from '../../security/signing-keys';

/**
 * The release statement of a version (docs/architecture.md §8), signed with the registry's key
 * ring: a compact JWS (EdDSA) whose header names the key (`kid`). Keys stay in the JWKS after a
 * rotation, so a statement signed years ago still verifies.
 */
export function releaseStatement(
  manifest: ExtensionManifest,
  pkg: { sha256: string; size: number; published_at: string },
): ReleaseStatement {
  return {
    id: manifest.id,
    version: manifest.version,
    sha256: pkg.sha256,
    size: pkg.size,
    engines: { sinyal: manifest.engines.sinyal },
    os: manifest.os,
    mode: manifest.mode,
    published_at: pkg.published_at,
  };
}

export function signRelease(ring: SigningKeyRing, statement: ReleaseStatement): Promise<string> {
  return ring.sign(statement, releaseStatementType);
}
