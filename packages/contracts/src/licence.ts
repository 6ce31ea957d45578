import { z } from 'zod';
import { boundedString } from './bounded-string';
import { defineMessages, withValues } from './messages';
import { plans } from './plans';
import { isPlainLine } from './text';

/**
 * Licences and devices (docs/architecture.md §9): the device sign-in of RFC 8628, activation with
 * a seat limit, signed leases the desktop app checks offline, and the account's device list.
 */

// ---------------------------------------------------------------------------------------------
// Terms

/** How long a device code and its user code wait for the user (RFC 8628 `expires_in`). */
export const deviceCodeLifetimeS = 15 * 60;
/** Seconds a device waits between polls (RFC 8628 `interval`); slow_down adds 5 each time. */
export const devicePollIntervalS = 5;
export const slowDownStepS = 5;
/** A lease lasts at most this long, and never past the paid period plus the grace days. */
export const leaseMaxDays = 14;
export const paidPeriodGraceDays = 7;
/** An Enterprise device that cannot reach the service gets a lease this long (offline leases). */
export const offlineLeaseDays = 90;
/** The `typ` header of a lease and of an offline request file. */
export const leaseType = 'sinyal-lease+jwt';
export const offlineRequestType = 'sinyal-lease-request+jwt';
export const deviceCodeGrantType = 'urn:ietf:params:oauth:grant-type:device_code';
/** The one OAuth client of the device sign-in: the desktop app (and the reference agent). */
export const deviceClientId = 'sinyal-desktop';
/**
 * The publishing tool (`sinyal-ext login`, docs/architecture.md §19): approved, its sign-in gives an
 * API token with the publish scope instead of a device.
 */
export const publishToolClientId = 'sinyal-ext';
export const deviceClientIds = [deviceClientId, publishToolClientId] as const;
/** What is hashed before the fingerprint for a lease's `fp` (see leasePayloadSchema). */
export const leaseFingerprintPrefix = 'sinyal-lease-fp:';

// ---------------------------------------------------------------------------------------------
// User codes: 8 letters a person reads off one screen and types on another

/**
 * RFC 8628 §6.1's base-20 alphabet: consonants only, so no code spells a word, and no 0/O or
 * 1/I/L to confuse. Eight of them are about 34.5 bits; with attempts limited per address and per
 * account, guessing a live code is out of reach.
 */
export const userCodeAlphabet = 'BCDFGHJKLMNPQRSTVWXZ';
export const userCodeLength = 8;

/**
 * The code as the server keeps it (upper case, no dash or spaces), or null when the text cannot be
 * one: "bcdf-ghjk", "BCDF GHJK" and "bcdfghjk" are the same code.
 */
export function normalizeUserCode(input: string): string | null {
  if (input.length > 32) return null;
  let code = '';
  for (const char of input.toUpperCase()) {
    if (char === '-' || char === ' ') continue;
    if (!userCodeAlphabet.includes(char)) return null;
    code += char;
  }
  return code.length === userCodeLength ? code : null;
}

/** "BCDFGHJK" → "BCDF-GHJK", the way it is shown. */
export function formatUserCode(code: string): string {
  const half = userCodeLength / 2;
  return `${code.slice(0, half)}-${code.slice(half)}`;
}

// ---------------------------------------------------------------------------------------------
// Messages

