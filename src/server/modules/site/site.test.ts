import { afterEach, describe, expect, it } from 'vitest';
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
    expect(res.json()).toEqual({ success: true, data: { appStoreUrl: null, playStoreUrl: null } });
  });

  it('passes on the configured store links', async () => {
    ctx = await createTestApp({
      config: {
        APP_STORE_URL: 'https://apps.apple.com/in/app/jtdc/id123',
        PLAY_STORE_URL: 'https://play.google.com/store/apps/details?id=in.jtdc',
      },
    });
    const res = await ctx.app.inject({ url: '/api/site/public-config' });
    expect(res.json().data).toEqual({
      appStoreUrl: 'https://apps.apple.com/in/app/jtdc/id123',
      playStoreUrl: 'https://play.google.com/store/apps/details?id=in.jtdc',
    });
  });
});
