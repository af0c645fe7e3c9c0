import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { splitLangPrefix } from '../shared/routes';
import { preloadRoute, routeOfPath } from './app/routes';
import { applyRememberedLang, loadAreas } from './i18n';
import { createQueryClient, hydrateServerData } from './lib/query';
import './styles/fonts.css';
import './styles/tokens.css';
import './styles/global.css';

const root = document.getElementById('root');
if (root) {
  // a page the server rendered (ADR 190) carries its queries' data: hydrated, not fetched again
  // (unless a remembered Hindi choice moves `/` to `/hi/`: then the browser draws that page)
  const served = window.location.pathname;
  applyRememberedLang();
  const data = document.getElementById('ssr-data');
  const rendered = data !== null && root.firstChild !== null && window.location.pathname === served;
  // the first page's texts (and a Hindi page's dictionary) load before the first paint: no flash
  // of a spinner or of missing text (ADR 195); its chunk loads meanwhile, and a server-rendered
  // page waits for it, so hydration keeps the server's HTML
  const { pathname } = window.location;
  const { lang, path } = splitLangPrefix(pathname);
  const page = preloadRoute(pathname).catch(() => undefined);
  const texts = loadAreas(lang, routeOfPath(path)?.areas ?? []);
  void Promise.all([texts, rendered ? page : null]).finally(() => {
    const queryClient = createQueryClient();
    const app = (
      <StrictMode>
        <App queryClient={queryClient} />
      </StrictMode>
    );
    if (rendered) {
      hydrateServerData(queryClient, data.textContent ?? '');
      // as a transition: React hydrates in slices of a few milliseconds and yields between
      // them, so a tap or a scroll during hydration is not held behind one long task (ADR 210)
      startTransition(() => {
        hydrateRoot(root, app, {
          // a page that differs from the server's HTML is redrawn by React; say so (the browser
          // tests fail on it: it means a layout jump and a render done twice)
          onRecoverableError: (err, info) =>
            console.error('hydration:', err, info.componentStack ?? ''),
        });
      });
    } else {
      createRoot(root).render(app);
    }
  });
}
