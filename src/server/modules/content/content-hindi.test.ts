import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app';
import { staffCookie } from '../../test/staff';

/** Hindi content (ADR 180): edited in the back office, read by the public pages. */

let ctx: TestContext;
let editor: string;
let admin: string;
beforeAll(async () => {
  ctx = await createTestApp();
  editor = await staffCookie(ctx, 'content_editor');
  admin = await staffCookie(ctx, 'admin');
});
afterAll(() => ctx.close());

const get = async (url: string) => (await ctx.app.inject({ url })).json();

type NoticeReply = { id: number; headline: string; headlineHi: string | null };
const notices = async () => (await get('/api/notices?pageSize=50')).data as NoticeReply[];

describe('a notice headline in Hindi', () => {
  it('entered by an editor, is on the public list next to the English; emptied, it is gone', async () => {
    const list = await ctx.app.inject({
      url: '/api/staff/content/notices',
      headers: { cookie: editor },
    });
    const item = list.json().data[0] as { id: number; values: Record<string, unknown> };
    const save = (titleHi: string) => {
      const boundary = '----hindi';
      const fields = { ...item.values, titleHi, published: 'true' } as Record<string, unknown>;
      const body = Object.entries(fields)
        .filter(([, v]) => v !== null)
        .map(
          ([k, v]) =>
            `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${String(v)}\r\n`,
        )
        .join('');
      return ctx.app.inject({
        method: 'PUT',
        url: `/api/staff/notices/${item.id}`,
        headers: { cookie: editor, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: Buffer.from(`${body}--${boundary}--\r\n`),
      });
    };

    const res = await save('  पर्यटन सप्ताह की सूचना  ');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.values.titleHi).toBe('पर्यटन सप्ताह की सूचना');
    const shown = (await notices()).find((n) => n.id === item.id);
    expect(shown).toMatchObject({
      headline: item.values.title,
      headlineHi: 'पर्यटन सप्ताह की सूचना',
    });

    expect((await save('')).statusCode).toBe(200);
    expect((await notices()).find((n) => n.id === item.id)?.headlineHi).toBeNull();
  });
});

describe('a tour in Hindi', () => {
  it('keeps its Hindi title and includes line for line; JSON null for a Hindi text is none', async () => {
    const item = (
      await ctx.app.inject({ url: '/api/staff/content/tours', headers: { cookie: editor } })
    ).json().data[0] as { id: number; values: Record<string, unknown>; published: boolean };
    const put = (values: Record<string, unknown>) =>
      ctx.app.inject({
        method: 'PUT',
        url: `/api/staff/content/tours/${item.id}`,
        headers: { cookie: editor },
        payload: { ...item.values, ...values, published: true },
      });
    expect(
      (await put({ titleHi: 'नई यात्रा', includesHi: ['गाइड', 'दोपहर का भोजन'] })).statusCode,
    ).toBe(200);
    expect((await get(`/api/tours/${item.id}`)).data).toMatchObject({
      title: item.values.title,
      titleHi: 'नई यात्रा',
      includesHi: ['गाइड', 'दोपहर का भोजन'],
    });

    expect((await put({ titleHi: null, includesHi: [] })).statusCode).toBe(200);
    expect((await get(`/api/tours/${item.id}`)).data).toMatchObject({
      titleHi: null,
      includesHi: null,
    });
  });

  it('refuses a Hindi title over the English limit, naming the Hindi field', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/staff/content/advertorials',
      headers: { cookie: editor },
      payload: {
        title: 'A title',
        titleHi: 'क'.repeat(201),
        publishedOn: '2026-01-01',
        summary: 'Summary',
        body: 'Body',
        image: '/media/advertorials/1.svg',
        imageAlt: 'A picture',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Title in Hindi is too long.');
  });
});

describe('a hotel in Hindi', () => {
  it('edited by staff, the public hotel page (new ETag) and list show the Hindi at once; absent keeps it, empty removes it', async () => {
    const h = (
      await ctx.app.inject({ url: '/api/staff/hotels/2', headers: { cookie: admin } })
    ).json().data;
    const body = {
      unitName: h.unitName,
      locationName: h.locationName,
      mobileNo: h.mobileNo,
      email: h.email,
      priceRange: h.priceRange,
      description: h.description,
      address: h.address,
      location: h.location,
      checkInTime: h.checkInTime,
      checkOutTime: h.checkOutTime,
      facilities: [],
    };
    const put = (extra: object) =>
      ctx.app.inject({
        method: 'PUT',
        url: '/api/staff/hotels/2',
        headers: { cookie: admin },
        payload: { ...body, ...extra },
      });

    const before = await ctx.app.inject({ url: '/api/hotel/2' });
    const etag = before.headers.etag as string;
    expect(
      (await ctx.app.inject({ url: '/api/hotel/2', headers: { 'if-none-match': etag } }))
        .statusCode,
    ).toBe(304);

    expect(
      (await put({ unitNameHi: 'होटल बिरसा विहार', descriptionHi: 'शहर के बीच में।' })).statusCode,
    ).toBe(200);
    // the cached reply is dropped: the old ETag no longer matches, the new one does
    const after = await ctx.app.inject({ url: '/api/hotel/2', headers: { 'if-none-match': etag } });
    expect(after.statusCode).toBe(200);
    expect(
      (
        await ctx.app.inject({
          url: '/api/hotel/2',
          headers: { 'if-none-match': after.headers.etag as string },
        })
      ).statusCode,
    ).toBe(304);
    expect((await get('/api/hotel/2')).data).toMatchObject({
      UnitName: h.unitName,
      UnitNameHi: 'होटल बिरसा विहार',
      DescriptionHi: 'शहर के बीच में।',
    });
    const listed = (await get('/api/hotels')).data.find(
      (x: { PropertyID: number }) => x.PropertyID === 2,
    );
    expect(listed.UnitNameHi).toBe('होटल बिरसा विहार');

    expect((await put({})).statusCode).toBe(200);
    expect((await get('/api/hotel/2')).data.UnitNameHi).toBe('होटल बिरसा विहार');

    expect((await put({ unitNameHi: '' })).statusCode).toBe(200);
    expect((await get('/api/hotel/2')).data).toMatchObject({
      UnitNameHi: null,
      DescriptionHi: 'शहर के बीच में।',
    });
  });
});
