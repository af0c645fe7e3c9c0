import nodemailer from 'nodemailer';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { ERASED, insertDevMessage } from './outbox.repo';

export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments: { filename: string; contentType: string; content: Buffer }[];
  /** the same on every try of one outbox message */
  messageId?: string;
  /** extra headers (List-Unsubscribe of a non-essential mail) */
  headers?: Record<string, string>;
  /** the account deletion notice: the development mailbox keeps it without the recipient (ADR 238) */
  eraseAfterDelivery?: boolean;
};

/** Mail delivery: SMTP through nodemailer, or the development mailbox. */
export interface MailTransport {
  readonly name: 'smtp' | 'dev';
  send(m: OutgoingMail, now: Date): Promise<void>;
  close(): void;
}

/** SMS delivery: an HTTP gateway, or the development mailbox. */
export interface SmsTransport {
  readonly name: 'http' | 'dev';
  send(to: string, text: string, now: Date): Promise<void>;
}

export type Transports = { mail: MailTransport; sms: SmsTransport };

/** SMTP (SMTP_URL) through nodemailer, with timeouts so a hung server only delays a retry. */
export function smtpTransport(config: Pick<Config, 'MAIL_FROM'>, url: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    name: 'smtp',
    async send(m) {
      await transporter.sendMail({
        from: config.MAIL_FROM,
        to: m.to,
        subject: m.subject,
        text: m.text,
        html: m.html,
        attachments: m.attachments,
        ...(m.messageId ? { messageId: m.messageId } : {}),
        ...(m.headers ? { headers: m.headers } : {}),
      });
    },
    close: () => transporter.close(),
  };
}

/**
 * The development mail transport: nodemailer builds the whole message (attachments included, so a
 * broken attachment fails here as it would over SMTP), then it is kept in the dev mailbox for
 * GET /api/dev/outbox.
 */
export function devMailTransport(config: Pick<Config, 'MAIL_FROM'>, db: Db): MailTransport {
  const transporter = nodemailer.createTransport({ jsonTransport: true });
  return {
    name: 'dev',
    async send(m, now) {
      await transporter.sendMail({
        from: config.MAIL_FROM,
        to: m.to,
        subject: m.subject,
        text: m.text,
        html: m.html,
        attachments: m.attachments,
        ...(m.headers ? { headers: m.headers } : {}),
      });
      await insertDevMessage(db, {
        channel: 'email',
        to: m.eraseAfterDelivery ? ERASED : m.to,
        subject: m.subject,
        text: m.text,
        html: m.html,
        at: now,
      });
    },
    close: () => transporter.close(),
  };
}

export function devSmsTransport(db: Db): SmsTransport {
  return {
    name: 'dev',
    send: (to, text, now) =>
      insertDevMessage(db, { channel: 'sms', to, subject: null, text, html: null, at: now }),
  };
}

/** Indian numbers go out as 91 + 10 digits. */
export const smsNumber = (mobile: string) =>
  /^\d{10}$/.test(mobile) ? `91${mobile}` : mobile.replace(/^\+/, '');

/**
 * One HTTP SMS gateway adapter, in the shape Indian bulk-SMS gateways take: a JSON POST with the
 * DLT-registered sender id and template id (TRAI rules), the number with country code, and the
 * text; the API key as a bearer token. A non-2xx reply, or a JSON reply saying it failed, is an
 * error and the message is retried.
 */
export function httpSmsTransport(
  config: Pick<Config, 'SMS_API_KEY' | 'SMS_SENDER_ID' | 'SMS_DLT_TEMPLATE_ID' | 'SMS_TIMEOUT_MS'>,
  url: string,
  fetchImpl: typeof fetch = fetch,
): SmsTransport {
  return {
    name: 'http',
    async send(to, text) {
      const res = await fetchImpl(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          ...(config.SMS_API_KEY ? { authorization: `Bearer ${config.SMS_API_KEY}` } : {}),
        },
        body: JSON.stringify({
          sender: config.SMS_SENDER_ID,
          to: smsNumber(to),
          message: text,
          dlt_template_id: config.SMS_DLT_TEMPLATE_ID,
          route: 'transactional',
        }),
        signal: AbortSignal.timeout(config.SMS_TIMEOUT_MS),
      });
      const body = await res.text();
      if (!res.ok) throw new Error(`SMS gateway answered ${res.status}`);
      let parsed: unknown = null;
      try {
        parsed = body ? JSON.parse(body) : null;
      } catch {
        parsed = null;
      }
      if (parsed && typeof parsed === 'object') {
        const p = parsed as { success?: unknown; status?: unknown; return?: unknown };
        const status = typeof p.status === 'string' ? p.status.toLowerCase() : '';
        if (
          p.success === false ||
          p.return === false ||
          ['error', 'failure', 'failed'].includes(status)
        ) {
          throw new Error('SMS gateway refused the message');
        }
      }
    },
  };
}

/** The configured transports: SMTP when SMTP_URL is set, an HTTP gateway when SMS_GATEWAY_URL is. */
export function createTransports(config: Config, db: Db): Transports {
  return {
    mail: config.SMTP_URL ? smtpTransport(config, config.SMTP_URL) : devMailTransport(config, db),
    sms: config.SMS_GATEWAY_URL
      ? httpSmsTransport(config, config.SMS_GATEWAY_URL)
      : devSmsTransport(db),
  };
}
