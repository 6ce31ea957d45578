/** Attributes for an e-mail address input (spread before react-hook-form's `register`). */
export const emailInputProps = {
  type: 'email',
  autoComplete: 'email',
  autoCapitalize: 'none',
  spellCheck: false,
  maxLength: 254,
} as const;

/** Attributes for the "username or e-mail" input of login and password screens. */
export const usernameOrEmailInputProps = {
  type: 'text',
  inputMode: 'email',
  autoComplete: 'username',
  autoCapitalize: 'none',
  spellCheck: false,
  maxLength: 254,
} as const;

/** Attributes for a recovery code (letters and digits, as printed). */
export const recoveryCodeInputProps = {
  type: 'text',
  autoComplete: 'off',
  autoCapitalize: 'none',
  spellCheck: false,
  maxLength: 24,
} as const;

/** Attributes for a code from the authenticator app (six digits, a space allowed). */
export const authenticatorCodeInputProps = {
  type: 'text',
  inputMode: 'numeric',
  autoComplete: 'one-time-code',
  maxLength: 9,
} as const;

/** Attributes for a field that takes either: an authenticator code or a recovery code. */
export const codeOrRecoveryInputProps = {
  ...recoveryCodeInputProps,
  autoComplete: 'one-time-code',
} as const;
