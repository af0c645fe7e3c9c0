import { asc, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIst } from '../../../shared/dates';
import { outbox, refunds, roomTypes } from '../../db/schema/index';
import type { GatewayRefund, ListedRefund } from '../../payments/gateway';
import { createCustomerSession, createTestApp, type TestContext } from '../../test/app';
import { createConfirmedBooking } from './cancellation.fixture';
import * as service from './cancellation.service';
import { getSandbox } from '../../payments/index';
import * as refundsService from '../refunds/refunds.service';
import type { RefundGateway } from '../refunds/refunds.service';

let ctx: TestContext;
let customer: Awaited<ReturnType<typeof createCustomerSession>>;
let typeIds: number[];

beforeAll(async () => {
  ctx = await createTestApp();
  customer = await createCustomerSession(ctx);
  const rows = await ctx.deps.db
    .select({ id: roomTypes.id })
    .from(roomTypes)
    .where(eq(roomTypes.hotelId, 1))
    .orderBy(asc(roomTypes.id));
  typeIds = rows.map((r) => r.id);
});
afterAll(() => ctx.close());

const refundsOf = (bookingId: number) =>
  ctx.deps.db
    .select()
    .from(refunds)
    .where(eq(refunds.bookingId, bookingId))
    .orderBy(asc(refunds.id));

type Double = RefundGateway & { calls: number; made: (ListedRefund & { paymentId: string })[] };

/**
 * A gateway double. `answer` decides each refund call's reply; with `records` the gateway keeps
 * the refund even when the reply then fails (a reply lost on the way back), as Razorpay would.
 */
function gateway(answer: () => Promise<GatewayRefund>, records = false): Double {
  const g: Double = {
    name: 'sandbox' as const,
    calls: 0,
    made: [],
    refund: async (input) => {
      g.calls += 1;
      if (records) {
        const refundId = `rfnd_kept_${g.made.length + 1}_${input.paymentId}`;
        g.made.push({
          refundId,
          status: 'processed',
          amountPaise: input.amountPaise,
          notes: { ...(input.notes ?? {}) },
          paymentId: input.paymentId,
        });
      }
      const r = await answer();
      if (!records)
        g.made.push({
          ...r,
          amountPaise: input.amountPaise,
          notes: { ...(input.notes ?? {}) },
          paymentId: input.paymentId,
        });
      return r;
    },
    listRefunds: async (paymentId) => g.made.filter((m) => m.paymentId === paymentId),
  };
  return g;
}
const deps = (g: RefundGateway): service.CancelDeps => ({
  db: ctx.deps.db,
  gateway: g,
  now: () => new Date(),
});
const down = () => Promise.reject(new Error('gateway unreachable'));
const lost = () => Promise.reject(new Error('socket hang up after the gateway made the refund'));
const job = (g: RefundGateway, unknownAfterMs = 0) =>
  refundsService.processRefunds(deps(g), { unknownAfterMs });

