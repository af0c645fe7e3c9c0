import Fastify from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyCompress from '@fastify/compress';
import fastifyHelmet from '@fastify/helmet';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { frameworkErrors, registerErrorHandler } from './plugins/errors';
import { registerOriginCheck } from './plugins/origin-check';
import { registerSession } from './plugins/session';
import { registerSpa } from './plugins/spa';
import { ping } from './db/client';
import type { App, AppDeps, RoutesPlugin } from './types';
import { hotelsRoutes } from './modules/hotels/hotels.routes';
import { availabilityRoutes } from './modules/availability/availability.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { bookingsRoutes } from './modules/bookings/bookings.routes';
import { retryPaymentRoutes } from './modules/bookings/bookings.retry';
import { paymentsRoutes } from './modules/payments/payments.routes';
import { receiptsRoutes } from './modules/receipts/receipts.routes';
import { cancellationRoutes } from './modules/cancellation/cancellation.routes';
import { requestsRoutes } from './modules/requests/requests.routes';
import { newsletterRoutes } from './modules/newsletter/newsletter.routes';
import { contentRoutes } from './modules/content/content.routes';
import { socialRoutes } from './modules/social/social.routes';
import { devOutboxRoutes } from './modules/dev-outbox/dev-outbox.routes';
import { notifyRoutes } from './notify/notify.routes';
import { getGateway } from './payments/index';
import { registerInputGuard } from './plugins/input-guard';

export type { AppDeps };

const MODULES: RoutesPlugin[] = [
  hotelsRoutes,
  availabilityRoutes,
  authRoutes,
  bookingsRoutes,
  retryPaymentRoutes,
  paymentsRoutes,
  receiptsRoutes,
  cancellationRoutes,
  requestsRoutes,
  newsletterRoutes,
  contentRoutes,
  socialRoutes,
  devOutboxRoutes,
  notifyRoutes,
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

/** Builds the whole app; only main.ts listens. Plugin order: external → app → routes. */
export async function buildApp(deps: AppDeps): Promise<App> {
  const { config } = deps;
  // the payment gateway is made now, so a gateway that cannot be set up stops the start
  getGateway(deps);
  const app = Fastify({
    logger:
      config.LOG_LEVEL === 'silent'
        ? false
        : { level: config.LOG_LEVEL, redact: ['req.headers.cookie', 'req.headers.authorization'] },
    bodyLimit: 100 * 1024,
    trustProxy: config.TRUST_PROXY,
    // a path Fastify cannot read ('/api/hotel/%') gets the same reply shape as every failure
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // external
  const extra = cspExtras(deps);
  await app.register(fastifyHelmet, {
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
  await app.register(fastifyCompress, { global: true, threshold: 1024 });
  await app.register(fastifyCookie);

  // app
  registerErrorHandler(app);
  registerOriginCheck(app, config);
  registerInputGuard(app);
  registerSession(app, deps.db, deps.now);

  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_req, reply) => {
    const ok = await ping(deps.db);
    return reply.status(ok ? 200 : 503).send({ status: ok ? 'ok' : 'unavailable' });
  });

  // routes
  for (const mod of MODULES) await mod(app, deps);

  // the SPA and the JSON 404 for unknown /api paths
  await registerSpa(app, deps.webRoot ?? '');
  return app;
}
