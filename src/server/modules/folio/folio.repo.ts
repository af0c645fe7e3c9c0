import { and, asc, desc, eq, gte, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { FolioKind, FolioPaymentMethod } from '../../../shared/contracts/folio';
import type { DbOrTx } from '../../db/client';
import {
  bookings,
  cashierShifts,
  folioInvoices,
  folioPayments,
  folioPostings,
  folioRefunds,
  folioTaxRates,
  hotels,
  refunds,
  staff,
} from '../../db/schema/index';

/** The only writer of folio_postings, folio_payments, folio_invoices and folio_tax_rates. */
export type PostingRow = typeof folioPostings.$inferSelect & { postedBy: string };
export type FolioPaymentRow = typeof folioPayments.$inferSelect & { takenBy: string };
export type FolioInvoiceRow = typeof folioInvoices.$inferSelect;
export type TaxRateRow = typeof folioTaxRates.$inferSelect;
export type { FolioInvoiceLine } from '../../db/schema/folio';

const staffEmail = sql<string>`coalesce(${staff.email}, 'staff ' || ${folioPostings.staffId})`;

export async function postingsOf(db: DbOrTx, bookingId: number): Promise<PostingRow[]> {
  const rows = await db
    .select({ p: folioPostings, postedBy: staffEmail })
    .from(folioPostings)
    .leftJoin(staff, eq(staff.id, folioPostings.staffId))
    .where(eq(folioPostings.bookingId, bookingId))
    .orderBy(asc(folioPostings.id));
  return rows.map((r) => ({ ...r.p, postedBy: r.postedBy }));
}

export async function insertPosting(
  tx: DbOrTx,
  v: typeof folioPostings.$inferInsert,
): Promise<typeof folioPostings.$inferSelect> {
  const [row] = await tx.insert(folioPostings).values(v).returning();
  return row!;
}

export async function paymentsOf(db: DbOrTx, bookingId: number): Promise<FolioPaymentRow[]> {
  const rows = await db
    .select({
      p: folioPayments,
      takenBy: sql<string>`coalesce(${staff.email}, 'staff ' || ${folioPayments.staffId})`,
    })
    .from(folioPayments)
    .leftJoin(staff, eq(staff.id, folioPayments.staffId))
    .where(eq(folioPayments.bookingId, bookingId))
    .orderBy(asc(folioPayments.id));
  return rows.map((r) => ({ ...r.p, takenBy: r.takenBy }));
}

export async function insertPayment(
  tx: DbOrTx,
  v: typeof folioPayments.$inferInsert,
): Promise<typeof folioPayments.$inferSelect> {
  const [row] = await tx.insert(folioPayments).values(v).returning();
  return row!;
}

export async function invoiceOf(db: DbOrTx, bookingId: number): Promise<FolioInvoiceRow | null> {
  const rows = await db
    .select()
    .from(folioInvoices)
    .where(eq(folioInvoices.bookingId, bookingId))
    .limit(1);
  return rows[0] ?? null;
}

export async function insertInvoice(
  tx: DbOrTx,
  v: typeof folioInvoices.$inferInsert,
): Promise<FolioInvoiceRow> {
  const [row] = await tx.insert(folioInvoices).values(v).returning();
  return row!;
}

/**
 * The rates in force on `date` at a hotel: per (kind, SAC) the hotel's own latest row not after
 * the date, else the corporation-wide one.
 */
export async function ratesInForce(
  db: DbOrTx,
  hotelId: number,
  date: string,
): Promise<TaxRateRow[]> {
  const rows = await db
    .select()
    .from(folioTaxRates)
    .where(
      and(
        lte(folioTaxRates.effectiveFrom, date),
        or(isNull(folioTaxRates.hotelId), eq(folioTaxRates.hotelId, hotelId)),
      ),
    )
    .orderBy(
      asc(folioTaxRates.kind),
      asc(folioTaxRates.sac),
      sql`${folioTaxRates.hotelId} IS NULL`,
      desc(folioTaxRates.effectiveFrom),
    );
  const seen = new Set<string>();
  return rows.filter((r) => {
    const k = `${r.kind}/${r.sac}`;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

export async function insertTaxRate(
  tx: DbOrTx,
  v: {
    kind: FolioKind;
    sac: string;
    description: string;
    rateBp: number;
    hotelId: number | null;
    effectiveFrom: string;
  },
): Promise<TaxRateRow> {
  const [row] = await tx.insert(folioTaxRates).values(v).returning();
  return row!;
}

export type CashierPaymentLine = {
  at: Date;
  bookingRefNo: string;
  method: FolioPaymentMethod;
  amountPaise: number;
  reference: string | null;
  staffId: number;
  staff: string;
  paymentId: number | null;
};

/** The folio payments of a hotel taken in [from, to). */
export async function paymentsBetween(
  db: DbOrTx,
  hotelId: number,
  from: Date,
  to: Date,
): Promise<CashierPaymentLine[]> {
  return db
    .select({
      at: folioPayments.createdAt,
      bookingRefNo: bookings.bookingRefNo,
      method: folioPayments.method,
      amountPaise: folioPayments.amountPaise,
      reference: folioPayments.reference,
      staffId: folioPayments.staffId,
      staff: sql<string>`coalesce(${staff.email}, 'staff ' || ${folioPayments.staffId})`,
      paymentId: folioPayments.paymentId,
    })
    .from(folioPayments)
    .innerJoin(bookings, eq(bookings.id, folioPayments.bookingId))
    .leftJoin(staff, eq(staff.id, folioPayments.staffId))
    .where(
      and(
        eq(bookings.hotelId, hotelId),
        gte(folioPayments.createdAt, from),
        lt(folioPayments.createdAt, to),
      ),
    )
    .orderBy(asc(folioPayments.createdAt), asc(folioPayments.id));
}

export type CashierRefundLine = {
  at: Date;
  bookingRefNo: string;
  method: FolioPaymentMethod;
  amountPaise: number;
  staffId: number;
  staff: string;
};

/** Folio refunds (not failed) of a hotel's stays paid back in [from, to). */
export async function refundsBetween(
  db: DbOrTx,
  hotelId: number,
  from: Date,
  to: Date,
): Promise<CashierRefundLine[]> {
  return db
    .select({
      at: folioRefunds.createdAt,
      bookingRefNo: bookings.bookingRefNo,
      method: folioRefunds.method,
      amountPaise: refunds.amountPaise,
      staffId: folioRefunds.staffId,
      staff: sql<string>`coalesce(${staff.email}, 'staff ' || ${folioRefunds.staffId})`,
    })
    .from(folioRefunds)
    .innerJoin(refunds, eq(refunds.id, folioRefunds.refundId))
    .innerJoin(bookings, eq(bookings.id, folioRefunds.bookingId))
    .leftJoin(staff, eq(staff.id, folioRefunds.staffId))
    .where(
      and(
        eq(bookings.hotelId, hotelId),
        sql`${refunds.status} <> 'failed'`,
        gte(folioRefunds.createdAt, from),
        lt(folioRefunds.createdAt, to),
      ),
    )
    .orderBy(asc(folioRefunds.createdAt), asc(folioRefunds.refundId));
}

export type FolioRefundRow = {
  refundId: number;
  paymentId: number;
  method: FolioPaymentMethod;
  amountPaise: number;
  status: string;
  createdAt: Date;
};

/** The folio refunds of a stay with their refunds row's amount and state. */
export async function refundsOf(db: DbOrTx, bookingId: number): Promise<FolioRefundRow[]> {
  return db
    .select({
      refundId: folioRefunds.refundId,
      paymentId: refunds.paymentId,
      method: folioRefunds.method,
      amountPaise: refunds.amountPaise,
      status: refunds.status,
      createdAt: folioRefunds.createdAt,
    })
    .from(folioRefunds)
    .innerJoin(refunds, eq(refunds.id, folioRefunds.refundId))
    .where(eq(folioRefunds.bookingId, bookingId))
    .orderBy(asc(folioRefunds.refundId));
}

export async function insertRefund(tx: DbOrTx, v: typeof folioRefunds.$inferInsert): Promise<void> {
  await tx.insert(folioRefunds).values(v);
}

/** The hotel's names as the postings' invoice prints them (read only; hotels own the row). */
export async function hotelNames(
  db: DbOrTx,
  hotelId: number,
): Promise<{ Name: string; NameHi: string | null } | null> {
  const rows = await db
    .select({ Name: hotels.unitName, NameHi: hotels.unitNameHi })
    .from(hotels)
    .where(eq(hotels.id, hotelId))
    .limit(1);
  return rows[0] ?? null;
}

export type TaxRateListRow = TaxRateRow & { hotelName: string | null };

/** Every folio tax rate with its hotel's name, by kind, SAC, hotel and date. */
export async function allTaxRates(db: DbOrTx): Promise<TaxRateListRow[]> {
  const rows = await db
    .select({ r: folioTaxRates, hotelName: hotels.unitName })
    .from(folioTaxRates)
    .leftJoin(hotels, eq(hotels.id, folioTaxRates.hotelId))
    .orderBy(
      asc(folioTaxRates.kind),
      asc(folioTaxRates.sac),
      asc(folioTaxRates.hotelId),
      asc(folioTaxRates.effectiveFrom),
    );
  return rows.map((x) => ({ ...x.r, hotelName: x.hotelName }));
}

/** Serialises the back office's rate changes (a transaction lock, released at its end). */
export async function lockTaxRates(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('folio_tax_rates', 0))`);
}

export async function taxRateById(db: DbOrTx, id: number): Promise<TaxRateRow | null> {
  const rows = await db.select().from(folioTaxRates).where(eq(folioTaxRates.id, id)).limit(1);
  return rows[0] ?? null;
}

/** The row of one (kind, SAC, hotel or none, date), if any. */
export async function taxRateAt(
  db: DbOrTx,
  k: { kind: FolioKind; sac: string; hotelId: number | null; effectiveFrom: string },
): Promise<TaxRateRow | null> {
  const rows = await db
    .select()
    .from(folioTaxRates)
    .where(
      and(
        eq(folioTaxRates.kind, k.kind),
        eq(folioTaxRates.sac, k.sac),
        k.hotelId === null ? isNull(folioTaxRates.hotelId) : eq(folioTaxRates.hotelId, k.hotelId),
        eq(folioTaxRates.effectiveFrom, k.effectiveFrom),
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

export async function deleteTaxRate(tx: DbOrTx, id: number): Promise<void> {
  await tx.delete(folioTaxRates).where(eq(folioTaxRates.id, id));
}

// ---- cashier shifts (ADR 347) ----

export type ShiftRow = typeof cashierShifts.$inferSelect & { staff: string };

const shiftCols = {
  s: cashierShifts,
  staff: sql<string>`coalesce(${staff.email}, 'staff ' || ${cashierShifts.staffId})`,
};

/** The staff member's open shift at a hotel, locked when asked in a transaction. */
export async function openShiftOf(
  db: DbOrTx,
  staffId: number,
  hotelId: number,
): Promise<ShiftRow | null> {
  const rows = await db
    .select(shiftCols)
    .from(cashierShifts)
    .leftJoin(staff, eq(staff.id, cashierShifts.staffId))
    .where(
      and(
        eq(cashierShifts.staffId, staffId),
        eq(cashierShifts.hotelId, hotelId),
        isNull(cashierShifts.closedAt),
      ),
    )
    .limit(1);
  return rows[0] ? { ...rows[0].s, staff: rows[0].staff } : null;
}

export async function shiftById(db: DbOrTx, id: number): Promise<ShiftRow | null> {
  const rows = await db
    .select(shiftCols)
    .from(cashierShifts)
    .leftJoin(staff, eq(staff.id, cashierShifts.staffId))
    .where(eq(cashierShifts.id, id))
    .limit(1);
  return rows[0] ? { ...rows[0].s, staff: rows[0].staff } : null;
}

/** Locks a shift row (FOR UPDATE) for its close. */
export async function lockShift(tx: DbOrTx, id: number): Promise<void> {
  await tx
    .select({ id: cashierShifts.id })
    .from(cashierShifts)
    .where(eq(cashierShifts.id, id))
    .for('update');
}

export async function insertShift(
  tx: DbOrTx,
  v: typeof cashierShifts.$inferInsert,
): Promise<number> {
  const [row] = await tx.insert(cashierShifts).values(v).returning({ id: cashierShifts.id });
  return row!.id;
}

export async function closeShiftRow(
  tx: DbOrTx,
  id: number,
  v: { closedAt: Date; countedCashPaise: number; expectedCashPaise: number; note: string | null },
): Promise<void> {
  await tx.update(cashierShifts).set(v).where(eq(cashierShifts.id, id));
}

/** The shifts of a hotel opened in [from, to), or every open one when `open` is set. */
export async function shiftsOfHotel(
  db: DbOrTx,
  hotelId: number,
  range: { from: Date; to: Date } | { open: true },
): Promise<ShiftRow[]> {
  const rows = await db
    .select(shiftCols)
    .from(cashierShifts)
    .leftJoin(staff, eq(staff.id, cashierShifts.staffId))
    .where(
      and(
        eq(cashierShifts.hotelId, hotelId),
        'open' in range
          ? isNull(cashierShifts.closedAt)
          : and(gte(cashierShifts.openedAt, range.from), lt(cashierShifts.openedAt, range.to)),
      ),
    )
    .orderBy(asc(cashierShifts.openedAt), asc(cashierShifts.id));
  return rows.map((r) => ({ ...r.s, staff: r.staff }));
}

/** What a shift took by method and paid back in cash. */
export async function shiftTakings(
  db: DbOrTx,
  shiftId: number,
): Promise<{
  pays: { method: FolioPaymentMethod; amountPaise: number }[];
  cashRefundsPaise: number;
}> {
  const pays = await db
    .select({ method: folioPayments.method, amountPaise: folioPayments.amountPaise })
    .from(folioPayments)
    .where(eq(folioPayments.shiftId, shiftId));
  const [back] = await db
    .select({ total: sql<number>`coalesce(sum(${refunds.amountPaise}), 0)::int` })
    .from(folioRefunds)
    .innerJoin(refunds, eq(refunds.id, folioRefunds.refundId))
    .where(
      and(
        eq(folioRefunds.shiftId, shiftId),
        eq(folioRefunds.method, 'cash'),
        sql`${refunds.status} <> 'failed'`,
      ),
    );
  return { pays, cashRefundsPaise: Number(back?.total ?? 0) };
}
