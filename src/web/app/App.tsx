import { Component, Suspense, useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Route, Router, Switch, useLocation } from 'wouter';
import { toast, ToastContainer, type Id } from 'react-toastify';
import { Spinner } from '../components/Spinner';
import { MOBILE_BREAKPOINT_PX, TOAST_AUTO_CLOSE_MS } from '../../shared/constants';
import { HINDI_PREFIX } from '../../shared/routes';
import { langOfPath, LangProvider, useMessage, useT } from '../i18n';
import { useAlternateLinks } from '../lib/meta';
import { AuthProvider } from '../lib/auth';
import { RequireAuth } from '../lib/RequireAuth';
import { useMediaQuery } from '../lib/useMediaQuery';
import { AccessStrip } from './AccessStrip';
import { Footer } from './Footer';
import { Header } from './Header';
import { NotFoundPage } from './NotFoundPage';
import { routes } from './routes';
import { useLinkInterception } from './useLinkInterception';

/**
 * Every route change scrolls to the top, or to the element a `#hash` names (e.g.
 * the header's Destinations link to the home page's carousel), once the lazy page has drawn it.
 */
function ScrollToTop() {
  const [location] = useLocation();
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    window.scrollTo(0, 0);
    if (!id) return;
    let frame = 0;
    const until = Date.now() + 3_000;
    const find = () => {
      const el = document.getElementById(id);
      if (el) el.scrollIntoView();
      else if (Date.now() < until) frame = requestAnimationFrame(find);
    };
    find();
    return () => cancelAnimationFrame(frame);
  }, [location]);
  return null;
}

/**
 * An error toast belongs to the page it was about: it goes when the person moves to another page
 * (e.g. a form error must not stay over the next screen). Success and info toasts stay.
 */
function DismissErrorsOnNavigation() {
  const [location] = useLocation();
  const errors = useRef(new Set<Id>());
  useEffect(
    () =>
      toast.onChange((item) => {
        if (item.status === 'added' && item.type === 'error') errors.current.add(item.id);
        if (item.status === 'removed') errors.current.delete(item.id);
      }),
    [],
  );
  useEffect(() => {
    for (const id of errors.current) toast.dismiss(id);
    errors.current.clear();
  }, [location]);
  return null;
}

function ErrorFallback() {
  const { common } = useT();
  return (
    <main id="main" style={{ padding: '4rem 1rem', textAlign: 'center' }}>
      <h1>{common.error.title}</h1>
      <button type="button" onClick={() => window.location.reload()}>
        {common.error.retry}
      </button>
    </main>
  );
}

/** A toast of a Hindi page shows its message in Hindi (ADR 101: messages come in English). */
function TranslateToasts() {
  const tr = useMessage();
  useEffect(
    () =>
      toast.onChange((item) => {
        if (item.status !== 'added' || typeof item.content !== 'string') return;
        const text = tr(item.content);
        if (text !== item.content) toast.update(item.id, { render: text });
      }),
    [tr],
  );
  return null;
}

class ErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return <ErrorFallback />;
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
          <Route key={r.path} path={r.path} nest={r.nest}>
            {r.bare ? (
              page
            ) : (
              <>
                <AccessStrip />
                <Header />
                {page}
                <Footer />
              </>
            )}
          </Route>
        );
      })}
      <Route>
        <AccessStrip />
        <Header />
        <NotFoundPage key={location} />
        <Footer />
      </Route>
    </Switch>
  );
}

/**
 * The language comes from the URL: under /hi the page is Hindi, and the app's routes, links and
 * navigation work inside that prefix (a wouter base), so every page answers in both languages.
 */
function LangRoot({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  const lang = langOfPath(location);
  useLayoutEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);
  useAlternateLinks(location);
  return (
    <LangProvider value={lang}>
      <Router base={lang === 'hi' ? HINDI_PREFIX : ''}>
        <Suspense fallback={<Spinner block />}>{children}</Suspense>
      </Router>
    </LangProvider>
  );
}

export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <LangRoot>
        <Site />
      </LangRoot>
    </QueryClientProvider>
  );
}

/**
 * `<html data-ready>` once the page is drawn and interactive (hydrated, its lazy page loaded): the
 * browser tests wait for it. Inside the page's Suspense boundary, so it waits for the page.
 */
function MarkReady() {
  useEffect(() => {
    document.documentElement.dataset.ready = '';
  }, []);
  return null;
}

function Site() {
  const { common } = useT();
  // phones: toasts at the bottom, clear of the top of forms; wider: top right, below the header
  const phone = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX}px)`);
  return (
    <AuthProvider>
      <a className="skip-link" href="#main" data-native="">
        {common.skipToContent}
      </a>
      <ScrollToTop />
      <DismissErrorsOnNavigation />
      <TranslateToasts />
      <ErrorBoundary>
        <Suspense fallback={<Spinner block />}>
          <Shell />
          <MarkReady />
        </Suspense>
      </ErrorBoundary>
      <ToastContainer
        position={phone ? 'bottom-center' : 'top-right'}
        autoClose={TOAST_AUTO_CLOSE_MS}
        pauseOnHover
        pauseOnFocusLoss
        newestOnTop
      />
    </AuthProvider>
  );
}
