import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../shared/dates';
import { createCustomerSession, createTestApp, type TestContext } from '../../test/app';
import { staffCookie } from '../../test/staff';
import { renderMessage } from '../../notify/renderers';
import { bookAndPay, bookingBody, roomTypesOf, rows, stay } from '../bookings/bookings.fixture';

/* Extending a stay from the room chart (issue 27, ADR 375): POST /api/staff/bookings/{id}/extend. */

let ctx: TestContext;
let manager: string;
let customer: Awaited<ReturnType<typeof createCustomerSession>>;
beforeAll(async () => {
  ctx = await createTestApp();
  manager = await staffCookie(ctx, 'hotel_manager', { hotelIds: [1] });
  customer = await createCustomerSession(ctx, { name: 'Ritu Munda' });
});
afterAll(() => ctx.close());

type Reply = Awaited<ReturnType<TestContext['app']['inject']>>;
const call = (method: 'GET' | 'POST', url: string, cookie: string, payload?: object) =>
  ctx.app.inject({
    method,
    url,
    headers: { cookie },
    ...(payload ? { payload } : {}),
  }) as Promise<Reply>;
const extend = (id: number, nights: unknown, cookie = manager) =>
  call('POST', `/api/staff/bookings/${id}/extend`, cookie, { nights });

/** A paid two-night booking of hotel 1's first room type, given its first free room. */
async function paidInRoom(offset: number) {
  const d = stay(offset, 2);
  const [t] = await roomTypesOf(ctx, 1, d.checkIn, d.checkOut);
  const { created } = await bookAndPay(
    ctx,
    customer.cookie,
    bookingBody(1, d, [{ RoomTypeID: t!.RoomTypeID }]),
  );
  const id = created.bookingId as number;
  const detail = (await call('GET', `/api/staff/bookings/${id}`, manager)).json().data;
  const bookingRoomId = detail.roomList[0].id as number;
  const rooms = (await call('GET', '/api/staff/hotels/1/rooms', manager)).json().data.rooms as {
    id: number;
    number: string;
    roomTypeId: number;
  }[];
  return { id, ...d, roomTypeId: t!.RoomTypeID, bookingRoomId, rooms, total: detail.totalPaise };
}

const nightsHeld = (bookingRoomId: number) =>
  rows<{ night: string; room_id: number }>(
    ctx,
    sql`SELECT night::text AS night, room_id FROM room_nights WHERE booking_room_id = ${bookingRoomId} ORDER BY night`,
  );
const bookedOn = async (typeId: number, night: string) =>
  (
    await rows<{ booked: number }>(
      ctx,
      sql`SELECT booked FROM room_inventory WHERE room_type_id = ${typeId} AND night = ${night}`,
    )
  )[0]!.booked;

type DebitNote = {
  id: number;
  debit_note_no: string;
  kind: string;
  date_change_id: number | null;
  extended_from: string;
  extended_to: string;
  invoice_no: string;
  total_paise: number;
  taxable_paise: number;
  cgst_paise: number;
  sgst_paise: number;
};
const debitNotesOf = (bookingId: number) =>
  rows<DebitNote>(
    ctx,
    sql`SELECT id, debit_note_no, kind, date_change_id, extended_from::text AS extended_from,
               extended_to::text AS extended_to, invoice_no, total_paise, taxable_paise,
               cgst_paise, sgst_paise
          FROM debit_notes WHERE booking_id = ${bookingId} ORDER BY id`,
  );

