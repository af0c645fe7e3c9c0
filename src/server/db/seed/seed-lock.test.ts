import { describe, expect, it } from 'vitest';
import { todayIst } from '../../../shared/dates';
import { createTestDb } from '../../test/db';
import { hotels } from '../schema/index';
import { SEED_HOTELS } from './hotels-data';
import { seedDemoIfEmpty } from './index';

describe('seeding demo content at start-up', () => {
  it('seeds an empty database once when two server processes start together (no crash, no duplicates)', async () => {
    const handle = await createTestDb({ seed: false });
    try {
      // two starts racing on one database (on PostgreSQL: two connections, as two processes)
      const results = await Promise.all([
        seedDemoIfEmpty(handle.db, todayIst()),
        seedDemoIfEmpty(handle.db, todayIst()),
      ]);
      expect(results.filter(Boolean)).toHaveLength(1);
      expect(await handle.db.select().from(hotels)).toHaveLength(SEED_HOTELS.length);
      // a later start finds it seeded
      expect(await seedDemoIfEmpty(handle.db, todayIst())).toBe(false);
    } finally {
      await handle.close();
    }
  });
});
