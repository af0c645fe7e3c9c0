import { hydrate, QueryClient, type DehydratedState } from '@tanstack/react-query';
import { ApiError } from './api';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        retry: (count, err) =>
          !(err instanceof ApiError && err.status >= 400 && err.status < 500) && count < 2,
      },
    },
  });
}

/**
 * Puts the server render's query data (the `ssr-data` script) in the client's cache, so the page
 * hydrates with what the HTML shows; an error (a missing hotel) comes back as the ApiError it was.
 */
export function hydrateServerData(client: QueryClient, json: string): void {
  let state: DehydratedState;
  try {
    state = JSON.parse(json) as DehydratedState;
  } catch {
    return;
  }
  hydrate(client, state);
  for (const q of client.getQueryCache().getAll()) {
    const e: unknown = q.state.error;
    if (e && typeof e === 'object' && 'apiError' in e && typeof e.apiError === 'number') {
      const message = 'message' in e && typeof e.message === 'string' ? e.message : '';
      q.setState({ error: new ApiError(e.apiError, message, null) });
    }
  }
}
