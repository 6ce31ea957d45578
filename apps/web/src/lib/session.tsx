import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import type { SessionUser } from '@sinyal/contracts/auth';
import { notify } from './notify';
import type { SessionCheck } from './session-api';
import { onRefusedToken } from './session-events';
import { readItem, removeItem, writeItem } from './storage';
import { useBrowserValue } from './hydration';

export type { SessionUser };

/**
 * checking: a token is held but the server has not yet said whose it is;
 * signed-in: the token is held (and, unless the server could not be reached, `user` is loaded);
 * signed-out: no token.
 */
export type SessionStatus = 'checking' | 'signed-in' | 'signed-out';

interface Session {
  user: SessionUser | null;
  token: string | null;
  status: SessionStatus;
  /** Keeps the token (localStorage with Remember me, else sessionStorage); loads the user when not given. */
  login: (token: string, user: SessionUser | null, remember: boolean) => void;
  /** Revokes the token on the server, then forgets it here. */
  logout: () => Promise<void>;
  /** Forgets a token the server no longer accepts (a 401), without asking the server again. */
  expire: () => void;
}

const tokenKey = 'token';
const SessionContext = createContext<Session | null>(null);

/** docs/product.md §3: the token is read from localStorage "token", falling back to sessionStorage. */
export function readStoredToken(): string | null {
  return readItem('local', tokenKey) ?? readItem('session', tokenKey);
}

function forgetStoredToken(): void {
  removeItem('local', tokenKey);
  removeItem('session', tokenKey);
}

// The query library and the schemas come with the first token, not with every visit.
const loadSessionApi = () => import('./session-api');

export function SessionProvider({ children }: { children: ReactNode }) {
  // A prerendered page was drawn signed out: the stored token is read once it is hydrated.
  const [token, setToken] = useBrowserValue<string | null>(readStoredToken, null);
  // What the validation query (session-api.ts) knows about the current token.
  const [validation, setValidation] = useState<{ token: string; check: SessionCheck } | null>(null);
  const current = useRef(token);
  useEffect(() => {
    current.current = token;
  }, [token]);

  const expire = useCallback(() => {
    forgetStoredToken();
    setToken(null);
    setValidation(null);
    void loadSessionApi().then(({ forgetAccountData }) => forgetAccountData());
  }, [setToken]);

  // docs/architecture.md §4: a stored (or freshly issued) token is validated, which also loads its user.
  useEffect(() => {
    if (!token) return;
    let stop: (() => void) | undefined;
    let active = true;
    void loadSessionApi().then(({ watchSessionUser }) => {
      if (active) stop = watchSessionUser(token, (next) => setValidation({ token, check: next }));
    });
    return () => {
      active = false;
      stop?.();
    };
  }, [token]);

  // Any call the server refuses with 401 ends the session it was made with (api-client.ts).
  useEffect(
    () =>
      onRefusedToken((refused) => {
        if (refused === current.current) expire();
      }),
    [expire],
  );

  const login = useCallback(
    (nextToken: string, nextUser: SessionUser | null, remember: boolean) => {
      writeItem(remember ? 'local' : 'session', tokenKey, nextToken);
      removeItem(remember ? 'session' : 'local', tokenKey);
      if (nextUser) {
        setValidation({ token: nextToken, check: { user: nextUser, settled: true } });
        void loadSessionApi().then(({ rememberSessionUser }) =>
          rememberSessionUser(nextToken, nextUser),
        );
      }
      setToken(nextToken);
    },
    [setToken],
  );

  const logout = useCallback(async () => {
    // Nothing said to this account (such as "Login successful") stays on screen after it.
    notify.dismissAll();
    if (token) {
      try {
        const { revokeSession } = await loadSessionApi();
        await revokeSession(token);
      } catch {
        // Logging out here must work even when the server cannot be told; the token then expires on its own.
      }
    }
    expire();
  }, [token, expire]);

  const known = validation && validation.token === token ? validation.check : null;
  const user = known?.user ?? null;
  const status: SessionStatus = !token ? 'signed-out' : known?.settled ? 'signed-in' : 'checking';

  const value = useMemo(
    () => ({ user, token, status, login, logout, expire }),
    [user, token, status, login, logout, expire],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside SessionProvider');
  return session;
}
