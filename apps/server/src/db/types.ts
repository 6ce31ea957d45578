import type { Generated } from 'kysely';

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
  extension_versions: ExtensionVersionsTable;
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
  is_premium: Flag;
  /** Language of the account's e-mails ("en", "tr"). */
  language: string;
  email_verified_at: string | null;
  created_at: string;
  updated_at: string;
}

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
  /** "hybrid", "realtime" for the samples; a manifest's "lite" | "pro" | "enterprise" once published. */
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
}

export interface ExtensionVersionsTable {
  extension_id: string;
  version: string;
  /** The manifest.json of this version, as JSON text. */
  manifest: string;
  published_by: number | null;
  published_at: string;
}
