import type { Generated } from 'kysely';
import type { PlanSource, SubscriptionStatus } from '@sinyal/contracts/billing';
import type { Plan } from '@sinyal/contracts/plans';

/**
 * The tables as Kysely sees them. One schema for SQLite and PostgreSQL (docs/decisions/0002):
 * times are ISO-8601 UTC text with milliseconds ("2025-08-25T09:30:00.000Z"), so they sort and
 * compare the same way in both; booleans are integers 0/1 because SQLite has no boolean type.
 */
export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  email_tokens: EmailTokensTable;
  login_events: LoginEventsTable;
  api_requests: ApiRequestsTable;
  contact_messages: ContactMessagesTable;
  user_extension_installs: UserExtensionInstallsTable;
  extensions: ExtensionsTable;
  /** PostgreSQL only (migration 0020): kept by triggers on extensions, read by the text search. */
  catalogue_search: CatalogueSearchTable;
  extension_versions: ExtensionVersionsTable;
  publishers: PublishersTable;
  package_blobs: PackageBlobsTable;
  extension_downloads: ExtensionDownloadsTable;
  recovery_codes: RecoveryCodesTable;
  login_challenges: LoginChallengesTable;
  email_changes: EmailChangesTable;
  device_authorizations: DeviceAuthorizationsTable;
  devices: DevicesTable;
  subscriptions: SubscriptionsTable;
  billing_events: BillingEventsTable;
  invoices: InvoicesTable;
  jobs: JobsTable;
  oauth_identities: OAuthIdentitiesTable;
  oauth_tickets: OAuthTicketsTable;
  passkeys: PasskeysTable;
  passkey_challenges: PasskeyChallengesTable;
  audit_events: AuditEventsTable;
  extension_reports: ExtensionReportsTable;
  extension_reviews: ExtensionReviewsTable;
  organizations: OrganizationsTable;
  org_members: OrgMembersTable;
  org_invitations: OrgInvitationsTable;
  org_seats: OrgSeatsTable;
  org_audit_events: OrgAuditEventsTable;
  org_sso: OrgSsoTable;
  org_sso_domains: OrgSsoDomainsTable;
}

export type Flag = 0 | 1;

export interface UsersTable {
  id: Generated<number>;
  username: string;
  /** NFKC, lower case, trimmed: the unique key that decides whether a name is taken. */
  username_normalized: string;
  email: string;
  email_normalized: string;
  password_hash: string;
  full_name: string;
  company: string;
  sector: string;
  country: string;
  newsletter: Flag;
  /** 'lite' | 'pro' | 'enterprise' (migration 0005); `is_premium` is derived from it. */
  plan: Plan;
  /** End of the paid period (ISO); null for a plan granted without one. Billing fills it. */
  plan_paid_until: string | null;
  /** Who set the plan (migration 0007): a subscription, the operator's set-plan, or nobody. */
  plan_source: Generated<PlanSource>;
  /** The plan stops here without grace (a canceled subscription's paid period); then Lite. */
  plan_ends_at: Generated<string | null>;
  /** Language of the account's e-mails ("en", "tr"). */
  language: string;
  email_verified_at: string | null;
  created_at: string;
  updated_at: string;
  /** The desktop app sends no telemetry for this account (migration 0006). */
  telemetry_opt_out: Generated<Flag>;
  /** The TOTP secret, sealed (security/account-secrets.ts); null without two-factor sign-in. */
  totp_secret: Generated<string | null>;
  /** A sealed secret waiting for its first code during setup. */
  totp_pending_secret: Generated<string | null>;
  totp_enabled_at: Generated<string | null>;
  /** The 30-second time step of the last code accepted: a code counts once. */
  totp_last_step: Generated<number | null>;
  /** 0: made through a provider, no password anyone knows until a reset sets one (migration 0012). */
  password_set: Generated<Flag>;
  /** 'user' or 'admin' (migration 0013): admins reach /api/admin/* with a session and 2FA. */
  role: Generated<UserRole>;
  /** Set while the operator has switched the account off: no sign-in, no token works. */
  disabled_at: Generated<string | null>;
  disabled_reason: Generated<string | null>;
}

export type UserRole = 'user' | 'admin';

export type TokenKind = 'session' | 'api';

