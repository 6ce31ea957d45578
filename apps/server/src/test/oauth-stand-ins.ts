import { createHash, generateKeyPairSync, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import https from 'node:https';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Provider from 'oidc-provider';

/**
 * Local stand-ins for the sign-in providers, for tests only (the API tests and e2e start them;
 * production talks to Google and GitHub themselves): a real OpenID Connect provider
 * (`oidc-provider`) playing Google, and a small node:https server playing GitHub's OAuth pages and
 * the two API calls sign-in makes. Both serve https with a certificate for 127.0.0.1 from the test
 * CA in ./tls (its private key was thrown away once it signed that certificate), which the server
 * under test trusts through NODE_EXTRA_CA_CERTS, as the README tells an operator to do for a local
 * provider. Each shows a small sign-in form, where a test (or Playwright) says who signs in.
 */

const tlsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'tls');
export const testCaFile = path.join(tlsDir, 'ca.pem');
const tls = {
  cert: fs.readFileSync(path.join(tlsDir, 'provider.pem')),
  key: fs.readFileSync(path.join(tlsDir, 'provider-key.pem')),
};

export const standInClient = { id: 'sinyal-test-client', secret: 'sinyal-test-client-secret' };

/** The settings that point a server at both stand-ins. */
export function standInSettings(google: OidcStandIn, github: GitHubStandIn) {
  return {
    GOOGLE_CLIENT_ID: standInClient.id,
    GOOGLE_CLIENT_SECRET: standInClient.secret,
    GOOGLE_ISSUER: google.issuer,
    GITHUB_CLIENT_ID: standInClient.id,
    GITHUB_CLIENT_SECRET: standInClient.secret,
    GITHUB_URL: github.url,
    GITHUB_API_URL: `${github.url}/api/v3`,
  };
}

async function listen(
  port: number,
  handler: (request: IncomingMessage, response: ServerResponse) => void,
) {
  const server = https.createServer(tls, handler);
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const url = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return { url, close };
}

async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The stand-ins' sign-in page: who signs in, and whether the provider verified the address. */
function signInPage(title: string, action: string, hidden: Record<string, string>, who: string) {
  const inputs = Object.entries(hidden)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`)
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head>
<body><main><h1>${title}</h1><p>A local stand-in for tests.</p>
<form method="post" action="${action}">${inputs}
<p><label>${who} <input name="login" required></label></p>
<p><label>Email <input name="email" type="email"></label></p>
<p><label>Name <input name="name"></label></p>
<p><label><input type="checkbox" name="email_verified" value="true" checked> Email verified</label></p>
<p><button type="submit" name="decision" value="allow">Sign in</button>
<button type="submit" name="decision" value="deny">Cancel</button></p>
</form></main></body></html>`;
}

function sendHtml(response: ServerResponse, html: string) {
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
}

function sendJson(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

// ---------------------------------------------------------------------------------------------
// Google: oidc-provider

interface OidcAccount {
  sub: string;
  email: string;
  email_verified: boolean;
  name: string;
}

export interface OidcStandIn {
  issuer: string;
  /** Accounts by `sub`; the form makes one per login name typed. */
  accounts: Map<string, OidcAccount>;
  close(): Promise<void>;
}

/** `redirectUris`: the callbacks of the servers under test (`<PUBLIC_URL>/api/oauth/google/callback`). */
export async function startOidcStandIn(
  options: { port?: number; redirectUris: string[] } = { redirectUris: [] },
): Promise<OidcStandIn> {
  const accounts = new Map<string, OidcAccount>();
  // Made once the server's address (its issuer) is known.
  const made: { provider?: Provider } = {};
  const server = await listen(options.port ?? 0, (request, response) => {
    const provider = made.provider;
    if (!provider) return void response.writeHead(503).end();
    const url = request.url ?? '/';
    if (url.startsWith('/interaction/')) {
      void interaction(provider, request, response).catch((error: unknown) => {
        response.writeHead(500).end(String(error));
      });
      return;
    }
    provider.callback()(request, response);
  });

  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  made.provider = new Provider(server.url, {
    clients: [
      {
        client_id: standInClient.id,
        client_secret: standInClient.secret,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), kid: 'stand-in', use: 'sig' }] },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // Every claim in the ID token, as Google puts them there.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 3600,
      IdToken: 600,
      Interaction: 600,
      Session: 3600,
    },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    async findAccount(_ctx, sub) {
      const account = accounts.get(sub);
      if (!account) return undefined;
      return { accountId: sub, claims: async () => ({ ...account }) };
    },
  });

  async function interaction(p: Provider, request: IncomingMessage, response: ServerResponse) {
    const details = await p.interactionDetails(request, response);
    if (request.method === 'GET' && details.prompt.name === 'login') {
      return sendHtml(
        response,
        signInPage('Sign in to the Google stand-in', `/interaction/${details.uid}`, {}, 'Login'),
      );
    }
    let accountId = details.session?.accountId;
    if (request.method === 'POST') {
      const form = await readForm(request);
      if (form.get('decision') === 'deny') {
        return p.interactionFinished(request, response, {
          error: 'access_denied',
          error_description: 'The person cancelled',
        });
      }
      const login = form.get('login') ?? 'someone';
      accountId = `sub-${createHash('sha256').update(login).digest('hex').slice(0, 16)}`;
      accounts.set(accountId, {
        sub: accountId,
        email: form.get('email') || `${login}@example.com`,
        email_verified: form.get('email_verified') === 'true',
        name: form.get('name') ?? '',
      });
    }
    if (!accountId) return void response.writeHead(400).end('no account');
    const grant = new p.Grant({ accountId, clientId: standInClient.id });
    grant.addOIDCScope('openid email profile');
    const grantId = await grant.save();
    return p.interactionFinished(
      request,
      response,
      { login: { accountId }, consent: { grantId } },
      { mergeWithLastSubmission: false },
    );
  }

  return { issuer: server.url, accounts, close: server.close };
}

