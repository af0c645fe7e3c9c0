import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in of Channex's PMS API (ADR 260), for tests and `npm run dev`: the same four
 * endpoints and `user-api-key` header as channex.ts uses, and the published limits (10
 * availability and 10 price/restriction requests per minute per property, else 429 with
 * Retry-After). It records what it receives and serves a booking-revision feed to which OTA
 * bookings are added (addRevision, or POST /stand-in/revisions) and changed (modifyBooking, or
 * POST /stand-in/bookings/{bookingId}/modify with the attributes that change). No state survives
 * a restart.
 */

export const STAND_IN_API_KEY = 'stand-in-development-key';
const PER_MINUTE = 10;

export type ReceivedValue = Record<string, string | number>;
export type Received = {
  at: number;
  kind: 'availability' | 'restrictions';
  values: ReceivedValue[];
};

/** A revision's attributes as Channex sends them; defaults fill what a test leaves out. */
export type StandInRevision = {
  property_id: string;
  booking_id?: string;
  status?: 'new' | 'modified' | 'cancelled';
  ota_name?: string;
  ota_reservation_code?: string;
  arrival_date: string;
  departure_date: string;
  amount?: string | null;
  payment_collect?: 'ota' | 'property';
  customer?: { name?: string; surname?: string; mail?: string; phone?: string };
  rooms: {
    room_type_id: string;
    rate_plan_id?: string;
    occupancy?: { adults: number; children?: number };
  }[];
};

export type ChannexStandIn = {
  url: string;
  apiKey: string;
  /** every accepted ARI request, in the order received */
  received: Received[];
  /** acknowledgements per revision id */
  acks: Map<string, number>;
  /** requests answered 429 */
  refused: number;
  /**
   * A revision added to the feed. One for a booking sent before carries that booking's last
   * attributes with `r`'s over them (Channex sends the whole booking in every revision).
   */
  addRevision: (r: StandInRevision) => { revisionId: string; bookingId: string };
  /** The OTA changed a booking it sent: a `modified` revision of it with these attributes. */
  modifyBooking: (
    bookingId: string,
    changes: Partial<Omit<StandInRevision, 'booking_id' | 'status'>>,
  ) => { revisionId: string; bookingId: string };
  /** an outage: every request answers 503 until set back */
  setDown: (down: boolean) => void;
  close: () => Promise<void>;
};

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as unknown) : null;
}

