import type { AccountSecrets } from '../../security/account-secrets';

/**
 * One single sign-on flow, kept in the browser between the start and the callback as the
 * provider sign-ins keep theirs (oauth/flow-cookie.ts): sealed with the account-secrets key,
 * httpOnly, SameSite=Lax so that it comes back on the provider's redirect, sent to /api/sso only,
 * 10 minutes. The callback records its state as used.
 */
export interface SsoFlow {
  orgId: number;
  state: string;
  codeVerifier: string;
  nonce: string;
  /** Milliseconds since the epoch by the server's clock. */
  expiresAt: number;
}

const cookieName = 'sinyal_sso';
const cookiePath = '/api/sso';
const sealContext = 'sso-flow';
export const ssoFlowTtlMs = 10 * 60 * 1000;

export function ssoFlowCookie(secrets: AccountSecrets, flow: SsoFlow, secure: boolean): string {
  const value = secrets.seal(JSON.stringify(flow), sealContext);
  return [
    `${cookieName}=${value}`,
    `Path=${cookiePath}`,
    `Max-Age=${ssoFlowTtlMs / 1000}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

export function clearedSsoFlowCookie(secure: boolean): string {
  return [`${cookieName}=`, `Path=${cookiePath}`, 'Max-Age=0', 'HttpOnly', 'SameSite=Lax']
    .concat(secure ? ['Secure'] : [])
    .join('; ');
}

/** The flow the cookie holds, or undefined when it is missing, forged or expired. */
export function openSsoFlow(
  secrets: AccountSecrets,
  cookieHeader: string | undefined,
  now: Date,
): SsoFlow | undefined {
  const sealed = (cookieHeader ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${cookieName}=`))
    ?.slice(cookieName.length + 1);
  if (!sealed) return undefined;
  try {
    const flow = JSON.parse(secrets.open(sealed, sealContext)) as SsoFlow;
    return flow.expiresAt > now.getTime() ? flow : undefined;
  } catch {
    return undefined;
  }
}
