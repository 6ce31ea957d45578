// Its own module so the site's router can take it without the e-mail and text checks of text.ts.

/** `value` without the "/" characters at its end; linear, unlike `replace(/\/+$/, '')`. */
export function withoutTrailingSlashes(value: string): string {
  let end = value.length;
  while (end > 0 && value.charCodeAt(end - 1) === 47) end--;
  return value.slice(0, end);
}
