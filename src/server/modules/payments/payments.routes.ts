import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  logFailedPaymentRequest,
  paymentFailure,
  paymentSuccess,
  sandboxPayRequest,
  verifiedPayment,
} from '../../../shared/contracts/payments';
import { reconcileQuery, reconcileReply } from '../../../shared/contracts/desk';
import { formatDate } from '../../../shared/dates';
import { MSG } from '../../../shared/messages';
import { formatRupees } from '../../../shared/money';
import { notFound } from '../../http-errors';
import { getSandbox, type SandboxGateway } from '../../payments/index';
import { noStore } from '../../plugins/no-store';
import { loginRequired, requireCustomer } from '../../plugins/session';
import { requireStaff } from '../../plugins/staff-session';
import type { App, AppDeps } from '../../types';
import * as service from './payments.service';

const orderParams = z.object({ orderId: z.string().min(1).max(100) });

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** The sandbox's hosted checkout page: the same two outcomes as the API, for a person. */
function checkoutPage(o: { orderId: string; ref: string; amount: string; stay: string }): string {
  const action = `/api/payments/sandbox/${encodeURIComponent(o.orderId)}/checkout`;
  const button = (outcome: string, label: string, bg: string) =>
    `<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="outcome" value="${outcome}">` +
    `<button type="submit" style="width:100%;min-height:44px;margin-top:12px;border:0;border-radius:8px;font:inherit;font-weight:600;color:#fff;background:${bg};cursor:pointer">${label}</button></form>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Sandbox payment | JTDC</title></head>
<body style="margin:0;font-family:system-ui,sans-serif;background:#fbf8f3;color:#1f2a24">
<main id="main" style="max-width:420px;margin:48px auto;padding:24px;background:#fff;border:1px solid #d9d2c5;border-radius:12px">
<h1 style="font-size:1.4rem;margin:0 0 8px">Sandbox payment</h1>
<p style="margin:0 0 16px;color:#55615a">A test payment page: no money moves. Choose what the payment should do.</p>
<dl style="margin:0"><dt style="font-weight:600">Booking</dt><dd style="margin:0 0 8px">${escapeHtml(o.ref)}</dd>
<dt style="font-weight:600">Stay</dt><dd style="margin:0 0 8px">${escapeHtml(o.stay)}</dd>
<dt style="font-weight:600">Amount</dt><dd style="margin:0 0 8px">${escapeHtml(o.amount)}</dd></dl>
${button('success', 'Pay successfully', '#0b5d3b')}${button('failed', 'Fail the payment', '#b3261e')}
</main></body></html>`;
}

/** Routes of the payments module (docs/api.md). */
export async function paymentsRoutes(app: App, appDeps: AppDeps): Promise<void> {
  const deps: service.PaymentDeps = { ...appDeps, log: app.log };
  // the sandbox pay routes and checkout page exist only with the sandbox gateway, and never in
  // production (the configuration refuses the sandbox there too, ADR 060)
  const sandbox = appDeps.config.NODE_ENV === 'production' ? null : getSandbox(appDeps);
  if (sandbox) await sandboxRoutes(app, deps, sandbox);

  // the day's gateway payments against its settlement: admins and accounts
  app.get(
    '/api/staff/payments/reconcile',
    {
      onRequest: requireStaff('accounts'),
      schema: { querystring: reconcileQuery, response: { 200: reconcileReply } },
    },
    async (req) => ({
      success: true as const,
      data: await service.reconciliation(deps, req.query.date),
    }),
  );

  app.post(
    '/api/payments/verify',
    {
      onRequest: noStore,
      preValidation: loginRequired,
      schema: {
        body: paymentSuccess,
        response: { 200: z.object({ success: z.literal(true), data: verifiedPayment }) },
      },
    },
    async (req) => {
      const customer = requireCustomer(req);
      return {
        success: true as const,
        data: await service.verifyPayment(deps, customer.id, req.body),
      };
    },
  );

  // the webhook's HMAC is over the raw body, so this scope keeps JSON bodies as text
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: 256 * 1024 },
      (_req, body, done) => done(null, String(body)),
    );
    scope.post('/api/payments/webhook', async (req) => {
      const header = (name: string) => {
        const v = req.headers[name];
        return Array.isArray(v) ? v[0] : v;
      };
      const raw = typeof req.body === 'string' ? req.body : '';
      const status = await service.handleWebhook(
        deps,
        raw,
        header('x-razorpay-signature'),
        header('x-razorpay-event-id'),
      );
      return { success: true, status };
    });
  });

  app.post(
    '/api/payment/log-failed-payment',
    {
      schema: {
        body: logFailedPaymentRequest,
        response: {
          200: z.object({
            success: z.literal(true),
            status: z.literal('logged'),
            message: z.string(),
          }),
        },
      },
    },
    async (req) => {
      await service.logFailedPayment(deps, req.customer?.id ?? null, req.body);
      return {
        success: true as const,
        status: 'logged' as const,
        message: MSG.paymentFailureRecorded,
      };
    },
  );
}

