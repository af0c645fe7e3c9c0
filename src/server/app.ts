import path from 'node:path';
import Fastify from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyCompress from '@fastify/compress';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { frameworkErrors, registerErrorHandler } from './plugins/errors';
import { registerOriginCheck } from './plugins/origin-check';
import { registerSession } from './plugins/session';
import { registerStaffSession } from './plugins/staff-session';
import { registerSpa } from './plugins/spa';
import { onPublicChange } from './db/public-changes';
import { keepsAnswers } from './db/write-generation';
import { ping } from './db/client';
import type { App, AppDeps, RoutesPlugin } from './types';
import type { Config } from './config';
import { hotelsRoutes } from './modules/hotels/hotels.routes';
import { availabilityRoutes } from './modules/availability/availability.routes';
import { gstSlabs } from './modules/bookings/bookings.service';
import { listHotels, roomTypePhotos } from './modules/hotels/hotels.service';
import { authRoutes } from './modules/auth/auth.routes';
import { bookingsRoutes } from './modules/bookings/bookings.routes';
import { dateChangesRoutes } from './modules/date-changes/date-changes.routes';
import { gstSlabsRoutes } from './modules/bookings/gst-slabs.routes';
import { retryPaymentRoutes } from './modules/payments/payments.retry';
import { paymentsRoutes } from './modules/payments/payments.routes';
import { receiptsRoutes } from './modules/receipts/receipts.routes';
import { cancellationRoutes } from './modules/cancellation/cancellation.routes';
import { policyAdminRoutes } from './modules/cancellation/policy-admin.routes';
import { requestsRoutes } from './modules/requests/requests.routes';
import { newsletterRoutes } from './modules/newsletter/newsletter.routes';
import { contentRoutes } from './modules/content/content.routes';
import { tourTitle } from './modules/content/content.service';
import { socialRoutes } from './modules/social/social.routes';
import { devOutboxRoutes } from './modules/dev-outbox/dev-outbox.routes';
import { siteRoutes } from './modules/site/site.routes';
import { staffRoutes } from './modules/staff/staff.routes';
import { auditRoutes } from './modules/audit/audit.routes';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes';
import { hotelsAdminRoutes } from './modules/hotels/hotels-admin.routes';
import { ratesRoutes } from './modules/rates/rates.routes';
import { photosRoutes } from './modules/photos/photos.routes';
import { registrationsRoutes } from './modules/registrations/registrations.routes';
import { staysRoutes } from './modules/stays/stays.routes';
import { refundsRoutes } from './modules/refunds/refunds.routes';
import { requestsStaffRoutes } from './modules/requests/requests-staff.routes';
import { folioRoutes } from './modules/folio/folio.routes';
import { channelsRoutes } from './modules/channels/channels.routes';
import { reportsRoutes } from './modules/reports/reports.routes';
import { contentAdminRoutes } from './modules/content/content-admin.routes';
import { accountRoutes } from './modules/account/account.routes';
import { customerData } from './customer-data';
import { staysPorts } from './stays-ports';
import { channelRooms } from './channels-ports';
import { feedbackRoutes } from './modules/feedback/feedback.routes';
import { reviewsRoutes } from './modules/reviews/reviews.routes';
import { seoRoutes } from './modules/seo/seo.routes';
import { notifyRoutes } from './notify/notify.routes';
import { startServerJobs } from './jobs/index';
import { wireRenderers } from './renderers';
import { createEinvoiceProvider } from './modules/einvoices/einvoices.service';
import { einvoicesRoutes } from './modules/einvoices/einvoices.routes';
import { toursRoutes } from './modules/tours/tours.routes';
import { orderPort, tourOrderPort } from './modules/payments/payments.service';
import { deadMessageCount } from './notify/outbox';
import { registerInputGuard } from './plugins/input-guard';
import { registerApiDocs } from './plugins/api-docs';
import { registerEtag } from './plugins/etag';
import { registerMetrics } from './plugins/metrics';
import { registerSecurityHeaders } from './plugins/security-headers';

export type { AppDeps };

const MODULES: RoutesPlugin[] = [
  hotelsRoutes,
  // the search's hotels, room photos and GST slabs: availability imports no other module
  availabilityRoutes({ listHotels, gstSlabs, roomTypePhotos }),
  authRoutes,
  // the payments module opens a booking's orders (bookings never imports payments)
  bookingsRoutes(orderPort),
  dateChangesRoutes,
  gstSlabsRoutes,
  retryPaymentRoutes,
  paymentsRoutes,
  // the payments module opens a tour booking's orders (ADR 296)
  toursRoutes(tourOrderPort),
  receiptsRoutes,
  cancellationRoutes,
  policyAdminRoutes,
  // a package enquiry's tour title comes from content (requests never imports content)
  requestsRoutes({ tourTitle }),
  newsletterRoutes,
  contentRoutes,
  socialRoutes,
  devOutboxRoutes,
  notifyRoutes,
  siteRoutes,
  staffRoutes,
  auditRoutes,
  dashboardRoutes,
  hotelsAdminRoutes,
  ratesRoutes,
  photosRoutes,
  // the folio, the counter account and desk payment, the guest's cancellation (stays imports none)
  staysRoutes(staysPorts),
  registrationsRoutes,
  refundsRoutes,
  reviewsRoutes,
  requestsStaffRoutes,
  reportsRoutes,
  contentAdminRoutes,
  // the other modules' parts of a customer's data (ADR 123)
  accountRoutes(customerData),
  feedbackRoutes,
  seoRoutes,
  einvoicesRoutes,
  // the desk's physical rooms follow an OTA's modification (channels imports no stays, ADR 388)
  channelsRoutes(channelRooms),
  folioRoutes,
];

