import {
  Component,
  lazy,
  Suspense,
  useEffect,
  useLayoutEffect,
  useRef,
  type ReactNode,
} from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Route, Router, Switch, useLocation } from 'wouter';
import { Spinner } from '../components/Spinner';
import { HINDI_PREFIX } from '../../shared/routes';
import { langOfPath, LangProvider, Texts, useT } from '../i18n';
import { useAlternateLinks } from '../lib/meta';
import { AuthProvider } from '../lib/auth';
import { RequireAuth } from '../lib/RequireAuth';
import { AccessStrip } from './AccessStrip';
import { LazyFooter as Footer } from './Footer.lazy';
import { Header } from './Header';
import { routes } from './routes';
import { useLinkInterception } from './useLinkInterception';

/** The not-found page is a chunk of its own, as every page is. */
const NotFoundPage = lazy(() =>
  import('./NotFoundPage').then((m) => ({ default: m.NotFoundPage })),
);

/** Toasts come after the page has drawn; one shown before that waits for them (ADR 196). */
const Toasts = lazy(() => import('./Toasts').then((m) => ({ default: m.Toasts })));

/**
 * Every route change scrolls to the top, or to the element a `#hash` names (e.g.
 * the header's Destinations link to the home page's carousel), once the lazy page has drawn it.
 */
function ScrollToTop() {
  const [location] = useLocation();
  const first = useRef(true);
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    // the first page is where the browser put it: an island page hydrates when the visitor
    // first acts, maybe far down the page (ADR 363)
    if (!first.current) window.scrollTo(0, 0);
    first.current = false;
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
        const texts = (
          <Texts areas={r.areas} preload={() => void Page.preload().catch(() => undefined)}>
            <Page />
          </Texts>
        );
        const page = r.auth ? <RequireAuth>{texts}</RequireAuth> : texts;
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
  return (
    <AuthProvider>
      <a className="skip-link" href="#main" data-native="">
        {common.skipToContent}
      </a>
      <ScrollToTop />
      <ErrorBoundary>
        <Suspense fallback={<Spinner block />}>
          <Shell />
          <MarkReady />
        </Suspense>
      </ErrorBoundary>
      <Suspense fallback={null}>
        <Toasts />
      </Suspense>
    </AuthProvider>
  );
}
