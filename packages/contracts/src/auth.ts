import { z } from 'zod';
import { authCodes as c, type AuthCode } from './auth-messages';
import {
  loginMaxLength,
  otpMaxLength,
  passwordMaxLength,
  passwordMinLength,
  profileTextMaxLength,
  usernameMaxLength,
  usernameMinLength,
} from './auth-limits';
import { boundedString } from './bounded-string';
import { plans } from './plans';
import { countries } from './countries';
import { emailMaxLength, isPlainEmail, isPlainLine } from './text';

/** The limits the rules below check. */
export * from './auth-limits';

export const sectors = [
  'engineering',
  'research',
  'data-analysis',
  'design',
  'education',
  'finance',
  'healthcare',
  'technology',
  // Added so that everyone can finish registering (docs/product.md §3 names the first eight).
  'student',
  'other',
] as const;
export type Sector = (typeof sectors)[number];

export { countries, type Country } from './countries';

/**
 * What an API token may do (docs/architecture.md §11): "read" account data, "publish" extensions.
 * A login session has every scope, but publishing takes an API token all the same.
 */
export const apiTokenScopes = ['read', 'publish'] as const;
export type ApiTokenScope = (typeof apiTokenScopes)[number];

/** Languages the server writes e-mails in. */
export const mailLanguages = ['en', 'tr'] as const;
export type MailLanguage = (typeof mailLanguages)[number];

const usernamePattern = /^[A-Za-z0-9._-]+$/;

/** An e-mail address as the forms and the server accept it: one plain address (text.ts). */
export function isEmailLike(value: string): boolean {
  return isPlainEmail(value);
}

// The validators answer the code of the rule a value breaks (auth-messages.ts), or null.

/** Login field rules (docs/product.md §5): required; must look like an e-mail once it contains "@". */
export function validateUsernameOrEmail(value: string): AuthCode | null {
  const trimmed = value.trim();
  if (!trimmed) return c.usernameOrEmailRequired;
  if (trimmed.includes('@') && !isEmailLike(trimmed)) return c.invalidEmail;
  return null;
}

export function validatePassword(value: string): AuthCode | null {
  if (value.length < passwordMinLength) return c.passwordTooShort;
  if (value.length > passwordMaxLength) return c.passwordTooLong;
  return null;
}

export function validateEmail(value: string): AuthCode | null {
  const trimmed = value.trim();
  if (!trimmed) return c.emailRequired;
  return isEmailLike(trimmed) ? null : c.invalidEmail;
}

export function validateUsername(value: string): AuthCode | null {
  const trimmed = value.trim();
  if (trimmed.length < usernameMinLength) return c.usernameTooShort;
  if (trimmed.length > usernameMaxLength) return c.usernameTooLong;
  if (!usernamePattern.test(trimmed)) return c.usernameCharacters;
  return null;
}

export function validateConfirmPassword(password: string, confirm: string): AuthCode | null {
  return password === confirm ? null : c.passwordsDoNotMatch;
}

export interface PasswordStrength {
  /** 0 when empty, otherwise 1 to 5. */
  score: number;
  label: 'None' | 'Weak' | 'Medium' | 'Strong';
  /** red at 2 or less, yellow at 3, green above (docs/product.md §5). */
  color: 'none' | 'red' | 'yellow' | 'green';
  checks: { length: boolean; uppercase: boolean; number: boolean; special: boolean };
}

/** docs/product.md §5: a point each for 8+ characters, 12+ characters, an uppercase letter, a digit, a special character. */
export function passwordStrength(password: string): PasswordStrength {
  const checks = {
    length: password.length >= passwordMinLength,
    uppercase: /[A-Z]/.test(password),
    number: /[0-9]/.test(password),
    special: /[^A-Za-z0-9]/.test(password),
  };
  if (!password) return { score: 0, label: 'None', color: 'none', checks };
  if (password.length < passwordMinLength) return { score: 1, label: 'Weak', color: 'red', checks };
  let score = 1;
  if (password.length >= 12) score++;
  if (checks.uppercase) score++;
  if (checks.number) score++;
  if (checks.special) score++;
  const label = score >= 4 ? 'Strong' : score === 3 ? 'Medium' : 'Weak';
  const color = score <= 2 ? 'red' : score === 3 ? 'yellow' : 'green';
  return { score, label, color, checks };
}

const fieldError =
  (check: (value: string) => AuthCode | null) => (value: string, ctx: z.RefinementCtx) => {
    const code = check(value);
    if (code) ctx.addIssue({ code: 'custom', message: code });
  };

/** A one-line name (full name, company): trimmed, bounded, without control characters. */
export const nameText = (tooLong: AuthCode, characters: AuthCode) =>
  boundedString(profileTextMaxLength * 4, tooLong)
    .trim()
    .max(profileTextMaxLength, tooLong)
    .refine(isPlainLine, characters);

const usernameOrEmail = boundedString(loginMaxLength, c.usernameOrEmailTooLong).superRefine(
  fieldError(validateUsernameOrEmail),
);
const password = boundedString(passwordMaxLength, c.passwordTooLong).superRefine(
  fieldError(validatePassword),
);

