import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { preloadRoute } from './app/routes';
import { applyRememberedLang, langOfPath, loadDict } from './i18n';
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
  // a Hindi page loads its dictionary before the first paint (no flash of a spinner)
  // (and a server-rendered page's chunk, so hydration keeps the server's HTML)
  const { pathname } = window.location;
  void Promise.all([
    loadDict(langOfPath(pathname)),
    rendered ? preloadRoute(pathname) : null,
  ]).finally(() => {
    const queryClient = createQueryClient();
    const app = (
      <StrictMode>
        <App queryClient={queryClient} />
      </StrictMode>
    );
    if (rendered) {
      hydrateServerData(queryClient, data.textContent ?? '');
      hydrateRoot(root, app, {
        // a page that differs from the server's HTML is redrawn by React; say so (the browser
        // tests fail on it: it means a layout jump and a render done twice)
        onRecoverableError: (err) => console.error('hydration:', err),
      });
    } else {
      createRoot(root).render(app);
    }
  });
}