describe('refunds never exceed what was captured (property)', () => {
  it('holds for any rooms, any order of cancels, any day band and any earlier refund', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ type: fc.nat({ max: 5 }), extra: fc.nat({ max: 1 }) }), {
          minLength: 1,
          maxLength: 4,
        }),
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 2, max: 40 }),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 100 }),
        fc.array(fc.oneof(fc.nat({ max: 3 }), fc.constant<'all'>('all')), {
          minLength: 1,
          maxLength: 6,
        }),
        async (rooms, nights, daysAhead, shortPercent, earlierPercent, plan) => {
          const fx = await createConfirmedBooking(ctx.deps.db, customer, {
            rooms: rooms.map((r) => ({
              roomTypeId: typeIds[r.type % typeIds.length],
              extraPersons: r.extra,
            })),
            nights,
            checkIn: addDays(todayIst(), daysAhead),
          });
          // the gateway may have captured less than the booking total, and part of it may already be refunded
          const captured = fx.totalPaise - Math.floor((fx.totalPaise * shortPercent) / 400);
          await ctx.deps.db.execute(
            (await import('drizzle-orm'))
              .sql`UPDATE payments SET amount_paise = ${captured} WHERE id = ${fx.paymentRowId}`,
          );
          const earlier = Math.floor((captured * earlierPercent) / 200);
          if (earlier > 0) {
            await ctx.deps.db.insert(refunds).values({
              bookingId: fx.bookingId,
              paymentId: fx.paymentRowId!,
              amountPaise: earlier,
              status: 'processed',
              reason: 'earlier refund',
            });
          }
          for (const step of plan) {
            const url =
              step === 'all'
                ? `/api/hotel/cancel-all/${fx.bookingId}`
                : `/api/hotel/cancel-room/confirm/${fx.bookingId}`;
            const room = step === 'all' ? undefined : fx.rooms[step % fx.rooms.length]!;
            const res = await ctx.app.inject({
              method: 'POST',
              url,
              headers: { cookie: customer.cookie },
              ...(room
                ? {
                    payload: {
                      Price: 1,
                      RoomConfig: 'x',
                      UserID: customer.customerId,
                      ROOMID: room.id,
                    },
                  }
                : {}),
            });
            expect([200, 409]).toContain(res.statusCode);
          }
          const rows = await refundsOf(fx.bookingId);
          const total = rows.reduce((s, r) => s + r.amountPaise, 0);
          expect(total).toBeLessThanOrEqual(captured);
          for (const r of rows) expect(r.amountPaise).toBeGreaterThan(0);
          const mine = rows
            .filter((r) => r.reason !== 'earlier refund')
            .reduce((s, r) => s + r.amountPaise, 0);
          expect(mine).toBeLessThanOrEqual(fx.totalPaise);
        },
      ),
      { numRuns: 12 },
    );
  });
});

