/**
 * A `?next=` value a page may lead on to after signing in or registering: only a route of this
 * site (one slash and a path), never another origin.
 */
export function nextRoute(value: string | null): string | undefined {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) {
    return undefined;
  }
  return value;
}
