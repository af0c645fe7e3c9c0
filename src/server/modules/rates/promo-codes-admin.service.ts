import type { PromoCode, PromoCodeInput } from '../../../shared/contracts/promo-codes';
import { rupeesToPaise } from '../../../shared/money';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { retryOnce } from '../../db/retry';
import { conflict, forbidden, notFound } from '../../http-errors';
import { assertHotelReach, hotelScope, type StaffMember } from '../../plugins/staff-session';
import * as audit from '../audit/audit.service';
import * as hotels from '../hotels/hotels.service';
import * as repo from './promo-codes.repo';
import { promoDto } from './promo-codes.service';

/*
 * The back office's promo codes (ADR 365): admins make codes for one hotel or all; a hotel
 * manager makes and changes codes of their hotels only and sees the all-hotel codes. Audited.
 */

type Ctx = { db: Db; staff: StaffMember; now: Date };

export async function listPromoCodes(c: Ctx): Promise<PromoCode[]> {
  return (await repo.listCodes(c.db, hotelScope(c.staff))).map(promoDto);
}

/** Whether the staff member may set a code for `hotelId` (null: every hotel, admins only). */
async function assertCodeReach(c: Ctx, hotelId: number | null): Promise<void> {
  if (hotelId === null) {
    if (c.staff.role !== 'admin')
      throw forbidden('Only an admin can make a promo code for every hotel.');
    return;
  }
  assertHotelReach(c.staff, hotelId);
  await hotels.requireHotel(c.db, hotelId);
}

function values(b: PromoCodeInput) {
  return {
    code: b.code,
    description: b.description,
    hotelId: b.hotelId,
    kind: b.kind,
    discountBp: b.kind === 'percent' ? (b.discountPercent ?? 0) * 100 : null,
    discountPaise: b.kind === 'amount' ? rupeesToPaise(b.discountAmount ?? 0) : null,
    validFrom: b.validFrom,
    validTo: b.validTo,
    minNights: b.minNights,
    usageLimit: b.usageLimit,
    perCustomerLimit: b.perCustomerLimit,
    active: b.active,
  };
}

/** Adds a code (id undefined) or changes one; a code already taken is 409. */
export async function savePromoCode(
  c: Ctx,
  id: number | undefined,
  body: PromoCodeInput,
): Promise<PromoCode> {
  await assertCodeReach(c, body.hotelId);
  try {
    return await retryOnce(() =>
      c.db.transaction(async (tx) => {
        const before = id === undefined ? null : await repo.codeById(tx, id);
        if (id !== undefined) {
          if (!before) throw notFound('Promo code not found.');
          // a manager reaches a code of their own hotel only
          if (before.hotelId === null) await assertCodeReach(c, null);
          else assertHotelReach(c.staff, before.hotelId);
          if (body.usageLimit !== null && body.usageLimit < before.uses)
            throw conflict(
              `Promo code ${before.code} has been used ${before.uses} times already: the limit cannot be lower.`,
            );
        }
        const row =
          id === undefined
            ? await repo.insertCode(tx, { ...values(body), createdAt: c.now })
            : await repo.updateCode(tx, id, values(body));
        await audit.recordAudit(tx, {
          staffId: c.staff.id,
          action: id === undefined ? 'create' : 'update',
          entity: 'promo_code',
          entityId: row.id,
          before: before ? promoDto(before) : null,
          after: promoDto(row),
          at: c.now,
        });
        return promoDto(row);
      }),
    );
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(`Promo code ${body.code} already exists.`);
    throw err;
  }
}
