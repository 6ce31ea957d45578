import { defineMessages } from './messages';
import { atMost, oneLine } from './message-phrases';
import { passkeyNameMaxLength } from './passkey-limits';

/** Messages of passkeys (docs/architecture.md §16), in the manner of oauth-messages.ts. */
const passkeys = defineMessages({
  nameTooLong: ['passkey_name_too_long', atMost('The name', passkeyNameMaxLength)],
  nameCharacters: ['passkey_name_characters', oneLine('The name')],
  challengeInvalid: [
    'passkey_challenge_invalid',
    'The passkey request took too long or was already used. Please try again.',
  ],
  notRecognised: [
    'passkey_not_recognised',
    'This passkey is not known here. Sign in another way, then add it in the Security tab.',
  ],
  verificationFailed: [
    'passkey_verification_failed',
    'The passkey could not be checked. Please try again, or sign in another way.',
  ],
  counterWentBack: [
    'passkey_counter_went_back',
    'This passkey was refused because it may have been copied. Sign in another way, then remove it and add it again in the Security tab.',
  ],
  alreadyAdded: ['passkey_already_added', 'This passkey is already on your account.'],
  tooMany: [
    'too_many_passkeys',
    'You have 20 passkeys. Remove one in the Security tab before adding another.',
  ],
  notFound: ['passkey_not_found', 'There is no such passkey on your account'],
  added: ['passkey_added', 'The passkey was added. You can sign in with it now.'],
  renamed: ['passkey_renamed', 'The passkey was renamed.'],
  removed: ['passkey_removed', 'The passkey was removed.'],
});

export const passkeysMessages = passkeys.texts;
export const passkeysCodes = passkeys.codes;
export const passkeysMessagesByCode = passkeys.byCode;
