import { defineMessages } from './messages';

/**
 * Account messages (docs/product.md: sign-in, registration, account links and sessions): the
 * validation rules of the forms, what the server answers, and what the web says before and after
 * a call. The web shows them by code in the reader's language; the server sends the English as
 * `detail` or in `fields`, with the code beside it.
 */
const auth = defineMessages({
  usernameOrEmailRequired: ['username_or_email_required', 'Username or email is required'],
  usernameOrEmailTooLong: [
    'username_or_email_too_long',
    'Username or email must be at most 254 characters',
  ],
  otpInvalid: ['otp_too_long', 'The code must be at most 16 characters'],
  emailRequired: ['email_required', 'Email is required'],
  invalidEmail: ['invalid_email', 'Invalid email format'],
  passwordTooShort: ['password_too_short', 'Password must be at least 8 characters'],
  passwordTooLong: ['password_too_long', 'Password must be at most 128 characters'],
  usernameTooShort: ['username_too_short', 'Username must be at least 3 characters'],
  usernameTooLong: ['username_too_long', 'Username must be at most 32 characters'],
  usernameCharacters: [
    'username_characters',
    'Username may contain only letters, digits, ".", "_" and "-"',
  ],
  passwordsDoNotMatch: ['passwords_do_not_match', 'Passwords do not match'],
  sectorRequired: ['sector_required', 'Sector is required'],
  countryRequired: ['country_required', 'Country is required'],
  termsRequired: ['terms_required', 'You must agree to the terms'],
  fullNameTooLong: ['full_name_too_long', 'Full name must be at most 100 characters'],
  companyTooLong: ['company_too_long', 'Company must be at most 100 characters'],
  fullNameCharacters: [
    'full_name_characters',
    'Full name must be one line without control characters',
  ],
  companyCharacters: ['company_characters', 'Company must be one line without control characters'],
  loginFailed: ['login_failed', 'Login failed'],
  loginSuccess: ['login_success', 'Login successful'],
  registrationFailed: ['registration_failed', 'Registration failed'],
  registrationSuccess: [
    'registration_success',
    'Registration successful. Please verify your email.',
  ],
  emailTaken: ['email_taken', 'Email is already registered'],
  usernameTaken: ['username_taken', 'Username is already taken'],
  invalidCredentials: ['invalid_credentials', 'Invalid username or password'],
  emailNotVerified: [
    'email_not_verified',
    'Please verify your email before logging in. We can send the link again.',
  ],
  verificationSent: [
    'verification_sent',
    'If an account with an unverified email matches, we sent a new link. Check your inbox.',
  ],
  emailVerified: ['email_verified', 'Your email is verified. You can log in now.'],
  resetLinkSent: [
    'reset_link_sent',
    'If an account matches, we sent a link to reset the password. Check your inbox.',
  ],
  passwordReset: ['password_reset', 'Your password was changed. Log in with the new password.'],
  passwordChanged: [
    'password_changed',
    'Your password was changed. Your other sessions were logged out.',
  ],
  currentPasswordRequired: ['current_password_required', 'Current password is required'],
  currentPasswordWrong: ['wrong_password', 'Current password is incorrect'],
  invalidLink: ['invalid_link', 'This link is invalid or has expired. Request a new one.'],
  loggedOut: ['logged_out', 'You are logged out.'],
  authRequired: ['unauthorized', 'Log in to continue.'],
  malformedAuthorization: [
    'invalid_authorization',
    'Send the token as "Authorization: Bearer <token>".',
  ],
  sessionExpired: ['invalid_token', 'Your session has expired or has ended. Please log in again.'],
  sessionRequired: [
    'session_required',
    'This action needs the session of a login; an API token cannot do it.',
  ],
  accountNotFound: ['account_not_found', 'This account no longer exists'],
});

/** The English of each account message, by name. */
export const authMessages = auth.texts;
/** The code of each account message, by name. */
export const authCodes = auth.codes;
export const authMessagesByCode = auth.byCode;

export type AuthMessage = (typeof authMessages)[keyof typeof authMessages];
export type AuthCode = (typeof authCodes)[keyof typeof authCodes];
