/** An address of the site's API: everything it serves is under /api (docs/architecture.md §3). */
export type ApiPath = `/api/${string}`;

const part = (value: string | number) => encodeURIComponent(String(value));
const extension = (id: string) => `/api/extensions/${part(id)}` as const;
const extensionVersion = (id: string, version: string) =>
  `${extension(id)}/versions/${part(version)}` as const;

/**
 * The site's API addresses, in one table: the web's data layer calls them by name, and an address
 * with a parameter is a function of it (the parameter URL-encoded). The registry's addresses, which
 * the desktop app and the CLI call too, are named after them in extension-registry.ts.
 */
export const apiPaths = {
  // Accounts and sessions (docs/architecture.md §3)
  login: '/api/login',
  loginSecondStep: '/api/login/2fa',
  logout: '/api/logout',
  register: '/api/register',
  validate: '/api/auth/validate',
  oauthProviders: '/api/oauth/providers',
  oauthStart: (provider: string) => `/api/oauth/${part(provider)}/start`,
  oauthExchange: '/api/oauth/exchange',
  oauthRegister: '/api/oauth/register',
  oauthLinkTicket: '/api/oauth/link-ticket',
  identities: '/api/identities',
  identity: (id: number) => `/api/identities/${part(id)}`,
  passkeys: '/api/passkeys',
  passkey: (id: number) => `/api/passkeys/${part(id)}`,
  passkeyRegisterOptions: '/api/passkeys/register/options',
  passkeyRegisterVerify: '/api/passkeys/register/verify',
  passkeyLoginOptions: '/api/passkeys/login/options',
  passkeyLoginVerify: '/api/passkeys/login/verify',
  verifyEmail: '/api/verify-email',
  resendVerification: '/api/resend-verification',
  forgotPassword: '/api/forgot-password',
  resetPassword: '/api/reset-password',
  changePassword: '/api/change-password',

  // The dashboard
  profile: '/api/profile',
  premium: '/api/premium',
  userStats: '/api/user/stats',
  generateApiToken: '/api/generate-api-token',
  tokens: '/api/tokens',
  token: (id: number) => `/api/tokens/${part(id)}`,
  /** The API token the request carries: `sinyal-ext logout` revokes its own. */
  currentToken: '/api/tokens/current',
  sessions: '/api/sessions',
  session: (id: number) => `/api/sessions/${part(id)}`,
  revokeOtherSessions: '/api/sessions/revoke-others',
  twoFactor: '/api/2fa',
  twoFactorSetup: '/api/2fa/setup',
  twoFactorEnable: '/api/2fa/enable',
  twoFactorDisable: '/api/2fa/disable',
  settings: '/api/settings',
  account: '/api/account',
  accountExport: '/api/account/export',
  emailChange: '/api/account/email',
  emailChangeConfirm: '/api/account/email/confirm',
  emailChangeReport: '/api/account/email/report',

  // Licence and devices (docs/architecture.md §9)
  devices: '/api/devices',
  device: (id: string) => `/api/devices/${part(id)}`,
  offlineLease: '/api/licence/offline',
  deviceAuthorize: '/api/device/authorize',
  deviceToken: '/api/device/token',
  deviceLookup: '/api/device/lookup',
  deviceDecision: (decision: 'approve' | 'deny') => `/api/device/${decision}`,

  // Billing (docs/architecture.md §10)
  billing: '/api/billing',
  billingAvailability: '/api/billing/availability',
  billingCheckout: '/api/billing/checkout',
  billingCancel: '/api/billing/cancel',
  billingPortal: '/api/billing/portal',
  invoice: (id: string) => `/api/billing/invoices/${part(id)}`,

  // Extensions and their registry
  extensions: '/api/extensions',
  extension,
  extensionInstalls: (id: string) => `/api/extensions/${part(id)}/installs`,
  extensionVersions: (id: string) => `${extension(id)}/versions` as const,
  extensionVersion,
  releasePackage: (id: string, version: string) =>
    `${extensionVersion(id, version)}/package` as const,
  releaseSignature: (id: string, version: string) =>
    `${extensionVersion(id, version)}/signature` as const,
  releaseYank: (id: string, version: string) => `${extensionVersion(id, version)}/yank` as const,
  extensionDeprecation: (id: string) => `${extension(id)}/deprecation` as const,
  updatesCheck: '/api/updates/check',
  registryKeys: '/api/keys',
  publisher: (name: string) => `/api/publishers/${part(name)}`,
  extensionReports: (id: string) => `${extension(id)}/reports` as const,
  extensionReviews: (id: string) => `${extension(id)}/reviews` as const,
  myReview: (id: string) => `${extension(id)}/reviews/mine` as const,
  reviewReply: (id: string, reviewId: number) =>
    `${extension(id)}/reviews/${part(reviewId)}/reply` as const,
  reviewReport: (id: string, reviewId: number) =>
    `${extension(id)}/reviews/${part(reviewId)}/report` as const,
  extensionStats: (id: string) => `${extension(id)}/stats` as const,
  myExtensions: '/api/user/extensions',
  revocations: '/api/revocations',

  // The operator console (docs/architecture.md §15)
  adminUsers: '/api/admin/users',
  adminUser: (id: number) => `/api/admin/users/${part(id)}`,
  adminUserAction: (id: number, action: 'plan' | 'disable' | 'enable' | 'refund') =>
    `/api/admin/users/${part(id)}/${action}` as const,
  adminReports: '/api/admin/reports',
  adminReportResolve: (id: number) => `/api/admin/reports/${part(id)}/resolve`,
  adminExtensions: '/api/admin/extensions',
  adminTakedown: (id: string) => `/api/admin/extensions/${part(id)}/takedown`,
  adminPublisherVerification: (name: string) => `/api/admin/publishers/${part(name)}/verify`,
  adminAudit: '/api/admin/audit',

  // Organizations (docs/architecture.md §17)
  orgs: '/api/orgs',
  org: (slug: string) => `/api/orgs/${part(slug)}`,
  orgTransfer: (slug: string) => `/api/orgs/${part(slug)}/transfer`,
  orgMembers: (slug: string) => `/api/orgs/${part(slug)}/members`,
  orgMember: (slug: string, userId: number) => `/api/orgs/${part(slug)}/members/${part(userId)}`,
  orgLeave: (slug: string) => `/api/orgs/${part(slug)}/leave`,
  orgInvitations: (slug: string) => `/api/orgs/${part(slug)}/invitations`,
  orgInvitation: (slug: string, id: number) => `/api/orgs/${part(slug)}/invitations/${part(id)}`,
  orgInvitationResend: (slug: string, id: number) =>
    `/api/orgs/${part(slug)}/invitations/${part(id)}/resend`,
  acceptInvitation: '/api/invitations/accept',
  orgSeats: (slug: string) => `/api/orgs/${part(slug)}/seats`,
  orgSeat: (slug: string, userId: number) => `/api/orgs/${part(slug)}/seats/${part(userId)}`,
  orgPolicy: (slug: string) => `/api/orgs/${part(slug)}/policy`,
  orgDevices: (slug: string) => `/api/orgs/${part(slug)}/devices`,
  orgDevice: (slug: string, id: string) => `/api/orgs/${part(slug)}/devices/${part(id)}`,
  orgAudit: (slug: string) => `/api/orgs/${part(slug)}/audit`,
  orgSso: (slug: string) => `/api/orgs/${part(slug)}/sso`,
  orgSsoDomainVerify: (slug: string, domain: string) =>
    `/api/orgs/${part(slug)}/sso/domains/${part(domain)}/verify`,
  ssoStart: '/api/sso/start',

  // The rest
  contact: '/api/contact',
  clientErrors: '/api/client-errors',
  health: '/api/health',
  docs: '/api/docs',
} as const satisfies Record<string, ApiPath | ((...args: never[]) => ApiPath)>;
