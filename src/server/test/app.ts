import { randomBytes } from 'node:crypto';
import { buildApp } from '../app';
import { testConfig } from '../config';
import { customers, sessions } from '../db/schema/index';
import { hashToken } from '../plugins/session';
import type { App, AppDeps } from '../types';
import { createTestDb } from './db';
import type { DbHandle } from '../db/client';
import { createTransports } from '../notify/transports';
import { createGateway } from '../payments/index';
import { clockOf } from '../lib/clock';
import type { PaymentGateway } from '../payments/gateway';
import type { EinvoiceProvider } from '../modules/einvoices/einvoice-provider';

export type TestContext = {
  app: App;
  deps: AppDeps;
  handle: DbHandle;
  close: () => Promise<void>;
};

/** A whole app on a fresh seeded database; call close() in afterAll. */
export async function createTestApp(
  opts: {
    config?: Record<string, string>;
    now?: () => Date;
    seed?: boolean;
    /** a stand-in gateway (default: the one PAYMENT_GATEWAY names) */
    gateway?: PaymentGateway;
    /** a built web app to serve (default: none) */
    webRoot?: string;
    /** a stand-in e-invoice provider (default: the one EINVOICE names) */
    einvoice?: EinvoiceProvider;
  } = {},
): Promise<TestContext> {
  const handle = await createTestDb({ seed: opts.seed ?? true });
  // tests make many bookings and searches from one customer and address; the limits' own tests
  // set small ones
  const config = testConfig({
    BOOKING_RATE_LIMIT: '10000',
    AVAILABILITY_RATE_LIMIT: '100000',
    ...opts.config,
  });
  const now = opts.now ?? clockOf(config);
  const deps: AppDeps = {
    config,
    gateway: opts.gateway ?? createGateway(config, now),
    transports: createTransports(config, handle.db),
    db: handle.db,
    dbKind: handle.kind,
    now,
    startWorkers: false,
    ...(opts.einvoice ? { einvoice: opts.einvoice } : {}),
    ...(opts.webRoot !== undefined ? { webRoot: opts.webRoot } : {}),
  };
  const app = await buildApp(deps);
  await app.ready();
  return {
    app,
    deps,
    handle,
    close: async () => {
      await app.close();
      deps.transports.mail.close();
      await handle.close();
    },
  };
}

let seq = 0;
/**
 * A customer with a live session, made directly in the database (for tests of other modules);
 * returns the cookie header to send.
 */
export async function createCustomerSession(
  ctx: TestContext,
  over: Partial<{ email: string; mobile: string; name: string }> = {},
): Promise<{ customerId: number; cookie: string; email: string; mobile: string; name: string }> {
  seq += 1;
  const tag = `${process.pid}${seq}${randomBytes(2).toString('hex')}`;
  const email = over.email ?? `guest${tag}@example.com`;
  const mobile = over.mobile ?? `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
  const name = over.name ?? 'Asha Kumari';
  const [c] = await ctx.deps.db
    .insert(customers)
    .values({ userId: `u_${tag}`, email, mobile, name, passwordHash: 'not-a-real-hash' })
    .returning({ id: customers.id });
  const token = randomBytes(32).toString('base64url');
  await ctx.deps.db.insert(sessions).values({
    id: hashToken(token),
    customerId: c!.id,
    expiresAt: new Date(Date.now() + 86_400_000),
  });
  return { customerId: c!.id, cookie: `sid=${token}`, email, mobile, name };
}
