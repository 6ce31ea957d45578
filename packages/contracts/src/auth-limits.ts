import { emailMaxLength } from './text';

/**
 * The length limits of the account forms: the schemas in auth.ts check them and the sentences in
 * auth-messages.ts name them, so a limit and what it says are written once.
 */
export const passwordMinLength = 8;
export const passwordMaxLength = 128;
export const usernameMinLength = 3;
export const usernameMaxLength = 32;
/** Longest text the login field takes: an e-mail address is the longest login there is. */
export const loginMaxLength = emailMaxLength;
/** Full name and company. */
export const profileTextMaxLength = 100;
/** A one-time code typed at login: longer than any code the server issues. */
export const otpMaxLength = 16;
