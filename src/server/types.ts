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

export type AppDeps = {
  config: Config;
  db: Db;
  dbKind: 'pglite' | 'postgres';
  /** The clock; tests move it. */
  now: () => Date;
  /** Start background workers (outbox delivery, hold sweeper). main.ts: true; tests: false. */
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
