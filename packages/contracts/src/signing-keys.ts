import { z } from 'zod';

/**
 * `GET /api/keys`: the registry's and the licence service's public keys as a JWKS (RFC 7517).
 * Release signatures and licence leases are compact JWS signed with one of them (EdDSA, Ed25519);
 * the JWS header's `kid` names which. Clients may cache the set, and fetch it again when they
 * meet a kid they do not know (docs/architecture.md §8, §9).
 */
export const publicSigningKeySchema = z.object({
  kty: z.literal('OKP'),
  crv: z.literal('Ed25519'),
  x: z.string(),
  kid: z.string(),
  alg: z.literal('EdDSA'),
  use: z.literal('sig'),
});
export type PublicSigningKey = z.infer<typeof publicSigningKeySchema>;

export const jwksSchema = z.object({ keys: z.array(publicSigningKeySchema) });
export type Jwks = z.infer<typeof jwksSchema>;