export interface SessionsTable {
  id: Generated<number>;
  /** SHA-256 (hex) of the opaque token; the token itself is never stored. */
  token_hash: string;
  user_id: number;
  kind: TokenKind;
  created_at: string;
  /** Null for API tokens, which last until they are replaced or revoked. */
  expires_at: string | null;
  revoked_at: string | null;
  last_used_at: string | null;
  ip: string | null;
  user_agent: string | null;
  /** An API token's name ("Default" for the dashboard's one-click token); null for sessions. */
  name: string | null;
  /** An API token's scopes as a JSON array ('["read","publish"]'); null for sessions. */
  scopes: string | null;
}

export type EmailTokenPurpose = 'verify' | 'reset';

export interface EmailTokensTable {
  id: Generated<number>;
  token_hash: string;
  user_id: number;
  purpose: EmailTokenPurpose;
  created_at: string;
  expires_at: string;
  used_at: string | null;
  /**
   * The normalized address the link was mailed to (migration 0010): it works only while that is
   * still the account's address.
   */
  sent_to: string | null;
}

export interface LoginEventsTable {
  id: Generated<number>;
  /** Null when the name typed matched no account. */
  user_id: number | null;
  success: Flag;
  ip: string | null;
  user_agent: string | null;
  created_at: string;
}

export interface ApiRequestsTable {
  id: Generated<number>;
  session_id: number;
  user_id: number;
  method: string;
  path: string;
  created_at: string;
}

export interface ContactMessagesTable {
  id: Generated<number>;
  name: string;
  email: string;
  subject: string;
  message: string;
  ip: string | null;
  created_at: string;
}

export interface UserExtensionInstallsTable {
  user_id: number;
  extension_id: string;
  installed_at: string;
}

/** The catalogue entry, holding the fields of the latest published version. */
export interface ExtensionsTable {
  /** The manifest id: lower-case words joined by "-", "_" or "." (contracts/extension-manifest). */
  id: string;
  name: string;
  description: string;
  description_long: string | null;
  author: string;
  category: 'Recorder' | 'Visualization';
  /** The manifest's category, listed as itself; null for an entry without a manifest (migration 0016). */
  listed_category: string | null;
  /** The manifest's mode, the plan the extension needs: "lite" | "pro" | "enterprise". */
  mode: string;
  /** JSON array of lower-case formats, e.g. '["csv","tsv"]'. */
  file_formats: string;
  /** Operating systems as text, "Windows, Linux". */
  os: string;
  /** Repository or website; '' when there is none. */
  git_path: string;
  /** Null for the built-in samples, which nobody can publish to. */
  owner_user_id: number | null;
  is_premium: Flag;
  latest_version: string;
  /** Lower-cased name, description and category: what the search matches. */
  search_text: string;
  created_at: string;
  updated_at: string;
  /**
   * Look-alike skeletons (modules/registry/lookalike.ts) of the id, name and author (migration
   * 0004, computed again by 0011 when the skeleton changed).
   */
  id_key: string | null;
  name_key: string | null;
  author_key: string | null;
  /** Downloads of every version, each address counted once per version and day. */
  downloads: Generated<number>;
  /** The owner's deprecation notice; null while the extension is current. */
  deprecated_reason: string | null;
  replacement_id: string | null;
  deprecated_at: string | null;
  /** A takedown of the whole extension (migration 0013): gone everywhere, listed as revoked. */
  taken_down_at: Generated<string | null>;
  takedown_reason: Generated<string | null>;
  /** The visible reviews' average (0 without any) and count (migration 0017), kept with them. */
  rating_avg: Generated<number>;
  rating_count: Generated<number>;
}

/**
 * The listed extensions' searched and sorted columns (PostgreSQL only, migration 0020), written by
 * triggers on extensions and never by the code.
 */
export interface CatalogueSearchTable {
  id: string;
  search_text: string;
  name: string;
  downloads: number;
  rating_avg: number;
  rating_count: number;
  updated_at: string;
  /** coalesce(listed_category, category): the category the catalogue lists and filters on. */
  category: string;
  is_premium: Flag;
}

