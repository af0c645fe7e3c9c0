import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../shared/dates';
import { customers, outbox } from '../../db/schema/index';
import { resolveAttachment } from '../../notify/attachments';
import { renderMessage } from '../../notify/renderers';
import { createCustomerSession, createTestApp, type TestContext } from '../../test/app';
import {
  bookAndPay,
  bookingBody,
  roomTypesOf,
  rows,
  sandboxPay,
  stay,
  verify,
} from '../bookings/bookings.fixture';
import { bookingLinkToken, DEBIT_NOTE_MAIL } from '../bookings/bookings.service';

/**
 * The GST debit note as the guest gets it (ADR 381): its page, its PDF, the booking history and
 * the mail of the date change that issued it, with the PDF attached and a link to the page.
 */
let ctx: TestContext;
type Customer = Awaited<ReturnType<typeof createCustomerSession>>;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

async function setPrice(roomTypeId: number, from: string, to: string, paise: number) {
  for (let d = from; d < to; d = addDays(d, 1))
    await ctx.deps.db.execute(
      sql`INSERT INTO room_rates (room_type_id, night, price_paise) VALUES (${roomTypeId}, ${d}, ${paise})
          ON CONFLICT (room_type_id, night) DO UPDATE SET price_paise = ${paise}`,
    );
}

const post = (c: Customer, url: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url, headers: { cookie: c.cookie }, payload });

/** A paid booking moved to dearer dates, the difference paid: its debit note. */
async function dearerChange(offset: number, c?: Customer) {
  const guest = c ?? (await createCustomerSession(ctx));
  const d = stay(offset, 2);
  const [t] = await roomTypesOf(ctx, 1, d.checkIn, d.checkOut);
  await setPrice(t!.RoomTypeID, d.checkIn, d.checkOut, 200_000);
  const { created } = await bookAndPay(
    ctx,
    guest.cookie,
    bookingBody(1, d, [{ RoomTypeID: t!.RoomTypeID }]),
  );
  const bookingId = created.bookingId as number;
  const to = { checkIn: addDays(d.checkIn, 4), checkOut: addDays(d.checkIn, 7) };
  await setPrice(t!.RoomTypeID, to.checkIn, to.checkOut, 300_000);
  const url = `/api/bookings/${bookingId}/date-change`;
  const q = (await post(guest, `${url}/quote`, to)).json().data;
  const out = (await post(guest, url, { ...to, differencePaise: q.differencePaise })).json().data;
  expect(out.status).toBe('awaiting_payment');
  const v = await verify(ctx, guest.cookie, await sandboxPay(ctx, out.payment.orderId, 'success'));
  expect(v.statusCode).toBe(200);
  const [note] = await rows<{ id: number; debit_note_no: string; total_paise: number }>(
    ctx,
    sql`SELECT id, debit_note_no, total_paise FROM debit_notes WHERE booking_id = ${bookingId}`,
  );
  const [b] = await rows<{ booking_ref_no: string; invoice_no: string }>(
    ctx,
    sql`SELECT booking_ref_no, invoice_no FROM bookings WHERE id = ${bookingId}`,
  );
  return { guest, bookingId, to, q, note: note!, ref: b!.booking_ref_no, invoiceNo: b!.invoice_no };
}

async function mailOf(bookingId: number, debitNoteId: number) {
  const queued = await ctx.deps.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.template, DEBIT_NOTE_MAIL)));
  const m = queued.find(
    (q) =>
      Number(q.params?.bookingId) === bookingId && Number(q.params?.debitNoteId) === debitNoteId,
  );
  expect(m).toBeDefined();
  return {
    row: m!,
    rendered: await renderMessage(ctx.deps.db, m!.template!, m!.params!, ctx.deps.config),
  };
}

