import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb } from '../test/db';
import type { DbHandle } from './client';
import { sqlState } from './errors';
import {
  bookingRooms,
  bookings,
  customers,
  einvoices,
  outbox,
  payments,
  refunds,
  roomTypes,
  staff,
} from './schema/index';

/**
 * ADR 270: each closed set stored as text is refused by the database outside its list (SQLSTATE
 * 23514, the column's CHECK), and the `@ts-expect-error` on each bad value proves the compiler
 * refuses it first where the code writes the column.
 */
let handle: DbHandle;
let bookingId: number;
let bookingRoomId: number;
let paymentId: number;

/** The SQLSTATE and the constraint a write was refused with. */
async function refusal(write: Promise<unknown>): Promise<{ code?: string; constraint?: string }> {
  try {
    await write;
  } catch (err) {
    let constraint: string | undefined;
    for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
      const c = (e as { constraint?: unknown }).constraint;
      if (typeof c === 'string') constraint = c;
      if (!('cause' in e)) break;
    }
    return { code: sqlState(err), constraint };
  }
  return {};
}

beforeAll(async () => {
  handle = await createTestDb();
  const { db } = handle;
  const [type] = await db.select().from(roomTypes).limit(1);
  const [customer] = await db
    .insert(customers)
    .values({
      userId: 'closed_sets',
      email: 'closed.sets@example.test',
      mobile: '9000000270',
      name: 'Closed Sets',
      passwordHash: 'x',
    })
    .returning();
  const [booking] = await db
    .insert(bookings)
    .values({
      bookingRefNo: 'CLOSEDSETS1',
      customerId: customer!.id,
      hotelId: type!.hotelId,
      checkIn: '2030-01-01',
      checkOut: '2030-01-02',
      nights: 1,
      status: 'pending_payment',
      customerName: 'Closed Sets',
      email: 'closed.sets@example.test',
      mobile: '9000000270',
      address: 'Somewhere',
      identityType: 'Passport',
      identityNo: 'P1',
      roomTotalPaise: 100000,
      gstPaise: 12000,
      totalPaise: 112000,
      gstRateBp: 1200,
      holdExpiresAt: new Date('2030-01-01T00:00:00Z'),
    })
    .returning();
  bookingId = booking!.id;
  const room = {
    bookingId,
    roomTypeId: type!.id,
    adults: 2,
    children: 0,
    extraPersons: 0,
    pricePerDayPaise: 100000,
    extraPersonRatePaise: 0,
    amountPaise: 100000,
    extraAmountPaise: 0,
    gstPaise: 12000,
    taxLines: [],
  };
  const [br] = await db.insert(bookingRooms).values(room).returning();
  bookingRoomId = br!.id;
  const [pay] = await db
    .insert(payments)
    .values({ bookingId, gateway: 'sandbox', orderId: 'order_closedsets', amountPaise: 112000 })
    .returning();
  paymentId = pay!.id;
});
afterAll(() => handle.close());

describe('a value outside its closed set is refused by the database', () => {
  it('booking_rooms.status', async () => {
    const bad = handle.db
      .update(bookingRooms)
      // @ts-expect-error not a booking room status
      .set({ status: 'canceled' })
      .where(eq(bookingRooms.id, bookingRoomId));
    expect(await refusal(bad)).toEqual({
      code: '23514',
      constraint: 'booking_rooms_status_check',
    });
  });

  it('payments.status', async () => {
    const bad = handle.db
      .insert(payments)
      // @ts-expect-error not a payment status
      .values({ bookingId, gateway: 'sandbox', orderId: 'o2', amountPaise: 1, status: 'paid' });
    expect(await refusal(bad)).toEqual({ code: '23514', constraint: 'payments_status_check' });
  });

  it('refunds.status', async () => {
    const bad = handle.db
      .insert(refunds)
      // @ts-expect-error not a refund status
      .values({ bookingId, paymentId, amountPaise: 1, reason: 'test', status: 'done' });
    expect(await refusal(bad)).toEqual({ code: '23514', constraint: 'refunds_status_check' });
  });

  it('outbox.status', async () => {
    const bad = handle.db
      .insert(outbox)
      // @ts-expect-error not an outbox status
      .values({ channel: 'email', recipient: 'a@example.test', text: 'x', status: 'failed' });
    expect(await refusal(bad)).toEqual({ code: '23514', constraint: 'outbox_status_check' });
  });

  it('staff.role', async () => {
    const bad = handle.db
      .insert(staff)
      // @ts-expect-error not a staff role
      .values({ email: 'role@example.test', passwordHash: 'x', role: 'superuser' });
    expect(await refusal(bad)).toEqual({ code: '23514', constraint: 'staff_role_check' });
  });

  it('einvoices.status', async () => {
    const bad = handle.db
      .insert(einvoices)
      // @ts-expect-error not an e-invoice status
      .values({ bookingId, docType: 'INV', status: 'sent' });
    expect(await refusal(bad)).toEqual({ code: '23514', constraint: 'einvoices_status_check' });
  });

  it('while every value of each list is stored', async () => {
    const { db } = handle;
    await db
      .update(bookingRooms)
      .set({ status: 'cancelled' })
      .where(eq(bookingRooms.id, bookingRoomId));
    await db.update(payments).set({ status: 'refunded' }).where(eq(payments.id, paymentId));
    await db
      .insert(refunds)
      .values({ bookingId, paymentId, amountPaise: 1, reason: 'test', status: 'processed' });
    await db
      .insert(outbox)
      .values({ channel: 'email', recipient: 'a@example.test', text: 'x', status: 'dead' });
    await db
      .insert(staff)
      .values({ email: 'acc@example.test', passwordHash: 'x', role: 'accounts' });
    await db.insert(einvoices).values({ bookingId, docType: 'INV', status: 'registered' });
  });
});
