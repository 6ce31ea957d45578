import {
  deviceAuthorizeResponseSchema,
  deviceTokenResponseSchema,
  leaseResponseSchema,
  type ActivateRequest,
  type DeviceAuthorizeRequest,
  type DeviceAuthorizeResponse,
  type DeviceTokenResponse,
  type LeaseRequest,
  type LeaseResponse,
} from '@sinyal/contracts/licence';
import { jwksSchema } from '@sinyal/contracts/signing-keys';
import type { z } from 'zod';
import type { ListedKey } from '../trust/registry-keys';

/** An answer of the service that is not the one asked for: its status and `{code, detail}`. */
export class RegistryError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly detail: string,
    readonly body: Record<string, unknown> = {},
  ) {
    super(detail);
  }
}

/** The service could not be reached at all (no network, wrong address, timeout). */
export class RegistryUnreachable extends Error {}

export type FetchLike = typeof fetch;

const timeoutMs = 15_000;

/** The service's licence endpoints, at `<siteUrl>/api` (docs/architecture.md §9). */
export function createRegistryClient(siteUrl: string, fetchImpl: FetchLike = fetch) {
  async function call<S extends z.ZodType>(
    path: string,
    schema: S,
    init: { method?: string; body?: unknown; token?: string } = {},
  ): Promise<z.infer<S>> {
    let response: Response;
    try {
      response = await fetchImpl(`${siteUrl}/api${path}`, {
        method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
        headers: {
          accept: 'application/json',
          ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
        },
        ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new RegistryUnreachable(
        `${siteUrl} cannot be reached (${(error as Error).message}); check SITE_URL and the network`,
      );
    }
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      body = undefined;
    }
    if (!response.ok) {
      const error = (body ?? {}) as Record<string, unknown>;
      throw new RegistryError(
        response.status,
        typeof error.code === 'string' ? error.code : `http_${response.status}`,
        typeof error.detail === 'string' ? error.detail : `HTTP ${response.status} from ${path}`,
        error,
      );
    }
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      throw new RegistryError(response.status, 'bad_answer', `Unexpected answer from ${path}`);
    }
    return parsed.data;
  }

  return {
    authorize: (request: DeviceAuthorizeRequest): Promise<DeviceAuthorizeResponse> =>
      call('/device/authorize', deviceAuthorizeResponseSchema, { body: request }),
    token: (deviceCode: string): Promise<DeviceTokenResponse> =>
      call('/device/token', deviceTokenResponseSchema, {
        body: {
          grant_type: 'urn:ietf:params:oauth:grant-type:device_code',
          device_code: deviceCode,
        },
      }),
    activate: (token: string, request: ActivateRequest): Promise<LeaseResponse> =>
      call('/licence/activate', leaseResponseSchema, { body: request, token }),
    renew: (token: string, request: LeaseRequest): Promise<LeaseResponse> =>
      call('/licence/lease', leaseResponseSchema, { body: request, token }),
    keys: async (): Promise<ListedKey[]> => (await call('/keys', jwksSchema)).keys,
  };
}

export type RegistryClient = ReturnType<typeof createRegistryClient>;
