import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Db } from './db/client';
import type { Transports } from './notify/transports';
import type { PaymentGateway } from './payments/gateway';
import type { EinvoiceProvider } from './modules/einvoices/einvoice-provider';

export type AppDeps = {
  config: Config;
  db: Db;
  dbKind: 'pglite' | 'postgres';
  /** The clock; tests move it. */
  now: () => Date;
  /** The payment gateway (PAYMENT_GATEWAY), made once by main.ts or the test app (ADR 060). */
  gateway: PaymentGateway;
  /**
   * Who registers B2B e-invoices (EINVOICE, ADR 251): main.ts makes it (the sandbox's key kept in
   * DATA_DIR); buildApp makes one when it is not given (a test's sandbox key is new each run).
   */
  einvoice?: EinvoiceProvider;
  /** Mail and SMS transports (SMTP / SMS gateway, or the development outbox). */
  transports: Transports;
  /**
   * Start the background jobs (src/server/jobs: outbox delivery, hold sweeper, refund
   * reconciliation, inventory top-up). main.ts: true; tests: false (they call the jobs directly).
   */
  startWorkers: boolean;
  /** Folder of the built web app (dist/web); absent in API tests. */
  webRoot?: string;
};

export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** Every module's routes file exports one of these. */
export type RoutesPlugin = (app: App, deps: AppDeps) => Promise<void>;
