import { useEffect, type ReactNode } from 'react';
import { useLocation, useSearch } from 'wouter';
import { Spinner } from '../components/Spinner';
import { useAuth } from './auth';
import { useT } from '../i18n';

/**
 * Spec "Route protection": 'Checking authentication...' while the profile loads, then /login for a
 * visitor (with the page to come back to), or the page itself.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { msg: MSG } = useT();
  const { user: rendered, loaded, currentUser } = useAuth();
  const user = rendered ?? currentUser();
  const [location, navigate] = useLocation();
  const search = useSearch();
  useEffect(() => {
    if (loaded && !rendered && !currentUser()) {
      const next = location + (search ? `?${search}` : '');
      navigate(`/login?next=${encodeURIComponent(next)}`, { replace: true });
    }
  }, [loaded, rendered, currentUser, location, search, navigate]);
  if (!loaded || !user) {
    return (
      <main id="main">
        <Spinner label={MSG.checkingAuth} block />
      </main>
    );
  }
  return <>{children}</>;
}
