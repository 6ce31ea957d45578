/** User-visible messages of spec §5 and §8 for accounts. The web shows them; the server sends them as `detail`/`fields`. */
export const authMessages = {
  usernameOrEmailRequired: 'Username or email is required',
  invalidEmail: 'Invalid email format',
  passwordTooShort: 'Password must be at least 8 characters',
  passwordTooLong: 'Password must be at most 128 characters',
  usernameTooShort: 'Username must be at least 3 characters',
  usernameTooLong: 'Username must be at most 32 characters',
  usernameCharacters: 'Username may contain only letters, digits, ".", "_" and "-"',
  passwordsDoNotMatch: 'Passwords do not match',
  sectorRequired: 'Sector is required',
  countryRequired: 'Country is required',
  termsRequired: 'You must agree to the terms',
  fullNameTooLong: 'Full name must be at most 100 characters',
  companyTooLong: 'Company must be at most 100 characters',
  loginFailed: 'Login failed',
  loginSuccess: 'Login successful',
  registrationFailed: 'Registration failed',
  registrationSuccess: 'Registration successful. Please verify your email.',
} as const;

export type AuthMessage = (typeof authMessages)[keyof typeof authMessages];
