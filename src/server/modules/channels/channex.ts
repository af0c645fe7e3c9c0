import { z } from 'zod';
import {
  ChannelError,
  type AvailabilityValue,
  type BookingRevision,
  type ChannelManager,
  type RateValue,
} from './channel-manager';

/**
 * Channex's PMS API (ADR 260): JSON over HTTPS with the `user-api-key` header.
 * - POST /api/v1/availability   { values: [{ property_id, room_type_id, date_from, date_to, availability }] }
 * - POST /api/v1/restrictions   { values: [{ property_id, rate_plan_id, date_from, date_to, rate,
 *                                  min_stay_through, closed_to_arrival, closed_to_departure, stop_sell }] }
 * - GET  /api/v1/booking_revisions/feed        revisions not yet acknowledged
 * - POST /api/v1/booking_revisions/{id}/ack    the revision is stored here
 * Over its limits (10 availability and 10 price/restriction requests per minute per property) it
 * answers 429 with Retry-After.
 */

const TIMEOUT_MS = 15_000;

const revisionAttributes = z.object({
  property_id: z.string().min(1),
  booking_id: z.string().min(1),
  status: z.enum(['new', 'modified', 'cancelled']),
  ota_name: z.string().min(1).max(100),
  ota_reservation_code: z.string().min(1).max(100),
  arrival_date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  departure_date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  amount: z
    .string()
    .regex(/^\d+(\.\d{1,2})?$/)
    .nullish(),
  payment_collect: z.enum(['ota', 'property']).nullish(),
  customer: z
    .object({
      name: z.string().nullish(),
      surname: z.string().nullish(),
      mail: z.string().nullish(),
      phone: z.string().nullish(),
    })
    .nullish(),
  rooms: z
    .array(
      z.object({
        room_type_id: z.string().min(1),
        rate_plan_id: z.string().min(1).nullish(),
        occupancy: z
          .object({ adults: z.number().int().min(0), children: z.number().int().min(0).nullish() })
          .nullish(),
      }),
    )
    .min(1),
});

const feedReply = z.object({
  data: z.array(z.object({ id: z.string().min(1), attributes: z.unknown() })),
});

/** "1234.5" rupees as integer paise, without floating point. */
function rupeesToPaise(amount: string): number {
  const [whole = '0', frac = ''] = amount.split('.');
  return Number(whole) * 100 + Number(frac.padEnd(2, '0'));
}

const rupees = (paise: number) =>
  `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, '0')}`;

/** A revision the feed sent that cannot be read: kept in the feed, reported, never acknowledged. */
export type UnreadableRevision = { id: string; message: string };

export function toRevision(
  id: string,
  raw: unknown,
): BookingRevision | { unreadable: UnreadableRevision } {
  const parsed = revisionAttributes.safeParse(raw);
  if (!parsed.success)
    return { unreadable: { id, message: parsed.error.issues[0]?.message ?? 'unreadable' } };
  const a = parsed.data;
  const name = [a.customer?.name, a.customer?.surname].filter(Boolean).join(' ').trim();
  return {
    id,
    propertyId: a.property_id,
    bookingId: a.booking_id,
    status: a.status,
    otaName: a.ota_name,
    otaReservationCode: a.ota_reservation_code,
    arrivalDate: a.arrival_date,
    departureDate: a.departure_date,
    amountPaise: a.amount ? rupeesToPaise(a.amount) : null,
    paymentCollect: a.payment_collect ?? 'ota',
    customer: {
      name: name || `${a.ota_name} guest`,
      email: a.customer?.mail ?? '',
      phone: a.customer?.phone ?? '',
    },
    rooms: a.rooms.map((r) => ({
      roomTypeId: r.room_type_id,
      ratePlanId: r.rate_plan_id ?? null,
      adults: r.occupancy?.adults ?? 1,
      children: r.occupancy?.children ?? 0,
    })),
  };
}

export function channexAdapter(opts: {
  url: string;
  apiKey: string;
  onUnreadable?: (r: UnreadableRevision) => void;
}): ChannelManager {
  const base = opts.url.replace(/\/$/, '');
  async function call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<unknown> {
    let res: Response;
    try {
      res = await fetch(`${base}${path}`, {
        method,
        headers: {
          'user-api-key': opts.apiKey,
          accept: 'application/json',
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        },
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (err) {
      throw new ChannelError(`Channex did not answer: ${(err as Error).message}`, null);
    }
    if (!res.ok) {
      const seconds = Number(res.headers.get('retry-after'));
      throw new ChannelError(
        `Channex answered ${res.status} to ${method} ${path}`,
        res.status,
        res.status === 429 && Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : null,
      );
    }
    const text = await res.text();
    return text ? (JSON.parse(text) as unknown) : null;
  }

  return {
    async pushAvailability(batch: AvailabilityValue[]) {
      await call('POST', '/api/v1/availability', {
        values: batch.map((v) => ({
          property_id: v.propertyId,
          room_type_id: v.roomTypeId,
          date_from: v.dateFrom,
          date_to: v.dateTo,
          availability: v.availability,
        })),
      });
    },
    async pushRates(batch: RateValue[]) {
      await call('POST', '/api/v1/restrictions', {
        values: batch.map((v) => ({
          property_id: v.propertyId,
          rate_plan_id: v.ratePlanId,
          date_from: v.dateFrom,
          date_to: v.dateTo,
          rate: rupees(v.ratePaise),
          min_stay_through: v.minStayThrough,
          closed_to_arrival: v.closedToArrival,
          closed_to_departure: v.closedToDeparture,
          stop_sell: v.stopSell,
        })),
      });
    },
    async fetchBookingRevisions() {
      const reply = feedReply.safeParse(await call('GET', '/api/v1/booking_revisions/feed'));
      if (!reply.success) throw new ChannelError('Channex sent a feed that cannot be read', null);
      const out: BookingRevision[] = [];
      for (const d of reply.data.data) {
        const r = toRevision(d.id, d.attributes);
        if ('unreadable' in r) opts.onUnreadable?.(r.unreadable);
        else out.push(r);
      }
      return out;
    },
    async ackRevision(id: string) {
      await call('POST', `/api/v1/booking_revisions/${encodeURIComponent(id)}/ack`);
    },
  };
}
