import { z } from 'zod';
import { accountSecurityCodes as c, type AccountSecurityCode } from './account-security-messages';
import {
  apiTokenScopes,
  loginAttemptSchema,
  loginResponseSchema,
  passwordMaxLength,
  profileFields,
} from './auth';
import { authCodes } from './auth-messages';
import { boundedString } from './bounded-string';
import { emailMaxLength, isPlainEmail, isPlainLine } from './text';

/**
 * Account security and data rights (docs/architecture.md §11): the second step of a login,
 * two-factor setup, API tokens, settings, export, deletion and e-mail change.
 */

// ---------------------------------------------------------------------------------------------
// Codes typed by a person: a 6-digit TOTP code, or a recovery code.

export const totpDigits = 6;
export const totpPeriodSeconds = 30;
/** Recovery codes: 16 characters of this alphabet (80 bits), shown in four groups of four. */
export const recoveryCodeAlphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
export const recoveryCodeLength = 16;
export const recoveryCodeCount = 10;

/** What a person typed, without the spaces and dashes that make a code easier to read. */
export function compactCode(value: string): string {
  let out = '';
  for (const char of value) {
    if (char !== ' ' && char !== '-' && char !== '\u00a0') out += char;
  }
  return out;
}

export function isTotpCode(value: string): boolean {
  const compact = compactCode(value);
  if (compact.length !== totpDigits) return false;
  for (const char of compact) if (char < '0' || char > '9') return false;
  return true;
}

/** The stored form of a recovery code: lower case, without separators. */
export function normalizeRecoveryCode(value: string): string {
  return compactCode(value).toLowerCase();
}

export function isRecoveryCode(value: string): boolean {
  const compact = normalizeRecoveryCode(value);
  if (compact.length !== recoveryCodeLength) return false;
  for (const char of compact) if (!recoveryCodeAlphabet.includes(char)) return false;
  return true;
}

/** "abcd-efgh-jkmn-pqrs": how a recovery code is shown and downloaded. */
export function formatRecoveryCode(code: string): string {
  const compact = normalizeRecoveryCode(code);
  const groups: string[] = [];
  for (let index = 0; index < compact.length; index += 4)
    groups.push(compact.slice(index, index + 4));
  return groups.join('-');
}

const check =
  (test: (value: string) => boolean, required: AccountSecurityCode, format: AccountSecurityCode) =>
  (value: string, ctx: z.RefinementCtx) => {
    if (compactCode(value) === '') ctx.addIssue({ code: 'custom', message: required });
    else if (!test(value)) ctx.addIssue({ code: 'custom', message: format });
  };

/** A 6-digit code from the authenticator app; spaces are allowed ("123 456"). */
export const totpCodeSchema = boundedString(32, c.twoFactorCodeFormat).superRefine(
  check(isTotpCode, c.twoFactorCodeRequired, c.twoFactorCodeFormat),
);
export const recoveryCodeSchema = boundedString(64, c.recoveryCodeFormat).superRefine(
  check(isRecoveryCode, c.recoveryCodeRequired, c.recoveryCodeFormat),
);
/** Where either will do (disabling 2FA, deleting the account): a TOTP code or a recovery code. */
export const secondFactorSchema = boundedString(64, c.twoFactorCodeFormat).superRefine(
  check(
    (value) => isTotpCode(value) || isRecoveryCode(value),
    c.twoFactorCodeRequired,
    c.twoFactorCodeFormat,
  ),
);

/** The password asked again before a sensitive change. */
const confirmPassword = boundedString(passwordMaxLength * 2, c.passwordWrong).min(
  1,
  c.passwordRequired,
);

// ---------------------------------------------------------------------------------------------
// Login with two-factor sign-in

/** `POST /api/login` when the account has 2FA on: no access token yet, a token for the second step. */
export const mfaRequiredResponseSchema = z.object({
  mfa_required: z.literal(true),
  mfa_token: z.string(),
});
export type MfaRequiredResponse = z.infer<typeof mfaRequiredResponseSchema>;

/** Every answer of `POST /api/login` with status 200. */
export const loginAnswerSchema = z.union([loginResponseSchema, mfaRequiredResponseSchema]);
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;

const mfaToken = boundedString(200, c.mfaTokenInvalid).min(1, c.mfaTokenInvalid);

/** `POST /api/login/2fa`: the second step, with a TOTP code or a recovery code (one of the two). */
export const loginSecondStepRequestSchema = z
  .object({
    mfa_token: mfaToken,
    code: totpCodeSchema.optional(),
    recovery_code: recoveryCodeSchema.optional(),
  })
  .refine((value) => (value.code === undefined) !== (value.recovery_code === undefined), {
    path: ['code'],
    message: c.mfaAnswerRequired,
  });
