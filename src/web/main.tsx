import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { applyRememberedLang, langOfPath, loadDict } from './i18n';
import { createQueryClient } from './lib/query';
import './styles/fonts.css';
import './styles/tokens.css';
import './styles/global.css';

const root = document.getElementById('root');
if (root) {
  applyRememberedLang();
  // a Hindi page loads its dictionary before the first paint (no flash of a spinner)
  void loadDict(langOfPath(window.location.pathname)).finally(() => {
    createRoot(root).render(
      <StrictMode>
        <App queryClient={createQueryClient()} />
      </StrictMode>,
    );
  });
}
