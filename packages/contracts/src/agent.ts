import { z } from 'zod';
import { withoutTrailingSlashes } from './trailing-slashes';

/**
 * The contract between the marketplace page and a local backend (the desktop app, or the reference
 * agent in apps/agent): how the page finds it (`conn`), how it proves it was sent by the user (the
 * pairing key header) and what each endpoint answers (docs/product.md §7, docs/architecture.md §5).
 */

/** Every call to a local backend carries the pairing key in this header (the link's `key` value). */
export const agentKeyHeader = 'X-Sinyal-Key';

/** Bumped only when an endpoint changes incompatibly; `/api/info` reports it. */
export const agentApiVersion = 1;

/** Letters, digits, ".", "_" and "-", starting with a letter or digit: nothing that can walk a path. */
export const agentExtensionIdPattern = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

export function isAgentExtensionId(value: string): boolean {
  return agentExtensionIdPattern.test(value);
}

export const agentPaths = {
  info: '/api/info',
  extensions: '/api/extensions',
  install: (id: string) => `/api/install/${encodeURIComponent(id)}`,
  uninstall: (id: string) => `/api/uninstall/${encodeURIComponent(id)}`,
  update: (id: string) => `/api/update/${encodeURIComponent(id)}`,
  start: (id: string) => `/api/start/${encodeURIComponent(id)}`,
  disable: (id: string) => `/api/disable/${encodeURIComponent(id)}`,
} as const;

/** The `code` of every error a conforming backend may answer with, beside its `detail`. */
export const agentErrorCodes = {
  wrongHost: 'wrong_host',
  originNotAllowed: 'origin_not_allowed',
  missingKey: 'missing_key',
  wrongKey: 'wrong_key',
  invalidId: 'invalid_id',
  unknownExtension: 'unknown_extension',
  notFound: 'not_found',
  badRequest: 'bad_request',
  invalidBody: 'invalid_body',
  payloadTooLarge: 'payload_too_large',
  unsupportedMediaType: 'unsupported_media_type',
  internalError: 'internal_error',
} as const;

/**
 * Why an install, update or uninstall did not happen (docs/architecture.md §8, §9): the answer is
 * `{status: false, id, code, detail}` and the previous state is kept as it was.
 */
export const agentInstallCodes = {
  /** The extension's mode needs a plan the licence does not hold; `plan` says which. */
  licenceRequired: 'licence_required',
  notInstalled: 'not_installed',
  /** No version of the extension admits this app version and operating system. */
  noCompatibleVersion: 'no_compatible_version',
  registryUnreachable: 'registry_unreachable',
  downloadFailed: 'download_failed',
  /** The download's size or sha256 differs from the signed release statement. */
  integrityFailed: 'integrity_failed',
  /** The release statement's signature does not hold, or is made by a key the agent does not trust. */
  signatureInvalid: 'signature_invalid',
  untrustedKey: 'untrusted_key',
  /** The package's content breaks the package rules (paths, links, sizes). */
  badPackage: 'bad_package',
  /** Another install, update or uninstall of the same extension is running. */
  busy: 'busy',
  filesystem: 'filesystem_error',
  /** The operators took this version down: it is on the registry's signed revocation list (§14). */
  revoked: 'revoked',
} as const;
export type AgentInstallCode = (typeof agentInstallCodes)[keyof typeof agentInstallCodes];

// ---------------------------------------------------------------------------------------------
// conn: base64 of "ip:port" (docs/product.md §5)

export interface AgentConn {
  /** Dotted quad in canonical form ("127.0.0.1", never "127.000.0.01"). */
  ip: string;
  port: number;
}

const base64Alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
// "255.255.255.255:65535" is 28 base64 characters; anything much longer is not a conn.
const maxConnLength = 64;
const connTextPattern = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3}):(\d{1,5})$/;

/**
 * Base64 to text without atob or Buffer, so the same code runs in the page, the agent and tests.
 * Accepts the URL-safe alphabet and missing padding too; a space counts as "+", because a query
 * string turns an unescaped "+" into a space. Returns null for anything that is not base64 of ASCII.
 */