export const loginRequestSchema = z.object({
  username_or_email: usernameOrEmail,
  password,
  remember_me: z.boolean().optional(),
  otp: boundedString(otpMaxLength, c.otpInvalid).optional(),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const loginResponseSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int().positive(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const registerRequestSchema = z
  .object({
    full_name: nameText(c.fullNameTooLong, c.fullNameCharacters).optional().default(''),
    email: boundedString(emailMaxLength, c.invalidEmail).superRefine(fieldError(validateEmail)),
    username: boundedString(usernameMaxLength * 2, c.usernameTooLong).superRefine(
      fieldError(validateUsername),
    ),
    password,
    confirm_password: boundedString(passwordMaxLength * 2, c.passwordsDoNotMatch),
    sector: z.enum(sectors, { error: c.sectorRequired }),
    country: z.enum(countries, { error: c.countryRequired }),
    company: nameText(c.companyTooLong, c.companyCharacters).optional().default(''),
    newsletter_subscribed: z.boolean().optional().default(false),
    agreed_to_terms: z.literal(true, { error: c.termsRequired }),
    mac_address: z.null().optional(),
    /** Language of the account's e-mails; the server falls back to Accept-Language, then English. */
    language: z.enum(mailLanguages).optional(),
  })
  .refine((value) => validateConfirmPassword(value.password, value.confirm_password) === null, {
    path: ['confirm_password'],
    message: c.passwordsDoNotMatch,
    // Checked even when other fields fail, so the form shows every message at once.
    when: ({ value }) => {
      const fields = value as { password?: unknown; confirm_password?: unknown };
      return typeof fields.password === 'string' && typeof fields.confirm_password === 'string';
    },
  });
export type RegisterRequest = z.input<typeof registerRequestSchema>;

// ---------------------------------------------------------------------------------------------
// Account service: e-mail verification, password reset and change, sessions (docs/architecture.md §3).

/** The confirm field must equal the password field; checked even when other fields fail. */
function confirmMatches<K extends string, C extends string>(passwordKey: K, confirmKey: C) {
  return {
    check: (value: Record<K | C, string>) =>
      validateConfirmPassword(value[passwordKey], value[confirmKey]) === null,
    params: {
      path: [confirmKey],
      message: c.passwordsDoNotMatch,
      when: ({ value }: { value: unknown }) => {
        const fields = value as Record<string, unknown>;
        return typeof fields[passwordKey] === 'string' && typeof fields[confirmKey] === 'string';
      },
    },
  };
}

const newPassword = password;
const confirmPassword = boundedString(passwordMaxLength * 2, c.passwordsDoNotMatch);
/** The single-use token from a verification or reset link. */
const linkToken = boundedString(200, c.invalidLink).trim().min(1, c.invalidLink);

export const verifyEmailRequestSchema = z.object({ token: linkToken });
export type VerifyEmailRequest = z.infer<typeof verifyEmailRequestSchema>;

/** Resend the verification link; the answer is the same whether or not the account exists. */
export const resendVerificationRequestSchema = z.object({ username_or_email: usernameOrEmail });
export type ResendVerificationRequest = z.infer<typeof resendVerificationRequestSchema>;

/** Ask for a password reset link; the answer is the same whether or not the account exists. */
export const forgotPasswordRequestSchema = z.object({ username_or_email: usernameOrEmail });
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;

const resetMatch = confirmMatches('password', 'confirm_password');
export const resetPasswordRequestSchema = z
  .object({ token: linkToken, password: newPassword, confirm_password: confirmPassword })
  .refine(resetMatch.check, resetMatch.params);
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

const changeMatch = confirmMatches('new_password', 'confirm_password');
export const changePasswordRequestSchema = z
  .object({
    current_password: boundedString(1024, c.currentPasswordWrong).min(1, c.currentPasswordRequired),
    new_password: newPassword,
    confirm_password: confirmPassword,
  })
  .refine(changeMatch.check, changeMatch.params);
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/** Every success without data of its own answers `{detail}`: the English of its message. */
export const messageResponseSchema = z.object({ detail: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

export const registerResponseSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  email_verified: z.boolean(),
  detail: z.string(),
});
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

/** The fields of an account's profile, as every answer about the account names them. */
export const profileFields = {
  username: z.string(),
  email: z.string(),
  full_name: z.string(),
  company: z.string(),
  sector: z.string(),
  country: z.string(),
};

/** The signed-in user, as `POST /api/auth/validate` answers it. */
export const sessionUserSchema = z.object({
  id: z.number().int(),
  ...profileFields,
  /** Derived from `plan`: true for Pro and Enterprise (the field keeps the specification's name). */
  is_premium: z.boolean(),
  /** The account's plan (docs/architecture.md §7). */
  plan: z.enum(plans),
  email_verified: z.boolean(),
  created_at: z.string(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** A sign-in attempt, as the sessions page and the account export list them. */
export const loginAttemptSchema = z.object({
  created_at: z.string(),
  success: z.boolean(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
});
export type LoginAttempt = z.infer<typeof loginAttemptSchema>;

/** `GET /api/sessions`: the signed-in sessions still active and the recent sign-in attempts. */
export const sessionsResponseSchema = z.object({
  last_login_at: z.string().nullable(),
  sessions: z.array(
    z.object({
      id: z.number().int(),
      created_at: z.string(),
      last_used_at: z.string().nullable(),
      expires_at: z.string().nullable(),
      ip: z.string().nullable(),
      user_agent: z.string().nullable(),
      current: z.boolean(),
    }),
  ),
  logins: z.array(loginAttemptSchema),
});
export type SessionsResponse = z.infer<typeof sessionsResponseSchema>;
