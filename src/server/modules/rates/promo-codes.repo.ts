import { and, asc, count, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { promoCodes, promoRedemptions, type PromoCodeRow } from '../../db/schema/index';

export type { PromoCodeRow };
export type NewPromoCode = typeof promoCodes.$inferInsert;

/** The codes of some hotels and the codes of every hotel (null: all codes), newest first. */
export function listCodes(db: DbOrTx, hotelIds: number[] | null): Promise<PromoCodeRow[]> {
  return db
    .select()
    .from(promoCodes)
    .where(
      hotelIds === null
        ? undefined
        : or(
            isNull(promoCodes.hotelId),
            hotelIds.length ? inArray(promoCodes.hotelId, hotelIds) : sql`false`,
          ),
    )
    .orderBy(asc(promoCodes.validFrom), asc(promoCodes.code));
}

export async function codeById(db: DbOrTx, id: number): Promise<PromoCodeRow | null> {
  const [row] = await db.select().from(promoCodes).where(eq(promoCodes.id, id)).limit(1);
  return row ?? null;
}

export async function codeByCode(db: DbOrTx, code: string): Promise<PromoCodeRow | null> {
  const [row] = await db.select().from(promoCodes).where(eq(promoCodes.code, code)).limit(1);
  return row ?? null;
}

export async function insertCode(tx: DbOrTx, v: NewPromoCode): Promise<PromoCodeRow> {
  const [row] = await tx.insert(promoCodes).values(v).returning();
  return row!;
}

export async function updateCode(
  tx: DbOrTx,
  id: number,
  v: Omit<NewPromoCode, 'uses' | 'createdAt'>,
): Promise<PromoCodeRow> {
  const [row] = await tx.update(promoCodes).set(v).where(eq(promoCodes.id, id)).returning();
  return row!;
}

/**
 * Takes one use of a code if it has one left: one conditional UPDATE, so concurrent bookings
 * queue on the code's row and the last use is taken once. The row stays locked until commit.
 */
export async function takeUse(tx: DbOrTx, id: number): Promise<boolean> {
  const rows = await tx
    .update(promoCodes)
    .set({ uses: sql`${promoCodes.uses} + 1` })
    .where(
      and(
        eq(promoCodes.id, id),
        or(isNull(promoCodes.usageLimit), sql`${promoCodes.uses} < ${promoCodes.usageLimit}`),
      ),
    )
    .returning({ id: promoCodes.id });
  return rows.length === 1;
}

/**
 * The uses of a code a guest holds now (paid bookings and open holds): a customer's by their
 * account, a walk-in's by their mobile number at any counter (ADR 396).
 */
export async function guestUses(
  db: DbOrTx,
  id: number,
  guest: { customerId: number; walkInMobile: string | null },
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(promoRedemptions)
    .where(
      and(
        eq(promoRedemptions.promoCodeId, id),
        guest.walkInMobile === null
          ? eq(promoRedemptions.customerId, guest.customerId)
          : eq(promoRedemptions.guestMobile, guest.walkInMobile),
        isNull(promoRedemptions.releasedAt),
      ),
    );
  return row?.n ?? 0;
}

export async function insertRedemption(
  tx: DbOrTx,
  v: typeof promoRedemptions.$inferInsert,
): Promise<void> {
  await tx.insert(promoRedemptions).values(v);
}

/** Releases a booking's use of its code and gives the use back; false when it held none. */
export async function releaseUse(tx: DbOrTx, bookingId: number): Promise<boolean> {
  const [row] = await tx
    .update(promoRedemptions)
    .set({ releasedAt: sql`now()` })
    .where(and(eq(promoRedemptions.bookingId, bookingId), isNull(promoRedemptions.releasedAt)))
    .returning({ promoCodeId: promoRedemptions.promoCodeId });
  if (!row) return false;
  await tx
    .update(promoCodes)
    .set({ uses: sql`${promoCodes.uses} - 1` })
    .where(eq(promoCodes.id, row.promoCodeId));
  return true;
}

/** A released use taken again (a payment arrived after the hold ended), if the code has one left. */
export async function retakeUse(tx: DbOrTx, bookingId: number): Promise<boolean> {
  const [red] = await tx
    .select({ promoCodeId: promoRedemptions.promoCodeId })
    .from(promoRedemptions)
    .where(and(eq(promoRedemptions.bookingId, bookingId), isNotNull(promoRedemptions.releasedAt)));
  if (!red || !(await takeUse(tx, red.promoCodeId))) return false;
  await tx
    .update(promoRedemptions)
    .set({ releasedAt: null })
    .where(eq(promoRedemptions.bookingId, bookingId));
  return true;
}
