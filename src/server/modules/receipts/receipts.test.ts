import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../shared/dates';
import { createCustomerSession, createTestApp, type TestContext } from '../../test/app';
import {
  bookAndPay,
  bookingBody,
  postBooking,
  roomTypesOf,
  stay,
} from '../bookings/bookings.fixture';

let ctx: TestContext;
let a: { cookie: string; customerId: number };
let b: { cookie: string; customerId: number };
let paid: Awaited<ReturnType<typeof bookAndPay>>;
let unpaidId: number;
const d = stay(20, 2);

beforeAll(async () => {
  ctx = await createTestApp();
  a = await createCustomerSession(ctx);
  b = await createCustomerSession(ctx);
  const types = await roomTypesOf(ctx, 1, d.checkIn, d.checkOut);
  const deluxe = types.find((t) => t.AllowedExtraPerson > 0)!;
  paid = await bookAndPay(
    ctx,
    a.cookie,
    bookingBody(1, d, [
      { RoomTypeID: deluxe.RoomTypeID, NoOfAdult: 2, ExtraPerson: 1 },
      { RoomTypeID: deluxe.RoomTypeID, NoOfAdult: 2, NoOfChild: 1 },
    ]),
  );
  const pending = await postBooking(
    ctx,
    a.cookie,
    bookingBody(1, d, [{ RoomTypeID: deluxe.RoomTypeID }]),
  );
  unpaidId = pending.json().data.bookingId;
});
afterAll(() => ctx.close());

const get = (url: string, cookie?: string) =>
  ctx.app.inject({ url, headers: cookie ? { cookie } : {} });

describe('GET /api/dashboard/admin/booking-view/:id', () => {
  it('gives its customer one row per room with the spec fields', async () => {
    const res = await get(`/api/dashboard/admin/booking-view/${paid.created.bookingId}`, a.cookie);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toHaveLength(2);
    const [r1, r2] = data;
    expect(r1).toMatchObject({
      PropertyName: 'Patratu Lake Resort',
      BookingRefNo: paid.created.BookingRefNo,
      CustomerName: 'Asha Kumari',
      Address: 'Lalpur, Ranchi, Jharkhand 834001',
      MobileNo: '9876543210',
      EmailID: 'asha@example.com',
      CheckinDate: d.checkIn,
      CheckinTime: '12:00 PM',
      CheckOutDate: d.checkOut,
      CheckOutTime: '11:00 AM',
      NoOfDay: 2,
      RoomNo: '',
      NoOfPerson: 2,
      NoOfChild: 0,
      ExtraPerson: 1,
      ExtraPersonRate: 600,
      TaxType: 'GST',
      // a room under Rs 7,500 a night, paid after 22 Sep 2025: 5% (ADR 220)
      TaxPercentage: 5,
      Remarks: 'Confirmed',
      ChildAge1: 'Online',
      Age: 'Online (Sandbox)',
      PaymentMode: expect.stringMatching(/^pay_/),
    });
    expect(r1.vchMRNumber).toMatch(/^MR\//);
    expect(r1.BillDate).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(r1.ChildAge2).toBe(r1.ReceiptDate);
    expect(r1.PaymentMode).toBe(r1.TransactionNo);
    expect(r1.RoomBookingID).not.toBe(r2.RoomBookingID);
    expect(r2.NoOfChild).toBe(1);
    const total = data.reduce(
      (s: number, r: { Amount: number; TotalAmount: number }) => s + r.Amount + r.TotalAmount,
      0,
    );
    expect(Math.round(total * 100)).toBe(Math.round(paid.created.totalPayable * 100));
  });

  it('opens with the signed link token and without a session', async () => {
    const res = await get(
      `/api/dashboard/admin/booking-view/${paid.created.bookingId}?token=${paid.verified.token}`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toHaveLength(2);
  });

  it.each([
    [
      'another customer',
      () => get(`/api/dashboard/admin/booking-view/${paid.created.bookingId}`, b.cookie),
    ],
    ['a visitor', () => get(`/api/dashboard/admin/booking-view/${paid.created.bookingId}`)],
    [
      'a wrong token',
      () =>
        get(`/api/dashboard/admin/booking-view/${paid.created.bookingId}?token=${'x'.repeat(43)}`),
    ],
    [
      "another booking's token",
      () => get(`/api/dashboard/admin/booking-view/${unpaidId}?token=${paid.verified.token}`),
    ],
    ['an unpaid hold', () => get(`/api/dashboard/admin/booking-view/${unpaidId}`, a.cookie)],
    ['a missing booking', () => get('/api/dashboard/admin/booking-view/999999', a.cookie)],
  ])('is 404 to %s', async (_who, call) => {
    const res = await call();
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: 'No Booking Details Found' });
  });

  it('marks a cancelled room Cancelled', async () => {
    const [room] = (
      await get(`/api/dashboard/admin/booking-view/${paid.created.bookingId}`, a.cookie)
    ).json().data;
    await ctx.deps.db.execute(
      sql`UPDATE booking_rooms SET status = 'cancelled', refund_paise = 100 WHERE id = ${room.RoomBookingID}`,
    );
    try {
      const rows = (
        await get(`/api/dashboard/admin/booking-view/${paid.created.bookingId}`, a.cookie)
      ).json().data;
      expect(rows.map((r: { Remarks: string }) => r.Remarks)).toEqual(['Cancelled', 'Confirmed']);
      expect(rows[0].RefundAmount).toBe(1);
    } finally {
      await ctx.deps.db.execute(
        sql`UPDATE booking_rooms SET status = 'booked', refund_paise = NULL WHERE id = ${room.RoomBookingID}`,
      );
    }
  });
});