export interface ExtensionVersionsTable {
  extension_id: string;
  version: string;
  /** The manifest.json of this version, as JSON text. */
  manifest: string;
  published_by: number | null;
  published_at: string;
  /**
   * The package (migration 0004): SHA-256 (hex) and size of the .sxp, where storage keeps it; the
   * release statement's compact JWS; engines.sinyal; README.md and CHANGELOG.md. All null for a
   * version published as a manifest alone, before packages existed.
   */
  sha256: string | null;
  size: number | null;
  signature: string | null;
  engines_sinyal: string | null;
  readme: string | null;
  changelog: string | null;
  /** Set while the owner has yanked it: hidden from "latest" and from updates. */
  yanked_at: string | null;
  yank_reason: string | null;
  /** A takedown of this version (migration 0013): its download answers 410, listed as revoked. */
  revoked_at: Generated<string | null>;
  revoke_reason: Generated<string | null>;
  downloads: Generated<number>;
}

/** Who an author name belongs to: its look-alike skeleton, the name as first written, the owner. */
export interface PublishersTable {
  author_key: string;
  author: string;
  /** Null: reserved by the registry itself (the built-in samples), or its account was deleted. */
  owner_user_id: number | null;
  created_at: string;
  /** When the owner's account was deleted (migration 0010): the name stays taken, by nobody. */
  retired_at: string | null;
  /** The operator's "Verified" badge (migration 0013). */
  verified_at: Generated<string | null>;
}

/** Packages kept in the database (PACKAGE_STORAGE=database), addressed by SHA-256. */
export interface PackageBlobsTable {
  sha256: string;
  size: number;
  data: Buffer;
  created_at: string;
}

/** One row per address, version and day that downloaded: the count goes up once per row. */
export interface ExtensionDownloadsTable {
  extension_id: string;
  version: string;
  /** YYYY-MM-DD (UTC). */
  day: string;
  /** A keyed hash of the address (its /64 for IPv6), never the address itself. */
  client: string;
}

export type DeviceAuthorizationStatus = 'pending' | 'approved' | 'denied' | 'used';

/** An RFC 8628 sign-in waiting for, or decided by, the user (migration 0005). */
export interface DeviceAuthorizationsTable {
  id: Generated<number>;
  /** SHA-256 (hex) of the device code; the code itself is never stored. */
  device_code_hash: string;
  /** Normalised: 8 letters of the user-code alphabet, no dash. */
  user_code: string;
  device_name: string;
  os: string;
  app_version: string;
  /** The OAuth client that asked: null for the desktop app, 'sinyal-ext' (migration 0016). */
  client_id: string | null;
  status: DeviceAuthorizationStatus;
  /** Who approved or denied it. */
  user_id: number | null;
  /** Seconds the device must wait between polls; slow_down raises it. */
  interval_s: number;
  last_polled_at: string | null;
  created_at: string;
  expires_at: string;
  decided_at: string | null;
}

/** A desktop app signed in to an account (migration 0005). */
export interface DevicesTable {
  /** Random (UUID); a lease's `did`. */
  id: string;
  user_id: number;
  kind: 'online' | 'offline';
  name: string;
  os: string;
  app_version: string;
  /** SHA-256 (hex) of the device token; null for an offline device. */
  token_hash: string | null;
  /** HMAC-SHA-256 (hex) of the fingerprint with the server's secret; null until activated. */
  fingerprint_hash: string | null;
  /** The device's Ed25519 public key (JWK x). */
  public_key: string | null;
  /** Set once it holds a seat. */
  activated_at: string | null;
  last_seen_at: string | null;
  lease_expires_at: string | null;
  /** JSON array of the extension ids the device last reported ('[]' until it does). */
  extensions: Generated<string>;
  projects: Generated<number>;
  created_at: string;
  revoked_at: string | null;
}

/** Single-use codes that stand in for the authenticator app (migration 0006). */
export interface RecoveryCodesTable {
  id: Generated<number>;
  user_id: number;
  /** SHA-256 (hex) of the normalised code (80 random bits). */
  code_hash: string;
  created_at: string;
  used_at: string | null;
}