function send(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

export async function startChannexStandIn(
  opts: { port?: number; host?: string; apiKey?: string; now?: () => number } = {},
): Promise<ChannexStandIn> {
  const apiKey = opts.apiKey ?? STAND_IN_API_KEY;
  const now = opts.now ?? (() => Date.now());
  const received: Received[] = [];
  const acks = new Map<string, number>();
  const feed = new Map<string, StandInRevision & { booking_id: string }>();
  const lastOf = new Map<string, StandInRevision & { booking_id: string }>();
  const windows = new Map<string, number[]>();
  let down = false;
  let refused = 0;

  /** Seconds until the property may send another request of this kind; 0: now. */
  function limited(kind: string, properties: string[]): number {
    const t = now();
    let wait = 0;
    for (const p of properties) {
      const w = (windows.get(`${kind}|${p}`) ?? []).filter((x) => x > t - 60_000);
      windows.set(`${kind}|${p}`, w);
      if (w.length >= PER_MINUTE) wait = Math.max(wait, Math.ceil((w[0]! + 60_000 - t) / 1000));
    }
    if (wait === 0) for (const p of properties) windows.get(`${kind}|${p}`)!.push(t);
    return wait;
  }

  const standIn: ChannexStandIn = {
    url: '',
    apiKey,
    received,
    acks,
    get refused() {
      return refused;
    },
    addRevision(r) {
      const revisionId = randomUUID();
      const bookingId = r.booking_id ?? randomUUID();
      const before = lastOf.get(bookingId);
      const full = {
        ...before,
        ...r,
        booking_id: bookingId,
        // one reservation code for every revision of a booking
        ota_reservation_code:
          r.ota_reservation_code ?? before?.ota_reservation_code ?? `BDC-${bookingId.slice(0, 8)}`,
      };
      lastOf.set(bookingId, full);
      feed.set(revisionId, full);
      return { revisionId, bookingId };
    },
    modifyBooking(bookingId, changes) {
      const before = lastOf.get(bookingId);
      if (!before) throw new Error(`stand-in: no booking ${bookingId} to modify`);
      return standIn.addRevision({
        ...before,
        ...changes,
        booking_id: bookingId,
        status: 'modified',
      });
    },
    setDown(d) {
      down = d;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const path = url.pathname;
    if (path === '/stand-in/revisions' && req.method === 'POST') {
      const made = standIn.addRevision((await readJson(req)) as StandInRevision);
      return send(res, 201, made);
    }
    const modify = /^\/stand-in\/bookings\/([^/]+)\/modify$/.exec(path);
    if (modify && req.method === 'POST') {
      const id = decodeURIComponent(modify[1]!);
      if (!lastOf.has(id)) return send(res, 404, { errors: { title: 'Not Found' } });
      const changes = (await readJson(req)) as Partial<StandInRevision>;
      return send(res, 201, standIn.modifyBooking(id, changes));
    }
    if (path === '/stand-in/received' && req.method === 'GET')
      return send(res, 200, { received, acks: Object.fromEntries(acks), feed: feed.size });
    if (down) return send(res, 503, { errors: { title: 'Service Unavailable' } });
    if (req.headers['user-api-key'] !== apiKey)
      return send(res, 401, { errors: { title: 'Unauthorized' } });

    if (
      req.method === 'POST' &&
      (path === '/api/v1/availability' || path === '/api/v1/restrictions')
    ) {
      const kind = path.endsWith('availability') ? 'availability' : 'restrictions';
      const body = (await readJson(req)) as { values?: ReceivedValue[] } | null;
      const values = Array.isArray(body?.values) ? body.values : [];
      if (values.length === 0) return send(res, 422, { errors: { title: 'values is empty' } });
      const properties = [...new Set(values.map((v) => String(v.property_id)))];
      const wait = limited(kind, properties);
      if (wait > 0) {
        refused += 1;
        return send(
          res,
          429,
          { errors: { title: 'Too Many Requests' } },
          { 'retry-after': String(wait) },
        );
      }
      received.push({ at: now(), kind, values });
      return send(res, 200, {
        data: [{ id: randomUUID(), type: 'task' }],
        meta: { message: 'Success' },
      });
    }
    if (req.method === 'GET' && path === '/api/v1/booking_revisions/feed') {
      const data = [...feed.entries()].map(([id, a]) => ({
        id,
        type: 'booking_revision',
        attributes: {
          id,
          status: 'new',
          ota_name: 'Booking.com',
          ota_reservation_code: `BDC-${id.slice(0, 8)}`,
          amount: null,
          payment_collect: 'ota',
          ...a,
        },
      }));
      return send(res, 200, { data, meta: { total: data.length } });
    }
    const ack = /^\/api\/v1\/booking_revisions\/([^/]+)\/ack$/.exec(path);
    if (req.method === 'POST' && ack) {
      const id = decodeURIComponent(ack[1]!);
      if (!feed.has(id) && !acks.has(id)) return send(res, 404, { errors: { title: 'Not Found' } });
      feed.delete(id);
      acks.set(id, (acks.get(id) ?? 0) + 1);
      return send(res, 200, { meta: { message: 'Success' } });
    }
    return send(res, 404, { errors: { title: 'Not Found' } });
  }

  const server = createServer((req, res) => {
    handle(req, res).catch(() => send(res, 400, { errors: { title: 'Bad Request' } }));
  });
  await new Promise<void>((resolve) =>
    server.listen(opts.port ?? 0, opts.host ?? '127.0.0.1', resolve),
  );
  standIn.url = `http://${opts.host ?? '127.0.0.1'}:${(server.address() as AddressInfo).port}`;
  return standIn;
}