describe('GET /api/dashboard/admin/booking-payment/:id/:totalAmount', () => {
  it('gives CGST 2.5% and SGST 2.5% computed by the server, ignoring the path amount', async () => {
    const res = await get(
      `/api/dashboard/admin/booking-payment/${paid.created.bookingId}/1`,
      a.cookie,
    );
    expect(res.statusCode).toBe(200);
    const rows = res.json().data;
    expect(
      rows.map((r: { TaxType: string; TaxPercentage: number }) => [r.TaxType, r.TaxPercentage]),
    ).toEqual([
      ['CGST', 2.5],
      ['SGST', 2.5],
    ]);
    const sum = rows.reduce(
      (s: number, r: { TaxAmount: number }) => s + Math.round(r.TaxAmount * 100),
      0,
    );
    expect(sum).toBe(
      Math.round((paid.created.totalPayable - paid.created.totalPayable / 1.05) * 100),
    );
    expect(
      (await get(`/api/dashboard/admin/booking-payment/${paid.created.bookingId}/1`, b.cookie))
        .statusCode,
    ).toBe(404);
  });
});

describe('GET /api/dashboard/admin/booking-extraperson/:id', () => {
  it('lists the rooms with extra persons', async () => {
    const res = await get(
      `/api/dashboard/admin/booking-extraperson/${paid.created.bookingId}`,
      a.cookie,
    );
    expect(res.json().data).toEqual([
      expect.objectContaining({ ExtraPerson: 1, ExtraPersonRate: 600, NoOfDay: 2, Amount: 1200 }),
    ]);
    expect(
      (await get(`/api/dashboard/admin/booking-extraperson/${paid.created.bookingId}`)).statusCode,
    ).toBe(404);
  });
});

describe('the GST tax invoice', () => {
  it('carries the serial, the GSTINs, SAC 996311, CGST/SGST and the amount in words', async () => {
    const res = await get(`/api/bookings/${paid.created.bookingId}/invoice`, a.cookie);
    expect(res.statusCode).toBe(200);
    const inv = res.json().data;
    expect(inv.InvoiceNo).toMatch(/^JTDC\/\d{4}\/\d{6}$/);
    expect(inv.Supplier.GSTIN).toBe('20AABCJ1234K1Z3');
    expect(inv.Supplier.Address).toMatch(/Ranchi/);
    expect(inv.Lines).toHaveLength(2);
    for (const l of inv.Lines) expect(l.SAC).toBe('996311');
    expect(inv.Taxes.map((t: { TaxType: string }) => t.TaxType)).toEqual(['CGST', 'SGST']);
    expect(inv.Total).toBe(paid.created.totalPayable);
    expect(inv.AmountInWords).toMatch(/^Rupees .+ Only$/);
    expect(inv.Guest.GSTIN).toBeNull();
  });

  it('downloads as a PDF to its customer or the token holder, and 404 to anyone else', async () => {
    const pdf = await get(`/api/bookings/${paid.created.bookingId}/invoice.pdf`, a.cookie);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(/^attachment; filename="Invoice-JTDC-/);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(
      (
        await get(
          `/api/bookings/${paid.created.bookingId}/invoice.pdf?token=${paid.verified.token}`,
        )
      ).statusCode,
    ).toBe(200);
    expect(
      (await get(`/api/bookings/${paid.created.bookingId}/invoice.pdf`, b.cookie)).statusCode,
    ).toBe(404);
    expect((await get(`/api/bookings/${paid.created.bookingId}/invoice.pdf`)).statusCode).toBe(404);
    expect(
      (await get(`/api/bookings/${paid.created.bookingId}/invoice`, b.cookie)).statusCode,
    ).toBe(404);
  });
});

