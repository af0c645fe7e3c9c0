import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client';
import { customers, sessions } from '../db/schema/index';

export type SessionCustomer = {
  id: number;
  email: string;
  name: string;
  mobile: string;
  userId: string;
  language: 'en' | 'hi';
};

/** The session lookup every signed-in request makes: a prepared statement, built once per database. */
function prepareSessionCustomer(db: Db) {
  return db
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
    .where(
      and(
        eq(sessions.id, sql.placeholder('sessionId')),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .limit(1)
    .prepare('session_customer');
}
const prepared = new WeakMap<Db, ReturnType<typeof prepareSessionCustomer>>();

export async function findSessionCustomer(
  db: Db,
  sessionId: string,
  now: Date,
): Promise<SessionCustomer | null> {
  let q = prepared.get(db);
  if (!q) {
    q = prepareSessionCustomer(db);
    prepared.set(db, q);
  }
  const rows = await q.execute({ sessionId, now });
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
