import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../client';
import { createTestDb } from '../../test/db';
import { advertorials, destinations, hotels, notices, tenders, tours } from '../schema/index';
import {
  ADVERTORIALS_HI,
  DESTINATIONS_HI,
  FALLBACK_DEMO,
  HOTELS_HI,
  NOTICES_HI,
  TENDERS_HI,
  TOURS_HI,
} from './content-hindi';

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(() => handle.close());

const devanagari = /[\u0900-\u097F]/;

describe('the demo content in Hindi', () => {
  it('reaches every demo row it names (no Hindi is lost to a misspelt English key)', async () => {
    const db = handle.db;
    const hi = <T extends object>(rows: T[], key: keyof T) => rows.filter((r) => r[key] !== null);
    expect(hi(await db.select().from(hotels), 'unitNameHi')).toHaveLength(
      Object.keys(HOTELS_HI).length,
    );
    expect(hi(await db.select().from(destinations), 'titleHi')).toHaveLength(
      Object.keys(DESTINATIONS_HI).length,
    );
    expect(hi(await db.select().from(tours), 'titleHi')).toHaveLength(Object.keys(TOURS_HI).length);
    expect(hi(await db.select().from(notices), 'headlineHi')).toHaveLength(
      Object.keys(NOTICES_HI).length,
    );
    expect(hi(await db.select().from(tenders), 'titleHi')).toHaveLength(
      Object.keys(TENDERS_HI).length,
    );
    expect(hi(await db.select().from(advertorials), 'bodyHi')).toHaveLength(
      Object.keys(ADVERTORIALS_HI).length,
    );
  });

  it('leaves a hotel, a notice and an advertorial in English only, to show the fallback', async () => {
    const db = handle.db;
    const hotel = (await db.select().from(hotels)).find((h) => h.unitName === FALLBACK_DEMO.hotel);
    expect(hotel).toMatchObject({ unitNameHi: null, descriptionHi: null });
    const notice = (await db.select().from(notices)).find(
      (n) => n.headline === FALLBACK_DEMO.notice,
    );
    expect(notice).toMatchObject({ headlineHi: null });
    const ad = (await db.select().from(advertorials)).find(
      (a) => a.title === FALLBACK_DEMO.advertorial,
    );
    expect(ad).toMatchObject({ titleHi: null, summaryHi: null, bodyHi: null });
  });

  it('is written in Devanagari, with the same paragraphs and includes as the English', async () => {
    const all = [
      ...Object.values(HOTELS_HI).flatMap(Object.values),
      ...Object.values(DESTINATIONS_HI).flatMap(Object.values),
      ...Object.values(TOURS_HI).flatMap((t) => [t.titleHi, t.descriptionHi, ...t.includesHi]),
      ...Object.values(NOTICES_HI),
      ...Object.values(TENDERS_HI),
      ...Object.values(ADVERTORIALS_HI).flatMap(Object.values),
    ] as string[];
    for (const text of all) expect(text).toMatch(devanagari);

    const rows = await handle.db.select().from(advertorials);
    for (const a of rows.filter((r) => r.bodyHi !== null))
      expect(a.bodyHi!.split('\n\n')).toHaveLength(a.body.split('\n\n').length);
    for (const t of await handle.db.select().from(tours))
      expect(t.includesHi).toHaveLength(t.includes.length);
  });
});
