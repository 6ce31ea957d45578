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

/** The options a browser passes to `startRegistration`/`startAuthentication`, as the server made them. */
export const passkeyOptionsResponseSchema = z.looseObject({ challenge: z.string() });

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