describe('the debit note of a dearer date change, as the guest gets it', () => {
  it('is a page of the booking’s customer: its number, the invoice it adds to, the difference paid', async () => {
    const c = await dearerChange(50);
    const res = await ctx.app.inject({
      url: `/api/bookings/${c.bookingId}/debit-notes/${c.note.id}`,
      headers: { cookie: c.guest.cookie },
    });
    expect(res.statusCode).toBe(200);
    const dto = res.json().data;
    expect(dto).toMatchObject({
      DebitNoteID: c.note.id,
      DebitNoteNo: c.note.debit_note_no,
      InvoiceNo: c.invoiceNo,
      BookingRefNo: c.ref,
      Reason: 'Change of stay dates: difference in the value of supply',
      Total: c.q.differencePaise / 100,
    });
    const taxable = Math.round(dto.TaxableValue * 100);
    const tax = Math.round(dto.TotalTax * 100);
    expect(taxable + tax).toBe(c.q.differencePaise);
    expect(dto.Lines[0].SAC).toBe('996311');
  });

  it('is a PDF by the signed link, and listed in the booking history', async () => {
    const c = await dearerChange(52);
    const token = bookingLinkToken(ctx.deps.config, c.bookingId);
    const pdf = await ctx.app.inject({
      url: `/api/bookings/${c.bookingId}/debit-notes/${c.note.id}/pdf?token=${token}&lang=hi`,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(pdf.headers['content-disposition']).toContain('Debit-Note-DN-');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const history = await ctx.app.inject({
      url: '/api/dashboard/admin/booking-history',
      headers: { cookie: c.guest.cookie },
    });
    const row = history.json().data.find((r: { BookingID: number }) => r.BookingID === c.bookingId);
    expect(row.DebitNotes).toEqual([{ DebitNoteID: c.note.id, DebitNoteNo: c.note.debit_note_no }]);
  });

  it('comes by mail with the new dates, a link to its page and the PDF attached', async () => {
    const c = await dearerChange(54);
    const { row, rendered } = await mailOf(c.bookingId, c.note.id);
    expect(row.recipient).toBe('asha@example.com');
    expect(rendered.subject).toBe(
      `Dates changed, GST debit note ${c.note.debit_note_no}: booking ${c.ref}`,
    );
    expect(rendered.text).toContain(`against tax invoice ${c.invoiceNo}`);
    expect(rendered.text).toContain(
      `/debit-note/${c.bookingId}/${c.note.id}?token=${encodeURIComponent(bookingLinkToken(ctx.deps.config, c.bookingId))}`,
    );
    expect(rendered.attachments).toEqual([
      expect.objectContaining({
        kind: 'debit_note',
        bookingId: c.bookingId,
        debitNoteId: c.note.id,
      }),
    ]);
    const bytes = await resolveAttachment(ctx.deps.db, rendered.attachments![0]!, ctx.deps.config);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('a Hindi customer’s mail is in Hindi and links the Hindi page', async () => {
    const guest = await createCustomerSession(ctx);
    await ctx.deps.db
      .update(customers)
      .set({ language: 'hi' })
      .where(eq(customers.id, guest.customerId));
    const c = await dearerChange(56, guest);
    const { rendered } = await mailOf(c.bookingId, c.note.id);
    expect(rendered.subject).toBe(
      `तारीखें बदलीं, जीएसटी डेबिट नोट ${c.note.debit_note_no}: बुकिंग ${c.ref}`,
    );
    expect(rendered.text).toContain(`/hi/debit-note/${c.bookingId}/${c.note.id}?token=`);
  });

  it('someone else gets 404, on the page and the PDF', async () => {
    const c = await dearerChange(58);
    const other = await createCustomerSession(ctx);
    const res = await ctx.app.inject({
      url: `/api/bookings/${c.bookingId}/debit-notes/${c.note.id}`,
      headers: { cookie: other.cookie },
    });
    expect(res.statusCode).toBe(404);
    const pdf = await ctx.app.inject({
      url: `/api/bookings/${c.bookingId}/debit-notes/${c.note.id}/pdf?token=wrong`,
    });
    expect(pdf.statusCode).toBe(404);
    // a debit note of another booking, through this booking's link, is not found either
    const token = bookingLinkToken(ctx.deps.config, c.bookingId);
    const wrong = await ctx.app.inject({
      url: `/api/bookings/${c.bookingId}/debit-notes/${c.note.id + 1000}?token=${token}`,
    });
    expect(wrong.statusCode).toBe(404);
    const bad = await ctx.app.inject({
      url: `/api/bookings/${c.bookingId}/debit-notes/abc`,
      headers: { cookie: c.guest.cookie },
    });
    expect(bad.statusCode).toBe(400);
  });
});
