import type { AddressInfo } from 'node:net';
import * as oauth from 'openid-client';
import { beforeAll, describe, expect, test, vi } from 'vitest';
import { activate, testDevice } from '../../test/device-fixtures';
import { useTestApp } from '../../test/use-test-app';

/**
 * A standard OAuth library must be able to sign a device in: the endpoints once refused forms, and
 * nothing said where they were. openid-client, a widely used one, now does the whole
 * device sign-in against a listening server, finding the endpoints by RFC 8414 discovery.
 */
const t = useTestApp();

let listening = '';
beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  listening = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});

/**
 * The library's requests go to the listening server. PUBLIC_URL (http://sinyal.test, the issuer)
 * names it the way a public name names a server behind a proxy; only the origin is swapped.
 */
const toListeningServer = (url: string, options: oauth.CustomFetchOptions) => {
  const { pathname, search } = new URL(url);
  return fetch(new URL(pathname + search, listening), options as RequestInit);
};

const discover = () =>
  oauth.discovery(new URL(t.config.publicUrl), 'sinyal-desktop', undefined, oauth.None(), {
    algorithm: 'oauth2',
    // The test server speaks plain http.
    execute: [oauth.allowInsecureRequests],
    [oauth.customFetch]: toListeningServer,
  });

/**
 * One poll of the library: it waits the interval before polling (RFC 8628 §3.5), on a clock the
 * test moves instead of five real seconds.
 */
async function pollOnce(config: oauth.Configuration, device: oauth.DeviceAuthorizationResponse) {
  vi.useFakeTimers({ toFake: ['setTimeout'] });
  let polling: Promise<oauth.TokenEndpointResponse>;
  try {
    polling = oauth.pollDeviceAuthorizationGrant(config, device);
    // The server's clock moves with the library's, so the poll is on time.
    t.clock.advance((device.interval ?? 5) * 1000);
    await vi.advanceTimersByTimeAsync((device.interval ?? 5) * 1000);
  } finally {
    vi.useRealTimers();
  }
  return polling;
}

describe('openid-client signs a device in', () => {
  test('discovery finds the device sign-in under the issuer', async () => {
    const config = await discover();
    expect(config.serverMetadata()).toMatchObject({
      issuer: 'http://sinyal.test',
      device_authorization_endpoint: 'http://sinyal.test/api/device/authorize',
      token_endpoint: 'http://sinyal.test/api/device/token',
      grant_types_supported: ['urn:ietf:params:oauth:grant-type:device_code'],
    });
  });

  test('authorize, the user approves, and the poll gets the device token', async () => {
    const config = await discover();
    const device = await oauth.initiateDeviceAuthorization(config, testDevice);
    expect(device.user_code).toMatch(/^[A-Z]{4}-[A-Z]{4}$/);
    expect(device.verification_uri).toBe('http://sinyal.test/activate');

    // The user opens /activate, sees the device, and approves it.
    const user = await t.signedIn();
    const shown = await t.post('/api/device/lookup', { user_code: device.user_code }, user.token);
    expect(shown.body).toMatchObject({ device_name: 'Lab PC', os: 'Linux', app_version: '1.0.0' });
    const approved = await t.post(
      '/api/device/approve',
      { user_code: device.user_code },
      user.token,
    );
    expect(approved.status).toBe(200);

    const tokens = await pollOnce(config, device);
    expect(tokens.token_type).toBe('bearer');
    expect(tokens.access_token).toMatch(/^[\w-]{43}$/);
    expect(tokens.device_token).toBe(tokens.access_token);

    // It is the device's token: the device activates with it.
    const lease = await activate(t, tokens.access_token);
    expect(lease.status).toBe(200);
    expect(lease.body.device_id).toBe(tokens.device_id);
  });

  test('a denied sign-in reaches the library as access_denied', async () => {
    const config = await discover();
    const device = await oauth.initiateDeviceAuthorization(config, testDevice);
    const user = await t.signedIn();
    await t.post('/api/device/deny', { user_code: device.user_code }, user.token);
    const refused = await pollOnce(config, device).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(oauth.ResponseBodyError);
    expect(refused).toMatchObject({
      error: 'access_denied',
      error_description: 'The sign-in of this device was denied',
      status: 400,
    });
  });

  test('a device the service does not describe is refused with the field named', async () => {
    const config = await discover();
    const refused = await oauth
      .initiateDeviceAuthorization(config, { device_name: 'Lab PC' })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(oauth.ResponseBodyError);
    expect(refused).toMatchObject({ error: 'invalid_request', status: 400 });
    expect((refused as oauth.ResponseBodyError).cause).toMatchObject({
      field_codes: { os: 'required', app_version: 'required' },
    });
  });
});
