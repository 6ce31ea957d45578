/** The only reader of import.meta.env in the web app. */
export const env = {
  /** The yellow "Dev Mode" badge; a public release builds with VITE_SHOW_DEV_BADGE=false. */
  showDevBadge: import.meta.env.VITE_SHOW_DEV_BADGE !== 'false',
  apiBase: (import.meta.env.VITE_API_BASE as string | undefined) ?? '/api',
} as const;