const licence = defineMessages({
  // RFC 8628 §3.5 and RFC 6749 §5.2: the token endpoint's error names are its codes.
  authorizationPending:
    'The sign-in is waiting for the user to approve it: poll again after the interval',
  slowDown: withValues('Polling too fast: wait at least {{interval}} seconds between requests', {
    interval: devicePollIntervalS,
  }),
  accessDenied: 'The sign-in of this device was denied',
  expiredToken: 'This device code has expired: start the sign-in again',
  invalidGrant: 'Unknown or already used device code',
  unsupportedGrantType: `grant_type must be "${deviceCodeGrantType}"`,
  grantTypeRequired: `Send grant_type=${deviceCodeGrantType} with the device code`,
  invalidClient: `Unknown client_id: the desktop app signs in as "${deviceClientId}", the publishing tool as "${publishToolClientId}"`,
  deviceNameInvalid: 'The device name must be one line of 1 to 100 characters',
  deviceOsInvalid: 'The operating system must be one line of 1 to 60 characters',
  appVersionInvalid: 'The app version must be 1 to 40 letters, digits, ".", "-" or "+"',
  deviceCodeInvalid: 'Not a device code',
  userCodeInvalid: 'Type the 8-letter code the app shows, for example BCDF-GHJK',
  userCodeNotFound:
    'No sign-in is waiting for this code. Check it, or start again in the app: codes last 15 minutes.',
  userCodeDecided: 'This sign-in was already approved or denied',
  deviceApproved: 'Device approved. You can go back to the app.',
  deviceDenied: 'Sign-in denied. The device was not connected to your account.',
  deviceTokenInvalid: 'Unknown device token: sign this device in again (npm run agent -- activate)',
  deviceRevoked:
    'This device was removed from the account: sign it in again to use your plan on it',
  fingerprintMismatch: 'This device token belongs to another computer: sign this one in on its own',
  notActivated: 'Activate this device first (POST /api/licence/activate)',
  noSeat: withValues(
    'All {{limit}} devices of your plan are in use: remove one in the dashboard (Billing & Plans) and try again',
    { limit: '' },
  ),
  fingerprintInvalid: 'The fingerprint must be 16 to 128 letters, digits, "_" or "-"',
  publicKeyInvalid: 'The public key must be an Ed25519 key: 43 base64url characters',
  usageInvalid: 'Usage lists at most 500 extension ids',
  deviceNotFound: 'No device with this id on your account',
  deviceRemoved: 'Device removed. Its next renewal falls back to Lite.',
  offlineEnterpriseOnly: 'Offline leases are part of the Enterprise plan',
  offlineRequestInvalid:
    'This is not a licence request file made by the app (npm run agent -- offline-request)',
});

export const licenceMessages = licence.texts;
export const licenceCodes = licence.codes;
export const licenceMessagesByCode = licence.byCode;
const m = licenceCodes;

/** The errors `POST /api/device/token` answers with while the sign-in is not done. */
export const deviceTokenErrors = [
  m.authorizationPending,
  m.slowDown,
  m.accessDenied,
  m.expiredToken,
  m.invalidGrant,
  m.unsupportedGrantType,
  m.grantTypeRequired,
] as const;
export type DeviceTokenError = (typeof deviceTokenErrors)[number];

// ---------------------------------------------------------------------------------------------
// Fields

const plainLine = (max: number, code: string) =>
  boundedString(max * 4, code)
    .trim()
    .min(1, code)
    .max(max, code)
    .refine((value) => isPlainLine(value), code);

const appVersionCharacters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789.-+';
export function isAppVersion(value: string): boolean {
  return (
    value.length >= 1 &&
    value.length <= 40 &&
    [...value].every((char) => appVersionCharacters.includes(char))
  );
}

const base64urlCharacters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-';
function isBase64url(value: string, min: number, max: number): boolean {
  return (
    value.length >= min &&
    value.length <= max &&
    [...value].every((char) => base64urlCharacters.includes(char))
  );
}

/**
 * A fingerprint the app derives from its computer (never a MAC address): 16 to 128 base64url
 * characters. The service keeps only a keyed hash of it.
 */
export function isFingerprint(value: string): boolean {
  return isBase64url(value, 16, 128);
}
const fingerprintField = boundedString(128, m.fingerprintInvalid).refine(
  isFingerprint,
  m.fingerprintInvalid,
);

/** An Ed25519 public key: the JWK `x` value, 32 bytes in base64url. */
export function isEd25519PublicKey(value: string): boolean {
  return isBase64url(value, 43, 43);
}
const publicKeyField = boundedString(43, m.publicKeyInvalid).refine(
  isEd25519PublicKey,
  m.publicKeyInvalid,
);

/** What a device says about itself; shown on the activate page and in the device list. */
export const deviceDescriptionSchema = z.object({
  device_name: plainLine(100, m.deviceNameInvalid),
  os: plainLine(60, m.deviceOsInvalid),
  app_version: boundedString(40, m.appVersionInvalid).refine(isAppVersion, m.appVersionInvalid),
});
export type DeviceDescription = z.infer<typeof deviceDescriptionSchema>;

