import { randomBytes } from 'node:crypto';
import type { DeviceUsage, LeaseResponse } from '@sinyal/contracts/licence';
import type { TestApp } from './test-app';

export const testDevice = { device_name: 'Lab PC', os: 'Linux', app_version: '1.0.0' };

/** A fingerprint no other device of the test uses (base64url, as the app sends it). */
export function newFingerprint(): string {
  return randomBytes(24).toString('base64url');
}

/** A device's Ed25519 public key as the app sends it (JWK x); any 32 bytes will do here. */
export function newPublicKey(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * The device sign-in as the app and the user go through it: authorize, the user approves the code
 * on /activate, the device's next poll gets its token.
 */
export async function signInDevice(t: TestApp, sessionToken: string, device = testDevice) {
  const started = await t.post('/api/device/authorize', device);
  if (started.status !== 200) throw new Error(`authorize: ${JSON.stringify(started.body)}`);
  const approved = await t.post(
    '/api/device/approve',
    { user_code: started.body.user_code },
    sessionToken,
  );
  if (approved.status !== 200) throw new Error(`approve: ${JSON.stringify(approved.body)}`);
  const issued = await t.post('/api/device/token', { device_code: started.body.device_code });
  if (issued.status !== 200) throw new Error(`token: ${JSON.stringify(issued.body)}`);
  return issued.body as { device_token: string; device_id: string };
}

/** Activates a signed-in device; the answer as the client sees it (200 lease or 409 no_seat). */
export async function activate(
  t: TestApp,
  deviceToken: string,
  fingerprint = newFingerprint(),
  usage?: DeviceUsage,
) {
  return t.post<LeaseResponse & { code?: string }>(
    '/api/licence/activate',
    { fingerprint, public_key: newPublicKey(), ...(usage ? { usage } : {}) },
    deviceToken,
  );
}
