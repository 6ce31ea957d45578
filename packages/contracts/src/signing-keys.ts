import { z } from 'zod';

/**
 * `GET /api/keys`: the registry's and the licence service's public keys as a JWKS (RFC 7517).
 * Release signatures and licence leases are compact JWS signed with one of them (EdDSA, Ed25519);
 * the JWS header's `kid` names which. Clients may cache the set, and fetch it again when they
 * meet a kid they do not know (docs/architecture.md §8, §9).
 *
 * Every key but the first carries `endorsement`: a compact JWS made by an older key of the set
 * over `{kid, x, iat}` of this one. A client that already trusts a key trusts a new one only
 * through a chain of endorsements from it, so whoever can change the answer on the way cannot
 * slip in a key of their own (docs/architecture.md §8, docs/decisions/0008).
 */
export const publicSigningKeySchema = z.object({
  kty: z.literal('OKP'),
  crv: z.literal('Ed25519'),
  x: z.string(),
  kid: z.string(),
  alg: z.literal('EdDSA'),
  use: z.literal('sig'),
  endorsement: z.string().optional(),
});
export type PublicSigningKey = z.infer<typeof publicSigningKeySchema>;

export const jwksSchema = z.object({ keys: z.array(publicSigningKeySchema) });
export type Jwks = z.infer<typeof jwksSchema>;

/** The `typ` of an endorsement's JWS header; its `kid` names the key that endorses. */
export const keyEndorsementType = 'sinyal-key-endorsement+jws';

/** What an endorsement signs: the new key's kid and public x, and when it was made (seconds). */
export const keyEndorsementPayloadSchema = z.object({
  kid: z.string().min(1),
  x: z.string().min(1),
  iat: z.number().int().nonnegative(),
});
export type KeyEndorsementPayload = z.infer<typeof keyEndorsementPayloadSchema>;
