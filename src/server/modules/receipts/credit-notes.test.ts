import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { creditNotes, customers, outbox, refunds } from '../../db/schema/index';
import { resolveAttachment } from '../../notify/attachments';
import { createCustomerSession, createTestApp, type TestContext } from '../../test/app';
import { createConfirmedBooking } from '../cancellation/cancellation.fixture';
import { bookingLinkToken } from '../bookings/bookings.service';

let ctx: TestContext;
type Customer = Awaited<ReturnType<typeof createCustomerSession>>;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const post = (url: string, c: Customer, body?: object) =>
  ctx.app.inject({
    method: 'POST',
    url,
    headers: { cookie: c.cookie },
    ...(body ? { payload: body } : {}),
  });

const notesOf = (bookingId: number) =>
  ctx.deps.db
    .select()
    .from(creditNotes)
    .where(eq(creditNotes.bookingId, bookingId))
    .orderBy(asc(creditNotes.id));

const serial = (no: string) => Number(no.split('/').at(-1));

async function booking(c: Customer, rooms = 2) {
  const b = await createConfirmedBooking(ctx.deps.db, c, { rooms });
  return b;
}

describe('credit notes', () => {
  it('cancelling a whole booking with a refund issues one credit note for the refund, with the invoice it reduces', async () => {
    const guest = await createCustomerSession(ctx);
    const b = await booking(guest);
    const res = await post(`/api/hotel/cancel-all/${b.bookingId}`, guest);
    expect(res.statusCode).toBe(200);
    const [refund] = await ctx.deps.db
      .select()
      .from(refunds)
      .where(eq(refunds.bookingId, b.bookingId));
    const notes = await notesOf(b.bookingId);
    expect(notes).toHaveLength(1);
    const n = notes[0]!;
    expect(n.creditNoteNo).toMatch(/^CN\/\d{4}\/\d{6}$/);
    expect(n.refundId).toBe(refund!.id);
    expect(n.totalPaise).toBe(refund!.amountPaise);
    expect(n.taxablePaise + n.cgstPaise + n.sgstPaise + n.igstPaise).toBe(n.totalPaise);
    expect(n.lines).toHaveLength(2);
    expect(Math.abs(n.cgstPaise - n.sgstPaise)).toBeLessThanOrEqual(2);
    expect(n.igstPaise).toBe(0);
    // 5% GST inside the refund (rooms under Rs 7,500 invoiced after 22 Sep 2025): tax is 5/105 of
    // it, to the paisa per room
    expect(n.lines.map((l) => l.rateBp)).toEqual([500, 500]);
    expect(
      Math.abs(n.cgstPaise + n.sgstPaise - Math.round((n.totalPaise * 5) / 105)),
    ).toBeLessThanOrEqual(2);
  });

  it('a booking invoiced at 12% before the change is credited at 12%, not at the rate in force now', async () => {
    const guest = await createCustomerSession(ctx);
    const b = await createConfirmedBooking(ctx.deps.db, guest, {
      rooms: 1,
      slabs: [
        { minTariffPaise: 0, rateBp: 1200 },
        { minTariffPaise: 750_001, rateBp: 1800 },
      ],
    });
    expect((await post(`/api/hotel/cancel-all/${b.bookingId}`, guest)).statusCode).toBe(200);
    const [n] = await notesOf(b.bookingId);
    expect(n!.lines.map((l) => l.rateBp)).toEqual([1200]);
    expect(
      Math.abs(n!.cgstPaise + n!.sgstPaise - Math.round((n!.totalPaise * 12) / 112)),
    ).toBeLessThanOrEqual(1);
    const page = await ctx.app.inject({
      url: `/api/bookings/${b.bookingId}/credit-notes/${n!.id}`,
      headers: { cookie: guest.cookie },
    });
    const dto = page.json().data;
    expect(dto.Lines.map((l: { gstRateBp: number }) => l.gstRateBp)).toEqual([1200]);
    expect(dto.Taxes.map((t: { TaxPercentage: number }) => t.TaxPercentage)).toEqual([6, 6]);
  });

  it('room by room: each refunded room gets its own credit note, numbered consecutively', async () => {
    const guest = await createCustomerSession(ctx);
    const b = await booking(guest);
    for (const room of b.rooms) {
      const res = await post(`/api/hotel/cancel-room/confirm/${b.bookingId}`, guest, {
        Price: 1,
        RoomConfig: 'Room',
        UserID: guest.customerId,
        ROOMID: room.id,
      });
      expect(res.statusCode).toBe(200);
    }
    const notes = await notesOf(b.bookingId);
    expect(notes).toHaveLength(2);
    expect(notes.map((n) => n.lines[0]!.bookingRoomId)).toEqual(b.rooms.map((r) => r.id));
    expect(serial(notes[1]!.creditNoteNo)).toBe(serial(notes[0]!.creditNoteNo) + 1);
    const refundRows = await ctx.deps.db
      .select()
      .from(refunds)
      .where(eq(refunds.bookingId, b.bookingId))
      .orderBy(asc(refunds.id));
    expect(notes.map((n) => n.totalPaise)).toEqual(refundRows.map((r) => r.amountPaise));
  });

  it('no refund, no credit note (nothing was captured)', async () => {
    const guest = await createCustomerSession(ctx);
    const b = await createConfirmedBooking(ctx.deps.db, guest, { rooms: 1, capturedPaise: null });
    expect((await post(`/api/hotel/cancel-all/${b.bookingId}`, guest)).statusCode).toBe(200);
    expect(await notesOf(b.bookingId)).toHaveLength(0);
  });

  it('the guest reads it as a page and a PDF, finds it in the booking history, and gets it by mail', async () => {
    const guest = await createCustomerSession(ctx);
    const b = await booking(guest, 1);
    expect((await post(`/api/hotel/cancel-all/${b.bookingId}`, guest)).statusCode).toBe(200);
    const [n] = await notesOf(b.bookingId);

    const page = await ctx.app.inject({
      url: `/api/bookings/${b.bookingId}/credit-notes/${n!.id}`,
      headers: { cookie: guest.cookie },
    });
    expect(page.statusCode).toBe(200);
    const dto = page.json().data;
    expect(dto).toMatchObject({
      CreditNoteNo: n!.creditNoteNo,
      BookingRefNo: b.bookingRefNo,
      PlaceOfSupply: expect.stringMatching(/^\d{2}-\w+/),
      Total: n!.totalPaise / 100,
    });

    const token = bookingLinkToken(ctx.deps.config, b.bookingId);
    const pdf = await ctx.app.inject({
      url: `/api/bookings/${b.bookingId}/credit-notes/${n!.id}/pdf?token=${token}`,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const history = await ctx.app.inject({
      url: '/api/dashboard/admin/booking-history',
      headers: { cookie: guest.cookie },
    });
    const row = history.json().data.find((r: { BookingID: number }) => r.BookingID === b.bookingId);
    expect(row.CreditNotes).toEqual([{ CreditNoteID: n!.id, CreditNoteNo: n!.creditNoteNo }]);

    const mails = await ctx.deps.db.select().from(outbox).where(eq(outbox.recipient, guest.email));
    const mail = mails.find((m) => m.subject?.includes(n!.creditNoteNo));
    expect(mail?.attachments).toEqual([
      expect.objectContaining({ kind: 'credit_note', bookingId: b.bookingId, creditNoteId: n!.id }),
    ]);
    const bytes = await resolveAttachment(ctx.deps.db, mail!.attachments![0]!, ctx.deps.config);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it("a Hindi customer's credit note comes by mail and as a PDF in Hindi; ?lang=en gives the English one", async () => {
    /** The glyphs drawn on the PDF's first page, as the text each stands for. */
    const glyphs = async (bytes: Buffer) => {
      const doc = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
      const ops = await (await doc.getPage(1)).getOperatorList();
      return ops.fnArray
        .flatMap((fn, i) =>
          fn === OPS.showText
            ? (ops.argsArray[i] as [({ unicode: string } | number | null)[]])[0]
            : [],
        )
        .map((g) => (g && typeof g === 'object' ? g.unicode : ''))
        .join('');
    };
    const guest = await createCustomerSession(ctx);
    await ctx.deps.db
      .update(customers)
      .set({ language: 'hi' })
      .where(eq(customers.id, guest.customerId));
    const b = await booking(guest, 1);
    expect((await post(`/api/hotel/cancel-all/${b.bookingId}`, guest)).statusCode).toBe(200);
    const [n] = await notesOf(b.bookingId);
    const mails = await ctx.deps.db.select().from(outbox).where(eq(outbox.recipient, guest.email));
    const mail = mails.find((m) => m.subject?.includes(n!.creditNoteNo));
    expect(mail?.subject).toBe(`जीएसटी क्रेडिट नोट ${n!.creditNoteNo}: बुकिंग ${b.bookingRefNo}`);
    const attached = await glyphs(
      await resolveAttachment(ctx.deps.db, mail!.attachments![0]!, ctx.deps.config),
    );
    expect(attached).toContain('कारण');
    expect(attached).toContain('रुपये');
    expect(attached).not.toContain('Issued to');
    const english = await ctx.app.inject({
      url: `/api/bookings/${b.bookingId}/credit-notes/${n!.id}/pdf?lang=en`,
      headers: { cookie: guest.cookie },
    });
    expect(await glyphs(english.rawPayload)).toContain('Issued to');
  });

  it('someone else gets 404 for a credit note that is not theirs', async () => {
    const guest = await createCustomerSession(ctx);
    const other = await createCustomerSession(ctx);
    const b = await booking(guest, 1);
    expect((await post(`/api/hotel/cancel-all/${b.bookingId}`, guest)).statusCode).toBe(200);
    const [n] = await notesOf(b.bookingId);
    const res = await ctx.app.inject({
      url: `/api/bookings/${b.bookingId}/credit-notes/${n!.id}`,
      headers: { cookie: other.cookie },
    });
    expect(res.statusCode).toBe(404);
    const pdf = await ctx.app.inject({
      url: `/api/bookings/${b.bookingId}/credit-notes/${n!.id}/pdf`,
    });
    expect(pdf.statusCode).toBe(404);
  });
});
