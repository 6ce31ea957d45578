import { z } from 'zod';
import { authMessages as m } from './auth-messages';

export const passwordMinLength = 8;
export const passwordMaxLength = 128;
export const usernameMinLength = 3;
export const usernameMaxLength = 32;

export const sectors = [
  'engineering',
  'research',
  'data-analysis',
  'design',
  'education',
  'finance',
  'healthcare',
  'technology',
] as const;
export type Sector = (typeof sectors)[number];

export const countries = [
  'turkey',
  'usa',
  'uk',
  'germany',
  'france',
  'canada',
  'australia',
  'japan',
] as const;
export type Country = (typeof countries)[number];

/** Languages the server writes e-mails in. */
export const mailLanguages = ['en', 'tr'] as const;
export type MailLanguage = (typeof mailLanguages)[number];

// One "@", something on each side, a dot in the domain, no spaces: the pattern of spec §5.
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const usernamePattern = /^[A-Za-z0-9._-]+$/;

export function isEmailLike(value: string): boolean {
  return emailPattern.test(value) && value.length <= 254;
}

/** Login field rules (spec §5): required; must look like an e-mail once it contains "@". */
export function validateUsernameOrEmail(value: string): string | null {
  const trimmed = value.trim();
  if (!trimmed) return m.usernameOrEmailRequired;
  if (trimmed.includes('@') && !isEmailLike(trimmed)) return m.invalidEmail;
  return null;
}

export function validatePassword(value: string): string | null {
  if (value.length < passwordMinLength) return m.passwordTooShort;
  if (value.length > passwordMaxLength) return m.passwordTooLong;
  return null;
}

export function validateEmail(value: string): string | null {
  return isEmailLike(value.trim()) ? null : m.invalidEmail;
}

export function validateUsername(value: string): string | null {
  const trimmed = value.trim();
  if (trimmed.length < usernameMinLength) return m.usernameTooShort;
  if (trimmed.length > usernameMaxLength) return m.usernameTooLong;
  if (!usernamePattern.test(trimmed)) return m.usernameCharacters;
  return null;
}

export function validateConfirmPassword(password: string, confirm: string): string | null {
  return password === confirm ? null : m.passwordsDoNotMatch;
}

export interface PasswordStrength {
  /** 0 when empty, otherwise 1 to 5. */
  score: number;
  label: 'None' | 'Weak' | 'Medium' | 'Strong';
  /** red at 2 or less, yellow at 3, green above (spec §5). */
  color: 'none' | 'red' | 'yellow' | 'green';
  checks: { length: boolean; uppercase: boolean; number: boolean; special: boolean };
}

/** Spec §5: a point each for 8+ characters, 12+ characters, an uppercase letter, a digit, a special character. */
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
  (check: (value: string) => string | null) => (value: string, ctx: z.RefinementCtx) => {
    const message = check(value);
    if (message) ctx.addIssue({ code: 'custom', message });
  };

export const loginRequestSchema = z.object({
  username_or_email: z.string().max(254).superRefine(fieldError(validateUsernameOrEmail)),
  password: z.string().superRefine(fieldError(validatePassword)),
  remember_me: z.boolean().optional(),
  otp: z.string().max(16).optional(),
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
    full_name: z.string().trim().max(100, m.fullNameTooLong).optional().default(''),
    email: z.string().max(254).superRefine(fieldError(validateEmail)),
    username: z.string().max(64).superRefine(fieldError(validateUsername)),
    password: z.string().superRefine(fieldError(validatePassword)),
    confirm_password: z.string().max(passwordMaxLength * 2),
    sector: z.enum(sectors, { error: m.sectorRequired }),
    country: z.enum(countries, { error: m.countryRequired }),
    company: z.string().trim().max(100, m.companyTooLong).optional().default(''),
    newsletter_subscribed: z.boolean().optional().default(false),
    agreed_to_terms: z.literal(true, { error: m.termsRequired }),
    mac_address: z.null().optional(),
    /** Language of the account's e-mails; the server falls back to Accept-Language, then English. */
    language: z.enum(mailLanguages).optional(),
  })
  .refine((value) => validateConfirmPassword(value.password, value.confirm_password) === null, {
    path: ['confirm_password'],
    message: m.passwordsDoNotMatch,
    // Checked even when other fields fail, so the form shows every message at once.
    when: ({ value }) => {
      const fields = value as { password?: unknown; confirm_password?: unknown };
      return typeof fields.password === 'string' && typeof fields.confirm_password === 'string';
    },
  });
export type RegisterRequest = z.input<typeof registerRequestSchema>;

// ---------------------------------------------------------------------------------------------
// Account service: e-mail verification, password reset and change, sessions (DESIGN §3).

/** The confirm field must equal the password field; checked even when other fields fail. */
function confirmMatches<K extends string, C extends string>(passwordKey: K, confirmKey: C) {
  return {
    check: (value: Record<K | C, string>) =>
      validateConfirmPassword(value[passwordKey], value[confirmKey]) === null,
    params: {
      path: [confirmKey],
      message: m.passwordsDoNotMatch,
      when: ({ value }: { value: unknown }) => {
        const fields = value as Record<string, unknown>;
        return typeof fields[passwordKey] === 'string' && typeof fields[confirmKey] === 'string';
      },
    },
  };
}

const newPassword = z.string().superRefine(fieldError(validatePassword));
const confirmPassword = z.string().max(passwordMaxLength * 2);
/** The single-use token from a verification or reset link. */
const linkToken = z.string().trim().min(1, m.invalidLink).max(200, m.invalidLink);
const usernameOrEmail = z.string().max(254).superRefine(fieldError(validateUsernameOrEmail));

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
    current_password: z.string().min(1, m.currentPasswordRequired).max(1024),
    new_password: newPassword,
    confirm_password: confirmPassword,
  })
  .refine(changeMatch.check, changeMatch.params);
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/** Every success without data of its own answers `{detail}`: a sentence the web can show as is. */
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

/** The signed-in user, as `POST /api/auth/validate` answers it. */
export const sessionUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  full_name: z.string(),
  company: z.string(),
  sector: z.string(),
  country: z.string(),
  is_premium: z.boolean(),
  email_verified: z.boolean(),
  created_at: z.string(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

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
  logins: z.array(
    z.object({
      created_at: z.string(),
      success: z.boolean(),
      ip: z.string().nullable(),
      user_agent: z.string().nullable(),
    }),
  ),
});
export type SessionsResponse = z.infer<typeof sessionsResponseSchema>;
