import type { OAuthIntent, OAuthProviderId } from '@sinyal/contracts/oauth';
import type { AccountSecrets } from '../../security/account-secrets';

/**
 * The state of one provider flow, kept in the browser between the start and the callback
 * (docs/architecture.md §16): sealed with the server's account-secrets key (authenticated
 * encryption: nobody can read or change it), httpOnly, SameSite=Lax so that it comes back on the
 * provider's top-level redirect, and only sent to /api/oauth. Its state is used once (the
 * callback records it), and it lasts 10 minutes.
 */
export interface FlowState {
  provider: OAuthProviderId;
  state: string;
  codeVerifier: string;
  nonce: string;
  intent: OAuthIntent;
  /** The signed-in account a `link` flow is for. */
  userId: number | null;
  next: string | null;
  /** Milliseconds since the epoch by the server's clock. */
  expiresAt: number;
}

export const flowCookieName = 'sinyal_oauth';
export const flowTtlMs = 10 * 60 * 1000;
const sealContext = 'oauth-flow';
const cookiePath = '/api/oauth';

export function sealFlow(secrets: AccountSecrets, flow: FlowState): string {
  return secrets.seal(JSON.stringify(flow), sealContext);
}

/** The flow the cookie holds, or undefined when it is missing, forged or expired. */
export function openFlow(
  secrets: AccountSecrets,
  cookieHeader: string | undefined,
  now: Date,
): FlowState | undefined {
  const sealed = readCookie(cookieHeader, flowCookieName);
  if (!sealed) return undefined;
  let flow: FlowState;
  try {
    flow = JSON.parse(secrets.open(sealed, sealContext)) as FlowState;
  } catch {
    return undefined;
  }
  return flow.expiresAt > now.getTime() ? flow : undefined;
}

export function flowCookie(value: string, secure: boolean): string {
  const attributes = [
    `${flowCookieName}=${value}`,
    `Path=${cookiePath}`,
    `Max-Age=${flowTtlMs / 1000}`,
    'HttpOnly',
    'SameSite=Lax',
  ];
  if (secure) attributes.push('Secure');
  return attributes.join('; ');
}

export function clearedFlowCookie(secure: boolean): string {
  return [`${flowCookieName}=`, `Path=${cookiePath}`, 'Max-Age=0', 'HttpOnly', 'SameSite=Lax']
    .concat(secure ? ['Secure'] : [])
    .join('; ');
}

function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return undefined;
}
