import { z } from 'zod';
import { boundedString } from './bounded-string';
import { passkeysCodes as c } from './passkeys-messages';
import { passkeyNameMaxLength } from './passkey-limits';
import { isPlainLine } from './text';

/**
 * Passkeys (WebAuthn, docs/architecture.md §16): several per account, each with a name the person
 * gives it; one signs in without a password, and one with user verification also stands for 2FA.
 */

/** A passkey's name: one line; empty means the server names it ("Passkey 2"). */
export const passkeyNameSchema = boundedString(passkeyNameMaxLength * 4, c.nameTooLong)
  .trim()
  .max(passkeyNameMaxLength, c.nameTooLong)
  .refine(isPlainLine, c.nameCharacters);

/**
 * What the browser made (`@simplewebauthn/browser`'s JSON of a credential). Its inside is checked
 * by the WebAuthn verification, not here; only its outline and size are.
 */
const credentialJson = z.looseObject({
  id: z.string().min(1).max(1024),
  rawId: z.string().min(1).max(1024),
  type: z.literal('public-key'),
  response: z.looseObject({ clientDataJSON: z.string().max(8192) }),
});

const credentialDescriptor = z.object({
  id: z.string(),
  type: z.string(),
  transports: z.array(z.string()).optional(),
});

/** What `navigator.credentials.create()` is given (WebAuthn's JSON form), as the server made it. */
export const passkeyCreationOptionsSchema = z.object({
  challenge: z.string(),
  rp: z.object({ name: z.string(), id: z.string().optional() }),
  user: z.object({ id: z.string(), name: z.string(), displayName: z.string() }),
  pubKeyCredParams: z.array(z.object({ alg: z.number(), type: z.string() })),
  timeout: z.number().optional(),
  excludeCredentials: z.array(credentialDescriptor).optional(),
  authenticatorSelection: z
    .object({
      authenticatorAttachment: z.string().optional(),
      residentKey: z.string().optional(),
      requireResidentKey: z.boolean().optional(),
      userVerification: z.string().optional(),
    })
    .optional(),
  hints: z.array(z.string()).optional(),
  attestation: z.string().optional(),
  extensions: z.object({ credProps: z.boolean().optional() }).optional(),
});

/** What `navigator.credentials.get()` is given: no allowed list, so any passkey of the site. */
export const passkeyRequestOptionsSchema = z.object({
  challenge: z.string(),
  timeout: z.number().optional(),
  rpId: z.string().optional(),
  allowCredentials: z.array(credentialDescriptor).optional(),
  userVerification: z.string().optional(),
  hints: z.array(z.string()).optional(),
});

export const passkeyRegisterRequestSchema = z.object({
  response: credentialJson,
  name: passkeyNameSchema.optional(),
});

export const passkeyLoginRequestSchema = z.object({
  response: credentialJson,
  remember_me: z.boolean().optional(),
});

export const passkeyRenameRequestSchema = z.object({ name: passkeyNameSchema });

export const passkeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  /** Synced between a person's devices by their platform (a "multi-device" credential). */
  backed_up: z.boolean(),
});
export type Passkey = z.infer<typeof passkeySchema>;

export const passkeysResponseSchema = z.object({ passkeys: z.array(passkeySchema) });
export type PasskeysResponse = z.infer<typeof passkeysResponseSchema>;

export const passkeyAddedResponseSchema = z.object({ detail: z.string(), passkey: passkeySchema });
