import { createContext, useContext, useEffect } from 'react';
import { useSearch } from 'wouter';
import { langOfPath, pathInLang, useT } from '../i18n';

/** The head tags of a page as its components name them (title, description, share image). */
export type PageHead = { title: string; description: string; image?: string };

/**
 * The server render's collector of the page's head tags (ADR 192): pages name their title while
 * they render, so the HTML arrives with them. In the browser there is none (effects set them).
 */
export const PageHeadContext = createContext<((head: PageHead) => void) | null>(null);

/**
 * The server render's collector of the page modules it drew (their source files, ADR 199): the
 * server links their CSS and preloads their code in the HTML's <head>. None in the browser.
 */
export const PageModulesContext = createContext<((source: string) => void) | null>(null);

/**
 * Sets the document title and meta description for a page (and, on the server, the share tags:
 * `image` is the picture a link preview shows).
 */
export function usePageMeta(title: string, description?: string, image?: string): void {
  const { common } = useT();
  const fullTitle = title ? `${title} | ${common.siteShortName}` : common.siteName;
  const text = description ?? common.siteDescription;
  const collect = useContext(PageHeadContext);
  collect?.({ title: fullTitle, description: text, ...(image ? { image } : {}) });
  useEffect(() => {
    document.title = fullTitle;
    const tag = document.querySelector('meta[name="description"]');
    if (tag) tag.setAttribute('content', text);
  }, [fullTitle, text]);
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
