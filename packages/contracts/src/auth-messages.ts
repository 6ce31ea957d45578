import * as limits from './auth-limits';
import { defineMessages } from './messages';
import { atLeast, atMost, isRequired, oneLine } from './message-phrases';

/**
 * Account messages (docs/product.md: sign-in, registration, account links and sessions): the
 * validation rules of the forms, what the server answers, and what the web says before and after
 * a call. The web shows them by code in the reader's language; the server sends the English as
 * `detail` or in `fields`, with the code beside it.
 */
const auth = defineMessages({
  usernameOrEmailRequired: ['username_or_email_required', isRequired('Username or email')],
  usernameOrEmailTooLong: [
    'username_or_email_too_long',
    atMost('Username or email', limits.loginMaxLength),
  ],
  otpInvalid: ['otp_too_long', atMost('The code', limits.otpMaxLength)],
  emailRequired: ['email_required', isRequired('Email')],
  invalidEmail: ['invalid_email', 'Invalid email format'],
  passwordTooShort: ['password_too_short', atLeast('Password', limits.passwordMinLength)],
  passwordTooLong: ['password_too_long', atMost('Password', limits.passwordMaxLength)],
  usernameTooShort: ['username_too_short', atLeast('Username', limits.usernameMinLength)],
  usernameTooLong: ['username_too_long', atMost('Username', limits.usernameMaxLength)],
  usernameCharacters: [
    'username_characters',
    'Username may contain only letters, digits, ".", "_" and "-"',
  ],
  passwordsDoNotMatch: ['passwords_do_not_match', 'Passwords do not match'],
  sectorRequired: ['sector_required', isRequired('Sector')],
  countryRequired: ['country_required', isRequired('Country')],
  termsRequired: ['terms_required', 'You must agree to the terms'],
  fullNameTooLong: ['full_name_too_long', atMost('Full name', limits.profileTextMaxLength)],
  companyTooLong: ['company_too_long', atMost('Company', limits.profileTextMaxLength)],
  fullNameCharacters: ['full_name_characters', oneLine('Full name')],
  companyCharacters: ['company_characters', oneLine('Company')],
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
  emailAlreadyVerified: [
    'email_already_verified',
    'This email address is already verified. You can log in.',
  ],
  resetLinkSent: [
    'reset_link_sent',
    'If an account matches, we sent a link to reset the password. Check your inbox.',
  ],
  passwordReset: ['password_reset', 'Your password was changed. Log in with the new password.'],
  passwordChanged: [
    'password_changed',
    'Your password was changed. Your other sessions were logged out.',
  ],
  currentPasswordRequired: ['current_password_required', isRequired('Current password')],
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
