import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const get = (url: string) => ctx.app.inject({ method: 'GET', url });

describe('GET /api/destinations', () => {
  it('lists the four carousel categories with ids 1 to 4 in order', async () => {
    const res = await get('/api/destinations');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.data.map((d: { id: number; title: string }) => [d.id, d.title])).toEqual([
      [1, 'Heritage Jharkhand'],
      [2, 'Eco Tourism'],
      [3, 'Religious Tourism'],
      [4, 'Tribal Tourism'],
    ]);
  });

  it('gives every destination descriptions, an image and locations with bullets and images', async () => {
    const { data } = (await get('/api/destinations')).json();
    for (const d of data) {
      expect(d.desc1.length).toBeGreaterThan(20);
      expect(d.desc2.length).toBeGreaterThan(20);
      expect(d.image).toMatch(/^\/media\/destinations\/.+\.svg$/);
      expect(d.imageAlt).not.toBe('');
      expect(d.data.length).toBeGreaterThan(0);
      for (const loc of d.data) {
        expect(loc.title).not.toBe('');
        expect(loc.items.length).toBeGreaterThan(0);
        expect(loc.images.length).toBeGreaterThan(0);
        expect(loc.images[0]).toEqual({
          url: expect.stringMatching(/^\/media\//),
          alt: expect.any(String),
        });
      }
    }
  });
});

describe('GET /api/destinations/:id', () => {
  it('returns one destination by id', async () => {
    const res = await get('/api/destinations/3');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.title).toBe('Religious Tourism');
  });

  it('answers 404 for an unknown id', async () => {
    const res = await get('/api/destinations/99');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: 'Destination not found.' });
  });

  it('answers 400 for an id that is not a number', async () => {
    const res = await get('/api/destinations/heritage');
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
  });
});

describe('GET /api/officials', () => {
  it('lists six officials with photo, name, title and department', async () => {
    const res = await get('/api/officials');
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toHaveLength(6);
    for (const o of data) {
      expect(Object.keys(o).sort()).toEqual(['department', 'id', 'name', 'photo', 'title']);
      expect(o.photo).toMatch(/^\/media\/officials\/.+\.svg$/);
    }
  });
});

describe('GET /api/videos', () => {
  it('lists the four clips of Experience in Motion with a url and a poster', async () => {
    const res = await get('/api/videos');
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.map((v: { title: string }) => v.title)).toEqual([
      'Magical Blues',
      'SKY Diving',
      'Maa Deori',
      'Johar Jharkhand',
    ]);
    expect(data[0].url).toMatch(/^\/media\/videos\/magical-blues\.(mp4|webm)$/);
    expect(data[0].poster).toBe('/media/videos/magical-blues.svg');
  });
});

describe('GET /api/tours', () => {
  it("lists the corporation's own Jharkhand packages with every field of a tour", async () => {
    const res = await get('/api/tours');
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.length).toBeGreaterThanOrEqual(8);
    for (const key of [
      'id',
      'title',
      'location',
      'price',
      'duration',
      'guests',
      'rating',
      'reviews',
      'image',
      'featured',
      'discount',
      'description',
      'includes',
    ]) {
      expect(data[0]).toHaveProperty(key);
    }
    const text = JSON.stringify(data);
    expect(text).not.toMatch(/Bali|Rome|Kyoto/);
    expect(text).toMatch(/Netarhat/);
  });

  it('lists featured tours first', async () => {
    const { data } = (await get('/api/tours')).json();
    const flags = data.map((t: { featured: boolean }) => t.featured);
    expect(flags.indexOf(false)).toBeGreaterThan(0);
    expect(flags.slice(flags.indexOf(false))).not.toContain(true);
  });

  it('charges the list price less the discount and shows the old price beside it', async () => {
    const { data } = (await get('/api/tours')).json();
    const discounted = data.find((t: { discount: number | null }) => t.discount);
    expect(discounted.originalPrice).toBeGreaterThan(discounted.price);
    expect(discounted.price).toBeCloseTo(
      discounted.originalPrice * (1 - discounted.discount / 100),
      2,
    );
    const plain = data.find((t: { discount: number | null }) => t.discount === null);
    expect(plain.originalPrice).toBeNull();
  });

  it('filters by a category id as the footer links send it, or by its name', async () => {
    const byId = (await get('/api/tours?category=3')).json().data;
    expect(byId.length).toBeGreaterThan(0);
    expect(new Set(byId.map((t: { category: string }) => t.category))).toEqual(
      new Set(['Religious Tourism']),
    );
    const byName = (await get('/api/tours?category=Eco%20Tourism')).json().data;
    expect(byName.every((t: { category: string }) => t.category === 'Eco Tourism')).toBe(true);
    expect((await get('/api/tours?category=99')).json().data).toEqual([]);
  });
});