export type LoginSecondStepRequest = z.infer<typeof loginSecondStepRequestSchema>;

// ---------------------------------------------------------------------------------------------
// Two-factor setup

/** `GET /api/2fa`: whether it is on, and how many unused recovery codes are left. */
export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  enabled_at: z.string().nullable(),
  recovery_codes_left: z.number().int().nonnegative(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

/** `POST /api/2fa/setup`: the new secret (base32) and the otpauth:// address the QR code holds. */
export const twoFactorSetupResponseSchema = z.object({
  secret: z.string(),
  otpauth_url: z.string(),
});
export type TwoFactorSetupResponse = z.infer<typeof twoFactorSetupResponseSchema>;

/**
 * `POST /api/2fa/setup`: the password again. A session alone (one left open, or stolen) must not
 * be able to put the account behind someone else's authenticator.
 */
export const twoFactorSetupRequestSchema = z.object({ password: confirmPassword });
export type TwoFactorSetupRequest = z.infer<typeof twoFactorSetupRequestSchema>;

/**
 * The password again and a code: what turning two-factor sign-in on or off asks, so that a session
 * alone cannot do either.
 */
const passwordAndCode = <C extends z.ZodType>(code: C) =>
  z.object({ password: confirmPassword, code });

/** `POST /api/2fa/enable`: the password again, and a code of the new secret. */
export const twoFactorEnableRequestSchema = passwordAndCode(totpCodeSchema);
export type TwoFactorEnableRequest = z.infer<typeof twoFactorEnableRequestSchema>;

/** `POST /api/2fa/enable`: the ten recovery codes, shown this once. */
export const twoFactorEnableResponseSchema = z.object({
  detail: z.string(),
  recovery_codes: z.array(z.string()),
});
export type TwoFactorEnableResponse = z.infer<typeof twoFactorEnableResponseSchema>;

/** `POST /api/2fa/disable`: the password again, and a code or a recovery code. */
export const twoFactorDisableRequestSchema = passwordAndCode(secondFactorSchema);
export type TwoFactorDisableRequest = z.infer<typeof twoFactorDisableRequestSchema>;

// ---------------------------------------------------------------------------------------------
// Sessions

export const idParamsSchema = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 53),
});

export const revokeOthersResponseSchema = z.object({
  detail: z.string(),
  revoked: z.number().int().nonnegative(),
});

// ---------------------------------------------------------------------------------------------
// API tokens

export const tokenNameMaxLength = 64;
export const tokenExpiryMaxDays = 365;
export const maxActiveApiTokens = 25;
/** What a token may be given: read only, or read and publish. */
export const tokenScopeChoices = [['read'], ['read', 'publish']] as const;

export const createApiTokenRequestSchema = z.object({
  name: boundedString(tokenNameMaxLength * 4, c.tokenNameTooLong)
    .trim()
    .min(1, c.tokenNameRequired)
    .max(tokenNameMaxLength, c.tokenNameTooLong)
    .refine(isPlainLine, c.tokenNameCharacters),
  scopes: z
    .array(z.enum(apiTokenScopes, { error: c.tokenScopesInvalid }), { error: c.tokenScopesInvalid })
    .max(apiTokenScopes.length, c.tokenScopesInvalid)
    .refine(
      (scopes) =>
        tokenScopeChoices.some(
          (choice) =>
            choice.length === scopes.length && choice.every((scope) => scopes.includes(scope)),
        ),
      c.tokenScopesInvalid,
    ),
  expires_in_days: z
    .number({ error: c.tokenExpiryInvalid })
    .int(c.tokenExpiryInvalid)
    .min(1, c.tokenExpiryInvalid)
    .max(tokenExpiryMaxDays, c.tokenExpiryInvalid)
    .nullable()
    .optional(),
});
export type CreateApiTokenRequest = z.infer<typeof createApiTokenRequestSchema>;

export const apiTokenSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  scopes: z.array(z.enum(apiTokenScopes)),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  /** Null: until it is revoked. */
  expires_at: z.string().nullable(),
});
export type ApiTokenSummary = z.infer<typeof apiTokenSummarySchema>;

export const apiTokenListSchema = z.object({ tokens: z.array(apiTokenSummarySchema) });
export type ApiTokenList = z.infer<typeof apiTokenListSchema>;

