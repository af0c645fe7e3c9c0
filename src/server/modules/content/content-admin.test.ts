import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index';
import { createTestApp, type TestContext } from '../../test/app';
import { staffCookie, staffSession } from '../../test/staff';
import { todayIst } from '../../../shared/dates';

let ctx: TestContext;
let editor: { id: number; cookie: string };

beforeAll(async () => {
  ctx = await createTestApp();
  editor = await staffSession(ctx, 'content_editor');
});
afterAll(() => ctx.close());

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** A multipart/form-data body with text fields and an optional file. */
function form(
  fields: Record<string, string>,
  file?: { name: string; type: string; bytes: Buffer },
) {
  const boundary = `----office${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
    );
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

function upload(
  cookie: string,
  fields: Record<string, string>,
  file?: { name: string; type: string; bytes: Buffer },
) {
  const f = form(fields, file);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/staff/notices',
    headers: { ...f.headers, cookie },
    payload: f.payload,
  });
}

const publicNotices = async () =>
  (await ctx.app.inject({ url: '/api/notices?pageSize=50' })).json().data as {
    id: number;
    headline: string;
    pdfUrl: string;
  }[];

describe('notices with a PDF', () => {
  it('an editor uploads a notice as a draft: invisible to the public until published, then shown at once with its PDF', async () => {
    const title = `Draft notice ${Date.now()}`;
    const res = await upload(
      editor.cookie,
      { title, date: todayIst() },
      { name: 'order.pdf', type: 'application/pdf', bytes: PDF },
    );
    expect(res.statusCode).toBe(201);
    const item = res.json().data;
    expect(item.published).toBe(false);
    expect((await publicNotices()).some((n) => n.headline === title)).toBe(false);
    expect((await ctx.app.inject({ url: `/api/notices/${item.id}/pdf` })).statusCode).toBe(404);

    const pub = await ctx.app.inject({
      method: 'POST',
      url: `/api/staff/content/notices/${item.id}/publish`,
      headers: { cookie: editor.cookie },
      payload: { published: true },
    });
    expect(pub.statusCode).toBe(200);
    const shown = (await publicNotices()).find((n) => n.headline === title);
    expect(shown).toBeDefined();
    const pdf = await ctx.app.inject({ url: shown!.pdfUrl });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.equals(PDF)).toBe(true);
    // the uploaded name is not how it is stored or served
    expect(pdf.headers['content-disposition']).not.toContain('order.pdf');

    const [entry] = await ctx.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'notice'), eq(auditLog.entityId, String(item.id))))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry).toMatchObject({ staffId: editor.id, action: 'publish' });
    expect(entry!.before).toMatchObject({ published: false, title });
    expect(entry!.after).toMatchObject({ published: true, title });
  });

  it('publishing it with the form shows it on the public page at once; a notice dated later waits', async () => {
    const title = `Published notice ${Date.now()}`;
    const res = await upload(
      editor.cookie,
      { title, date: todayIst(), published: 'true' },
      { name: 'a.pdf', type: 'application/pdf', bytes: PDF },
    );
    expect(res.statusCode).toBe(201);
    expect((await publicNotices()).some((n) => n.headline === title)).toBe(true);
    const later = await upload(
      editor.cookie,
      { title: `${title} later`, date: '2099-01-01', published: 'true' },
      { name: 'a.pdf', type: 'application/pdf', bytes: PDF },
    );
    expect(later.statusCode).toBe(201);
    expect((await publicNotices()).some((n) => n.headline === `${title} later`)).toBe(false);
  });

  it('refuses a script renamed .pdf', async () => {
    const res = await upload(
      editor.cookie,
      { title: 'Script', date: todayIst() },
      {
        name: 'notice.pdf',
        type: 'application/pdf',
        bytes: Buffer.from('#!/bin/sh\nrm -rf /\n'),
      },
    );
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({
      success: false,
      message: 'The file is not a PDF. Upload a PDF document (.pdf).',
    });
  });

  it('refuses a PDF over 10 MB with a clear 413', async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024 + 1, 0x20)]);
    const res = await upload(
      editor.cookie,
      { title: 'Big', date: todayIst() },
      { name: 'big.pdf', type: 'application/pdf', bytes: big },
    );
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toMatch(/larger than 10 MB/);
  });

  it('needs the file, a title and a date', async () => {
    expect((await upload(editor.cookie, { title: 'No file', date: todayIst() })).statusCode).toBe(
      400,
    );
    const noTitle = await upload(
      editor.cookie,
      { date: todayIst() },
      { name: 'a.pdf', type: 'application/pdf', bytes: PDF },
    );
    expect(noTitle.statusCode).toBe(400);
    expect(noTitle.json().message).toMatch(/Title/);
  });
});

describe('other content', () => {
  it('a tour created as a draft is invisible; published, it is listed and readable at once; unpublished, gone again', async () => {
    const body = {
      title: `Tour ${Date.now()}`,
      location: 'Ranchi',
      category: 'Eco Tourism',
      price: 4500,
      discount: 10,
      duration: '2 days',
      guests: '2-10',
      image: '/media/tours/1.svg',
      imageAlt: 'Hills',
      description: 'A walk in the hills.',
      includes: ['Guide', 'Lunch'],
      featured: false,
    };
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/staff/content/tours',
      headers: { cookie: editor.cookie },
      payload: body,
    });
    expect(res.statusCode).toBe(201);
    const id = res.json().data.id;
    expect((await ctx.app.inject({ url: `/api/tours/${id}` })).statusCode).toBe(404);
    const publish = (published: boolean) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/staff/content/tours/${id}/publish`,
        headers: { cookie: editor.cookie },
        payload: { published },
      });
    expect((await publish(true)).statusCode).toBe(200);
    const tour = await ctx.app.inject({ url: `/api/tours/${id}` });
    expect(tour.statusCode).toBe(200);
    expect(tour.json().data).toMatchObject({ price: 4050, originalPrice: 4500 });
    expect((await publish(false)).statusCode).toBe(200);
    expect((await ctx.app.inject({ url: `/api/tours/${id}` })).statusCode).toBe(404);
  });

  it('a destination is created (its id the next after the seeded ones) and shown once published', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/staff/content/destinations',
      headers: { cookie: editor.cookie },
      payload: {
        title: 'Hundru Falls',
        image: '/media/destinations/1.svg',
        imageAlt: 'A waterfall',
        desc1: 'A waterfall on the Subarnarekha.',
        desc2: 'Best after the monsoon.',
        published: true,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const { id, values } = res.json().data as { id: number; values: { title: string } };
    expect(values.title).toBe('Hundru Falls');
    const shown = await ctx.app.inject({ url: `/api/destinations/${id}` });
    expect(shown.statusCode).toBe(200);
  });

  it('edits are audited with before and after', async () => {
    const list = await ctx.app.inject({
      url: '/api/staff/content/officials',
      headers: { cookie: editor.cookie },
    });
    const o = list.json().data[0];
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/staff/content/officials/${o.id}`,
      headers: { cookie: editor.cookie },
      payload: { ...o.values, title: 'Managing Director (acting)', published: true },
    });
    expect(res.statusCode).toBe(200);
    const [entry] = await ctx.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'official'), eq(auditLog.entityId, String(o.id))))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry!.before).toMatchObject({ title: o.values.title });
    expect(entry!.after).toMatchObject({ title: 'Managing Director (acting)' });
  });

  it('refuses a picture that is not a path on this site', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/staff/content/videos',
      headers: { cookie: editor.cookie },
      payload: {
        title: 'x',
        url: 'javascript:alert(1)',
        poster: '//evil.test/a.svg',
        sortOrder: 1,
      },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('who may edit content', () => {
  it('accounts and hotel managers may not; nobody signed in gets 401; admins may', async () => {
    const url = '/api/staff/content/notices';
    expect((await ctx.app.inject({ url })).statusCode).toBe(401);
    expect(
      (await ctx.app.inject({ url, headers: { cookie: await staffCookie(ctx, 'accounts') } }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await ctx.app.inject({
          url,
          headers: { cookie: await staffCookie(ctx, 'hotel_manager', { hotelIds: [1] }) },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await ctx.app.inject({ url, headers: { cookie: await staffCookie(ctx, 'admin') } }))
        .statusCode,
    ).toBe(200);
    const accounts = await upload(
      await staffCookie(ctx, 'accounts'),
      { title: 'x', date: todayIst() },
      { name: 'a.pdf', type: 'application/pdf', bytes: PDF },
    );
    expect(accounts.statusCode).toBe(403);
  });
});