describe('GET /api/tours/:id', () => {
  it('returns one tour with its includes', async () => {
    const res = await get('/api/tours/1');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.includes.length).toBeGreaterThan(0);
  });

  it('answers 404 for an unknown tour', async () => {
    const res = await get('/api/tours/4040');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: 'Tour not found.' });
  });
});

describe('GET /api/notices', () => {
  it('pages the notices newest first with a PDF link each', async () => {
    const res = await get('/api/notices?page=1&pageSize=5');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data).toHaveLength(5);
    expect(body.pagination).toEqual({ page: 1, pageSize: 5, total: 12, totalPages: 3 });
    const dates = body.data.map((n: { date: string }) => n.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(body.data[0].pdfUrl).toBe(`/api/notices/${body.data[0].id}/pdf`);
    expect(body.data[0]).toEqual(
      expect.objectContaining({ letterNo: expect.any(String), headline: expect.any(String) }),
    );
  });

  it('answers the last page and an empty page past the end', async () => {
    expect((await get('/api/notices?page=3&pageSize=5')).json().data).toHaveLength(2);
    expect((await get('/api/notices?page=9&pageSize=5')).json().data).toEqual([]);
  });

  it('refuses a bad page with 400', async () => {
    for (const q of ['page=0', 'page=abc', 'pageSize=500', 'page=1.5']) {
      const res = await get(`/api/notices?${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().success).toBe(false);
    }
  });
});

describe('PDF downloads', () => {
  it('serves a notice as a PDF attachment', async () => {
    const { data } = (await get('/api/notices')).json();
    const res = await get(data[0].pdfUrl);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="notice-JTDC-[\w-]+\.pdf"$/,
    );
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('serves a tender document as a PDF attachment', async () => {
    const { data } = (await get('/api/tenders')).json();
    const res = await get(data[0].pdfUrl);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it("states each notice's and tender's PDF size in bytes, the size of the file served", async () => {
    for (const list of ['/api/notices', '/api/tenders']) {
      const { data } = (await get(list)).json();
      for (const item of data.slice(0, 3)) {
        expect(item.pdfBytes).toBeGreaterThan(500);
        expect((await get(item.pdfUrl)).rawPayload.length).toBe(item.pdfBytes);
      }
    }
  });

  it('answers 404 in JSON for an unknown notice or tender', async () => {
    expect((await get('/api/notices/777/pdf')).json()).toEqual({
      success: false,
      message: 'Notice not found.',
    });
    expect((await get('/api/tenders/777/pdf')).statusCode).toBe(404);
  });
});

describe('GET /api/tenders', () => {
  it('pages tenders with number, title, closing and opening dates', async () => {
    const body = (await get('/api/tenders')).json();
    expect(body.pagination).toEqual({ page: 1, pageSize: 10, total: 11, totalPages: 2 });
    const t = body.data[0];
    expect(t.tenderNo).toMatch(/^JTDC\/TND\//);
    expect(t.openingDate >= t.closingDate).toBe(true);
    const closing = body.data.map((x: { closingDate: string }) => x.closingDate);
    expect([...closing].sort().reverse()).toEqual(closing);
  });
});

describe('GET /api/advertorials', () => {
  it('pages the advertorials newest first without their bodies', async () => {
    const body = (await get('/api/advertorials?pageSize=4')).json();
    expect(body.data).toHaveLength(4);
    expect(body.pagination.total).toBe(7);
    expect(body.data[0]).not.toHaveProperty('body');
    expect(body.data[0].image).toMatch(/^\/media\/advertorials\//);
  });

  it('returns one advertorial with its body, and 404 for an unknown one', async () => {
    const res = await get('/api/advertorials/1');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.body.length).toBeGreaterThan(100);
    expect((await get('/api/advertorials/999')).statusCode).toBe(404);
  });
});