/** `POST /api/tokens`: the token itself, this once, with its summary. */
export const createdApiTokenSchema = apiTokenSummarySchema.extend({ api_token: z.string() });
export type CreatedApiToken = z.infer<typeof createdApiTokenSchema>;

// ---------------------------------------------------------------------------------------------
// Settings

export const accountSettingsSchema = z.object({
  telemetry_opt_out: z.boolean(),
  newsletter_subscribed: z.boolean(),
});
export type AccountSettings = z.infer<typeof accountSettingsSchema>;

/** `PUT /api/settings`: either or both. */
export const accountSettingsUpdateSchema = accountSettingsSchema.partial();
export type AccountSettingsUpdate = z.infer<typeof accountSettingsUpdateSchema>;

// ---------------------------------------------------------------------------------------------
// Deletion and e-mail change

export const deleteAccountRequestSchema = z.object({
  password: confirmPassword,
  code: secondFactorSchema.optional(),
});
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequestSchema>;

export const emailChangeRequestSchema = z.object({
  new_email: boundedString(emailMaxLength, authCodes.invalidEmail).superRefine((value, ctx) => {
    const trimmed = value.trim();
    if (!trimmed) ctx.addIssue({ code: 'custom', message: authCodes.emailRequired });
    else if (!isPlainEmail(trimmed))
      ctx.addIssue({ code: 'custom', message: authCodes.invalidEmail });
  }),
  password: confirmPassword,
});
export type EmailChangeRequest = z.infer<typeof emailChangeRequestSchema>;

const linkToken = boundedString(200, authCodes.invalidLink).trim().min(1, authCodes.invalidLink);

/** `POST /api/account/email/confirm` (the new address's link) and `…/report` (the old one's). */
export const emailLinkRequestSchema = z.object({ token: linkToken });
export type EmailLinkRequest = z.infer<typeof emailLinkRequestSchema>;

// ---------------------------------------------------------------------------------------------
// Export: everything stored about the account, without secrets or hashes. The schema is the list
// of what leaves: the server's answer is parsed with it, so a column added later stays out of the
// file until it is named here.

const exportSession = z.object({
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  expires_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
});

export const accountExportSchema = z.object({
  format: z.literal('sinyal-account-export/1'),
  exported_at: z.string(),
  profile: z.object({
    id: z.number().int(),
    ...profileFields,
    language: z.string(),
    /** lite, pro or enterprise. */
    plan: z.string(),
    email_verified_at: z.string().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
  }),
  settings: accountSettingsSchema,
  two_factor: z.object({
    enabled: z.boolean(),
    enabled_at: z.string().nullable(),
    recovery_codes_left: z.number().int(),
  }),
  sessions: z.array(exportSession),
  api_tokens: z.array(
    exportSession.extend({ name: z.string().nullable(), scopes: z.array(z.string()) }),
  ),
  login_history: z.array(loginAttemptSchema),
  api_calls: z.array(z.object({ created_at: z.string(), method: z.string(), path: z.string() })),
  extension_installs: z.array(z.object({ extension_id: z.string(), installed_at: z.string() })),
  published_extensions: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      versions: z.array(z.object({ version: z.string(), published_at: z.string() })),
    }),
  ),
  email_changes: z.array(
    z.object({
      old_email: z.string(),
      new_email: z.string(),
      created_at: z.string(),
      confirmed_at: z.string().nullable(),
      reported_at: z.string().nullable(),
    }),
  ),
  contact_messages: z.array(
    z.object({ created_at: z.string(), subject: z.string(), message: z.string() }),
  ),
  subscriptions: z.array(
    z.object({
      id: z.string(),
      status: z.string(),
      interval: z.string().nullable(),
      amount: z.string().nullable(),
      currency: z.string().nullable(),
      current_period_end: z.string().nullable(),
      ends_at: z.string().nullable(),
      created_at: z.string(),
    }),
  ),
  invoices: z.array(
    z.object({
      id: z.string(),
      number: z.string().nullable(),
      amount: z.string(),
      currency: z.string(),
      billed_at: z.string(),
    }),
  ),
  /** Google and GitHub accounts linked to this one (docs/architecture.md §16). */
  linked_accounts: z.array(
    z.object({
      provider: z.string(),
      email: z.string().nullable(),
      created_at: z.string(),
      last_used_at: z.string().nullable(),
    }),
  ),
  /** Passkeys by name (their public keys are no one's personal data and stay out). */
  passkeys: z.array(
    z.object({ name: z.string(), created_at: z.string(), last_used_at: z.string().nullable() }),
  ),
});
export type AccountExport = z.infer<typeof accountExportSchema>;
