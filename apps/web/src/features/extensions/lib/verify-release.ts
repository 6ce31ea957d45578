import type { Jwks } from '@sinyal/contracts/signing-keys';

/** What the page concludes about one version's signature. */
export type SignatureCheck = 'verified' | 'failed';

const fromBase64Url = (text: string): Uint8Array<ArrayBuffer> => {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
};

/**
 * Checks a release statement in the browser (docs/architecture.md §8): the compact JWS verifies
 * with the registry key its header names (Ed25519, Web Crypto), and the statement is about this
 * extension and version, with the SHA-256 and size the page lists. The page does not take the
 * server's word for it: a statement that does not hold says "Signature does not verify".
 */
export async function verifyRelease(
  jws: string,
  keys: Jwks,
  expected: { id: string; version: string; sha256: string; size: number },
): Promise<SignatureCheck> {
  try {
    const [header = '', payload = '', signature = ''] = jws.split('.');
    const { alg, kid } = JSON.parse(new TextDecoder().decode(fromBase64Url(header))) as {
      alg?: string;
      kid?: string;
    };
    const jwk = keys.keys.find((key) => key.kid === kid);
    if (alg !== 'EdDSA' || !jwk) return 'failed';
    const key = await crypto.subtle.importKey(
      'jwk',
      { kty: 'OKP', crv: 'Ed25519', x: jwk.x },
      { name: 'Ed25519' },
      false,
      ['verify'],
    );
    const signed = new TextEncoder().encode(`${header}.${payload}`);
    const valid = await crypto.subtle.verify(
      { name: 'Ed25519' },
      key,
      fromBase64Url(signature),
      signed,
    );
    if (!valid) return 'failed';
    const statement = JSON.parse(new TextDecoder().decode(fromBase64Url(payload))) as Record<
      string,
      unknown
    >;
    const matches =
      statement.id === expected.id &&
      statement.version === expected.version &&
      statement.sha256 === expected.sha256 &&
      statement.size === expected.size;
    return matches ? 'verified' : 'failed';
  } catch {
    return 'failed';
  }
}
