/**
 * Query keys of everything that belongs to the signed-in account. Each holds the session token,
 * so one account's answers are never shown to the next one logged in on the same page; logging
 * out removes them all.
 */
export const accountKeys = {
  all: ['account'] as const,
  ofToken: (token: string | null) => ['account', token] as const,
  user: (token: string | null) => ['account', token, 'user'] as const,
  /**
   * The dashboard's figures (GET /api/user/stats): read again by any screen that changes them,
   * such as an install or uninstall on the marketplace page.
   */
  figures: (token: string | null) => ['account', token, 'dashboard', 'stats'] as const,
};
