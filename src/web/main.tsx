import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { splitLangPrefix } from '../shared/routes';
import { routeOfPath } from './app/routes';
import { applyRememberedLang, loadAreas } from './i18n';
import { createQueryClient } from './lib/query';
import './styles/fonts.css';
import './styles/tokens.css';
import './styles/global.css';

const root = document.getElementById('root');
if (root) {
  applyRememberedLang();
  // the first page's texts (and a Hindi page's dictionary) load before the first paint: no flash
  // of a spinner or of missing text (ADR 195)
  const { lang, path } = splitLangPrefix(window.location.pathname);
  const route = routeOfPath(path);
  route?.component.preload(); // the page's chunk loads meanwhile
  void loadAreas(lang, route?.areas ?? []).finally(() => {
    createRoot(root).render(
      <StrictMode>
        <App queryClient={createQueryClient()} />
      </StrictMode>,
    );
  });
}
