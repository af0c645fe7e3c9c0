import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIst } from '../src/shared/dates';
import { appPaths } from '../src/shared/routes';
import { expectNoA11yViolations, expectNoErrors, launchBrowser, newPage } from './support/browser';
import { expectSeen } from './support/seen';

/*
 * Issue 26 item 4: a room row shows its size, beds and who it sleeps, with a disclosure of its
 * description and what is in the room (ADR 335); the hotel page shows where the hotel is without
 * a single request off the site (ADR 336). At a phone's and a desktop's width, in English and Hindi.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Words of this part drawn on more than one line (a word broken mid-letters), and sideways overflow. */
async function layoutFaults(part: Locator): Promise<string[]> {
  return part.evaluate((root) => {
    const faults: string[] = [];
    if (root.scrollWidth > root.clientWidth + 1) faults.push(`overflow ${root.scrollWidth}`);
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const text = n.textContent ?? '';
      const re = /\S+/g;
      for (let m = re.exec(text); m; m = re.exec(text)) {
        if (m[0].length < 2 || /[-/]/.test(m[0])) continue;
        const r = document.createRange();
        r.setStart(n, m.index);
        r.setEnd(n, m.index + m[0].length);
        const tops = new Set(
          [...r.getClientRects()].filter((x) => x.width > 0.5).map((x) => Math.round(x.top)),
        );
        if (tops.size > 1) faults.push(m[0]);
      }
    }
    return faults;
  });
}

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe.each([360, 1280])('room details and the location block at %i px', (width) => {
  it('the hotel page: room facts, the details disclosure and the location with its OSM link', async () => {
    const t = await newPage(browser, { width, height: 800 });
    const { page } = t;
    const offSite: string[] = [];
    page.on('request', (r) => {
      if (!r.url().startsWith(new URL(page.url() || 'http://x').origin) && /^https?:/.test(r.url()))
        offSite.push(r.url());
    });
    await page.goto('/hotel/1');
    const rooms = page.locator('section[aria-labelledby="availability-title"] ul').first();
    const single = rooms.locator('li', { hasText: 'Standard Single Room' }).first();
    await expectSeen(single.getByText('16 m²'));
    await expectSeen(single.getByText('1 single bed'));
    await single.getByText('Room details').click();
    await expectSeen(single.getByText('In the room'));
    await expectSeen(single.getByText('Air conditioning'));
    expect(await layoutFaults(rooms)).toEqual([]);

    const place = page.locator('section[aria-labelledby="location-title"]');
    await expectSeen(place.getByRole('heading', { name: 'Location' }));
    await expectSeen(place.getByRole('img', { name: /where Patratu Lake Resort lies/ }));
    expect(await place.textContent()).toContain('Coordinates: 23.6322° N, 85.2951° E');
    const osm = place.getByRole('link', { name: /Open in OpenStreetMap/ });
    await expectSeen(osm);
    expect(await osm.getAttribute('href')).toMatch(
      /^https:\/\/www\.openstreetmap\.org\/\?mlat=23\.63220&mlon=85\.29510/,
    );
    expect(await layoutFaults(place)).toEqual([]);
    expect(await noSidewaysScroll(page)).toBe(true);
    // no map tiles, fonts or scripts from the internet
    expect(offSite.filter((u) => !u.includes(new URL(page.url()).host))).toEqual([]);
    await expectNoA11yViolations(page);
    expectNoErrors(t);
    await t.context.close();
  });

  it('the Hindi hotel page names the rooms and facilities in Hindi', async () => {
    const t = await newPage(browser, { width, height: 800 });
    const { page } = t;
    await page.goto('/hi/hotel/1');
    const rooms = page.locator('section[aria-labelledby="availability-title"] ul').first();
    await expectSeen(rooms.getByRole('heading', { name: 'स्टैंडर्ड सिंगल कमरा' }));
    await expectSeen(rooms.getByText('16 वर्ग मीटर').first());
    await expectSeen(page.getByText('मुफ़्त नाश्ता').first());
    expect(await page.locator('section[aria-labelledby="location-title"]').textContent()).toContain(
      '23.6322° उत्तर, 85.2951° पूर्व',
    );
    expect(await layoutFaults(rooms)).toEqual([]);
    expect(await noSidewaysScroll(page)).toBe(true);
    expectNoErrors(t);
    await t.context.close();
  });

  it('the search results show each room with its size and beds', async () => {
    const t = await newPage(browser, { width, height: 800 });
    const { page } = t;
    const checkIn = addDays(todayIst(), 25);
    await page.goto(
      `${appPaths.availability}?checkIn=${checkIn}&checkOut=${addDays(checkIn, 2)}&guests=2&rooms=1&where=Patratu`,
    );
    const hotel = page.locator('li', { hasText: 'Patratu Lake Resort' }).first();
    const lake = hotel
      .getByRole('list', { name: /^Room type/ })
      .locator('li', { hasText: 'Lake View Deluxe Room' })
      .first();
    await expectSeen(lake.getByText('26 m²'));
    await expectSeen(lake.getByText('1 queen bed'));
    await lake.getByText('Room details').click();
    await expectSeen(lake.getByText('Lake view', { exact: true }));
    expect(await layoutFaults(hotel)).toEqual([]);
    expect(await noSidewaysScroll(page)).toBe(true);
    await expectNoA11yViolations(page);
    expectNoErrors(t);
    await t.context.close();
  });
});
