import {
  ACCOUNT_MSG,
  accountExport,
  deleteAccountBody,
  deleteAccountReply,
  languageBody,
  languageReply,
  MANAGE_MSG,
  manageCodeBody,
  manageOpenBody,
  manageOpened,
} from '../../../shared/contracts/account';
import { authMessageReply } from '../../../shared/contracts/auth';
import { todayIst } from '../../../shared/dates';
import { noStore } from '../../plugins/no-store';
import { endSession, loginRequired, requireCustomer, startSession } from '../../plugins/session';
import * as manage from './manage-booking.service';
import type { App, AppDeps } from '../../types';
import * as service from './account.service';

/**
 * Routes of the account module: language preference, data export, account deletion. The other
 * modules' parts of a customer's data come through `data`, handed in by app.ts.
 */
export function accountRoutes(data: service.CustomerData) {
  return (app: App, deps: AppDeps) => routes(app, deps, data);
}

async function routes(app: App, deps: AppDeps, customerData: service.CustomerData): Promise<void> {
  const { db, config, now } = deps;

  app.put(
    '/api/account/language',
    {
      onRequest: noStore,
      preValidation: loginRequired,
      schema: { body: languageBody, response: { 200: languageReply } },
    },
    async (req) => {
      const language = await service.setLanguage(db, requireCustomer(req), req.body.language);
      return { success: true as const, message: ACCOUNT_MSG.languageSaved, language };
    },
  );

  // Manage a booking without a password (ADR 316): reference + the account's mobile or email
  // bring a sign-in code; the code signs this browser in and opens the booking.
  app.post(
    '/api/manage-booking/code',
    { onRequest: noStore, schema: { body: manageCodeBody, response: { 200: authMessageReply } } },
    async (req) => {
      await manage.sendManageCode(db, config, now(), req.body, req.ip);
      return { success: true as const, message: MANAGE_MSG.codeSent };
    },
  );

  app.post(
    '/api/manage-booking/open',
    { onRequest: noStore, schema: { body: manageOpenBody, response: { 200: manageOpened } } },
    async (req, reply) => {
      const at = now();
      const m = await manage.openManagedBooking(db, config, at, req.body, req.ip);
      await endSession(db, config, req, reply);
      await startSession(db, config, reply, m.customer.id, at);
      return {
        success: true as const,
        message: MANAGE_MSG.opened,
        data: { bookingId: m.booking.id, BookingRefNo: m.booking.bookingRefNo },
      };
    },
  );

  app.get(
    '/api/account/export',
    {
      onRequest: noStore,
      preValidation: loginRequired,
      schema: { response: { 200: accountExport } },
    },
    async (req, reply) => {
      const at = now();
      const data = await service.exportData(db, customerData, requireCustomer(req), at);
      reply.header('content-disposition', `attachment; filename="my-data-${todayIst(at)}.json"`);
      return data;
    },
  );

  app.post(
    '/api/account/delete',
    {
      onRequest: noStore,
      preValidation: loginRequired,
      schema: { body: deleteAccountBody, response: { 200: deleteAccountReply } },
    },
    async (req, reply) => {
      await service.deleteAccount(
        db,
        config,
        customerData,
        requireCustomer(req),
        req.body.password,
        req.ip,
        now(),
      );
      await endSession(db, config, req, reply);
      return { success: true as const, message: ACCOUNT_MSG.deleted };
    },
  );
}
