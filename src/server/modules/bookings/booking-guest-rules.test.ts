import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verhoeffDigit } from '../../../shared/aadhaar';
import { bookings } from '../../db/schema/index';
import { createCustomerSession, createTestApp, type TestContext } from '../../test/app';
import { bookingBody, postBooking, roomTypesOf, stay } from './bookings.fixture';

/* Issue 10 items 14 and 16: accepted terms, masked Aadhaar, optional address, GSTIN check. */

let ctx: TestContext;
let cookie: string;
beforeAll(async () => {
  ctx = await createTestApp();
  ({ cookie } = await createCustomerSession(ctx));
});
afterAll(() => ctx.close());

let offset = 40;
async function book(extra: Record<string, unknown>) {
  const d = stay(offset++, 1);
  const [t] = await roomTypesOf(ctx, 2, d.checkIn, d.checkOut);
  return postBooking(ctx, cookie, bookingBody(2, d, [{ RoomTypeID: t!.RoomTypeID }], extra));
}
const storedIdentity = async (bookingId: number) =>
  (await ctx.deps.db.select().from(bookings).where(eq(bookings.id, bookingId)))[0]!.identityNo;

const fullAadhaar = (eleven: string) => eleven + String(verhoeffDigit(eleven));

describe('POST /api/bookings: the guest accepts the terms', () => {
  it('refuses a booking without AcceptTerms, or with it false', async () => {
    for (const AcceptTerms of [undefined, false]) {
      const res = await book({ AcceptTerms });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/accept the cancellation policy and terms/);
    }
  });

  it('takes the booking when the terms are accepted', async () => {
    expect((await book({ AcceptTerms: true })).statusCode).toBe(201);
  });
});

describe('POST /api/bookings: Aadhaar online', () => {
  it('keeps only XXXX-XXXX and the last four digits of a full, valid Aadhaar number', async () => {
    const number = fullAadhaar('23456789012');
    const res = await book({ IdentityNo: number });
    expect(res.statusCode).toBe(201);
    const stored = await storedIdentity(res.json().data.bookingId);
    expect(stored).toBe(`XXXX-XXXX-${number.slice(8)}`);
  });

  it('accepts the last four digits or the masked form, stored masked', async () => {
    for (const given of ['4321', 'xxxx-xxxx-4321', 'XXXX XXXX 4321']) {
      const res = await book({ IdentityNo: given });
      expect(res.statusCode).toBe(201);
      expect(await storedIdentity(res.json().data.bookingId)).toBe('XXXX-XXXX-4321');
    }
  });

  it('refuses a 12-digit number whose Verhoeff check digit is wrong, saying so', async () => {
    const good = fullAadhaar('23456789012');
    const bad = good.slice(0, 11) + String((Number(good[11]) + 1) % 10);
    const res = await book({ IdentityNo: bad });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/not a valid Aadhaar number/);
  });
});

describe('POST /api/bookings: address and GSTIN', () => {
  it('takes a booking without an address when there is no GSTIN', async () => {
    expect((await book({ CustomerAddress: undefined })).statusCode).toBe(201);
    expect((await book({ CustomerAddress: '' })).statusCode).toBe(201);
  });

  it('needs the address with a GSTIN (the invoice shows it)', async () => {
    const res = await book({ CustomerAddress: '', GSTIN: '20AABCJ1234K1Z3' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/Address is required with a GSTIN/);
  });

  it('says a 15-character GSTIN has a wrong check character', async () => {
    const res = await book({ GSTIN: '20AABCJ1234K1Z5' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/check character/);
  });
});

describe('GET /api/hotel/:id/cancellation-policy', () => {
  it('gives anyone the hotel policy bands, without a login', async () => {
    const res = await ctx.app.inject({ url: '/api/hotel/2/cancellation-policy' });
    expect(res.statusCode).toBe(200);
    const bands = res.json().data as { MinDays: number; DeductionPercent: number | null }[];
    expect(bands.length).toBeGreaterThanOrEqual(2);
    expect(bands.at(-1)).toMatchObject({ MinDays: 0, DeductionPercent: null });
  });

  it('answers 404 for an unknown hotel', async () => {
    expect((await ctx.app.inject({ url: '/api/hotel/9999/cancellation-policy' })).statusCode).toBe(
      404,
    );
  });
});