describe('GET /api/dashboard/admin/booking-history', () => {
  const history = (cookie: string | undefined, q = '') =>
    get(`/api/dashboard/admin/booking-history${q}`, cookie);

  it("lists only the session customer's bookings with status and links data", async () => {
    const res = await history(a.cookie);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.map((r: { BookingID: number }) => r.BookingID).sort()).toEqual(
      [paid.created.bookingId, unpaidId].sort(),
    );
    const row = data.find((r: { BookingID: number }) => r.BookingID === paid.created.bookingId);
    expect(row).toMatchObject({
      BookingRefNo: paid.created.BookingRefNo,
      PropertyName: 'Patratu Lake Resort',
      Status: 'confirmed',
      TotalRoom: 2,
      CanCancel: true,
      HasReceipt: true,
      TotalAmount: paid.created.totalPayable,
      RefundAmount: 0,
    });
    // a timestamp is ISO 8601 with its offset (docs/api.md), in IST, within a minute of now
    expect(row.BookingDate).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+05:30$/);
    expect(Math.abs(Date.parse(row.BookingDate) - Date.now())).toBeLessThan(10 * 60_000);
    expect(data.find((r: { BookingID: number }) => r.BookingID === unpaidId)).toMatchObject({
      Status: 'pending_payment',
      CanCancel: false,
      HasReceipt: false,
    });
    expect((await history(b.cookie)).json().data).toEqual([]);
  });

  it('filters by from date, to date and reference', async () => {
    expect((await history(a.cookie, `?fromDate=${addDays(d.checkIn, 1)}`)).json().data).toEqual([]);
    expect((await history(a.cookie, `?toDate=${addDays(d.checkIn, -1)}`)).json().data).toEqual([]);
    expect(
      (await history(a.cookie, `?fromDate=${d.checkIn}&toDate=${d.checkIn}`)).json().data,
    ).toHaveLength(2);
    const byRef = (await history(a.cookie, `?bookingRefNo=${paid.created.BookingRefNo}`)).json()
      .data;
    expect(byRef.map((r: { BookingID: number }) => r.BookingID)).toEqual([paid.created.bookingId]);
    expect((await history(a.cookie, '?fromDate=2026-02-30')).statusCode).toBe(400);
  });

  it("gives 403 for another customer's UserId and 401 to a visitor", async () => {
    expect((await history(b.cookie, `?UserId=${a.customerId}`)).statusCode).toBe(403);
    expect((await history(a.cookie, `?UserId=${a.customerId}`)).statusCode).toBe(200);
    expect((await history(a.cookie, '?UserId=0')).statusCode).toBe(200);
    expect((await history(undefined)).statusCode).toBe(401);
  });

  it('shows refunds recorded on cancelled rooms', async () => {
    const [room] = (
      await get(`/api/dashboard/admin/booking-view/${paid.created.bookingId}`, a.cookie)
    ).json().data;
    await ctx.deps.db.execute(
      sql`UPDATE booking_rooms SET status = 'cancelled', refund_paise = 250050 WHERE id = ${room.RoomBookingID}`,
    );
    await ctx.deps.db.execute(
      sql`UPDATE bookings SET status = 'partially_cancelled' WHERE id = ${paid.created.bookingId}`,
    );
    try {
      const row = (await history(a.cookie))
        .json()
        .data.find((r: { BookingID: number }) => r.BookingID === paid.created.bookingId);
      expect(row).toMatchObject({
        Status: 'partially_cancelled',
        RefundAmount: 2500.5,
        CanCancel: true,
      });
      expect(row.Rooms[0]).toMatchObject({ Status: 'cancelled', RefundAmount: 2500.5 });
    } finally {
      await ctx.deps.db.execute(
        sql`UPDATE booking_rooms SET status = 'booked', refund_paise = NULL WHERE id = ${room.RoomBookingID}`,
      );
      await ctx.deps.db.execute(
        sql`UPDATE bookings SET status = 'confirmed' WHERE id = ${paid.created.bookingId}`,
      );
    }
  });
});
