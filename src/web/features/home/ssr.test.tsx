// @vitest-environment node
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { HomePage } from './HomePage';

describe('the home page renders on the server (no window or document)', () => {
  it('renders the banners with their posters and the section headings', () => {
    expect(typeof window).toBe('undefined');
    const html = renderToString(
      <QueryClientProvider client={new QueryClient()}>
        <HomePage />
      </QueryClientProvider>,
    );
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
