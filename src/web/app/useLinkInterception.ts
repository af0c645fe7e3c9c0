import { useEffect } from 'react';
import { useLocation } from 'wouter';

/**
 * Plain same-origin <a href> clicks navigate inside the app (no full reload), so shared components
 * can render ordinary links (build them with useLocalePath() so they keep the page's language). Modified clicks, targets, downloads and /api links are left alone.
 */
export function useLinkInterception(): void {
  const [, navigate] = useLocation();
  useEffect(() => {
    const onClick = (e: MouseEvent) => {
      if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey)
        return;
      const a = (e.target as Element | null)?.closest?.('a');
      if (!a || !a.href || a.target || a.hasAttribute('download') || a.dataset.native !== undefined)
        return;
      const url = new URL(a.href);
      if (url.origin !== window.location.origin) return;
      if (url.pathname.startsWith('/api/') || /\.[a-z0-9]+$/i.test(url.pathname)) return;
      if (
        url.pathname === window.location.pathname &&
        url.search === window.location.search &&
        url.hash
      )
        return;
      e.preventDefault();
      // '~': the href is a whole path (it carries its language prefix), not one inside the base
      navigate(`~${url.pathname}${url.search}${url.hash}`);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [navigate]);
}