// ---------------------------------------------------------------------------------------------
// RFC 8628: POST /api/device/authorize and POST /api/device/token

export const deviceAuthorizeRequestSchema = deviceDescriptionSchema.extend({
  /**
   * RFC 8628 §3.1: the client, `deviceClientId` (any other is invalid_client). Optional, as the
   * desktop apps that came before the standard clients send none.
   */
  client_id: boundedString(100, 'invalid').optional(),
  /** Older desktop apps send it, always null; it is dropped, never stored. */
  mac_address: z.null().optional(),
});
export type DeviceAuthorizeRequest = z.infer<typeof deviceAuthorizeRequestSchema>;

export const deviceAuthorizeResponseSchema = z.object({
  device_code: z.string(),
  /** Shown as XXXX-XXXX. */
  user_code: z.string(),
  verification_uri: z.string(),
  verification_uri_complete: z.string(),
  expires_in: z.number().int().positive(),
  interval: z.number().int().positive(),
});
export type DeviceAuthorizeResponse = z.infer<typeof deviceAuthorizeResponseSchema>;

export const deviceTokenRequestSchema = z.object({
  grant_type: boundedString(100, m.unsupportedGrantType).optional(),
  device_code: boundedString(64, m.deviceCodeInvalid).refine(
    (value) => isBase64url(value, 43, 43),
    m.deviceCodeInvalid,
  ),
  client_id: boundedString(100, 'invalid').optional(),
});
export type DeviceTokenRequest = z.infer<typeof deviceTokenRequestSchema>;

export const deviceTokenResponseSchema = z.object({
  device_token: z.string(),
  device_id: z.string(),
  /** RFC 6749 §5.1's names for the same token, which standard OAuth clients read. */
  access_token: z.string(),
  token_type: z.literal('Bearer'),
});
export type DeviceTokenResponse = z.infer<typeof deviceTokenResponseSchema>;

/** What the publishing tool's sign-in gets once approved: an API token (RFC 6749 §5.1). */
export const publishToolTokenResponseSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  scope: z.literal('publish'),
});
export type PublishToolTokenResponse = z.infer<typeof publishToolTokenResponseSchema>;

/**
 * RFC 8414 authorization server metadata (`GET /.well-known/oauth-authorization-server`): where a
 * standard OAuth client finds the device sign-in. Endpoints are absolute, under PUBLIC_URL.
 */
export const authorizationServerMetadataSchema = z.object({
  issuer: z.string(),
  device_authorization_endpoint: z.string(),
  token_endpoint: z.string(),
  grant_types_supported: z.array(z.string()),
  /** No authorization endpoint, so no response types. */
  response_types_supported: z.array(z.string()),
  /** A public client: it proves nothing but its client_id. */
  token_endpoint_auth_methods_supported: z.array(z.string()),
  service_documentation: z.string(),
});
export type AuthorizationServerMetadata = z.infer<typeof authorizationServerMetadataSchema>;

// ---------------------------------------------------------------------------------------------
// The activate page: look up, approve or deny a user code (signed in)

export const userCodeRequestSchema = z.object({
  user_code: boundedString(32, m.userCodeInvalid).refine(
    (value) => normalizeUserCode(value) !== null,
    m.userCodeInvalid,
  ),
});
export type UserCodeRequest = z.infer<typeof userCodeRequestSchema>;

export const pendingDeviceSchema = z.object({
  user_code: z.string(),
  device_name: z.string(),
  os: z.string(),
  app_version: z.string(),
  /** ISO times. */
  requested_at: z.string(),
  expires_at: z.string(),
});
export type PendingDevice = z.infer<typeof pendingDeviceSchema>;

export const deviceDecisionResponseSchema = z.object({
  detail: z.string(),
  decision: z.enum(['approved', 'denied']),
});
export type DeviceDecisionResponse = z.infer<typeof deviceDecisionResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Leases: POST /api/licence/activate, POST /api/licence/lease, offline leases

