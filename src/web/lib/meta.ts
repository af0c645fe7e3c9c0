import { useEffect } from 'react';
import { useSearch } from 'wouter';
import { langOfPath, pathInLang, useT } from '../i18n';

/** Sets the document title and meta description for a page. */
export function usePageMeta(title: string, description?: string): void {
  const { common } = useT();
  useEffect(() => {
    document.title = title ? `${title} | ${common.siteShortName}` : common.siteName;
    const tag = document.querySelector('meta[name="description"]');
    if (tag) tag.setAttribute('content', description ?? common.siteDescription);
  }, [title, description, common]);
}

function setLink(selector: string, attrs: Record<string, string>): void {
  let el = document.head.querySelector<HTMLLinkElement>(selector);
  if (!el) {
    el = document.createElement('link');
    document.head.append(el);
  }
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
}

/**
 * The page's canonical URL and its alternates in each language (`hreflang` en, hi and
 * x-default, the English page), kept in <head> as the person moves between pages.
 */
export function useAlternateLinks(location: string): void {
  const search = useSearch();
  useEffect(() => {
    const origin = window.location.origin;
    const here = location + (search ? `?${search}` : '');
    const en = origin + pathInLang(here, 'en');
    const hi = origin + pathInLang(here, 'hi');
    setLink('link[rel="canonical"]', {
      rel: 'canonical',
      href: langOfPath(location) === 'hi' ? hi : en,
    });
    setLink('link[rel="alternate"][hreflang="en"]', { rel: 'alternate', hreflang: 'en', href: en });
    setLink('link[rel="alternate"][hreflang="hi"]', { rel: 'alternate', hreflang: 'hi', href: hi });
    setLink('link[rel="alternate"][hreflang="x-default"]', {
      rel: 'alternate',
      hreflang: 'x-default',
      href: en,
    });
  }, [location, search]);
}
