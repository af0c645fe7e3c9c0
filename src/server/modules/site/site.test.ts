import { afterEach, describe, expect, it } from 'vitest';
import { advertorials, notices } from '../../db/schema/index';
import { addDays, todayIst } from '../../../shared/dates';
import { createTestApp, type TestContext } from '../../test/app';

let ctx: TestContext | undefined;
afterEach(async () => {
  await ctx?.close();
  ctx = undefined;
});

describe('GET /api/site/public-config', () => {
  it('names no store when none is configured (the home page then shows no store button)', async () => {
    ctx = await createTestApp();
    const res = await ctx.app.inject({ url: '/api/site/public-config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      data: { appStoreUrl: null, playStoreUrl: null },
    });
  });

  it('passes on the configured store links', async () => {
    ctx = await createTestApp({
      config: {
        APP_STORE_URL: 'https://apps.apple.com/in/app/jtdc/id123',
        PLAY_STORE_URL: 'https://play.google.com/store/apps/details?id=in.jtdc',
      },
    });
    const res = await ctx.app.inject({ url: '/api/site/public-config' });
    expect(res.json().data).toMatchObject({
      appStoreUrl: 'https://apps.apple.com/in/app/jtdc/id123',
      playStoreUrl: 'https://play.google.com/store/apps/details?id=in.jtdc',
    });
  });
});

describe('the grievance officer and contact in GET /api/site/public-config', () => {
  it('come from configuration (GRIEVANCE_OFFICER_*, CORP_*)', async () => {
    ctx = await createTestApp({
      config: {
        GRIEVANCE_OFFICER_NAME: 'Smt. Rekha Tirkey',
        GRIEVANCE_OFFICER_EMAIL: 'go@corp.example.in',
        GRIEVANCE_OFFICER_PHONE: '+91 651 000 0000',
        CORP_EMAIL: 'info@corp.example.in',
      },
    });
    const data = (await ctx.app.inject({ url: '/api/site/public-config' })).json().data;
    expect(data.grievanceOfficer).toEqual({
      name: 'Smt. Rekha Tirkey',
      email: 'go@corp.example.in',
      phone: '+91 651 000 0000',
    });
    expect(data.contact.email).toBe('info@corp.example.in');
  });

  it('refuses a grievance officer email that is not an address (the server does not start)', async () => {
    await expect(createTestApp({ config: { GRIEVANCE_OFFICER_EMAIL: 'nobody' } })).rejects.toThrow(
      /GRIEVANCE_OFFICER_EMAIL/,
    );
  });
});

describe('GET /api/site/last-updated', () => {
  const lastUpdated = async () =>
    (await ctx!.app.inject({ url: '/api/site/last-updated' })).json().data.date as string | null;

  it('is the latest dated public content, and never a date ahead of today', async () => {
    const now = new Date('2030-06-15T06:00:00Z');
    ctx = await createTestApp({ now: () => now, seed: false });
    expect(await lastUpdated()).toBeNull();
    await ctx.deps.db.insert(notices).values({
      date: '2030-05-02',
      letterNo: 'JTDC/1',
      headline: 'Office closed',
      pdfUrl: '/x.pdf',
    });
    expect(await lastUpdated()).toBe('2030-05-02');
    await ctx.deps.db.insert(advertorials).values({
      title: 'Monsoon',
      summary: 's',
      body: 'b',
      image: '/i.svg',
      imageAlt: 'a',
      publishedOn: '2030-06-01',
    });
    expect(await lastUpdated()).toBe('2030-06-01');
    // a notice dated ahead (an announcement of a future date) does not count
    await ctx.deps.db.insert(notices).values({
      date: addDays(todayIst(now), 10),
      letterNo: 'JTDC/2',
      headline: 'Future',
      pdfUrl: '/y.pdf',
    });
    expect(await lastUpdated()).toBe('2030-06-01');
  });
});
