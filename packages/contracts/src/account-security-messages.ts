import { defineMessages } from './messages';
import { atMost, isRequired, oneLine } from './message-phrases';

/**
 * Messages of account security and data rights (docs/architecture.md §11): sessions, two-factor
 * sign-in, API tokens, settings, export, deletion and e-mail change. Each code is its name in
 * snake_case (defineMessages); the web says them in the reader's language (the `messages` strings).
 */
const accountSecurity = defineMessages({
  // Sessions
  sessionNotFound: 'There is no such session on your account',
  sessionRevoked: 'The session was logged out.',
  otherSessionsRevoked: 'Your other sessions were logged out.',

  // Two-factor sign-in
  twoFactorCodeRequired: 'Enter the 6-digit code from your authenticator app',
  twoFactorCodeFormat: 'The code is 6 digits',
  twoFactorCodeWrong:
    'That code is not right or was already used. Wait for the next code and try again.',
  recoveryCodeRequired: 'Enter one of your recovery codes',
  recoveryCodeFormat: 'A recovery code has 16 letters and digits',
  recoveryCodeWrong: 'That recovery code is not right or was already used.',
  mfaAnswerRequired: 'Enter a code from your authenticator app or one of your recovery codes',
  mfaTokenInvalid: 'Your login took too long or has ended. Please log in again.',
  twoFactorAlreadyEnabled: 'Two-factor sign-in is already on.',
  twoFactorNotEnabled: 'Two-factor sign-in is not on.',
  twoFactorSetupMissing: 'Start the setup again: scan a new QR code, then enter its code.',
  twoFactorEnabled: 'Two-factor sign-in is on. Keep your recovery codes somewhere safe.',
  twoFactorDisabled: 'Two-factor sign-in is off.',

  // Passwords asked again before a sensitive change
  passwordRequired: isRequired('Password'),
  passwordWrong: 'Password is incorrect',

  // API tokens
  tokenNameRequired: 'Give the token a name',
  tokenNameTooLong: atMost('The name', 64),
  tokenNameCharacters: oneLine('The name'),
  tokenScopesInvalid: 'Choose "read", or "read" and "publish"',
  tokenExpiryInvalid: 'The expiry is a whole number of days from 1 to 365',
  tokenNotFound: 'There is no such API token on your account',
  tokenRevoked: 'The API token was revoked.',
  tooManyTokens: 'You have 25 active API tokens. Revoke one before creating another.',

  // Settings
  settingsSaved: 'Your settings were saved.',

  // Deletion
  accountDeleted: 'Your account and its data were deleted.',

  // E-mail change
  emailUnchanged: 'That is already your email address',
  emailChangeSent: 'We sent a link to the new address. The change takes effect once you open it.',
  emailChanged: 'Your email address was changed.',
  emailChangeTaken: 'Another account uses that address now, so the change cannot be made.',
  emailChangeReported:
    'The change was undone and every session was logged out. We sent a link to set a new password.',
});

export const accountSecurityMessages = accountSecurity.texts;
export const accountSecurityCodes = accountSecurity.codes;
export const accountSecurityMessagesByCode = accountSecurity.byCode;

export type AccountSecurityCode = (typeof accountSecurityCodes)[keyof typeof accountSecurityCodes];
