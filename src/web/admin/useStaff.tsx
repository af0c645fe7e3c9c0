import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { staffMeReply, type StaffMe, type StaffRole } from '../../shared/contracts/staff';
import { ADMIN_KEY, adminApi, anyReply, onSignedOut } from './api';

export const ME_KEY = [ADMIN_KEY, 'me'] as const;

type StaffSession = {
  me: StaffMe | null;
  loading: boolean;
  error: boolean;
  /** Asks the server again (also keeps the session alive: "Stay signed in"). */
  refresh: () => Promise<void>;
  /** Sets the signed-in staff member (after login). */
  signedIn: (me: StaffMe) => void;
  signOut: () => Promise<void>;
  /** Ends the session because of inactivity: the login page then says so. */
  expire: () => Promise<void>;
  /** true after the server ended the session (idle timeout) rather than the person signing out */
  expired: boolean;
};

const Ctx = createContext<StaffSession | null>(null);

export function StaffProvider({ children }: { children: ReactNode }) {
  const qc = useQueryClient();
  const q = useQuery({
    queryKey: ME_KEY,
    queryFn: async () => (await adminApi('/api/staff/me', staffMeReply)).data,
    staleTime: Infinity,
    retry: 1,
  });
  const [expired, setExpired] = useState(false);
  useEffect(
    () =>
      onSignedOut(() => {
        qc.removeQueries({
          predicate: (x) => x.queryKey[0] === ADMIN_KEY && x.queryKey[1] !== 'me',
        });
        setExpired(true);
        qc.setQueryData(ME_KEY, null);
      }),
    [qc],
  );
  const endSession = useCallback(
    async (idle: boolean) => {
      try {
        await adminApi('/api/staff/logout', anyReply, { method: 'POST', body: {} });
      } catch {
        // signed out here whatever the server says
      } finally {
        qc.removeQueries({
          predicate: (x) => x.queryKey[0] === ADMIN_KEY && x.queryKey[1] !== 'me',
        });
        setExpired(idle);
        qc.setQueryData(ME_KEY, null);
      }
    },
    [qc],
  );
  const value = useMemo<StaffSession>(
    () => ({
      me: q.data ?? null,
      loading: q.isPending,
      error: q.isError,
      expired,
      refresh: async () => {
        await qc.fetchQuery({
          queryKey: ME_KEY,
          queryFn: async () => (await adminApi('/api/staff/me', staffMeReply)).data,
        });
      },
      signedIn: (me) => {
        setExpired(false);
        qc.setQueryData(ME_KEY, me);
      },
      signOut: () => endSession(false),
      expire: () => endSession(true),
    }),
    [q.data, q.isPending, q.isError, expired, qc, endSession],
  );
  return <Ctx.Provider value={value}>{children}</Ctx.Provider>;
}

export function useStaffSession(): StaffSession {
  const s = useContext(Ctx);
  if (!s) throw new Error('useStaffSession outside StaffProvider');
  return s;
}

/** The signed-in staff member (only inside the signed-in back office). */
export function useStaff(): StaffMe {
  const { me } = useStaffSession();
  if (!me) throw new Error('useStaff without a signed-in staff member');
  return me;
}

/** Whether a role may open something limited to `roles` (admin always; none = everyone). */
export const roleAllows = (role: StaffRole, roles: readonly StaffRole[]) =>
  role === 'admin' || roles.length === 0 || roles.includes(role);
