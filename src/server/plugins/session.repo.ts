import { and, eq, gt } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { customers, sessions } from '../db/schema/index';

export type SessionCustomer = {
  id: number;
  email: string;
  name: string;
  mobile: string;
  userId: string;
  language: 'en' | 'hi';
};

export async function findSessionCustomer(
  db: DbOrTx,
  sessionId: string,
  now: Date,
): Promise<SessionCustomer | null> {
  const rows = await db
    .select({
      id: customers.id,
      email: customers.email,
      name: customers.name,
      mobile: customers.mobile,
      userId: customers.userId,
      language: customers.language,
    })
    .from(sessions)
    .innerJoin(customers, eq(customers.id, sessions.customerId))
    .where(and(eq(sessions.id, sessionId), gt(sessions.expiresAt, now)))
    .limit(1);
  return rows[0] ?? null;
}

export async function insertSession(
  db: DbOrTx,
  id: string,
  customerId: number,
  expiresAt: Date,
): Promise<void> {
  await db.insert(sessions).values({ id, customerId, expiresAt });
}

export async function deleteSession(db: DbOrTx, id: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, id));
}

export async function deleteCustomerSessions(db: DbOrTx, customerId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.customerId, customerId));
}
