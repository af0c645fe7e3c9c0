import {
  ACCOUNT_MSG,
  accountExport,
  deleteAccountBody,
  deleteAccountReply,
  languageBody,
  languageReply,
} from '../../../shared/contracts/account';
import { todayIst } from '../../../shared/dates';
import { noStore } from '../../plugins/no-store';
import { endSession, loginRequired, requireCustomer } from '../../plugins/session';
import type { App, AppDeps } from '../../types';
import * as service from './account.service';

/** Routes of the account module: language preference, data export, account deletion. */
export async function accountRoutes(app: App, deps: AppDeps): Promise<void> {
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

  app.get(
    '/api/account/export',
    {
      onRequest: noStore,
      preValidation: loginRequired,
      schema: { response: { 200: accountExport } },
    },
    async (req, reply) => {
      const at = now();
      const data = await service.exportData(db, requireCustomer(req), at);
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
