import { useEffect } from 'react';
import { common } from '../i18n/en/common';

/** Sets the document title and meta description for a page. */
export function usePageMeta(title: string, description?: string): void {
  useEffect(() => {
    document.title = title ? `${title} | ${common.siteShortName}` : common.siteName;
    const tag = document.querySelector('meta[name="description"]');
    if (tag) tag.setAttribute('content', description ?? common.siteDescription);
  }, [title, description]);
}
