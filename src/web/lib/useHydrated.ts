import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in the server's HTML and while React hydrates it, true from the first render after: a
 * server-rendered form stays disabled until its handlers are attached (ADR 212), so nothing typed
 * before is lost and nothing is sent by the browser's own form submission; a modal portals into
 * document.body only in the browser.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