describe('extending a stay', () => {
  it('moves the check-out later, keeps the room for the added nights and prices them on the server', async () => {
    const b = await paidInRoom(60);
    const room = b.rooms.find((r) => r.roomTypeId === b.roomTypeId)!;
    const assign = await call(
      'POST',
      `/api/staff/bookings/${b.id}/rooms/${b.bookingRoomId}/assign`,
      manager,
      { roomId: room.id },
    );
    expect(assign.statusCode).toBe(200);
    const before = await bookedOn(b.roomTypeId, b.checkOut);
    const quote = await roomTypesOf(ctx, 1, b.checkOut, addDays(b.checkOut, 2));
    const nightly = quote.find((t) => t.RoomTypeID === b.roomTypeId)!.nights;

    const res = await extend(b.id, 2);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.checkOut).toBe(addDays(b.checkOut, 2));
    expect(data.nights).toBe(4);
    expect(data.addedPaise - data.addedGstPaise).toBe(
      nightly.reduce((s, n) => s + Math.round(n.price * 100), 0),
    );
    expect(data.addedGstPaise).toBeGreaterThan(0);
    expect(data.totalPaise).toBe(b.total + data.addedPaise);
    expect((await nightsHeld(b.bookingRoomId)).map((n) => n.room_id)).toEqual([
      room.id,
      room.id,
      room.id,
      room.id,
    ]);
    expect(await bookedOn(b.roomTypeId, b.checkOut)).toBe(before + 1);
  });

  it('is 409 naming the room when another stay holds it on an added night, and changes nothing', async () => {
    const a = await paidInRoom(70);
    const room = a.rooms.find((r) => r.roomTypeId === a.roomTypeId)!;
    await call('POST', `/api/staff/bookings/${a.id}/rooms/${a.bookingRoomId}/assign`, manager, {
      roomId: room.id,
    });
    const next = await paidInRoom(72);
    await call(
      'POST',
      `/api/staff/bookings/${next.id}/rooms/${next.bookingRoomId}/assign`,
      manager,
      { roomId: room.id },
    );
    const before = await bookedOn(a.roomTypeId, a.checkOut);

    const res = await extend(a.id, 1);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(new RegExp(`^Room ${room.number} is taken on the night of`));
    const after = (await call('GET', `/api/staff/bookings/${a.id}`, manager)).json().data;
    expect(after.checkOut).toBe(a.checkOut);
    expect(after.totalPaise).toBe(a.total);
    expect(await bookedOn(a.roomTypeId, a.checkOut)).toBe(before);
    // nothing added, nothing documented (ADR 382)
    expect(await debitNotesOf(a.id)).toEqual([]);
  });

  it('is 409 when the room type is sold out on an added night', async () => {
    const b = await paidInRoom(80);
    await ctx.deps.db.execute(
      sql`UPDATE room_inventory SET closed = total - booked WHERE room_type_id = ${b.roomTypeId} AND night = ${b.checkOut}`,
    );
    const res = await extend(b.id, 1);
    await ctx.deps.db.execute(
      sql`UPDATE room_inventory SET closed = 0 WHERE room_type_id = ${b.roomTypeId} AND night = ${b.checkOut}`,
    );
    expect(res.statusCode).toBe(409);
    const after = (await call('GET', `/api/staff/bookings/${b.id}`, manager)).json().data;
    expect(after.checkOut).toBe(b.checkOut);
  });

  it('refuses malformed nights (400) and a booking of another hotel (404)', async () => {
    const b = await paidInRoom(90);
    expect((await extend(b.id, 0)).statusCode).toBe(400);
    expect((await extend(b.id, 'two')).statusCode).toBe(400);
    expect((await extend(b.id, 31)).statusCode).toBe(400);
    const other = await staffCookie(ctx, 'hotel_manager', { hotelIds: [2] });
    expect((await extend(b.id, 1, other)).statusCode).toBe(404);
  });
});

describe('the GST document of the added nights (ADR 382)', () => {
  it('is a debit note against the booking’s invoice, of exactly what was added, issued with the extension', async () => {
    const b = await paidInRoom(100);
    const res = await extend(b.id, 2);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    const [invoice] = await rows<{ invoice_no: string }>(
      ctx,
      sql`SELECT invoice_no FROM bookings WHERE id = ${b.id}`,
    );
    const notes = await debitNotesOf(b.id);
    expect(notes).toEqual([
      expect.objectContaining({
        debit_note_no: data.debitNoteNo,
        kind: 'extension',
        date_change_id: null,
        extended_from: b.checkOut,
        extended_to: addDays(b.checkOut, 2),
        invoice_no: invoice!.invoice_no,
        total_paise: data.addedPaise,
        taxable_paise: data.addedPaise - data.addedGstPaise,
      }),
    ]);
    expect(data.debitNoteNo).toMatch(/^DN\/\d{4}\/\d{6}$/);
    const n = notes[0]!;
    expect(n.cgst_paise + n.sgst_paise).toBe(data.addedGstPaise);

    // the guest reads it, and it is mailed to them
    const page = await call('GET', `/api/bookings/${b.id}/debit-notes/${n.id}`, customer.cookie);
    expect(page.statusCode).toBe(200);
    expect(page.json().data).toMatchObject({
      DebitNoteNo: n.debit_note_no,
      Reason: 'Extension of stay: nights added to the supply',
      Total: data.addedPaise / 100,
    });
    expect(page.json().data.Lines[0].Description).toMatch(/, 2 nights$/);
    const [mail] = await rows<{ template: string; params: Record<string, number> }>(
      ctx,
      sql`SELECT template, params FROM outbox
           WHERE template = 'debit-note-mail' AND (params->>'debitNoteId')::int = ${n.id}`,
    );
    const text = await renderMessage(ctx.deps.db, mail!.template, mail!.params, ctx.deps.config);
    expect(text.subject).toMatch(/^Stay extended, GST debit note DN\//);
    expect(text.text).toContain('The amount is added to your bill at the hotel.');
  });

  it('is in the GST register and GSTR-1 of the month, like the date changes’ debit notes', async () => {
    const accounts = await staffCookie(ctx, 'accounts');
    const b = await paidInRoom(110);
    const data = (await extend(b.id, 1)).json().data;
    const month = (
      await rows<{ m: string }>(
        ctx,
        sql`SELECT to_char(issue_date, 'YYYY-MM') AS m FROM debit_notes WHERE debit_note_no = ${data.debitNoteNo}`,
      )
    )[0]!.m;
    const reg = await call(
      'GET',
      `/api/staff/reports/gst-register?month=${month}&limit=500`,
      accounts,
    );
    const row = reg.json().data.rows.find((r: { number: string }) => r.number === data.debitNoteNo);
    expect(row).toMatchObject({ documentType: 'Debit note', total: data.addedPaise / 100 });
    const gstr1 = (await call('GET', `/api/staff/reports/gstr1?month=${month}`, accounts)).json();
    const dn = gstr1.doc_issue.doc_det.find((d: { doc_num: number }) => d.doc_num === 4);
    expect(dn.docs[0].totnum).toBeGreaterThanOrEqual(1);
  });
});
