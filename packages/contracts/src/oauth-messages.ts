import { defineMessages, withValues } from './messages';

/**
 * Messages of signing in with Google or GitHub (docs/architecture.md §16). Each one that stops a
 * person says what to do next; the web says them in the reader's language (the `messages` strings).
 */
const oauth = defineMessages({
  providerNotOffered: [
    'oauth_provider_not_offered',
    'This server does not offer that sign-in provider. Sign in with your password or a passkey.',
  ],
  stateInvalid: [
    'oauth_state_invalid',
    'The sign-in took too long or was started in another window. Start it again from the login page.',
  ],
  providerDenied: [
    'oauth_provider_denied',
    'The sign-in was cancelled at the provider. Try again, or sign in with your password.',
  ],
  providerFailed: [
    'oauth_provider_failed',
    'The provider did not confirm the sign-in. Please try again in a moment.',
  ],
  codeInvalid: [
    'oauth_code_invalid',
    'This sign-in was already used or took too long. Start it again from the login page.',
  ],
  signupTokenInvalid: [
    'oauth_signup_expired',
    'Completing your sign-up took too long. Start again with the provider button.',
  ],
  providerEmailMissing: [
    'oauth_email_missing',
    'The provider did not share an e-mail address. Add one to your account there, then try again.',
  ],
  accountExists: [
    'account_exists',
    withValues(
      'An account with {{email}} exists: sign in with your password, then link {{provider_name}} from Security.',
      { email: 'this e-mail', provider_name: 'the provider' },
    ),
  ],
  identityTaken: [
    'identity_taken',
    withValues(
      'This {{provider_name}} account is already linked to another account. Sign in with it there, or use another {{provider_name}} account.',
      { provider_name: 'provider' },
    ),
  ],
  identityLinked: [
    'identity_linked',
    withValues('{{provider_name}} is linked. You can sign in with it from now on.', {
      provider_name: 'The provider',
    }),
  ],
  linkTicketInvalid: [
    'link_ticket_invalid',
    'Linking took too long. Open the Security tab and start it again.',
  ],
  identityNotFound: ['identity_not_found', 'There is no such linked account on your account'],
  identityRemoved: ['identity_removed', 'The linked account was removed.'],
  lastSignInMethod: [
    'last_sign_in_method',
    'This is the only way left to sign in to your account. Add a passkey or set a password (Forgot password) first.',
  ],
});

export const oauthMessages = oauth.texts;
export const oauthCodes = oauth.codes;
export const oauthMessagesByCode = oauth.byCode;
