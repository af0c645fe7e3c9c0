import { Component, Suspense, useEffect, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Route, Switch, useLocation } from 'wouter';
import { ToastContainer } from 'react-toastify';
import { Spinner } from '../components/Spinner';
import { TOAST_AUTO_CLOSE_MS } from '../../shared/constants';
import { common } from '../i18n/en/common';
import { AuthProvider } from '../lib/auth';
import { RequireAuth } from '../lib/RequireAuth';
import { Footer } from './Footer';
import { Header } from './Header';
import { NotFoundPage } from './NotFoundPage';
import { routes } from './routes';
import { useLinkInterception } from './useLinkInterception';

function ScrollToTop() {
  const [location] = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location]);
  return null;
}

class ErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <main id="main" style={{ padding: '4rem 1rem', textAlign: 'center' }}>
        <h1>{common.error.title}</h1>
        <button type="button" onClick={() => window.location.reload()}>
          {common.error.retry}
        </button>
      </main>
    );
  }
}

function Shell() {
  useLinkInterception();
  const [location] = useLocation();
  return (
    <Switch>
      {routes.map((r) => {
        const Page = r.component;
        const page = r.auth ? (
          <RequireAuth>
            <Page />
          </RequireAuth>
        ) : (
          <Page />
        );
        return (
          <Route key={r.path} path={r.path}>
            {r.bare ? (
              page
            ) : (
              <>
                <Header />
                {page}
                <Footer />
              </>
            )}
          </Route>
        );
      })}
      <Route>
        <Header />
        <NotFoundPage key={location} />
        <Footer />
      </Route>
    </Switch>
  );
}

export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <a className="skip-link" href="#main" data-native="">
          {common.skipToContent}
        </a>
        <ScrollToTop />
        <ErrorBoundary>
          <Suspense fallback={<Spinner block />}>
            <Shell />
          </Suspense>
        </ErrorBoundary>
        <ToastContainer
          position="top-right"
          autoClose={TOAST_AUTO_CLOSE_MS}
          pauseOnHover
          pauseOnFocusLoss
          newestOnTop
        />
      </AuthProvider>
    </QueryClientProvider>
  );
}
