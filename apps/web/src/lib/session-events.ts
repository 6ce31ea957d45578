type RefusedTokenListener = (token: string) => void;

const listeners = new Set<RefusedTokenListener>();

/**
 * The API client says here when the server answered 401 to a call that carried a session token
 * (expired, revoked, logged out elsewhere); the session forgets that token if it still holds it.
 * A module of its own, so the client does not import the session and the session not the client.
 */
export function reportRefusedToken(token: string): void {
  for (const listener of listeners) listener(token);
}

export function onRefusedToken(listener: RefusedTokenListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