// ---------------------------------------------------------------------------------------------
// GitHub: the OAuth web flow (with PKCE) and /user, /user/emails

interface GitHubUser {
  id: number;
  login: string;
  name: string;
  emails: { email: string; primary: boolean; verified: boolean }[];
}

export interface GitHubStandIn {
  url: string;
  users: Map<string, GitHubUser>;
  close(): Promise<void>;
}

export async function startGitHubStandIn(options: { port?: number } = {}): Promise<GitHubStandIn> {
  const users = new Map<string, GitHubUser>();
  const codes = new Map<string, { login: string; challenge: string; redirectUri: string }>();
  const tokens = new Map<string, string>();
  let nextId = 1000;

  const server = await listen(options.port ?? 0, (request, response) => {
    void handle(request, response).catch((error: unknown) => {
      response.writeHead(500).end(String(error));
    });
  });

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', server.url);
    const route = `${request.method} ${url.pathname}`;
    if (route === 'GET /login/oauth/authorize') {
      const query = Object.fromEntries(url.searchParams);
      if (query.client_id !== standInClient.id || query.code_challenge_method !== 'S256') {
        return sendJson(response, 400, { error: 'bad_request' });
      }
      return sendHtml(
        response,
        signInPage('Sign in to the GitHub stand-in', '/login/oauth/authorize', query, 'Username'),
      );
    }
    if (route === 'POST /login/oauth/authorize') {
      const form = await readForm(request);
      const redirectUri = form.get('redirect_uri') ?? '';
      const back = new URL(redirectUri);
      back.searchParams.set('state', form.get('state') ?? '');
      if (form.get('decision') === 'deny') {
        back.searchParams.set('error', 'access_denied');
      } else {
        const login = form.get('login') ?? 'someone';
        const email = form.get('email') || `${login}@example.com`;
        const known = users.get(login);
        users.set(login, {
          id: known?.id ?? nextId++,
          login,
          name: form.get('name') ?? '',
          emails: [{ email, primary: true, verified: form.get('email_verified') === 'true' }],
        });
        const code = randomBytes(16).toString('hex');
        codes.set(code, { login, challenge: form.get('code_challenge') ?? '', redirectUri });
        back.searchParams.set('code', code);
      }
      return void response.writeHead(302, { location: back.toString() }).end();
    }
    if (route === 'POST /login/oauth/access_token') {
      const form = await readForm(request);
      const code = codes.get(form.get('code') ?? '');
      codes.delete(form.get('code') ?? '');
      const verifier = form.get('code_verifier') ?? '';
      const challenge = createHash('sha256').update(verifier).digest('base64url');
      // GitHub answers a refused code with 200 and an error, as here.
      if (
        form.get('client_id') !== standInClient.id ||
        form.get('client_secret') !== standInClient.secret ||
        !code ||
        code.redirectUri !== form.get('redirect_uri') ||
        code.challenge !== challenge
      ) {
        return sendJson(response, 200, { error: 'bad_verification_code' });
      }
      const token = `gho_${randomBytes(16).toString('hex')}`;
      tokens.set(token, code.login);
      return sendJson(response, 200, { access_token: token, token_type: 'bearer', scope: '' });
    }
    const login = tokens.get((request.headers.authorization ?? '').replace(/^Bearer /, ''));
    const user = login === undefined ? undefined : users.get(login);
    if (route === 'GET /api/v3/user' && user) {
      return sendJson(response, 200, { id: user.id, login: user.login, name: user.name });
    }
    if (route === 'GET /api/v3/user/emails' && user) return sendJson(response, 200, user.emails);
    return sendJson(response, 404, { message: 'Not Found' });
  }

  return { url: server.url, users, close: server.close };
}
