import { useEffect } from 'react';
import { useT } from '../i18n';

/** Sets the document title and meta description for a page. */
export function usePageMeta(title: string, description?: string): void {
  const { common } = useT();
  useEffect(() => {
    document.title = title ? `${title} | ${common.siteShortName}` : common.siteName;
    const tag = document.querySelector('meta[name="description"]');
    if (tag) tag.setAttribute('content', description ?? common.siteDescription);
  }, [title, description, common]);
}
