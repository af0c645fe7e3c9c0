// @vitest-environment node
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { prerender } from 'react-dom/static';
import { describe, expect, it } from 'vitest';
import { HomePage } from './HomePage';

describe('the home page renders on the server (no window or document)', () => {
  it('renders the banners with their posters and the section headings', async () => {
    expect(typeof window).toBe('undefined');
    // a server render waits for the sections below the fold (their own chunk in the browser)
    const { prelude } = await prerender(
      <QueryClientProvider client={new QueryClient()}>
        <HomePage />
      </QueryClientProvider>,
    );
    const html = await new Response(prelude).text();
    expect(html).toContain('<h1');
    expect(html).toContain('poster="/media/videos/banner-1.svg"');
    // no clip is fetched before the browser decides (reduced motion, Save-Data)
    expect(html.match(/preload="none"/g)).toHaveLength(2);
    for (const h of [
      'Head of Department',
      'Stay with us',
      'Experience in Motion',
      'Instagram Highlights',
    ]) {
      expect(html).toContain(h);
    }
  });
});
