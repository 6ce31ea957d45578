import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { AppError, invalidInput } from '../errors';
import { useTestApp } from '../test/use-test-app';
import { errorBody } from './errors';
import { responseSerializerCompiler } from './response-serializer';
import { commonErrorStatuses, declaredRoutes } from './route-kit';

/**
 * POST /api/device/token once declared its own 400 answer, narrower than the 400 of
 * a body the schema refuses, and answered that one with a 500. Every route now gets every error
 * answer declared for it; this walks the routes the running server has and writes, with the
 * production writer and each route's schema, every kind of failure the error handler makes.
 */
const t = useTestApp();

/** The failures the error handler writes, by status (plugins/errors.ts). */
const failures: Record<number, AppError[]> = {
  400: [
    invalidInput([{ field: 'email', code: 'email_invalid', message: 'Enter a valid email' }]),
    invalidInput([
      { field: 'password', code: 'required', message: 'This field is required' },
      { field: 'username', code: 'invalid', message: 'Must be text' },
    ]),
    AppError.of('invalid_json', 400),
    AppError.of('slow_down', 400, { params: { interval: 10 } }),
  ],
  401: [AppError.of('unauthorized', 401)],
  403: [AppError.of('forbidden', 403)],
  404: [AppError.of('not_found', 404), new AppError('not_found', 404, 'No API route for GET /x')],
  409: [
    AppError.of('conflict', 409),
    AppError.of('conflict', 409, { params: { existing_id: 'x' } }),
  ],
  410: [AppError.of('manifest_publishing_retired', 410)],
  413: [AppError.of('payload_too_large', 413)],
  415: [AppError.of('unsupported_media_type', 415)],
  418: [new AppError('bad_request', 418, 'An unusual refusal')],
  429: [
    AppError.of('rate_limited', 429, {
      headers: { 'Retry-After': '30' },
      params: { retry_after_s: 30 },
    }),
  ],
  500: [AppError.of('internal_error', 500)],
  502: [new AppError('internal_error', 502, 'An unusual failure')],
  503: [
    AppError.of('service_unavailable', 503),
    AppError.of('not_ready', 503, { params: { database: 'down', redis: 'up' } }),
  ],
};

const failuresOf = (status: string) =>
  status === '4xx'
    ? (failures[418] ?? [])
    : status === '5xx'
      ? (failures[502] ?? [])
      : (failures[Number(status)] ?? []);

function routesOfServer() {
  return declaredRoutes(t.app.sinyal).map((route) => ({
    name: `${String(route.method)} ${route.url}`,
    route,
    response: (route.schema?.response ?? {}) as Record<string, unknown>,
  }));
}

describe('every route declares its error answers', () => {
  test('the walk sees the routes of every module, the device sign-in and the metadata', () => {
    const names = routesOfServer().map(({ name }) => name);
    expect(names.length).toBeGreaterThan(80);
    for (const name of [
      'POST /api/device/token',
      'POST /api/device/authorize',
      'GET /api/profile',
      'POST /api/login',
      'GET /api/ready',
      'POST /api/licence/activate',
      'POST /api/extensions/:id/versions',
      'GET /.well-known/oauth-authorization-server',
    ]) {
      expect(names).toContain(name);
    }
  });

  test('each route declares the common error statuses, and each declared status has a zod schema', () => {
    for (const { name, response } of routesOfServer()) {
      const statuses = Object.keys(response);
      expect(statuses, name).toEqual(
        expect.arrayContaining([...commonErrorStatuses.map(String), '4xx', '5xx']),
      );
      for (const status of statuses) {
        expect(response[status], `${name} → ${status}`).toBeInstanceOf(z.ZodType);
      }
    }
  });

  test('production writes every failure of every route as the error handler made it', () => {
    const production = responseSerializerCompiler(false);
    const checked = responseSerializerCompiler(true);
    let written = 0;
    for (const { name, route, response } of routesOfServer()) {
      const request = { id: 'req-1', routeOptions: { config: route.config ?? {} } } as Parameters<
        typeof errorBody
      >[1];
      for (const [status, schema] of Object.entries(response)) {
        if (!/^[45]/.test(status)) continue;
        const compile = {
          schema,
          method: String(route.method),
          url: route.url,
          httpStatus: status,
        };
        const write = production(compile);
        const writeChecked = checked(compile);
        for (const failure of failuresOf(status)) {
          const body = errorBody(failure, request);
          const where = `${name} → ${status} ${failure.code}`;
          expect(() => writeChecked(body), where).not.toThrow();
          expect(JSON.parse(write(body)), where).toEqual(body);
          written += 1;
        }
      }
    }
    expect(written).toBeGreaterThan(1000);
  });

  test('the device endpoints answer errors in the OAuth shape, the others in the API shape', () => {
    const oauth = routesOfServer()
      .filter(({ route }) => route.config?.oauthErrors)
      .map(({ name }) => name);
    expect(oauth.sort()).toEqual(['POST /api/device/authorize', 'POST /api/device/token']);
  });
});
