import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import type { SessionUser } from '@sinyal/contracts/auth';
import { readItem, removeItem, writeItem } from './storage';

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

/** Spec §3: the token is read from localStorage "token", falling back to sessionStorage. */
export function readStoredToken(): string | null {
  return readItem('local', tokenKey) ?? readItem('session', tokenKey);
}

function forgetStoredToken(): void {
  removeItem('local', tokenKey);
  removeItem('session', tokenKey);
}

const loadSessionApi = () => import('./session-api');

function isUnauthorized(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 401
  );
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const [token, setToken] = useState<string | null>(readStoredToken);
  const [user, setUser] = useState<SessionUser | null>(null);
  // The token the server has answered about, so a failed check (no network) does not repeat forever.
  const [checkedToken, setCheckedToken] = useState<string | null>(null);

  const expire = useCallback(() => {
    forgetStoredToken();
    setToken(null);
    setUser(null);
  }, []);

  // DESIGN §4: a stored (or freshly issued) token is validated, which also loads its user.
  useEffect(() => {
    if (!token || user) return;
    const controller = new AbortController();
    loadSessionApi()
      .then(({ validateSession }) => validateSession(token, controller.signal))
      .then(
        (loaded) => {
          if (controller.signal.aborted) return;
          setUser(loaded);
          setCheckedToken(token);
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          if (isUnauthorized(error)) expire();
          // Unreachable or failing server: keep the token; the next call that needs it will tell.
          else setCheckedToken(token);
        },
      );
    return () => controller.abort();
  }, [token, user, expire]);

  const login = useCallback(
    (nextToken: string, nextUser: SessionUser | null, remember: boolean) => {
      writeItem(remember ? 'local' : 'session', tokenKey, nextToken);
      removeItem(remember ? 'session' : 'local', tokenKey);
      setToken(nextToken);
      setUser(nextUser);
      setCheckedToken(nextUser ? nextToken : null);
    },
    [],
  );

  const logout = useCallback(async () => {
    if (token) {
      try {
        const { revokeSession } = await loadSessionApi();
        await revokeSession(token);
      } catch {
        // Signing out here must work even when the server cannot be told; the token then expires on its own.
      }
    }
    expire();
  }, [token, expire]);

  const status: SessionStatus = !token
    ? 'signed-out'
    : user || checkedToken === token
      ? 'signed-in'
      : 'checking';

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
