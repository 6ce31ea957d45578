/** Limits of passkeys (docs/architecture.md §16); a file of its own so messages and schemas share it. */
export const passkeyNameMaxLength = 64;
/** Passkeys one account may hold: enough for every device a person has, not an unbounded list. */
export const passkeysPerAccount = 20;