/** The sandbox gateway's pay API and hosted checkout page (development and tests only). */
async function sandboxRoutes(
  app: App,
  deps: service.PaymentDeps,
  sandbox: SandboxGateway,
): Promise<void> {
  // the order of a room booking or of a tour booking (ADR 296): what the page shows of it
  const sandboxOrder = async (orderId: string) => {
    const found = await service.paymentOrderOf(deps.db, orderId);
    if (found) {
      const b = found.booking;
      return {
        sandbox,
        ref: b.bookingRefNo,
        // the order's own amount: a date change's difference is less than the booking (ADR 315)
        totalPaise: found.payment.amountPaise,
        what: `${formatDate(b.checkIn)} to ${formatDate(b.checkOut)}`,
      };
    }
    const tour = await service.tourPaymentOrderOf(deps.db, orderId);
    if (!tour) throw notFound('Unknown payment order.');
    const t = tour.tourBooking;
    return {
      sandbox,
      ref: t.bookingRefNo,
      totalPaise: tour.payment.amountPaise,
      what: `Tour, ${t.seats} traveller${t.seats === 1 ? '' : 's'}`,
    };
  };
  app.post(
    '/api/payments/sandbox/:orderId/pay',
    {
      schema: {
        params: orderParams,
        body: sandboxPayRequest,
        response: { 200: z.union([paymentSuccess, paymentFailure]) },
      },
    },
    async (req) => {
      const { sandbox } = await sandboxOrder(req.params.orderId);
      return sandbox.pay(req.params.orderId, req.body.outcome);
    },
  );

  app.get(
    '/api/payments/sandbox/:orderId/checkout',
    { schema: { params: orderParams } },
    async (req, reply) => {
      const order = await sandboxOrder(req.params.orderId);
      return reply
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'no-store')
        .send(
          checkoutPage({
            orderId: req.params.orderId,
            ref: order.ref,
            amount: formatRupees(order.totalPaise, { decimals: true }),
            stay: order.what,
          }),
        );
    },
  );

  // the hosted page posts a plain HTML form
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    scope
      .withTypeProvider<ZodTypeProvider>()
      .post(
        '/api/payments/sandbox/:orderId/checkout',
        { schema: { params: orderParams, body: sandboxPayRequest } },
        async (req, reply) => {
          const { sandbox, ref } = await sandboxOrder(req.params.orderId);
          if (req.body.outcome === 'success') {
            const paid = sandbox.pay(req.params.orderId, 'success');
            const r = await service.confirmAnyPayment(deps, {
              orderId: paid.razorpay_order_id,
              paymentId: paid.razorpay_payment_id,
            });
            if (r.kind === 'tour_confirmed') {
              const q = new URLSearchParams({ token: r.token });
              return reply.redirect(`/tour-voucher/${r.tourBooking.id}?${q}`, 303);
            }
            if (r.kind === 'confirmed') {
              const q = new URLSearchParams({
                guestName: r.booking.customerName,
                amount: (r.booking.totalPaise / 100).toFixed(2),
              });
              return reply.redirect(
                `/booking-success/${encodeURIComponent(req.params.orderId)}?${q}`,
                303,
              );
            }
          }
          const failed = sandbox.pay(req.params.orderId, 'failed');
          await service.failPayment(deps, {
            orderId: req.params.orderId,
            failure: service.withFailureDefaults(failed.error),
          });
          const q = new URLSearchParams({
            bookingRef: ref,
            code: failed.error.code,
            description: failed.error.description,
            reason: failed.error.reason,
            step: failed.error.step,
            source: failed.error.source,
            payment_id: failed.error.metadata.payment_id,
            order_id: failed.error.metadata.order_id,
          });
          return reply.redirect(`/booking-failed?${q}`, 303);
        },
      );
  });
}
