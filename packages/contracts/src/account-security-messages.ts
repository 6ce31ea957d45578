import { defineMessages } from './messages';
import { atMost, isRequired, oneLine } from './message-phrases';

/**
 * Messages of account security and data rights (docs/architecture.md §11): sessions, two-factor
 * sign-in, API tokens, settings, export, deletion and e-mail change. Codes beside the English, as
 * in auth-messages.ts; the web says them in the reader's language (the `messages` strings).
 */
const accountSecurity = defineMessages({
  // Sessions
  sessionNotFound: ['session_not_found', 'There is no such session on your account'],
  sessionRevoked: ['session_revoked', 'The session was logged out.'],
  otherSessionsRevoked: ['other_sessions_revoked', 'Your other sessions were logged out.'],

  // Two-factor sign-in
  twoFactorCodeRequired: [
    'two_factor_code_required',
    'Enter the 6-digit code from your authenticator app',
  ],
  twoFactorCodeFormat: ['two_factor_code_format', 'The code is 6 digits'],
  twoFactorCodeWrong: [
    'two_factor_code_wrong',
    'That code is not right or was already used. Wait for the next code and try again.',
  ],
  recoveryCodeRequired: ['recovery_code_required', 'Enter one of your recovery codes'],
  recoveryCodeFormat: ['recovery_code_format', 'A recovery code has 16 letters and digits'],
  recoveryCodeWrong: [
    'recovery_code_wrong',
    'That recovery code is not right or was already used.',
  ],
  mfaAnswerRequired: [
    'mfa_answer_required',
    'Enter a code from your authenticator app or one of your recovery codes',
  ],
  mfaTokenInvalid: [
    'mfa_token_invalid',
    'Your login took too long or has ended. Please log in again.',
  ],
  twoFactorAlreadyEnabled: ['two_factor_already_enabled', 'Two-factor sign-in is already on.'],
  twoFactorNotEnabled: ['two_factor_not_enabled', 'Two-factor sign-in is not on.'],
  twoFactorSetupMissing: [
    'two_factor_setup_missing',
    'Start the setup again: scan a new QR code, then enter its code.',
  ],
  twoFactorEnabled: [
    'two_factor_enabled',
    'Two-factor sign-in is on. Keep your recovery codes somewhere safe.',
  ],
  twoFactorDisabled: ['two_factor_disabled', 'Two-factor sign-in is off.'],

  // Passwords asked again before a sensitive change
  passwordRequired: ['password_required', isRequired('Password')],
  passwordWrong: ['password_wrong', 'Password is incorrect'],

  // API tokens
  tokenNameRequired: ['token_name_required', 'Give the token a name'],
  tokenNameTooLong: ['token_name_too_long', atMost('The name', 64)],
  tokenNameCharacters: ['token_name_characters', oneLine('The name')],
  tokenScopesInvalid: ['token_scopes_invalid', 'Choose "read", or "read" and "publish"'],
  tokenExpiryInvalid: [
    'token_expiry_invalid',
    'The expiry is a whole number of days from 1 to 365',
  ],
  tokenNotFound: ['token_not_found', 'There is no such API token on your account'],
  tokenRevoked: ['token_revoked', 'The API token was revoked.'],
  tooManyTokens: [
    'too_many_tokens',
    'You have 25 active API tokens. Revoke one before creating another.',
  ],

  // Settings
  settingsSaved: ['settings_saved', 'Your settings were saved.'],

  // Deletion
  accountDeleted: ['account_deleted', 'Your account and its data were deleted.'],

  // E-mail change
  emailUnchanged: ['email_unchanged', 'That is already your email address'],
  emailChangeSent: [
    'email_change_sent',
    'We sent a link to the new address. The change takes effect once you open it.',
  ],
  emailChanged: ['email_changed', 'Your email address was changed.'],
  emailChangeTaken: [
    'email_change_taken',
    'Another account uses that address now, so the change cannot be made.',
  ],
  emailChangeReported: [
    'email_change_reported',
    'The change was undone and every session was logged out. We sent a link to set a new password.',
  ],
});

export const accountSecurityMessages = accountSecurity.texts;
export const accountSecurityCodes = accountSecurity.codes;
export const accountSecurityMessagesByCode = accountSecurity.byCode;

export type AccountSecurityCode = (typeof accountSecurityCodes)[keyof typeof accountSecurityCodes];