/** Extra CSP sources, only for the providers that are configured. */
function cspExtras(deps: AppDeps) {
  const razorpay = deps.config.PAYMENT_GATEWAY === 'razorpay';
  const instagram = Boolean(deps.config.INSTAGRAM_TOKEN);
  return {
    script: razorpay ? ['https://checkout.razorpay.com'] : [],
    frame: [
      'https://www.openstreetmap.org',
      ...(razorpay ? ['https://api.razorpay.com', 'https://checkout.razorpay.com'] : []),
    ],
    img: instagram ? ['https://*.cdninstagram.com', 'https://*.fbcdn.net'] : [],
    connect: razorpay ? ['https://lumberjack.razorpay.com', 'https://api.razorpay.com'] : [],
  };
}

/**
 * TRUST_PROXY as Fastify takes it: a hop count trusts that many proxies nearest the server (the
 * same function Fastify builds from a number, which its types do not list), a list trusts those
 * addresses; never every X-Forwarded-For entry.
 */
function trustProxyOption(v: Config['TRUST_PROXY']) {
  if (typeof v === 'number') return v > 0 ? (_addr: string, hop: number) => hop < v : false;
  return v;
}

/** Builds the whole app; only main.ts listens. Plugin order: external → app → routes. */
export async function buildApp(deps: AppDeps): Promise<App> {
  const { config } = deps;
  // one e-invoice provider for the whole app: the routes, the confirmation and the job (ADR 251)
  deps.einvoice ??= createEinvoiceProvider(config, deps.now) ?? undefined;
  const app = Fastify({
    logger:
      config.LOG_LEVEL === 'silent'
        ? false
        : { level: config.LOG_LEVEL, redact: ['req.headers.cookie', 'req.headers.authorization'] },
    bodyLimit: 100 * 1024,
    // a slow or stalled client cannot hold a socket open: the whole request (headers and body)
    // must arrive within REQUEST_TIMEOUT_MS, and an idle keep-alive socket closes after 5 s
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    connectionTimeout: config.REQUEST_TIMEOUT_MS * 2,
    keepAliveTimeout: 5_000,
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    // a path Fastify cannot read ('/api/hotel/%') gets the same reply shape as every failure
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // external
  const extra = cspExtras(deps);
  await registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...extra.script],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...extra.img],
        mediaSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...extra.connect],
        frameSrc: ["'self'", ...extra.frame],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        ...(config.NODE_ENV === 'production' ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: config.NODE_ENV === 'production',
  });
  // files of the build are compressed once at build time and sent as they are (ADR 171):
  // @fastify/static's file routes (they carry `config.rootPath`) are never compressed per request
  app.addHook('onRoute', (route) => {
    const cfg = route.config as { rootPath?: unknown } | undefined;
    if (cfg?.rootPath !== undefined) route.compress = false;
  });
  await app.register(fastifyCompress, { global: true, threshold: 1024 });
  await app.register(fastifyCookie);

  // app
  registerErrorHandler(app);
  registerOriginCheck(app, config);
  registerInputGuard(app);
  registerEtag(app);
  registerSession(app, deps.db, deps.now);
  registerStaffSession(app, config, deps.db, deps.now);
  // the OpenAPI document at /api/docs collects the routes added after it; not in production
  if (config.NODE_ENV !== 'production') await registerApiDocs(app);
  // before the routes: its timing hook sees them all
  registerMetrics(app, { db: deps.db, dbKind: deps.dbKind, token: config.METRICS_TOKEN });

  app.get('/healthz', async () => ({ status: 'ok' }));
  // ready = the database answers now; deadMessages: mail and SMS given up after three days (ADR 066)
  app.get('/readyz', async (_req, reply) => {
    const ok = await ping(deps.db);
    if (!ok) return reply.status(503).send({ status: 'unavailable' });
    const deadMessages = await deadMessageCount(deps.db).catch(() => null);
    return reply.status(200).send({ status: 'ok', deadMessages });
  });

  // what the outbox renders when it sends: queued messages and their PDFs (ADR 300)
  wireRenderers();

  // routes
  for (const mod of MODULES) await mod(app, deps);

  // background jobs (src/server/jobs), started when the app is ready and stopped, waiting for the
  // runs in flight, when it closes
  if (deps.startWorkers) {
    let jobs: { stop: () => Promise<void> } | null = null;
    app.addHook('onReady', async () => {
      jobs = startServerJobs(deps, app.log);
    });
    app.addHook('onClose', async () => {
      await jobs?.stop();
      deps.transports.mail.close();
    });
  }

  // the SPA and the JSON 404 for unknown /api paths
  await registerSpa(app, deps.webRoot ?? '', {
    ...(deps.webRoot ? { ssrEntry: path.join(deps.webRoot, '..', 'ssr', 'entry-server.js') } : {}),
    publicUrl: config.publicUrl,
    renderLimits: {
      missesPerClient: config.SSR_RENDERS_PER_CLIENT,
      concurrent: config.SSR_CONCURRENT_RENDERS,
    },
    // a change to public data, in this process or another, drops the rendered pages (ADR 246)
    onContentChange: (listener) => onPublicChange(deps.db, listener),
    keepPages: () => keepsAnswers(deps.db),
  });
  return app;
}
