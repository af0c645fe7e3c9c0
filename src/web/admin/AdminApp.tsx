import { Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { Spinner } from '../components/Spinner';
import { AdminLayout } from './AdminLayout';
import { AdminPage } from './AdminPage';
import { IdleWarning } from './IdleWarning';
import { LoginPage } from './LoginPage';
import { adminHref, adminRoutes, type AdminRoute } from './routes';
import { TotpSetup } from './security/TotpSetup';
import { roleAllows, StaffProvider, useStaff, useStaffSession } from './useStaff';

function NotFound() {
  return (
    <AdminPage title="Page not found">
      <p>
        There is no back-office page at this address.{' '}
        <a href={adminHref('/')}>Go to the dashboard</a>.
      </p>
    </AdminPage>
  );
}

function NotAllowed() {
  return (
    <AdminPage title="Not available for your role">
      <p>
        Your role does not include this page. <a href={adminHref('/')}>Go to the dashboard</a>.
      </p>
    </AdminPage>
  );
}

function Guarded({ route }: { route: AdminRoute }) {
  const me = useStaff();
  const Page = route.component;
  return roleAllows(me.role, route.roles) ? <Page /> : <NotAllowed />;
}

/** Signed in: the layout and the page of the current /admin path. */
function SignedIn() {
  const { me } = useStaffSession();
  if (me?.totpRequired) {
    return (
      <AdminLayout nav={false}>
        <AdminPage
          title="Set up two-factor sign-in"
          intro="Every staff account must use an authenticator app. Set it up to continue."
        >
          <TotpSetup />
        </AdminPage>
      </AdminLayout>
    );
  }
  return (
    <AdminLayout>
      <Suspense fallback={<Spinner block />}>
        <Switch>
          {adminRoutes.map((r) => (
            <Route key={r.path} path={r.path}>
              <Guarded route={r} />
            </Route>
          ))}
          <Route>
            <NotFound />
          </Route>
        </Switch>
      </Suspense>
      <IdleWarning />
    </AdminLayout>
  );
}

function Gate() {
  const { me, loading, error, refresh } = useStaffSession();
  if (loading) return <Spinner block />;
  if (error && !me) {
    return (
      <main id="main" style={{ padding: 'var(--space-8) var(--space-4)', textAlign: 'center' }}>
        <h1>The back office could not be reached</h1>
        <button type="button" onClick={() => void refresh()}>
          Try again
        </button>
      </main>
    );
  }
  return me ? <SignedIn /> : <LoginPage />;
}

/**
 * The back office at /admin (ADR 130): its own lazily loaded chunk, English only, with its own
 * route table (./routes.tsx), session (./useStaff.tsx) and fetch wrapper (./api.ts).
 */
export function AdminApp() {
  return (
    <StaffProvider>
      <Gate />
    </StaffProvider>
  );
}
