import {
  createContext,
  useCallback,
  useContext,
  useDeferredValue,
  useEffect,
  useMemo,
  type ReactNode,
} from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProfileUser } from '../../shared/contracts/auth';
import { api, ApiError, lazyParser, type Parser } from './api';
import { useT } from '../i18n';

/**
 * The profile reply, checked with the shared contract. This file is in the first bundle of every
 * page, so the contract (and zod) load beside the request rather than before the page (ADR 092).
 */
const profileParser = lazyParser(() =>
  import('../../shared/contracts/auth').then((m) => m.profileReply),
);
/** Logout's reply carries nothing the page uses. */
const ignoredReply: Parser<unknown> = { parse: (d) => d };

/** The auth state: user, loading, error, loaded. */
export type AuthState = {
  user: ProfileUser | null;
  loading: boolean;
  loaded: boolean;
  error: string | null;
  refresh: () => Promise<void>;
  logout: () => Promise<void>;
  /**
   * The user as the query cache holds it right now. The cache tells its observers a tick later
   * (TanStack Query batches notifications), so code that runs right after a login, such as the
   * route guard of the page the login goes back to, reads this instead of `user`.
   */
  currentUser: () => ProfileUser | null;
};

const AuthContext = createContext<AuthState | null>(null);
/** The part of an email before the @ sign (how the spec's menu names a logged-in user). */
export const emailName = (email: string) => email.split('@')[0] ?? '';

export const PROFILE_KEY = ['auth', 'profile'] as const;
/** Kept in localStorage while someone is signed in on this browser (read by src/web/islands.ts). */
const SIGNED_IN_KEY = 'jtdc.signedIn';

async function fetchProfile(): Promise<ProfileUser | null> {
  try {
    const r = await api('/api/auth/profile', profileParser);
    return r.user;
  } catch (err) {
    if (err instanceof ApiError && (err.status === 401 || err.status === 404)) return null;
    throw err;
  }
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const { msg: MSG } = useT();
  const qc = useQueryClient();
  const q = useQuery({
    queryKey: PROFILE_KEY,
    queryFn: fetchProfile,
    staleTime: 5 * 60_000,
    retry: 1,
  });
  // an island page loads the app at once for a signed-in visitor, whose header shows who they
  // are (src/web/islands.ts reads this, ADR 363): this browser remembers whether someone is
  const signedIn = q.data === undefined ? null : q.data !== null;
  useEffect(() => {
    if (signedIn === null) return;
    try {
      if (signedIn) localStorage.setItem(SIGNED_IN_KEY, '1');
      else localStorage.removeItem(SIGNED_IN_KEY);
    } catch {
      // storage blocked: island pages load the app on the first use instead
    }
  }, [signedIn]);
  const refresh = useCallback(async () => {
    await qc.invalidateQueries({ queryKey: PROFILE_KEY });
  }, [qc]);
  /** Ends the session; never rejects: the local session is cleared even when the server call fails. */
  const logout = useCallback(async () => {
    try {
      await api('/api/auth/logout', ignoredReply, { method: 'POST', body: {} });
    } catch {
      // offline or the server failed: the cookie may live on, but this browser forgets the user
    } finally {
      qc.setQueryData(PROFILE_KEY, null);
      qc.removeQueries({
        predicate: (query) => query.queryKey[0] !== 'auth' && query.queryKey[0] !== 'public',
      });
    }
  }, [qc]);
  const currentUser = useCallback(
    () => qc.getQueryData<ProfileUser | null>(PROFILE_KEY) ?? null,
    [qc],
  );
  const value = useMemo<AuthState>(
    () => ({
      currentUser,
      user: q.data ?? null,
      loading: q.isPending,
      loaded: !q.isPending,
      error: q.error ? q.error.message || MSG.somethingWentWrong : null,
      refresh,
      logout,
    }),
    [q.data, q.isPending, q.error, refresh, logout, currentUser, MSG],
  );
  // the session becomes known just after a server-rendered page hydrates: passed on at a low
  // priority, so parts still waiting for their chunk (the footer, the home page's lower sections)
  // hydrate first instead of being dropped and drawn again (ADR 204)
  const shown = useDeferredValue(value);
  return <AuthContext.Provider value={shown}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const ctx = useContext(AuthContext);
  if (!ctx) throw new Error('useAuth must be used inside AuthProvider');
  return ctx;
}
