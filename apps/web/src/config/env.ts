/** The only reader of import.meta.env in the web app. */
export const env = {
  /**
   * The yellow "Dev Mode" badge: only while developing (`vite` dev server, or a `--mode development`
   * build). Every production build leaves it out, so a visitor never sees it; no setting can turn it
   * on there.
   */
  showDevBadge: import.meta.env.DEV,
  apiBase: (import.meta.env.VITE_API_BASE as string | undefined) ?? '/api',
} as const;