/** What the app reports at each renewal, for the dashboard's figures. */
export const deviceUsageSchema = z.object({
  /** Ids of the extensions installed on the device. */
  extensions: z.array(boundedString(64, m.usageInvalid)).max(500, m.usageInvalid),
  /** Projects saved in the app, when it keeps any. */
  projects: z.number().int().min(0).max(1_000_000).optional(),
});
export type DeviceUsage = z.infer<typeof deviceUsageSchema>;

export const activateRequestSchema = z.object({
  fingerprint: fingerprintField,
  public_key: publicKeyField,
  usage: deviceUsageSchema.optional(),
});
export type ActivateRequest = z.infer<typeof activateRequestSchema>;

/** A renewal: the activation without the key, which the service kept from the activation. */
export const leaseRequestSchema = activateRequestSchema.omit({ public_key: true });
export type LeaseRequest = z.infer<typeof leaseRequestSchema>;

export const leaseResponseSchema = z.object({
  /** Compact JWS (EdDSA) of the lease payload; verify it against GET /api/keys. */
  lease: z.string(),
  device_id: z.string(),
  plan: z.enum(plans),
  /** ISO time the lease ends. */
  expires_at: z.string(),
});
export type LeaseResponse = z.infer<typeof leaseResponseSchema>;

/** The signed payload of a lease (docs/architecture.md §9). Times are seconds since 1970. */
export const leasePayloadSchema = z.object({
  /** The account's id. */
  sub: z.string(),
  /** The device's id. */
  did: z.string(),
  /**
   * base64url(SHA-256(leaseFingerprintPrefix + fingerprint)): the device can check that a lease is
   * its own, and a lease file shown to someone does not give the fingerprint away.
   */
  fp: z.string(),
  plan: z.enum(plans),
  /** The plan's entitlements (plans.ts); names a newer service adds are kept, not refused. */
  ent: z.array(z.string()),
  iat: z.number().int(),
  exp: z.number().int(),
});
export type LeasePayload = z.infer<typeof leasePayloadSchema>;

/** The lease request file an offline device writes: a JWS its own key signs. */
export const offlineRequestPayloadSchema = deviceDescriptionSchema.extend({
  fingerprint: fingerprintField,
  public_key: publicKeyField,
  /** Seconds since 1970. */
  iat: z.number().int(),
});
export type OfflineRequestPayload = z.infer<typeof offlineRequestPayloadSchema>;

export const offlineLeaseRequestSchema = z.object({
  /** The content of the request file. */
  request: boundedString(4096, m.offlineRequestInvalid),
});
export type OfflineLeaseRequest = z.infer<typeof offlineLeaseRequestSchema>;

/** The file an offline device installs: its lease, as the lease endpoint answers one. */
export const offlineLeaseFileSchema = z.object({
  format: z.literal('sinyal-offline-lease'),
  ...leaseResponseSchema.shape,
});
export type OfflineLeaseFile = z.infer<typeof offlineLeaseFileSchema>;

// ---------------------------------------------------------------------------------------------
// GET /api/devices, DELETE /api/devices/{id}

export const deviceSchema = z.object({
  id: z.string(),
  name: z.string(),
  os: z.string(),
  app_version: z.string(),
  /** "online": signed in with the device flow; "offline": an Enterprise offline lease. */
  kind: z.enum(['online', 'offline']),
  /** Holds a seat once activated. ISO times below. */
  activated: z.boolean(),
  created_at: z.string(),
  last_seen_at: z.string().nullable(),
  lease_expires_at: z.string().nullable(),
});
export type Device = z.infer<typeof deviceSchema>;

export const devicesResponseSchema = z.object({
  plan: z.enum(plans),
  seats: z.object({ used: z.number().int().nonnegative(), limit: z.number().int().positive() }),
  devices: z.array(deviceSchema),
});
export type DevicesResponse = z.infer<typeof devicesResponseSchema>;

/** 409 of an activation when every seat is taken: the devices holding them, to pick one to remove. */
export const noSeatErrorSchema = z.object({
  code: z.literal(m.noSeat),
  detail: z.string(),
  limit: z.number().int().positive(),
  devices: z.array(deviceSchema),
});
export type NoSeatError = z.infer<typeof noSeatErrorSchema>;