describe('issuing refunds through the gateway', () => {
  it('keeps a refund pending when the gateway is down; after reconciling finds nothing there, one job resends it once', async () => {
    const fx = await createConfirmedBooking(ctx.deps.db, customer, { rooms: 1 });
    const result = await service.cancelAll(deps(gateway(down)), customer.customerId, fx.bookingId);
    expect(result.Status).toBe('cancelled');
    expect(result.refund?.Status).toBe('pending');
    const [pending] = await refundsOf(fx.bookingId);
    expect(pending).toMatchObject({ status: 'pending', gatewayRefundId: null });
    expect(pending!.sentAt).not.toBeNull();

    // not yet due: the reply may still be on its way
    const ok = gateway(async () => ({
      refundId: `rfnd_retry_${fx.bookingId}`,
      status: 'processed',
    }));
    expect(await job(ok, 60_000)).toEqual({ sent: 0, recorded: 0, resent: 0 });
    expect(ok.calls).toBe(0);

    // two jobs at once: the gateway has no refund with our id, one claim, one gateway call
    const [a, b] = await Promise.all([job(ok), job(ok)]);
    expect(a.resent + b.resent).toBe(1);
    expect(ok.calls).toBe(1);
    const [issued] = await refundsOf(fx.bookingId);
    expect(issued).toMatchObject({
      status: 'processed',
      gatewayRefundId: `rfnd_retry_${fx.bookingId}`,
    });
    expect(await job(ok)).toEqual({ sent: 0, recorded: 0, resent: 0 });
  });

  it('a refund the gateway made but whose reply was lost is found by our id, never sent twice', async () => {
    const fx = await createConfirmedBooking(ctx.deps.db, customer, { rooms: 1 });
    const g = gateway(lost, true);
    const result = await service.cancelAll(deps(g), customer.customerId, fx.bookingId);
    expect(result.refund?.Status).toBe('pending');
    expect(g.made).toHaveLength(1);

    // the retry path, run by two processes at once and again later: reconcile, never resend
    await Promise.all([job(g), job(g)]);
    await job(g);
    expect(g.calls).toBe(1);
    expect(g.made).toHaveLength(1);
    const [row] = await refundsOf(fx.bookingId);
    expect(row).toMatchObject({ status: 'processed', gatewayRefundId: g.made[0]!.refundId });
    expect(g.made[0]!.notes.refund_id).toBe(String(row!.id));
  });

  it('a refund recorded but never sent (a crash before the gateway call) is sent once by the job', async () => {
    const fx = await createConfirmedBooking(ctx.deps.db, customer, { rooms: 1 });
    const payment = await refundsService.capturedPayment(ctx.deps.db, fx.bookingId);
    const recorded = await refundsService.recordRefund(ctx.deps.db, {
      bookingId: fx.bookingId,
      paymentId: payment!.id,
      amountPaise: 1000,
      reason: 'test',
      at: new Date(),
    });
    const g = gateway(async () => ({ refundId: `rfnd_crash_${fx.bookingId}`, status: 'pending' }));
    const [a, b] = await Promise.all([job(g), job(g)]);
    expect(a.sent + b.sent).toBe(1);
    expect(g.calls).toBe(1);
    const after = (await refundsOf(fx.bookingId)).find((r) => r.id === recorded.id);
    expect(after).toMatchObject({ gatewayRefundId: `rfnd_crash_${fx.bookingId}` });
  });

  it('records a refund the gateway accepted even when the database fails once at that moment, so no retry sends it again', async () => {
    const fx = await createConfirmedBooking(ctx.deps.db, customer, { rooms: 1 });
    let failNextUpdate = false;
    // the database, except that the first UPDATE after the gateway's reply fails as a cut connection does
    const flaky = new Proxy(ctx.deps.db, {
      get(target, prop, receiver) {
        if (prop === 'update' && failNextUpdate) {
          failNextUpdate = false;
          return () => {
            throw new Error('Connection terminated unexpectedly');
          };
        }
        const v = Reflect.get(target, prop, receiver) as unknown;
        return typeof v === 'function' ? (v as (...a: unknown[]) => unknown).bind(target) : v;
      },
    });
    const ok = gateway(async () => {
      failNextUpdate = true;
      return { refundId: `rfnd_cut_${fx.bookingId}`, status: 'processed' };
    });
    const result = await service.cancelAll(
      { db: flaky, gateway: ok, now: () => new Date() },
      customer.customerId,
      fx.bookingId,
    );
    expect(result.Status).toBe('cancelled');
    const [issued] = await refundsOf(fx.bookingId);
    expect(issued).toMatchObject({
      status: 'processed',
      gatewayRefundId: `rfnd_cut_${fx.bookingId}`,
    });
    const again = await job(ok, 0);
    expect(again.sent + again.resent).toBe(0);
    expect(ok.calls).toBe(1);
  });

  it('follows a pending refund to processed through the gateway event, and tells the customer', async () => {
    const fx = await createConfirmedBooking(ctx.deps.db, customer, { rooms: 1 });
    const g = gateway(async () => ({ refundId: `rfnd_pend_${fx.bookingId}`, status: 'pending' }));
    const result = await service.cancelAll(deps(g), customer.customerId, fx.bookingId);
    expect(result.refund?.Status).toBe('pending');

    const applied = await refundsService.applyRefundEvent(ctx.deps.db, {
      refundId: `rfnd_pend_${fx.bookingId}`,
      status: 'processed',
    });
    expect(applied).toBe(true);
    expect((await refundsOf(fx.bookingId))[0]!.status).toBe('processed');
    const mails = await ctx.deps.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, customer.email));
    expect(mails.some((m) => m.subject === `Refund processed: booking ${fx.bookingRefNo}`)).toBe(
      true,
    );

    // a processed refund does not change again
    await refundsService.applyRefundEvent(ctx.deps.db, {
      refundId: `rfnd_pend_${fx.bookingId}`,
      status: 'failed',
    });
    expect((await refundsOf(fx.bookingId))[0]!.status).toBe('processed');
  });

  it('follows a refund to processed through a signed refund.processed webhook (by our refund id)', async () => {
    const fx = await createConfirmedBooking(ctx.deps.db, customer, { rooms: 1 });
    const g = gateway(lost, true);
    await service.cancelAll(deps(g), customer.customerId, fx.bookingId);
    const [pending] = await refundsOf(fx.bookingId);
    expect(pending!.status).toBe('pending');
    const raw = JSON.stringify({
      entity: 'event',
      event: 'refund.processed',
      payload: {
        refund: {
          entity: { id: `rfnd_hook_${fx.bookingId}`, notes: { refund_id: String(pending!.id) } },
        },
      },
    });
    const send = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/payments/webhook',
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': getSandbox(ctx.deps)!.signWebhook(raw),
          'x-razorpay-event-id': `evt_refund_${fx.bookingId}`,
        },
        payload: raw,
      });
    expect((await send()).statusCode).toBe(200);
    expect((await refundsOf(fx.bookingId))[0]).toMatchObject({
      status: 'processed',
      gatewayRefundId: `rfnd_hook_${fx.bookingId}`,
    });
    expect((await send()).statusCode).toBe(200);
  });

  it('records a failed refund', async () => {
    const fx = await createConfirmedBooking(ctx.deps.db, customer, { rooms: 1 });
    const g = gateway(async () => ({ refundId: `rfnd_fail_${fx.bookingId}`, status: 'pending' }));
    await service.cancelAll(deps(g), customer.customerId, fx.bookingId);
    await refundsService.applyRefundEvent(ctx.deps.db, {
      refundId: `rfnd_fail_${fx.bookingId}`,
      status: 'failed',
    });
    expect((await refundsOf(fx.bookingId))[0]!.status).toBe('failed');
    const sms = await ctx.deps.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, customer.mobile));
    expect(sms.some((m) => m.text.includes(fx.bookingRefNo) && m.text.includes('failed'))).toBe(
      true,
    );
  });

  it('finds a refund by our own id when the gateway id was never stored, and ignores unknown refunds', async () => {
    const fx = await createConfirmedBooking(ctx.deps.db, customer, { rooms: 1 });
    await service.cancelAll(deps(gateway(down)), customer.customerId, fx.bookingId);
    const [row] = await refundsOf(fx.bookingId);
    expect(
      await refundsService.applyRefundEvent(ctx.deps.db, {
        refundId: `rfnd_late_${fx.bookingId}`,
        status: 'processed',
        ourRefundId: row!.id,
      }),
    ).toBe(true);
    expect((await refundsOf(fx.bookingId))[0]).toMatchObject({
      status: 'processed',
      gatewayRefundId: `rfnd_late_${fx.bookingId}`,
    });
    expect(
      await refundsService.applyRefundEvent(ctx.deps.db, {
        refundId: 'rfnd_nobody',
        status: 'processed',
      }),
    ).toBe(false);
  });

  it('lists refunds by booking for the history page', async () => {
    const fx = await createConfirmedBooking(ctx.deps.db, customer, { rooms: 2 });
    await service.cancelOneRoom(
      deps(gateway(async () => ({ refundId: `rfnd_h_${fx.bookingId}`, status: 'processed' }))),
      customer.customerId,
      fx.bookingId,
      {
        UserID: customer.customerId,
        ROOMID: fx.rooms[0]!.id,
      },
    );
    const map = await refundsService.refundsByBooking(ctx.deps.db, [fx.bookingId]);
    expect(map.get(fx.bookingId)).toEqual([
      expect.objectContaining({ RoomBookingID: fx.rooms[0]!.id, Status: 'processed' }),
    ]);
  });
});
