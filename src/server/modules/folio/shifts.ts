import type {
  CashierShift,
  CloseShiftBody,
  MethodTotals,
  OpenShiftBody,
} from '../../../shared/contracts/folio';
import { formatRupees } from '../../../shared/money';
import type { Db, DbOrTx } from '../../db/client';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/errors';
import { conflict, notFound } from '../../http-errors';
import { assertHotelReach, type StaffMember } from '../../plugins/staff-session';
import * as audit from '../audit/audit.service';
import * as repo from './folio.repo';

type FolioDeps = { db: Db; now: () => Date };

/**
 * Cashier shifts (ADR 347): a cashier opens a shift at a hotel with the float in the drawer; the
 * folio money they take or pay back while it is open is tied to it; at the close they count the
 * cash, and the difference from what the drawer should hold (float + cash taken − cash paid back)
 * is kept and shown. One open shift per cashier and hotel.
 */

export const SHIFT_ERR = {
  alreadyOpen: 'You already have a shift open at this hotel: close it before opening another.',
  notFound: 'Shift not found.',
  closed: (id: number) => `Shift ${id} is already closed.`,
  notYours: 'Only the cashier who opened a shift (or an admin) can close it.',
} as const;

const zero = (): MethodTotals => ({ cash: 0, card: 0, upi: 0, company: 0 });

/** A shift with its takings by method, the cash expected and (once closed) the difference. */
export async function shiftDto(db: DbOrTx, s: repo.ShiftRow): Promise<CashierShift> {
  const t = await repo.shiftTakings(db, s.id);
  const byMethod = zero();
  for (const p of t.pays) byMethod[p.method] += p.amountPaise;
  const expected = s.openingFloatPaise + byMethod.cash - t.cashRefundsPaise;
  return {
    id: s.id,
    hotelId: s.hotelId,
    staffId: s.staffId,
    staff: s.staff,
    openedAt: s.openedAt.toISOString(),
    closedAt: s.closedAt ? s.closedAt.toISOString() : null,
    openingFloatPaise: s.openingFloatPaise,
    byMethod,
    cashRefundsPaise: t.cashRefundsPaise,
    expectedCashPaise: s.expectedCashPaise ?? expected,
    countedCashPaise: s.countedCashPaise,
    differencePaise:
      s.countedCashPaise === null ? null : s.countedCashPaise - (s.expectedCashPaise ?? expected),
    note: s.note,
  };
}

/** The cashier's open shift at a hotel, if any: the money they take is tied to it. */
export async function openShiftId(
  db: DbOrTx,
  staffId: number,
  hotelId: number,
): Promise<number | null> {
  return (await repo.openShiftOf(db, staffId, hotelId))?.id ?? null;
}

/** POST /api/staff/cashier-shifts: opens the caller's shift at a hotel with its float. */
export async function openShift(
  deps: FolioDeps,
  staff: StaffMember,
  body: OpenShiftBody,
): Promise<CashierShift> {
  assertHotelReach(staff, body.hotelId);
  const at = deps.now();
  let id: number;
  try {
    id = await deps.db.transaction(async (tx) => {
      if (await repo.openShiftOf(tx, staff.id, body.hotelId)) throw conflict(SHIFT_ERR.alreadyOpen);
      const shiftId = await repo.insertShift(tx, {
        hotelId: body.hotelId,
        staffId: staff.id,
        openingFloatPaise: body.openingFloatPaise,
        openedAt: at,
      });
      await audit.recordAudit(tx, {
        staffId: staff.id,
        action: 'shift-open',
        entity: 'cashier_shift',
        entityId: shiftId,
        before: null,
        after: { hotelId: body.hotelId, openingFloatPaise: body.openingFloatPaise },
        at,
      });
      return shiftId;
    });
  } catch (err) {
    // two opens at once: the partial unique index lets one through
    if (isUniqueViolation(err)) throw conflict(SHIFT_ERR.alreadyOpen);
    // an admin (who reaches every hotel) naming a hotel that does not exist
    if (isForeignKeyViolation(err)) throw notFound('Hotel not found.');
    throw err;
  }
  return shiftDto(deps.db, (await repo.shiftById(deps.db, id))!);
}

/** POST /api/staff/cashier-shifts/{id}/close: the cash counted; the difference is kept. */
export async function closeShift(
  deps: FolioDeps,
  staff: StaffMember,
  id: number,
  body: CloseShiftBody,
): Promise<{ shift: CashierShift; message: string }> {
  const at = deps.now();
  await deps.db.transaction(async (tx) => {
    await repo.lockShift(tx, id);
    const s = await repo.shiftById(tx, id);
    if (!s) throw notFound(SHIFT_ERR.notFound);
    assertHotelReach(staff, s.hotelId);
    if (s.staffId !== staff.id && staff.role !== 'admin') throw conflict(SHIFT_ERR.notYours);
    if (s.closedAt) throw conflict(SHIFT_ERR.closed(id));
    const open = await shiftDto(tx, s);
    await repo.closeShiftRow(tx, id, {
      closedAt: at,
      countedCashPaise: body.countedCashPaise,
      expectedCashPaise: open.expectedCashPaise,
      note: body.note ?? null,
    });
    await audit.recordAudit(tx, {
      staffId: staff.id,
      action: 'shift-close',
      entity: 'cashier_shift',
      entityId: id,
      before: { expectedCashPaise: open.expectedCashPaise },
      after: {
        countedCashPaise: body.countedCashPaise,
        differencePaise: body.countedCashPaise - open.expectedCashPaise,
        note: body.note ?? null,
      },
      at,
    });
  });
  const shift = await shiftDto(deps.db, (await repo.shiftById(deps.db, id))!);
  const d = shift.differencePaise ?? 0;
  const message =
    d === 0
      ? `Shift ${id} closed: the cash counted matches the ${formatRupees(shift.expectedCashPaise)} expected.`
      : `Shift ${id} closed: the cash is ${formatRupees(Math.abs(d))} ${d < 0 ? 'short' : 'over'} (counted ${formatRupees(body.countedCashPaise)}, expected ${formatRupees(shift.expectedCashPaise)}).`;
  return { shift, message };
}

/** GET /api/staff/cashier-shifts?hotelId: the hotel's open shifts. */
export async function openShifts(
  deps: FolioDeps,
  staff: StaffMember,
  hotelId: number,
): Promise<CashierShift[]> {
  assertHotelReach(staff, hotelId);
  const rows = await repo.shiftsOfHotel(deps.db, hotelId, { open: true });
  return Promise.all(rows.map((r) => shiftDto(deps.db, r)));
}

/** The shifts opened at a hotel in [from, to), for the cashier report. */
export async function shiftsOpenedBetween(
  db: DbOrTx,
  hotelId: number,
  from: Date,
  to: Date,
): Promise<CashierShift[]> {
  const rows = await repo.shiftsOfHotel(db, hotelId, { from, to });
  return Promise.all(rows.map((r) => shiftDto(db, r)));
}
