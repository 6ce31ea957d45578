import type { OAuthProviderId } from '@sinyal/contracts/oauth';
import type { TestApp } from './test-app';

/**
 * Plays the browser of a provider sign-in against the server under test and a local provider
 * stand-in (oauth-stand-ins.ts): the server's start, the provider's pages (cookies kept per
 * browser, its sign-in form filled in), and the way back to the server's callback.
 */

/** Who signs in at the provider's form. */
export interface ProviderPerson {
  login: string;
  email?: string;
  name?: string;
  /** Whether the provider vouches for the address (default true). */
  emailVerified?: boolean;
  /** Cancel at the provider instead. */
  deny?: boolean;
}

export interface StartOptions {
  intent?: 'login' | 'link';
  ticket?: string;
  next?: string;
}

/** The provider's cookies, as one browser keeps them. */
export class ProviderBrowser {
  private readonly cookies = new Map<string, string>();

  private cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  private keep(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1);
      if (/max-age=0|expires=thu, 01 jan 1970/i.test(line) || value === '')
        this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  async fetch(url: string, init: RequestInit = {}): Promise<Response> {
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), cookie: this.cookieHeader() },
    });
    this.keep(response);
    return response;
  }

  /**
   * Follows the provider's pages from `authorizeUrl` until it sends the browser to `returnTo`,
   * filling in its sign-in form as `person`; answers that address.
   */
  async signIn(authorizeUrl: string, person: ProviderPerson, returnTo: string): Promise<string> {
    let url = authorizeUrl;
    let init: RequestInit = {};
    for (let hop = 0; hop < 12; hop++) {
      const response = await this.fetch(url, init);
      init = {};
      const location = response.headers.get('location');
      if (location) {
        url = new URL(location, url).toString();
        if (url.startsWith(returnTo)) return url;
        continue;
      }
      const html = await response.text();
      const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
      if (!action)
        throw new Error(`the provider answered ${response.status}: ${html.slice(0, 300)}`);
      const form = new URLSearchParams();
      for (const match of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) {
        form.set(match[1] ?? '', unescape(match[2] ?? ''));
      }
      form.set('login', person.login);
      form.set('email', person.email ?? `${person.login}@example.com`);
      form.set('name', person.name ?? '');
      if (person.emailVerified !== false) form.set('email_verified', 'true');
      form.set('decision', person.deny ? 'deny' : 'allow');
      url = new URL(action.replace(/&#38;/g, '&'), url).toString();
      init = {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form.toString(),
      };
    }
    throw new Error('the provider never sent the browser back');
  }
}

const unescape = (value: string) =>
  value.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));

/** The server's answer at the end of a flow: the site's /oauth page with a code or an error. */
export interface FlowEnd {
  status: number;
  location: string;
  code: string | null;
  error: string | null;
}

export function flowEndOf(answer: { status: number; headers: Record<string, unknown> }): FlowEnd {
  const location = String(answer.headers.location ?? '');
  const fragment = new URLSearchParams(location.split('/oauth#')[1] ?? '');
  return {
    status: answer.status,
    location,
    code: fragment.get('code'),
    error: fragment.get('error'),
  };
}

/** One flow, step by step, so a test can change what passes between the steps. */
export async function startFlow(t: TestApp, provider: OAuthProviderId, options: StartOptions = {}) {
  const query = new URLSearchParams({ intent: options.intent ?? 'login' });
  if (options.ticket !== undefined) query.set('ticket', options.ticket);
  if (options.next !== undefined) query.set('next', options.next);
  const answer = await t.request({ method: 'GET', url: `/api/oauth/${provider}/start?${query}` });
  const setCookie = String(answer.headers['set-cookie'] ?? '');
  return {
    answer,
    authorizeUrl: String(answer.headers.location ?? ''),
    /** The flow's cookie as the browser sends it back (`sinyal_oauth=...`). */
    cookie: setCookie.split(';')[0] ?? '',
  };
}

/** The server's callback, as the provider's redirect reaches it with the browser's cookie. */
export async function callback(t: TestApp, callbackUrl: string, cookie: string) {
  const url = new URL(callbackUrl);
  const answer = await t.request({
    method: 'GET',
    url: `${url.pathname}${url.search}`,
    headers: cookie ? { cookie } : {},
  });
  return flowEndOf(answer);
}

/** A whole flow in a fresh browser: start, the provider's form, the callback. */
export async function runFlow(
  t: TestApp,
  provider: OAuthProviderId,
  person: ProviderPerson,
  options: StartOptions & { browser?: ProviderBrowser } = {},
): Promise<FlowEnd> {
  const started = await startFlow(t, provider, options);
  if (!started.authorizeUrl.startsWith('https://')) return flowEndOf(started.answer);
  const back = await (options.browser ?? new ProviderBrowser()).signIn(
    started.authorizeUrl,
    person,
    t.config.publicUrl,
  );
  return callback(t, back, started.cookie);
}

/** A whole flow and the trade of its code (with the page's session `token`): the exchange's answer. */
export async function signInWith(
  t: TestApp,
  provider: OAuthProviderId,
  person: ProviderPerson,
  options: StartOptions & { token?: string } = {},
) {
  const end = await runFlow(t, provider, person, options);
  if (!end.code) throw new Error(`the flow ended with ${end.error ?? end.location}`);
  // The page sends its session, if it has one (a link needs the one that asked for it).
  return t.post('/api/oauth/exchange', { code: end.code }, options.token);
}
