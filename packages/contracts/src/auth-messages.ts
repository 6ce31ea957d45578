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
  usernameOrEmailRequired: isRequired('Username or email'),
  usernameOrEmailTooLong: atMost('Username or email', limits.loginMaxLength),
  otpInvalid: ['otp_too_long', atMost('The code', limits.otpMaxLength)],
  emailRequired: isRequired('Email'),
  invalidEmail: 'Invalid email format',
  passwordTooShort: atLeast('Password', limits.passwordMinLength),
  passwordTooLong: atMost('Password', limits.passwordMaxLength),
  usernameTooShort: atLeast('Username', limits.usernameMinLength),
  usernameTooLong: atMost('Username', limits.usernameMaxLength),
  usernameCharacters: 'Username may contain only letters, digits, ".", "_" and "-"',
  passwordsDoNotMatch: 'Passwords do not match',
  sectorRequired: isRequired('Sector'),
  countryRequired: isRequired('Country'),
  termsRequired: 'You must agree to the terms',
  fullNameTooLong: atMost('Full name', limits.profileTextMaxLength),
  companyTooLong: atMost('Company', limits.profileTextMaxLength),
  fullNameCharacters: oneLine('Full name'),
  companyCharacters: oneLine('Company'),
  loginFailed: 'Login failed',
  loginSuccess: 'Login successful',
  registrationFailed: 'Registration failed',
  registrationSuccess: 'Registration successful. Please verify your email.',
  emailTaken: 'Email is already registered',
  usernameTaken: 'Username is already taken',
  invalidCredentials: 'Invalid username or password',
  emailNotVerified: 'Please verify your email before logging in. We can send the link again.',
  verificationSent:
    'If an account with an unverified email matches, we sent a new link. Check your inbox.',
  emailVerified: 'Your email is verified. You can log in now.',
  emailAlreadyVerified: 'This email address is already verified. You can log in.',
  resetLinkSent: 'If an account matches, we sent a link to reset the password. Check your inbox.',
  passwordReset: 'Your password was changed. Log in with the new password.',
  passwordChanged: 'Your password was changed. Your other sessions were logged out.',
  currentPasswordRequired: isRequired('Current password'),
  currentPasswordWrong: ['wrong_password', 'Current password is incorrect'],
  invalidLink: 'This link is invalid or has expired. Request a new one.',
  loggedOut: 'You are logged out.',
  authRequired: ['unauthorized', 'Log in to continue.'],
  malformedAuthorization: [
    'invalid_authorization',
    'Send the token as "Authorization: Bearer <token>".',
  ],
  sessionExpired: ['invalid_token', 'Your session has expired or has ended. Please log in again.'],
  // Where API tokens are taken, a token nobody made may be a mistyped API token as well as a
  // session that is gone: said so, not as an expired session (docs/architecture.md §19).
  tokenUnknown: [
    'unknown_token',
    'This token is not known: check the API token you sent, or log in again.',
  ],
  apiTokenInvalid: [
    'invalid_api_token',
    'This API token was revoked or has expired: make a new one in the dashboard (API Access) or with `sinyal-ext login`.',
  ],
  sessionRequired: 'This action needs the session of a login; an API token cannot do it.',
  accountNotFound: 'This account no longer exists',
});

/** The English of each account message, by name. */
export const authMessages = auth.texts;
/** The code of each account message, by name. */
export const authCodes = auth.codes;
export const authMessagesByCode = auth.byCode;

export type AuthMessage = (typeof authMessages)[keyof typeof authMessages];
export type AuthCode = (typeof authCodes)[keyof typeof authCodes];