function decodeBase64Ascii(input: string): string | null {
  const text = input
    .replace(/ /g, '+')
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .replace(/={1,2}$/, '');
  if (!/^[A-Za-z0-9+/]*$/.test(text) || text.length % 4 === 1) return null;
  let bits = 0;
  let bitCount = 0;
  let output = '';
  for (const char of text) {
    // Only the bits not yet emitted are kept, so the number never grows past 14 bits.
    bits = ((bits << 6) | base64Alphabet.indexOf(char)) & 0x3fff;
    bitCount += 6;
    if (bitCount >= 8) {
      bitCount -= 8;
      const byte = (bits >> bitCount) & 0xff;
      if (byte > 0x7f) return null;
      output += String.fromCharCode(byte);
    }
  }
  return output;
}

function encodeBase64Ascii(text: string): string {
  let output = '';
  for (let index = 0; index < text.length; index += 3) {
    const a = text.charCodeAt(index);
    const b = index + 1 < text.length ? text.charCodeAt(index + 1) : 0;
    const c = index + 2 < text.length ? text.charCodeAt(index + 2) : 0;
    const triple = (a << 16) | (b << 8) | c;
    output += base64Alphabet[(triple >> 18) & 63];
    output += base64Alphabet[(triple >> 12) & 63];
    output += index + 1 < text.length ? base64Alphabet[(triple >> 6) & 63] : '=';
    output += index + 2 < text.length ? base64Alphabet[triple & 63] : '=';
  }
  return output;
}

/**
 * Reads the `conn` parameter (docs/product.md §5): base64 text decoding to "ip:port", the IP a dotted quad of
 * 1 to 3 digits per part, the port numeric. Also refuses octets above 255 and ports outside
 * 1–65535, which no socket can use. Returns null when invalid (the page then runs in visitor mode).
 */
export function decodeConn(conn: string | null | undefined): AgentConn | null {
  if (typeof conn !== 'string') return null;
  const trimmed = conn.trim();
  if (!trimmed || trimmed.length > maxConnLength) return null;
  const text = decodeBase64Ascii(trimmed);
  if (text === null) return null;
  const match = connTextPattern.exec(text);
  if (!match) return null;
  const octets = match.slice(1, 5).map(Number);
  const port = Number(match[5]);
  if (octets.some((octet) => octet > 255)) return null;
  if (port < 1 || port > 65535) return null;
  // Canonical form matters: a browser reads "010" in a URL's IPv4 address as octal.
  return { ip: octets.join('.'), port };
}

/** The `conn` value for an address: base64 of "ip:port". */
export function encodeConn(ip: string, port: number): string {
  return encodeBase64Ascii(`${ip}:${port}`);
}

/** Where the page sends its calls for a decoded conn (docs/product.md §7: plain http to ip and port). */
export function agentBaseUrl(conn: AgentConn): string {
  return `http://${conn.ip}:${conn.port}`;
}

/**
 * The link a local backend prints and the desktop app opens: the marketplace screen with the
 * backend's address and pairing key. Both sit after the "#", so they never reach a server log.
 */
export function marketplaceLink(siteUrl: string, conn: AgentConn, key: string): string {
  const site = withoutTrailingSlashes(siteUrl);
  const connValue = encodeURIComponent(encodeConn(conn.ip, conn.port));
  // In the fragment (DESIGN §18): the pairing key never reaches a server, a log or a Referer.
  return `${site}/extensions#conn=${connValue}&key=${encodeURIComponent(key)}`;
}

// ---------------------------------------------------------------------------------------------
// Answers. Objects are parsed leniently (unknown fields dropped) so that a backend may add fields.

