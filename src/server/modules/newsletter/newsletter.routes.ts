import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messageReply } from '../../../shared/contracts/common';
import { languageField } from '../../../shared/language';
import { newsletterStatusReply } from '../../../shared/contracts/newsletter-status';
import { loginRequired, requireCustomer } from '../../plugins/session';
import { HttpError } from '../../http-errors';
import type { App, AppDeps } from '../../types';
import * as service from './newsletter.service';
import { registerFormRateLimit } from '../../plugins/rate-limit';

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** A small self-contained page for a person who clicked the link in a mail. */
function sendPage(
  reply: FastifyReply,
  status: number,
  message: string,
  corpName: string,
  home: string,
) {
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Newsletter | JTDC</title>
<style>body{font-family:system-ui,sans-serif;margin:0;background:#f6f7f4;color:#1f2933}
main{max-width:32rem;margin:15vh auto;padding:2rem;background:#fff;border-radius:12px;box-shadow:0 2px 12px rgba(0,0,0,.08)}
h1{font-size:1.4rem;margin:0 0 1rem}a{color:#0b5d3b}</style></head>
<body><main id="main"><h1>${escapeHtml(message)}</h1><p>${escapeHtml(corpName)}</p>
<p><a href="${escapeHtml(home)}">Back to the homepage</a></p></main></body></html>`;
  return reply.status(status).header('content-type', 'text/html; charset=utf-8').send(html);
}

/** The withdrawal pages: self-contained, no script. */
function page(corpName: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Mail preferences | JTDC</title>
<style>body{font-family:system-ui,sans-serif;margin:0;background:#f6f7f4;color:#1f2933}
main{max-width:32rem;margin:10vh auto;padding:2rem;background:#fff;border-radius:12px;box-shadow:0 2px 12px rgba(0,0,0,.08)}
h1{font-size:1.4rem;margin:0 0 1rem}a{color:#0b5d3b}
button{font:inherit;font-weight:600;background:#0b5d3b;color:#fff;border:0;border-radius:8px;padding:.75rem 1.25rem;min-height:44px;cursor:pointer}
button:focus-visible,a:focus-visible{outline:3px solid #b36b00;outline-offset:2px}</style></head>
<body><main id="main">${body}<p>${escapeHtml(corpName)}</p></main></body></html>`;
}

/** Routes of the newsletter module: subscribe and unsubscribe. */
export async function newsletterRoutes(app: App, { db, config, now }: AppDeps): Promise<void> {
  const mailContext = () => ({
    publicUrl: config.publicUrl,
    corpName: config.CORP_NAME,
    secret: config.appSecret,
    now: now(),
  });

  await app.register(async (scope: App) => {
    // Each subscription sends a mail: limit how many one address can ask for.
    await registerFormRateLimit(scope, {
      db,
      now,
      name: 'newsletter',
      max: config.FORM_RATE_LIMIT,
      windowMs: 10 * 60_000,
    });
    scope.post(
      '/api/newsletter/subscribe',
      {
        schema: {
          body: z.object({
            email: z
              .string({ message: 'Please enter a valid email address.' })
              .max(1000, 'Email is too long.'),
            language: languageField.default('en'),
          }),
          response: { 201: messageReply },
        },
      },
      async (req, reply) => {
        const message = await service.subscribe(db, req.body.email, {
          ...mailContext(),
          language: req.body.language,
        });
        return reply.status(201).send({ success: true as const, message });
      },
    );
  });

  // Whether the logged-in customer's account email is on the list, so the footer says "already
  // subscribed" only when it is true (an extra call; the API contract has none for it).
  app.get(
    '/api/newsletter/status',
    { preValidation: loginRequired, schema: { response: { 200: newsletterStatusReply } } },
    async (req, reply) => {
      const customer = requireCustomer(req);
      reply.header('cache-control', 'no-store');
      return {
        success: true as const,
        data: { subscribed: await service.isSubscribed(db, customer.email) },
      };
    },
  );

  // One-click withdrawal from every non-essential mail (ADR 122, RFC 8058): GET shows a page with
  // one button (a link checker or a mail scanner that opens the link withdraws nothing); the POST,
  // from that button or from the mail client's own unsubscribe (List-Unsubscribe-Post), withdraws.
  const tokenQuery = z.object({ token: z.string().max(600).default('') });
  const html = (reply: FastifyReply, status: number, body: string) =>
    reply
      .status(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(page(config.CORP_NAME, body));

  app.get(
    '/api/newsletter/withdraw',
    { schema: { querystring: tokenQuery } },
    async (req, reply) => {
      try {
        const email = service.checkWithdrawToken(config.appSecret, req.query.token);
        const action = `/api/newsletter/withdraw?token=${encodeURIComponent(req.query.token)}`;
        return html(
          reply,
          200,
          `<h1>Stop newsletter and marketing mail?</h1>
<p>To: <strong>${escapeHtml(email)}</strong>. Mail about your bookings (confirmations, receipts, one-time codes) still comes.</p>
<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click">
<button type="submit">Unsubscribe</button></form>
<p lang="hi">न्यूज़लेटर और प्रचार मेल बंद करने के लिए ऊपर का बटन दबाएँ। बुकिंग से जुड़े मेल आते रहेंगे।</p>`,
        );
      } catch (err) {
        if (err instanceof HttpError)
          return html(reply, err.statusCode, `<h1>${escapeHtml(err.message)}</h1>`);
        throw err;
      }
    },
  );

  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    scope
      .withTypeProvider<ZodTypeProvider>()
      .post(
        '/api/newsletter/withdraw',
        { schema: { querystring: tokenQuery } },
        async (req, reply) => {
          const wantsHtml = /text\/html/.test(req.headers.accept ?? '');
          try {
            const message = await service.withdrawByToken(
              db,
              config.appSecret,
              req.query.token,
              now(),
            );
            if (wantsHtml)
              return html(
                reply,
                200,
                `<h1>${escapeHtml(message)}</h1><p><a href="${escapeHtml(`${config.publicUrl}/`)}">Back to the homepage</a></p>`,
              );
            return { success: true as const, message };
          } catch (err) {
            if (wantsHtml && err instanceof HttpError)
              return html(reply, err.statusCode, `<h1>${escapeHtml(err.message)}</h1>`);
            throw err;
          }
        },
      );
  });

  app.get(
    '/api/newsletter/unsubscribe',
    { schema: { querystring: z.object({ token: z.string().max(200).default('') }) } },
    async (req, reply) => {
      const wantsHtml = /text\/html/.test(req.headers.accept ?? '');
      try {
        const message = await service.unsubscribe(db, req.query.token, now());
        if (wantsHtml)
          return sendPage(reply, 200, message, config.CORP_NAME, `${config.publicUrl}/`);
        return { success: true as const, message };
      } catch (err) {
        if (wantsHtml && err instanceof HttpError) {
          return sendPage(
            reply,
            err.statusCode,
            err.message,
            config.CORP_NAME,
            `${config.publicUrl}/`,
          );
        }
        throw err;
      }
    },
  );
}
