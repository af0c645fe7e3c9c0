/**
 * The server render of the public pages (ADR 190). Built by Vite in SSR mode into dist/ssr and
 * loaded by the server at run time (src/server/plugins/ssr.ts): the server may not import the
 * web app's sources, so it hands in what the render needs, a fetch that answers the app's API
 * requests in-process.
 */
import { PassThrough } from 'node:stream';
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { Router } from 'wouter';
import { App } from './app/App';
import { routeOfPath } from './app/routes';
import { splitLangPrefix } from '../shared/routes';
import { langOfPath, loadAllTexts } from './i18n';
import { ApiError, setServerFetch } from './lib/api';
import { PageHeadContext, PageModulesContext, type PageHead } from './lib/meta';
import { createQueryClient } from './lib/query';

export type RenderResult = {
  /** 404 when the page is the not-found page or the hotel/destination it names does not exist */
  status: 200 | 404;
  lang: 'en' | 'hi';
  /** the markup of <div id="root"> */
  html: string;
  head: PageHead | null;
  /** the queries' data for the browser (JSON, `<` escaped) */
  data: string;
  /** the source files of the page modules drawn (keys of the client build's manifest, ADR 199) */
  modules: string[];
};

/** Renders until every component has drawn (lazy pages loaded), as one string. */
function renderOnce(
  url: string,
  client: QueryClient,
  onHead: (h: PageHead) => void,
  onModule: (source: string) => void,
) {
  const [path = '/', search = ''] = url.split('?');
  return new Promise<string>((resolve, reject) => {
    let failed: unknown = null;
    const stream = renderToPipeableStream(
      <StrictMode>
        <Router ssrPath={path} ssrSearch={search}>
          <PageHeadContext value={onHead}>
            <PageModulesContext value={onModule}>
              <App queryClient={client} />
            </PageModulesContext>
          </PageHeadContext>
        </Router>
      </StrictMode>,
      {
        // a complete boundary is written in place, however large (the home page's sections below
        // the fold): never outlined into a later chunk revealed by inline scripts, which the CSP
        // refuses and which would leave the browser to draw the boundary itself (React #419)
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          const out = new PassThrough();
          const chunks: Buffer[] = [];
          out.on('data', (c: Buffer) => chunks.push(c));
          out.on('end', () =>
            failed ? reject(failed) : resolve(Buffer.concat(chunks).toString('utf8')),
          );
          stream.pipe(out);
        },
        onShellError: reject,
        onError(err) {
          failed = err;
        },
      },
    );
  });
}

/** A public query the render asked for that has not been fetched yet. */
const waiting = (q: Query) =>
  q.queryKey[0] === 'public' && q.state.status === 'pending' && q.state.fetchStatus === 'idle';

const missing = (q: Query) =>
  q.state.error instanceof ApiError &&
  (q.state.error.status === 404 || q.state.error.status === 400);

/** At most this many renders: each fetches what the previous one asked for (page → its parts). */
const MAX_PASSES = 4;

export async function render(
  url: string,
  fetchInProcess: (path: string, init: RequestInit) => Promise<Response>,
): Promise<RenderResult> {
  setServerFetch(fetchInProcess);
  const lang = langOfPath(url.split('?')[0] ?? '/');
  // the server has every text of the language at hand (the browser loads them per page, ADR 195)
  await loadAllTexts(lang);
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  let head: PageHead | null = null;
  const onHead = (h: PageHead) => {
    head = h;
  };
  let modules = new Set<string>();
  const onModule = (source: string) => {
    modules.add(source);
  };
  let html = '';
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    modules = new Set();
    html = await renderOnce(url, client, onHead, onModule);
    const todo = client.getQueryCache().findAll({ predicate: waiting });
    if (todo.length === 0) break;
    await Promise.all(todo.map((q) => q.fetch().catch(() => undefined)));
    if (pass === MAX_PASSES - 1) {
      modules = new Set();
      html = await renderOnce(url, client, onHead, onModule);
    }
  }
  const queries = client.getQueryCache().getAll();
  const state = dehydrate(client, {
    shouldDehydrateQuery: (q) =>
      q.queryKey[0] === 'public' && (q.state.status === 'success' || missing(q)),
    // an error crosses as its status and message; the browser makes it an ApiError again
    shouldRedactErrors: () => false,
  });
  for (const q of state.queries) {
    const e = q.state.error;
    if (e instanceof ApiError) {
      (q.state as { error: unknown }).error = { apiError: e.status, message: e.message };
    }
  }
  client.clear();
  return {
    status: queries.some(missing) ? 404 : 200,
    lang,
    html,
    head,
    data: JSON.stringify(state).replace(/</g, '\\u003c'),
    modules: [...modules],
  };
}

/**
 * The modules a page the server does not render needs first (ADR 211): its page chunk and its
 * areas of texts, as keys of the client build's manifest. The server preloads their code from
 * the shell, so the browser fetches them beside the entry instead of after it has run.
 */
export async function pageModules(url: string): Promise<string[]> {
  const { lang, path } = splitLangPrefix(url.split('?')[0] ?? '/');
  const route = routeOfPath(path);
  if (!route) return [];
  await route.component.preload();
  const source = route.component.source();
  // English texts come per area; the Hindi dictionary is one chunk (src/web/i18n/index.ts)
  const texts =
    lang === 'hi'
      ? ['src/web/i18n/hi/index.ts']
      : route.areas.map((a) => `src/web/i18n/en/${a}.ts`);
  return [...(source ? [source] : []), ...texts];
}
