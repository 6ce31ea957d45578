import { createHash } from 'node:crypto';
import http from 'node:http';
import { CompactSign, importJWK, type JWK } from 'jose';
import { apiPaths } from '@sinyal/contracts/api-paths';
import { releaseStatementType } from '@sinyal/contracts/extension-registry';
import {
  revocationListMediaType,
  revocationListType,
  type RevocationList,
} from '@sinyal/contracts/moderation';
import type { ListedKey } from '../trust/registry-keys';

/** A key that signs statements in the front's name: its kid and private JWK (d and x). */
export interface FrontSigner {
  kid: string;
  jwk: JWK;
}

export interface FrontPlan {
  /** What GET /api/keys lists, given what the registry lists. */
  keys?: (listed: ListedKey[]) => ListedKey[];
  /** Signs every release statement again with this key (a rotation, or a forger). */
  signer?: FrontSigner;
  /** Package bytes served instead of the registry's, by "id/version"; the statement names them. */
  packages?: Record<string, Buffer>;
  /** Names the catalogue (GET /api/extensions/{id}) gives instead of the registry's, by id. */
  names?: Record<string, string>;
  /** What GET /api/revocations answers (a compact JWS), whatever the registry has. */
  revocations?: string;
}

/** A revocation list as the registry signs it, by `signer` (with another `typ` when given). */
export async function signRevocationList(
  signer: FrontSigner,
  list: RevocationList,
  typ: string = revocationListType,
): Promise<string> {
  return new CompactSign(new TextEncoder().encode(JSON.stringify(list)))
    .setProtectedHeader({ alg: 'EdDSA', kid: signer.kid, typ })
    .sign(await importJWK(signer.jwk, 'EdDSA'));
}

/**
 * What stands between the agent and the real registry in its tests (test/registry-process.ts):
 * everything passes through unchanged except what the plan changes. It plays a registry that
 * rotated its key, or a proxy that lists a key of its own and signs its own package with it.
 */
export async function startRegistryFront(upstream: string) {
  let plan: FrontPlan = {};

  async function answer(path: string): Promise<{ status: number; type: string; body: Buffer }> {
    if (path === apiPaths.revocations && plan.revocations !== undefined) {
      return { status: 200, type: revocationListMediaType, body: Buffer.from(plan.revocations) };
    }
    const response = await fetch(`${upstream}${path}`);
    const type = response.headers.get('content-type') ?? 'application/octet-stream';
    let body: Buffer = Buffer.from(await response.arrayBuffer());
    if (!response.ok) return { status: response.status, type, body };
    const release = /^\/api\/extensions\/([^/]+)\/versions\/([^/]+)\/(signature|package)$/.exec(
      path,
    );
    const replaced = release ? plan.packages?.[`${release[1]}/${release[2]}`] : undefined;
    const named = /^\/api\/extensions\/([^/]+)$/.exec(path)?.[1];
    if (named && plan.names?.[named]) {
      const entry = JSON.parse(body.toString('utf8')) as Record<string, unknown>;
      body = Buffer.from(JSON.stringify({ ...entry, name: plan.names[named] }));
    } else if (path === '/api/keys' && plan.keys) {
      const listed = (JSON.parse(body.toString('utf8')) as { keys: ListedKey[] }).keys;
      body = Buffer.from(JSON.stringify({ keys: plan.keys(listed) }));
    } else if (release?.[3] === 'package' && replaced) {
      body = replaced;
    } else if (release?.[3] === 'signature' && (plan.signer || replaced)) {
      const [, payload = ''] = body.toString('utf8').trim().split('.');
      const statement = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<
        string,
        unknown
      >;
      if (replaced) {
        statement.sha256 = createHash('sha256').update(replaced).digest('hex');
        statement.size = replaced.length;
      }
      const signer = plan.signer;
      if (!signer) throw new Error('a replaced package needs a signer');
      body = Buffer.from(
        await new CompactSign(new TextEncoder().encode(JSON.stringify(statement)))
          .setProtectedHeader({ alg: 'EdDSA', kid: signer.kid, typ: releaseStatementType })
          .sign(await importJWK(signer.jwk, 'EdDSA')),
      );
    }
    return { status: response.status, type, body };
  }

  const server = http.createServer((request, response) => {
    answer(request.url ?? '/').then(
      ({ status, type, body }) => {
        response.writeHead(status, { 'content-type': type, 'content-length': body.length });
        response.end(body);
      },
      (error: unknown) => {
        response.writeHead(500, { 'content-type': 'text/plain' });
        response.end(String(error));
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    set(next: FrontPlan) {
      plan = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type RegistryFront = Awaited<ReturnType<typeof startRegistryFront>>;
