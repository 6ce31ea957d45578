/**
 * Every rate limit of the API, in one table: the setting that changes it, its default and what it
 * counts. The rest is derived from here: the settings' parsing and validation (config.ts), the
 * generous limits of the tests (test/test-app.ts) and of the browser tests
 * (e2e/playwright.config.ts), and the rate-limit section of .env.example (rateLimitEnvSection,
 * held equal by rate-limit-rules.test.ts). No import: the Playwright config reads this file too.
 */

/** "<max>/<window>" with s, m, h or d: "10/15m" is at most 10 requests per 15 minutes. */
export type RateText = `${number}/${number}${'s' | 'm' | 'h' | 'd'}`;

export interface RateLimitRule {
  /** The limited action, a key of config.rateLimits. */
  action: string;
  /** Counted per client address (an IPv6 address by its /64) or per account. */
  scope: 'ip' | 'account';
  /** The environment variable that changes it. */
  env: `RATE_LIMIT_${string}`;
  default: RateText;
  /** What it counts, written above it in .env.example; a rule right after one that says it has none. */
  about?: string;
  /** The browser tests register and sign in many times from one address within minutes. */
  generousInBrowserTests?: true;
}

export const rateLimitRules = [
  {
    action: 'login',
    scope: 'ip',
    env: 'RATE_LIMIT_LOGIN_IP',
    default: '20/1m',
    generousInBrowserTests: true,
  },
  {
    action: 'login',
    scope: 'account',
    env: 'RATE_LIMIT_LOGIN_ACCOUNT',
    default: '10/15m',
    generousInBrowserTests: true,
  },
  {
    action: 'register',
    scope: 'ip',
    env: 'RATE_LIMIT_REGISTER_IP',
    default: '10/1h',
    generousInBrowserTests: true,
  },
  {
    action: 'forgotPassword',
    scope: 'ip',
    env: 'RATE_LIMIT_FORGOT_PASSWORD_IP',
    default: '10/15m',
    generousInBrowserTests: true,
  },
  {
    action: 'forgotPassword',
    scope: 'account',
    env: 'RATE_LIMIT_FORGOT_PASSWORD_ACCOUNT',
    default: '3/15m',
  },
  {
    action: 'resendVerification',
    scope: 'ip',
    env: 'RATE_LIMIT_RESEND_VERIFICATION_IP',
    default: '10/15m',
    generousInBrowserTests: true,
  },
  {
    action: 'resendVerification',
    scope: 'account',
    env: 'RATE_LIMIT_RESEND_VERIFICATION_ACCOUNT',
    default: '3/15m',
  },
  {
    action: 'changePassword',
    scope: 'account',
    env: 'RATE_LIMIT_CHANGE_PASSWORD_ACCOUNT',
    default: '10/15m',
  },
  {
    action: 'apiToken',
    scope: 'ip',
    env: 'RATE_LIMIT_API_TOKEN_IP',
    default: '20/1h',
    generousInBrowserTests: true,
  },
  {
    action: 'apiToken',
    scope: 'account',
    env: 'RATE_LIMIT_API_TOKEN_ACCOUNT',
    default: '10/1h',
    generousInBrowserTests: true,
  },
  {
    action: 'contact',
    scope: 'ip',
    env: 'RATE_LIMIT_CONTACT_IP',
    default: '5/1h',
    generousInBrowserTests: true,
  },
  {
    action: 'clientErrors',
    scope: 'ip',
    env: 'RATE_LIMIT_CLIENT_ERRORS_IP',
    default: '20/1h',
    about:
      "Error reports from readers' browsers (POST /api/client-errors), each one a line in the log.",
  },
  {
    action: 'mfa',
    scope: 'ip',
    env: 'RATE_LIMIT_MFA_IP',
    default: '20/1m',
    about:
      'Two-factor sign-in: second-step requests per address, and failed codes per account (a wrong code or recovery code, at login or when a code is asked for again).',
  },
  { action: 'mfa', scope: 'account', env: 'RATE_LIMIT_MFA_ACCOUNT', default: '5/15m' },
  {
    action: 'passwordCheck',
    scope: 'account',
    env: 'RATE_LIMIT_PASSWORD_CHECK_ACCOUNT',
    default: '10/15m',
    about:
      'Requests that ask for the password again: turning 2FA off, deleting the account, changing e-mail.',
  },
  {
    action: 'emailChange',
    scope: 'account',
    env: 'RATE_LIMIT_EMAIL_CHANGE_ACCOUNT',
    default: '3/1h',
    about: 'E-mail changes per account (each mails the new address and the old one).',
  },
  {
    action: 'emailLink',
    scope: 'ip',
    env: 'RATE_LIMIT_EMAIL_LINK_IP',
    default: '20/15m',
    about:
      'The links of an e-mail change (confirm from the new address, report from the old one), per address.',
  },
  {
    action: 'exportData',
    scope: 'account',
    env: 'RATE_LIMIT_EXPORT_ACCOUNT',
    default: '10/1h',
    about: 'Downloads of "my data" per account.',
  },
  {
    action: 'deviceAuthorize',
    scope: 'ip',
    env: 'RATE_LIMIT_DEVICE_AUTHORIZE_IP',
    default: '30/1h',
    about:
      'Device sign-in (RFC 8628): new sign-ins per address, and polls of the token endpoint per address (each device code is also told to slow_down when it polls faster than its interval).',
  },
  { action: 'deviceToken', scope: 'ip', env: 'RATE_LIMIT_DEVICE_TOKEN_IP', default: '120/1m' },
  {
    action: 'deviceCode',
    scope: 'ip',
    env: 'RATE_LIMIT_DEVICE_CODE_IP',
    default: '30/15m',
    about: 'User codes typed on /activate: every try per address, and wrong codes per account.',
  },
  {
    action: 'deviceCode',
    scope: 'account',
    env: 'RATE_LIMIT_DEVICE_CODE_ACCOUNT',
    default: '10/15m',
  },
  {
    action: 'licence',
    scope: 'ip',
    env: 'RATE_LIMIT_LICENCE_IP',
    default: '120/1m',
    about: 'Licence activations and lease renewals per address (a device renews once a day).',
  },
  {
    action: 'billing',
    scope: 'account',
    env: 'RATE_LIMIT_BILLING_ACCOUNT',
    default: '30/1h',
    about:
      'Checkouts, cancellations, payment-method portal and invoice links per account (each calls Paddle).',
  },
  {
    action: 'updatesCheck',
    scope: 'ip',
    env: 'RATE_LIMIT_UPDATES_CHECK_IP',
    default: '120/1m',
    generousInBrowserTests: true,
    about:
      'Update checks of desktop apps per address (POST /api/updates/check needs no account; an office behind one address shares the allowance, and an app told 429 asks again after Retry-After).',
  },
  {
    action: 'admin',
    scope: 'account',
    env: 'RATE_LIMIT_ADMIN_ACCOUNT',
    default: '600/15m',
    generousInBrowserTests: true,
    about: 'Requests to the operator console (/api/admin/*) per admin account.',
  },
  {
    action: 'report',
    scope: 'account',
    env: 'RATE_LIMIT_REPORT_ACCOUNT',
    default: '5/1d',
    about: 'Reports about extensions per account (POST /api/extensions/{id}/reports).',
  },
  {
    action: 'revocations',
    scope: 'ip',
    env: 'RATE_LIMIT_REVOCATIONS_IP',
    default: '120/1m',
    generousInBrowserTests: true,
    about:
      'Fetches of the signed revocation list per address (each desktop app fetches it on start, before each install and daily).',
  },
  {
    action: 'orgInvite',
    scope: 'account',
    env: 'RATE_LIMIT_ORG_INVITE_ACCOUNT',
    default: '50/1h',
    generousInBrowserTests: true,
    about:
      'Organization invitations mailed (sent and resent) per account: each one mails an address the account chose.',
  },
] as const satisfies readonly RateLimitRule[];

