import {
  deviceAuthorizeResponseSchema,
  deviceCodeGrantType,
  publishToolClientId,
  publishToolTokenResponseSchema,
} from '@sinyal/contracts/licence';
import { apiPaths } from '@sinyal/contracts/api-paths';

export interface DeviceLoginEnvironment {
  fetch: typeof fetch;
  /** Says something while the command is still running (the code to type, the link). */
  print: (line: string) => void;
  /** Waits between polls; tests hand in one that does not. */
  wait: (seconds: number) => Promise<void>;
  /** Names this machine on the approval page. */
  deviceName: string;
  os: string;
  appVersion: string;
}

export class DeviceLoginError extends Error {}

async function post(env: DeviceLoginEnvironment, url: string, body: Record<string, string>) {
  const response = await env.fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  return { status: response.status, answer };
}

/**
 * RFC 8628 from the device's side (docs/architecture.md §9 and §19): asks the site for a code,
 * shows where to approve it, and polls until the signed-in user approves (an API token with the
 * publish scope), denies or lets the code expire.
 */
export async function deviceLogin(site: string, env: DeviceLoginEnvironment): Promise<string> {
  const started = await post(env, `${site}${apiPaths.deviceAuthorize}`, {
    client_id: publishToolClientId,
    device_name: env.deviceName,
    os: env.os,
    app_version: env.appVersion,
  });
  const parsed = deviceAuthorizeResponseSchema.safeParse(started.answer);
  if (started.status !== 200 || !parsed.success) {
    throw new DeviceLoginError(
      `${site} did not start a sign-in: ${started.status} ${String(started.answer?.detail ?? '')}`.trim(),
    );
  }
  const grant = parsed.data;
  env.print(
    [
      `Open ${grant.verification_uri_complete}`,
      `and approve the code ${grant.user_code} (signed in to your Sinyal account).`,
      `Waiting for the approval (the code works for ${Math.round(grant.expires_in / 60)} minutes)…`,
    ].join('\n'),
  );
  let interval = grant.interval;
  for (;;) {
    await env.wait(interval);
    const polled = await post(env, `${site}${apiPaths.deviceToken}`, {
      client_id: publishToolClientId,
      grant_type: deviceCodeGrantType,
      device_code: grant.device_code,
    });
    if (polled.status === 200) {
      const token = publishToolTokenResponseSchema.safeParse(polled.answer);
      if (!token.success)
        throw new DeviceLoginError(`${site} answered the sign-in with no API token`);
      return token.data.access_token;
    }
    const error = String(polled.answer?.error ?? polled.answer?.code ?? polled.status);
    if (error === 'authorization_pending') continue;
    if (error === 'slow_down') {
      interval = Number(polled.answer?.interval) || interval + 5;
      continue;
    }
    if (error === 'access_denied')
      throw new DeviceLoginError('The sign-in was denied on the site.');
    if (error === 'expired_token') {
      throw new DeviceLoginError(
        'The code expired before it was approved: run sinyal-ext login again.',
      );
    }
    throw new DeviceLoginError(
      `${site} refused the sign-in: ${polled.status} ${String(polled.answer?.detail ?? error)}`,
    );
  }
}
