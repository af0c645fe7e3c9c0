import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { consents } from '../../db/schema/index';
import type { ConsentKind } from '../../../shared/contracts/account';

export type NewConsent = typeof consents.$inferInsert;

export async function insertConsent(db: DbOrTx, row: NewConsent): Promise<void> {
  await db.insert(consents).values(row);
}

/** Consents of a customer, or given by their email address without an account, oldest first. */
export function consentsOf(db: DbOrTx, who: { customerId: number; email: string }) {
  return db
    .select()
    .from(consents)
    .where(or(eq(consents.customerId, who.customerId), eq(consents.email, who.email)))
    .orderBy(asc(consents.givenAt), asc(consents.id));
}

/** Stamps the live consents of these kinds, of the customer or of the address, as withdrawn. */
export async function withdraw(
  db: DbOrTx,
  who: { customerId?: number | null; email?: string | null },
  kinds: readonly ConsentKind[],
  now: Date,
): Promise<number> {
  const whoCond = or(
    who.customerId ? eq(consents.customerId, who.customerId) : undefined,
    who.email ? eq(consents.email, who.email) : undefined,
  );
  if (!whoCond) return 0;
  const rows = await db
    .update(consents)
    .set({ withdrawnAt: now })
    .where(and(whoCond, inArray(consents.kind, [...kinds]), isNull(consents.withdrawnAt)))
    .returning({ id: consents.id });
  return rows.length;
}

/** Drops the email address from the customer's consent rows (the record stays, without them). */
export async function forgetEmail(db: DbOrTx, customerId: number, email: string): Promise<void> {
  await db
    .update(consents)
    .set({ email: null })
    .where(or(eq(consents.customerId, customerId), eq(consents.email, email)));
}
