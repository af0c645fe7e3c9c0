import { AUTH_MSG } from '../../../shared/contracts/auth';
import { ACCOUNT_MSG, type AccountExport } from '../../../shared/contracts/account';
import type { Language } from '../../../shared/language';
import type { Config } from '../../config';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { conflict, forbidden, notFound } from '../../http-errors';
import { enqueueMail, eraseMessagesOf } from '../../notify/outbox';
import { accountDeletedMail } from '../../notify/templates';
import { clientKey, enforceLimits } from '../../plugins/rate-limit';
import type { SessionCustomer } from '../../plugins/session';
import * as auth from '../auth/auth.service';
import * as bookings from '../bookings/bookings.service';

const MINUTE = 60_000;

/**
 * What the account asks of the other modules that keep a customer's data (ADR 123): their part of
 * the export and their part of the erasure. app.ts hands it in (`src/server/customer-data.ts`
 * lists the owners), so the account imports none of them.
 */
export type CustomerData = {
  /** the bookings, requests, consents and newsletter status of the customer, read by their id */
  exportOf(
    db: DbOrTx,
    customer: { id: number; email: string },
  ): Promise<Omit<AccountExport, 'exportedAt' | 'profile'>>;
  /** each owner erases its part, in the caller's transaction; the account itself is erased after */
  erase(
    tx: Tx,
    who: { id: number; email: string; mobile: string; name: string },
    now: Date,
  ): Promise<void>;
};

/** PUT /api/account/language: the language of the customer's mail, SMS and invoice. */
export async function setLanguage(db: Db, customer: SessionCustomer, language: Language) {
  await auth.setLanguage(db, customer.id, language);
  return language;
}

/**
 * GET /api/account/export: everything kept about the logged-in customer, read by their own id
 * only: the profile, every booking with its rooms, payments and refunds, the requests they filed
 * while logged in, their consents and their newsletter status (ADR 123).
 */
export async function exportData(
  db: DbOrTx,
  data: CustomerData,
  customer: SessionCustomer,
  now: Date,
): Promise<AccountExport> {
  const c = await auth.customerById(db, customer.id);
  if (!c) throw notFound('This account no longer exists.');
  return {
    exportedAt: now.toISOString(),
    profile: {
      customerId: c.id,
      userId: c.userId,
      name: c.name,
      email: c.email,
      mobile: c.mobile,
      language: c.language,
      createdAt: c.createdAt.toISOString(),
    },
    ...(await data.exportOf(db, { id: c.id, email: c.email })),
  };
}

/**
 * POST /api/account/delete {password} (ADR 123, 238): the password asked again (wrong ones count
 * against a per-account and per-IP limit); refused while a paid stay is still to come (cancel it
 * first, under the cancellation policy, or ask after check-out). Then in one transaction, each
 * owning module erases its part: the bookings kept as tax records (invoiced ones with the buyer's
 * name as issued, never the email, mobile or ID), the requests and feedback filed with the
 * account or its email or mobile, the staff replies to them in the audit log, the newsletter entry
 * and consents, the mails and SMS sent to or naming the person, the one-time codes, the account's
 * personal fields and every session. Last, the deletion notice is queued to the old address; its
 * recipient is erased once it is delivered.
 */
export async function deleteAccount(
  db: Db,
  config: Config,
  data: CustomerData,
  customer: SessionCustomer,
  password: string,
  ip: string,
  now: Date,
): Promise<void> {
  await enforceLimits(
    db,
    now,
    [
      { key: `account-delete:c:${customer.id}`, max: 5, windowMs: 15 * MINUTE },
      { key: `account-delete:ip:${clientKey(ip)}`, max: 20, windowMs: 15 * MINUTE },
    ],
    AUTH_MSG.tooManyRequests,
  );
  if (!(await auth.checkCustomerPassword(db, customer.id, password)))
    throw forbidden(ACCOUNT_MSG.wrongPassword);
  if (await bookings.hasUpcomingStay(db, customer.id, now))
    throw conflict(ACCOUNT_MSG.upcomingStay);
  await db.transaction(async (tx) => {
    const c = await auth.customerById(tx, customer.id);
    if (!c) throw notFound('This account no longer exists.');
    const who = { id: c.id, email: c.email, mobile: c.mobile, name: c.name };
    await data.erase(tx, who, now);
    await eraseMessagesOf(tx, who);
    await auth.eraseAccount(tx, c.id, now);
    // the last mail to the old address; it names no one and loses its recipient once delivered
    await enqueueMail(tx, {
      to: c.email,
      ...accountDeletedMail(config, c.language),
      eraseAfterDelivery: true,
    });
  });
}
