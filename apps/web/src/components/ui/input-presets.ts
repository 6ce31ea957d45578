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