/** The second step of a login with two-factor sign-in: the `mfa_token`, hashed (migration 0006). */
export interface LoginChallengesTable {
  id: Generated<number>;
  token_hash: string;
  user_id: number;
  remember_me: Flag;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** A change of e-mail address, confirmed from the new address, reportable from the old one. */
export interface EmailChangesTable {
  id: Generated<number>;
  user_id: number;
  old_email: string;
  new_email: string;
  new_email_normalized: string;
  confirm_token_hash: string;
  report_token_hash: string;
  created_at: string;
  confirm_expires_at: string;
  report_expires_at: string;
  confirmed_at: string | null;
  /** Replaced by a newer request before it was confirmed. */
  cancelled_at: string | null;
  /** The old address said it was not them: undone, everyone signed out. */
  reported_at: string | null;
}

/** A Paddle subscription as its latest applied event left it (migration 0007). */
export interface SubscriptionsTable {
  /** Paddle's id (sub_…). */
  id: string;
  user_id: number;
  /** Paddle's customer id (ctm_…): the portal is opened for it. */
  customer_id: string;
  status: SubscriptionStatus;
  price_id: string | null;
  interval: 'month' | 'year' | null;
  /** In the currency's smallest unit, as Paddle gives it. */
  amount: string | null;
  currency: string | null;
  current_period_end: string | null;
  cancel_at_period_end: Flag;
  /** When it stops (scheduled or done); null while it renews. */
  ends_at: string | null;
  /** When the newest applied event happened: an older event changes nothing. */
  last_event_at: string;
  created_at: string;
  updated_at: string;
}

/** A webhook event seen once; a replay of its id changes nothing. */
export interface BillingEventsTable {
  event_id: string;
  event_type: string;
  occurred_at: string;
  /** applied, stale, ignored, unknown_account, manual_plan */
  outcome: string;
  received_at: string;
}

/** A completed payment. Kept for the legal period after its account is deleted. */
export interface InvoicesTable {
  /** Paddle's transaction id (txn_…). */
  id: string;
  user_id: number | null;
  subscription_id: string | null;
  invoice_number: string | null;
  amount: string;
  currency: string;
  billed_at: string;
  /** Copied in when the account is deleted (legal-retention.ts). */
  buyer_name: string | null;
  buyer_country: string | null;
  retain_until: string | null;
  created_at: string;
}

export type JobState = 'queued' | 'running' | 'done' | 'failed';

/** Background work with retries (migration 0008, jobs/job-queue.ts). */
export interface JobsTable {
  id: Generated<number>;
  /** What runs it: 'mail', 'retention'. */
  kind: string;
  /** JSON; a mail's content until it is sent, '{}' after (it may carry a sign-in link). */
  payload: string;
  state: JobState;
  attempts: Generated<number>;
  max_attempts: number;
  /** Not run before this moment (ISO): the first try, or the next one after a backoff. */
  run_after: string;
  last_error: string | null;
  /** The instance running it, and until when: past that, another instance may take it over. */
  locked_by: string | null;
  locked_until: string | null;
  /** Unique when set: a scheduled job enqueued by several instances is stored once. */
  dedupe_key: string | null;
  created_at: string;
  updated_at: string;
}

/** A provider account linked to an account (migration 0012): found by (provider, subject) only. */
export interface OAuthIdentitiesTable {
  id: Generated<number>;
  user_id: number;
  provider: string;
  /** The provider's stable id of the person: OIDC `sub`, GitHub's numeric user id. */
  subject: string;
  email: string | null;
  created_at: string;
  last_used_at: string | null;
}

export type OAuthTicketPurpose = 'state' | 'code' | 'signup' | 'link';

/** A short-lived secret of a provider sign-in, hashed; `payload` is JSON of what it stands for. */
export interface OAuthTicketsTable {
  id: Generated<number>;
  token_hash: string;
  purpose: OAuthTicketPurpose;
  user_id: number | null;
  payload: string | null;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** A WebAuthn credential (migration 0012). */
export interface PasskeysTable {
  id: Generated<number>;
  user_id: number;
  /** base64url of the credential id the authenticator made. */
  credential_id: string;
  /** base64url of the COSE public key. */
  public_key: string;
  name: string;
  /** The signature counter last seen; one that goes back is refused (a cloned authenticator). */
  counter: number;
  /** JSON array of the transports the browser reported ("internal", "usb", "hybrid"...). */
  transports: string | null;
  backed_up: Flag;
  created_at: string;
  last_used_at: string | null;
}

export interface PasskeyChallengesTable {
  id: Generated<number>;
  challenge_hash: string;
  purpose: 'register' | 'login';
  user_id: number | null;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/**
 * One admin action or account-security event (migration 0013). Rows are only ever inserted; no
 * route edits or deletes one, and retention keeps them at least a year.
 */
export interface AuditEventsTable {
  id: Generated<number>;
  at: string;
  /** The account that acted; null for the system (a webhook, a job). */
  actor_id: number | null;
  /** e.g. "user.disable", "extension.takedown", "security.password_change". */
  action: string;
  /** "user", "extension", "publisher", "report". */
  target_type: string;
  target_id: string;
  reason: string | null;
  ip: string | null;
}

export type ExtensionReportReason =
  | 'malware'
  | 'impersonation'
  | 'broken'
  | 'other'
  // A review's report (migration 0017).
  | 'spam'
  | 'abuse';

/** A user's report about an extension (migration 0013), open until an admin resolves it. */
export interface ExtensionReportsTable {
  id: Generated<number>;
  extension_id: string;
  /** Null once the reporter's account is deleted. */
  reporter_id: number | null;
  reason: ExtensionReportReason;
  detail: string;
  status: Generated<'open' | 'resolved'>;
  created_at: string;
  resolved_at: string | null;
  resolved_by: number | null;
  resolution: 'dismiss' | 'takedown' | null;
  note: string | null;
  /** Set when the report is about one review of the extension (migration 0017). */
  review_id: Generated<number | null>;
}

/** A user's rating and review of an extension (migration 0017): one per account and extension. */
export interface ExtensionReviewsTable {
  id: Generated<number>;
  extension_id: string;
  user_id: number;
  /** 1 to 5. */
  rating: number;
  text: string;
  created_at: string;
  updated_at: string;
  /** The extension owner's one reply, editable. */
  reply_text: string | null;
  reply_at: string | null;
  /** An operator took the review down from a report: out of every list and of the rating. */
  hidden_at: Generated<string | null>;
  hidden_reason: Generated<string | null>;
}

export type OrgRole = 'owner' | 'admin' | 'member';

/** An Enterprise team (migration 0014). */
export interface OrganizationsTable {
  id: Generated<number>;
  slug: string;
  name: string;
  created_at: string;
  /** Enterprise seats the operator sold; 0 until then. */
  seat_quantity: Generated<number>;
  /** The seats give Enterprise until here; null for no end. */
  seat_ends_at: Generated<string | null>;
  /** A member without 2FA keeps membership but not the seat's plan. */
  require_2fa: Generated<Flag>;
}

export interface OrgMembersTable {
  org_id: number;
  user_id: number;
  role: OrgRole;
  joined_at: string;
}

/** An invitation by e-mail: the token is mailed once and kept as its SHA-256 (migration 0014). */
export interface OrgInvitationsTable {
  id: Generated<number>;
  org_id: number;
  /** Only an account whose verified address is this one can accept. */
  email_normalized: string;
  role: OrgRole;
  token_hash: string;
  created_at: string;
  expires_at: string;
  accepted_at: string | null;
  revoked_at: string | null;
  invited_by: number | null;
}

/** An Enterprise seat an organization's admin gave a member. */
export interface OrgSeatsTable {
  org_id: number;
  user_id: number;
  assigned_at: string;
}

/** The organization's own audit log (member.invited, seat.assigned...), append-only. */
export interface OrgAuditEventsTable {
  id: Generated<number>;
  org_id: number;
  at: string;
  actor_id: number | null;
  action: string;
  target_type: string;
  target_id: string;
  detail: string | null;
}

/** An organization's own OpenID Connect provider (migration 0015). */
export interface OrgSsoTable {
  org_id: number;
  issuer: string;
  client_id: string;
  /** Sealed with the account-secrets key, bound to the organization ("org-sso:<org_id>"). */
  client_secret_sealed: string;
  /** Password sign-in is refused to the people of its verified domains, owners excepted. */
  enforce_sso: Generated<Flag>;
  updated_at: string;
}

/** A domain an organization claims; its people sign in through SSO once it is verified. */
export interface OrgSsoDomainsTable {
  id: Generated<number>;
  org_id: number;
  /** Lower case, unique across organizations. */
  domain: string;
  /** What the DNS TXT record `_sinyal.<domain>` must hold: `sinyal-verify=<token>`. */
  token: string;
  created_at: string;
  verified_at: string | null;
}
