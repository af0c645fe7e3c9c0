import { eq } from 'drizzle-orm';
import type { Language } from '../../shared/language';
import type { DbOrTx } from './client';
import { customers } from './schema/index';

/**
 * The language a customer's mail and SMS are written in: the account's, English when there is no
 * account (or it was deleted). The auth module owns the customers table; the modules that write to
 * a customer (payments, cancellation, requests) read the language here instead of importing auth
 * (issue 25: a module leans on at most four others).
 */
export async function languageOf(db: DbOrTx, customerId: number): Promise<Language> {
  const rows = await db
    .select({ language: customers.language, deletedAt: customers.deletedAt })
    .from(customers)
    .where(eq(customers.id, customerId))
    .limit(1);
  const c = rows[0];
  return c && !c.deletedAt ? c.language : 'en';
}
