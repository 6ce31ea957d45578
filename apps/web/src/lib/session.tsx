import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { readItem, removeItem, writeItem } from './storage';

/** The signed-in user as /api/auth/validate returns it. */
export interface SessionUser {
  id: number;
  username: string;
  email: string;
  full_name: string | null;
  company: string | null;
  sector: string | null;
  country: string | null;
  is_premium: boolean;
  email_verified: boolean;
  created_at: string;
}

interface Session {
  user: SessionUser | null;
  token: string | null;
  login: (token: string, user: SessionUser | null, remember: boolean) => void;
  logout: () => void;
}

const tokenKey = 'token';
const SessionContext = createContext<Session | null>(null);

/** Spec §3: the token is read from localStorage "token", falling back to sessionStorage. */
export function readStoredToken(): string | null {
  return readItem('local', tokenKey) ?? readItem('session', tokenKey);
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const [token, setToken] = useState<string | null>(readStoredToken);
  const [user, setUser] = useState<SessionUser | null>(null);

  const login = useCallback(
    (nextToken: string, nextUser: SessionUser | null, remember: boolean) => {
      writeItem(remember ? 'local' : 'session', tokenKey, nextToken);
      removeItem(remember ? 'session' : 'local', tokenKey);
      setToken(nextToken);
      setUser(nextUser);
    },
    [],
  );

  const logout = useCallback(() => {
    removeItem('local', tokenKey);
    removeItem('session', tokenKey);
    setToken(null);
    setUser(null);
  }, []);

  const value = useMemo(() => ({ user, token, login, logout }), [user, token, login, logout]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside SessionProvider');
  return session;
}
