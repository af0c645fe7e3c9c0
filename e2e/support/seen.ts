import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * What a person sees: the element is visible, inside the viewport (scrolled there first unless
 * `scroll` is false), and not covered: the point at its centre hits it or something inside it.
 */
export async function expectSeen(locator: Locator, opts: { scroll?: boolean } = {}): Promise<void> {
  await locator.waitFor({ state: 'visible', timeout: 15_000 });
  if (opts.scroll !== false) await locator.scrollIntoViewIfNeeded();
  const box = await locator.boundingBox();
  expect(box, 'the element has a box').not.toBeNull();
  const viewport = locator.page().viewportSize()!;
  const cx = box!.x + box!.width / 2;
  const cy = box!.y + box!.height / 2;
  expect(cx, 'centre inside the viewport (x)').toBeGreaterThanOrEqual(0);
  expect(cx, 'centre inside the viewport (x)').toBeLessThanOrEqual(viewport.width);
  expect(cy, 'centre inside the viewport (y)').toBeGreaterThanOrEqual(0);
  expect(cy, 'centre inside the viewport (y)').toBeLessThanOrEqual(viewport.height);
  const hit = await locator.evaluate(
    (el, [x, y]) => {
      const top = document.elementFromPoint(x!, y!);
      return top !== null && (el === top || el.contains(top));
    },
    [cx, cy],
  );
  expect(hit, 'not covered by another element').toBe(true);
}

/** The page does not scroll sideways: nothing is wider than the window (a frame may scroll). */
export async function expectNoPageSideScroll(page: Page): Promise<void> {
  const [scroll, client] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    document.documentElement.clientWidth,
  ]);
  expect(scroll, 'the page scrolls sideways').toBeLessThanOrEqual(client);
}