export type RateLimitAction = (typeof rateLimitRules)[number]['action'];
export type RateLimitEnvName = (typeof rateLimitRules)[number]['env'];

/** The scopes a given action is limited in: `{ ip: T; account: T }` for login, `{ ip: T }` for contact. */
export type RateLimitScopes<A extends RateLimitAction, T> = {
  [R in (typeof rateLimitRules)[number] as R['action'] extends A ? R['scope'] : never]: T;
};

/** Every limit's setting, each given `value(rule)`: the tests' generous limits, for one. */
export function rateLimitEnv(
  value: (rule: RateLimitRule) => string | undefined,
): Partial<Record<RateLimitEnvName, string>> {
  return Object.fromEntries(
    rateLimitRules.flatMap((rule) => {
      const given = value(rule);
      return given === undefined ? [] : [[rule.env, given]];
    }),
  );
}

/** The rule's window as written ("15m" of "10/15m"). */
export const windowOf = (rule: RateLimitRule): string => rule.default.split('/')[1] ?? '';

const heading = `Rate limits, written "<max>/<window>" with s, m, h or d: "10/15m" = 10 requests per 15 minutes. Over the limit the API answers 429 with Retry-After. _IP counts per client address (an IPv6 address by its /64). _ACCOUNT counts per account: RATE_LIMIT_LOGIN_ACCOUNT counts failed sign-ins only, by account (its username and e-mail share one count) or by the login typed when it names no account; the forgot-password and resend limits count requests per login typed and also cap the mails one account receives; the others count the signed-in account's requests.`;

/** Text as comment lines of at most `width` characters. */
function commentLines(text: string, width = 100): string[] {
  const lines: string[] = [];
  let line = '#';
  for (const word of text.split(' ')) {
    if (line.length + 1 + word.length > width && line !== '#') {
      lines.push(line);
      line = '#';
    }
    line += ` ${word}`;
  }
  lines.push(line);
  return lines;
}

/** The rate-limit section of .env.example: every setting at its default, under what it counts. */
export function rateLimitEnvSection(): string {
  const lines = commentLines(heading);
  for (const rule of rateLimitRules as readonly RateLimitRule[]) {
    if (rule.about) lines.push(...commentLines(rule.about));
    lines.push(`${rule.env}=${rule.default}`);
  }
  return `${lines.join('\n')}\n`;
}