export const agentInfoSchema = z.object({
  name: z.string().min(1),
  version: z.string().min(1),
  platform: z.string().min(1),
  api_version: z.number().int().positive(),
  /** The desktop app version whose `engines.sinyal` installs are matched against. */
  app_version: z.string().min(1).optional(),
  /** The plan the licence holds (docs/architecture.md §9). */
  licence: z.object({ plan: z.string(), expires_at: z.string().nullable() }).optional(),
});
export type AgentInfo = z.infer<typeof agentInfoSchema>;

/**
 * Why the backend disabled an installed extension itself (docs/architecture.md §9, §14): its licence
 * no longer covers the plan the extension needs (the device was removed, the plan lapsed), or the
 * operators revoked the installed version. It enables the extension again once a lease covers it,
 * or once the revocation is lifted; one the user disabled has no reason.
 */
export const agentDisabledReasons = ['licence_required', 'revoked'] as const;
export type AgentDisabledReason = (typeof agentDisabledReasons)[number];

export const agentExtensionStatusSchema = z.object({
  id: z.string().min(1),
  installed: z.boolean(),
  enabled: z.boolean(),
  /** The installed version, or the version an install would bring when not installed. */
  version: z.string().min(1),
  /** Present while the backend keeps the extension disabled for a reason of its own. */
  disabled_reason: z.enum(agentDisabledReasons).optional().catch(undefined),
  /** Present when the installed version is on the registry's revocation list: never enabled. */
  revoked: z.object({ reason: z.string() }).optional().catch(undefined),
});
export type AgentExtensionStatus = z.infer<typeof agentExtensionStatusSchema>;

/** GET /api/extensions answers a bare JSON array. */
export const agentExtensionListSchema = z.array(agentExtensionStatusSchema);
export type AgentExtensionList = z.infer<typeof agentExtensionListSchema>;

/**
 * POST /api/install/{id} takes an empty JSON object (the newest compatible version) or one naming
 * a version; POST /api/update/{id} and POST /api/uninstall/{id} take {}.
 */
export const agentInstallRequestSchema = z.strictObject({
  version: z.string().min(1).max(64).optional(),
});
export type AgentInstallRequest = z.infer<typeof agentInstallRequestSchema>;

export const agentInstallResponseSchema = z.object({
  status: z.boolean(),
  id: z.string().min(1),
  installed: z.boolean(),
  enabled: z.boolean(),
  version: z.string().min(1),
  detail: z.string().optional(),
});
export type AgentInstallResponse = z.infer<typeof agentInstallResponseSchema>;

/** POST /api/uninstall/{id}: what was removed (the version) or why not. */
export const agentUninstallResponseSchema = z.object({
  status: z.literal(true),
  id: z.string().min(1),
  installed: z.literal(false),
  version: z.string().min(1),
});
export type AgentUninstallResponse = z.infer<typeof agentUninstallResponseSchema>;

/** Any refused install, update or uninstall, whatever the HTTP status. */
export const agentActionFailureSchema = z.object({
  status: z.literal(false),
  id: z.string(),
  code: z.string().min(1),
  detail: z.string().min(1),
  /** With licence_required: the plan the extension needs. */
  plan: z.string().optional(),
});
export type AgentActionFailure = z.infer<typeof agentActionFailureSchema>;

/**
 * GET /api/start/{id} and GET /api/disable/{id}. `status` false (with a `detail` such as
 * "CSV Recorder is not installed") means nothing changed, and the page must not apply the change.
 */
export const agentToggleResponseSchema = z.object({
  status: z.boolean(),
  id: z.string().min(1),
  enabled: z.boolean(),
  detail: z.string().optional(),
  /**
   * With status false: `licence_required` when the licence does not cover the extension, `revoked`
   * when the operators took the installed version down.
   */
  code: z.string().optional(),
  /** With licence_required: the plan the extension needs. */
  plan: z.string().optional(),
});
export type AgentToggleResponse = z.infer<typeof agentToggleResponseSchema>;

export const agentErrorSchema = z.object({
  code: z.string().min(1),
  detail: z.string().min(1),
});
export type AgentError = z.infer<typeof agentErrorSchema>;
