import { Secret, TOTP } from 'otpauth';
import { totpDigits, totpPeriodSeconds } from '@sinyal/contracts/account-security';

/** The name authenticator apps show above the account's codes. */
export const totpIssuer = 'Sinyal';

// RFC 6238 with the parameters every authenticator app supports: SHA-1, 6 digits, 30 seconds.
function totpFor(secretBase32: string, label = '') {
  return new TOTP({
    issuer: totpIssuer,
    label,
    algorithm: 'SHA1',
    digits: totpDigits,
    period: totpPeriodSeconds,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** A new secret: 160 random bits (RFC 4226's recommended length), in base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// address a QR code carries, for the account named `label`. */
export function otpauthUrl(secretBase32: string, label: string): string {
  return totpFor(secretBase32, label).toString();
}

/** The 30-second time step of an instant. */
export function timeStepOf(now: Date): number {
  return Math.floor(now.getTime() / 1000 / totpPeriodSeconds);
}

/**
 * The time step `code` belongs to, allowing one step either side of now for a clock that is a
 * little off; null when it matches none. The caller makes sure a step is used only once.
 */
export function matchingTimeStep(secretBase32: string, code: string, now: Date): number | null {
  const delta = totpFor(secretBase32).validate({
    token: code,
    timestamp: now.getTime(),
    window: 1,
  });
  return delta === null ? null : timeStepOf(now) + delta;
}

/** The code of a time step (tests, and nothing else, make codes). */
export function codeAt(secretBase32: string, when: Date): string {
  return totpFor(secretBase32).generate({ timestamp: when.getTime() });
}
