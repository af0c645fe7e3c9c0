import type { PromoCode } from '../../../shared/contracts/promo-codes';
import { paiseToRupees } from '../../../shared/money';
import { PROMO_MSG, promoProblem, type PromoRule } from '../../../shared/promo-codes';
import type { DbOrTx } from '../../db/client';
import { badRequest, conflict } from '../../http-errors';
import * as repo from './promo-codes.repo';

/*
 * Promo codes as the sale asks them (ADR 365): whether a code applies to a stay, its rule, and
 * taking, giving back and retaking a booking's use of it. Bookings call these inside their
 * transaction; this file reads only the rates module's own tables, so any module may import it
 * without a cycle. The back office's side is promo-codes-admin.service.ts.
 */

export function promoDto(row: repo.PromoCodeRow): PromoCode {
  return {
    id: row.id,
    code: row.code,
    description: row.description,
    hotelId: row.hotelId,
    kind: row.kind,
    discountPercent: row.discountBp === null ? null : row.discountBp / 100,
    discountAmount: row.discountPaise === null ? null : paiseToRupees(row.discountPaise),
    validFrom: row.validFrom,
    validTo: row.validTo,
    minNights: row.minNights,
    usageLimit: row.usageLimit,
    perCustomerLimit: row.perCustomerLimit,
    uses: row.uses,
    active: row.active,
  };
}

export function ruleOf(row: repo.PromoCodeRow): PromoRule {
  return row.kind === 'percent'
    ? { kind: 'percent', discountBp: row.discountBp ?? 0 }
    : { kind: 'amount', discountPaise: row.discountPaise ?? 0 };
}

/** A code that applies to a stay: its id, code and rule. */
export type AppliedPromo = { id: number; code: string; rule: PromoRule };

/**
 * Who a code's per-guest limit counts: the signed-in customer (null: nobody yet), or at the
 * counter, where walk-ins share the desk's account, the walk-in guest by mobile (ADR 396).
 */
export type PromoGuest = { customerId: number | null; walkInMobile: string | null };

async function overGuestLimit(
  db: DbOrTx,
  row: { id: number; code: string; perCustomerLimit: number | null },
  guest: PromoGuest,
): Promise<void> {
  if (row.perCustomerLimit === null || guest.customerId === null) return;
  const used = await repo.guestUses(db, row.id, {
    customerId: guest.customerId,
    walkInMobile: guest.walkInMobile,
  });
  if (used < row.perCustomerLimit) return;
  throw conflict(
    guest.walkInMobile === null
      ? PROMO_MSG.perCustomer(row.code, row.perCustomerLimit)
      : PROMO_MSG.perWalkIn(row.code, row.perCustomerLimit, guest.walkInMobile),
  );
}

/**
 * The code `code` for a stay at `hotel`, or a 400 naming why it does not apply (unknown, another
 * hotel, nights outside its dates, too short a stay) or a 409 when it has no use left (in all, or
 * for this guest when one is known). Reads only: the use is taken by `redeem`.
 */
export async function promoFor(
  db: DbOrTx,
  code: string,
  hotel: { id: number; name: string },
  checkIn: string,
  checkOut: string,
  guest: PromoGuest,
): Promise<AppliedPromo> {
  const row = await repo.codeByCode(db, code);
  const fail = (message: string) => badRequest(message, [{ path: 'PromoCode', message }]);
  if (!row) throw fail(PROMO_MSG.unknown(code));
  const problem = promoProblem(row, hotel, checkIn, checkOut);
  if (problem) throw fail(problem);
  if (row.usageLimit !== null && row.uses >= row.usageLimit)
    throw conflict(PROMO_MSG.usedUp(row.code));
  await overGuestLimit(db, row, guest);
  return { id: row.id, code: row.code, rule: ruleOf(row) };
}

/**
 * Takes a use of the code for a new booking, in the booking's transaction (after its rooms are
 * held, so locks keep one order: inventory, then the code). The conditional UPDATE locks the
 * code's row, so the per-guest count after it is read by one booking at a time. 409 when the
 * last use went to another booking, or the guest has used up their share.
 */
export async function redeem(
  tx: DbOrTx,
  promo: AppliedPromo,
  booking: { id: number; customerId: number; walkInMobile: string | null },
  discountPaise: number,
  now: Date,
): Promise<void> {
  if (!(await repo.takeUse(tx, promo.id))) throw conflict(PROMO_MSG.usedUp(promo.code));
  const row = await repo.codeById(tx, promo.id);
  if (row) await overGuestLimit(tx, row, booking);
  await repo.insertRedemption(tx, {
    promoCodeId: promo.id,
    bookingId: booking.id,
    customerId: booking.customerId,
    guestMobile: booking.walkInMobile,
    discountPaise,
    createdAt: now,
  });
}

/** A hold that ended unpaid gives its code's use back (nothing when it had no code). */
export function releaseUse(tx: DbOrTx, bookingId: number): Promise<boolean> {
  return repo.releaseUse(tx, bookingId);
}

/**
 * A payment arrived for a hold that had ended and its rooms were retaken: the use is taken again
 * if the code has one left. The booking keeps the price it was paid at either way.
 */
export function retakeUse(tx: DbOrTx, bookingId: number): Promise<boolean> {
  return repo.retakeUse(tx, bookingId);
}

/**
 * The code a booking was sold with, for new dates of that booking (a date change, ADR 389): its
 * rule, or why its terms (hotel, nights within its dates, minimum nights) do not cover the new
 * stay. Its use was taken by the sale, so no limit is checked again, and a code withdrawn since
 * still holds for the guest who bought with it. Null: no such code.
 */
export async function carriedPromo(
  db: DbOrTx,
  code: string,
  hotel: { id: number; name: string },
  checkIn: string,
  checkOut: string,
): Promise<{ rule: PromoRule; problem: string | null } | null> {
  const row = await repo.codeByCode(db, code);
  if (!row) return null;
  return {
    rule: ruleOf(row),
    problem: promoProblem({ ...row, active: true }, hotel, checkIn, checkOut),
  };
}
