/** The part of `window.location` a redirect needs, so a test can pass a plain object. */
export interface Redirectable {
  replace(url: string): void;
}

/**
 * Sends the browser to another site. `replace` rather than assigning `href`: the page that
 * redirects stays out of the history, so Back from the forum does not bounce the visitor
 * straight back to the forum.
 */
export function redirectTo(url: string, location: Redirectable = window.location): void {
  location.replace(url);
}
