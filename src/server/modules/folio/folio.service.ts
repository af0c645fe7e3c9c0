import { isHotelScoped } from '../../../shared/contracts/staff';
import type {
  CashierReport,
  DepartureReport,
  Folio,
  FolioInvoiceDocument,
  FolioInvoiceDto,
  FolioPaymentBody,
  FolioPostingBody,
  MethodTotals,
} from '../../../shared/contracts/folio';
import { FOLIO_KIND_LABELS } from '../../../shared/contracts/folio';
import { istDayBounds, todayIst } from '../../../shared/dates';
import { amountInWords, formatRupees, percentOf } from '../../../shared/money';
import { splitGst } from '../../../shared/pricing';

import type { Config } from '../../config';
import type { DbOrTx, Tx } from '../../db/client';
import { enqueueRendered } from '../../notify/outbox';
import { retryOnce } from '../../db/retry';
import { badRequest, conflict, notFound } from '../../http-errors';
import { assertHotelReach, hotelScope, type StaffMember } from '../../plugins/staff-session';
import * as audit from '../audit/audit.service';
import * as bookings from '../bookings/bookings.service';
import * as payments from '../payments/payments.service';
import * as refunds from '../refunds/refunds.service';
import * as repo from './folio.repo';
import { openShiftId, shiftsOpenedBetween } from './shifts';

/**
 * The guest folio of a stay (issue 28, ADR 285–287): the room charges as invoiced, the charges the
 * desk posts (each with its SAC and its GST rate from folio_tax_rates, in force on the day it is
 * posted), payments taken at the desk, refunds of an overpaid balance, and at check-out the tax
 * invoice of the postings in the corporation's series. Amounts in paise.
 */
export type FolioDeps = payments.PaymentDeps;
type FullBooking = NonNullable<Awaited<ReturnType<typeof bookings.staffBooking>>>;

export const FOLIO_ERR = {
  notFound: 'Booking not found.',
  notInHouse: (ref: string) =>
    `Booking ${ref} is not checked in: charges are posted to the folio of a guest in the house.`,
  closed: (ref: string) =>
    `The folio of booking ${ref} is closed: its invoice was issued at check-out.`,
  noPayment: (ref: string) =>
    `Booking ${ref} cannot take a payment now: only a confirmed or checked-in stay's folio can.`,
  sacNotOfKind: (kind: string, sacs: string[]) =>
    `The SAC code does not match a ${kind.replace('_', ' ')} charge: use ${sacs.join(' or ')}.`,
  noRate: (kind: string) => `No GST rate is set for ${kind.replace('_', ' ')} charges.`,
  postingNotFound: 'Charge not found on this folio.',
  noInvoice:
    'No tax invoice was issued for charges on this booking: one is issued at check-out when charges were posted.',
  alreadyReversed: (id: number) => `Charge ${id} was already reversed.`,
  isReversal: (id: number) => `Charge ${id} is itself a reversal and cannot be reversed.`,
  nothingToRefund: (ref: string) => `Booking ${ref} has no overpaid balance to refund.`,
  balanceDue: (ref: string, paise: number) =>
    `Booking ${ref} has a balance of ${formatRupees(paise)} due: take the payment (or bill it to a company) before check-out.`,
} as const;

/** The outbox template of the postings' invoice mail, queued at check-out (ADR 300, 345). */
export const FOLIO_INVOICE_MAIL = 'folio-invoice-mail';

const PAYABLE = new Set(['confirmed', 'partially_cancelled', 'checked_in']);

async function reachable(db: DbOrTx, staff: StaffMember, id: number): Promise<FullBooking> {
  const full = await bookings.staffBooking(db, id);
  if (!full || (isHotelScoped(staff.role) && !staff.hotelIds.includes(full.booking.hotelId)))
    throw notFound(FOLIO_ERR.notFound);
  return full;
}

async function lockReachable(tx: Tx, staff: StaffMember, id: number): Promise<FullBooking> {
  const full = await bookings.lockStaffBooking(tx, id);
  if (!full || (isHotelScoped(staff.role) && !staff.hotelIds.includes(full.booking.hotelId)))
    throw notFound(FOLIO_ERR.notFound);
  return full;
}

type Parts = {
  full: FullBooking;
  postings: repo.PostingRow[];
  pays: repo.FolioPaymentRow[];
  refunds: repo.FolioRefundRow[];
  invoice: repo.FolioInvoiceRow | null;
  rates: repo.TaxRateRow[];
};

async function partsOf(db: DbOrTx, full: FullBooking, now: Date): Promise<Parts> {
  const id = full.booking.id;
  return {
    full,
    postings: await repo.postingsOf(db, id),
    pays: await repo.paymentsOf(db, id),
    refunds: await repo.refundsOf(db, id),
    invoice: await repo.invoiceOf(db, id),
    rates: await repo.ratesInForce(db, full.booking.hotelId, todayIst(now)),
  };
}

type RateGroup = { rateBp: number; taxablePaise: number; cgstPaise: number; sgstPaise: number };

/** GST per rate of some lines (taxable and tax summed per rate; a rate that nets to 0 is left out). */
function byRate(lines: { rateBp: number; amountPaise: number; gstPaise: number }[]): RateGroup[] {
  const m = new Map<number, { taxable: number; gst: number }>();
  for (const l of lines) {
    const g = m.get(l.rateBp) ?? { taxable: 0, gst: 0 };
    g.taxable += l.amountPaise;
    g.gst += l.gstPaise;
    m.set(l.rateBp, g);
  }
  return [...m]
    .filter(([, g]) => g.taxable !== 0 || g.gst !== 0)
    .sort(([a], [b]) => a - b)
    .map(([rateBp, g]) => ({ rateBp, taxablePaise: g.taxable, ...splitGst(g.gst) }));
}

/** The postings that stand: neither reversed nor a reversal. */
function standing(postings: repo.PostingRow[]): repo.PostingRow[] {
  const reversed = new Set(postings.map((p) => p.reversesId).filter((x) => x !== null));
  return postings.filter((p) => p.reversesId === null && !reversed.has(p.id));
}

function totalsOf(p: Parts) {
  const b = p.full.booking;
  const bookingRefunds = p.full.refunds
    .filter((r) => r.status !== 'failed')
    .reduce((s, r) => s + r.amountPaise, 0);
  const pay = p.full.payment;
  const paidAtBooking =
    pay && (pay.status === 'captured' || pay.status === 'refunded') ? pay.amountPaise : 0;
  const room = {
    invoiceNo: b.invoiceNo,
    chargesPaise: b.invoiceNo ? b.totalPaise - bookingRefunds : 0,
    paidPaise: Math.max(0, paidAtBooking - bookingRefunds),
  };
  const postingsPaise = p.postings.reduce((s, x) => s + x.amountPaise + x.gstPaise, 0);
  const folioPaid = p.pays.reduce((s, x) => s + x.amountPaise, 0);
  const refundedPaise = p.refunds
    .filter((r) => r.status !== 'failed')
    .reduce((s, r) => s + r.amountPaise, 0);
  const chargesPaise = room.chargesPaise + postingsPaise;
  const paidPaise = room.paidPaise + folioPaid;
  return {
    room,
    totals: {
      roomPaise: room.chargesPaise,
      postingsPaise,
      chargesPaise,
      paidPaise,
      refundedPaise,
      balancePaise: chargesPaise - paidPaise + refundedPaise,
    },
  };
}

function invoiceDto(inv: repo.FolioInvoiceRow): FolioInvoiceDto {
  return {
    invoiceNo: inv.invoiceNo,
    issueDate: inv.issueDate,
    billedToName: inv.billedToName,
    billedToGstin: inv.billedToGstin,
    lines: inv.lines,
    gstByRate: byRate(
      inv.lines.map((l) => ({
        rateBp: l.rateBp,
        amountPaise: l.taxablePaise,
        gstPaise: l.cgstPaise + l.sgstPaise,
      })),
    ),
    taxablePaise: inv.taxablePaise,
    cgstPaise: inv.cgstPaise,
    sgstPaise: inv.sgstPaise,
    totalPaise: inv.totalPaise,
  };
}

function present(p: Parts, opts: { guest: boolean }): Folio {
  const b = p.full.booking;
  const { room, totals } = totalsOf(p);
  const reversedBy = new Map(
    p.postings.filter((x) => x.reversesId !== null).map((x) => [x.reversesId!, x.id]),
  );
  const company = [...p.pays].reverse().find((x) => x.method === 'company');
  const open = p.invoice === null;
  return {
    bookingId: b.id,
    bookingRefNo: b.bookingRefNo,
    hotelId: b.hotelId,
    status: b.status,
    guestName: b.customerName,
    room,
    postings: p.postings.map((x) => ({
      id: x.id,
      kind: x.kind,
      sac: x.sac,
      description: x.description,
      quantity: x.quantity,
      unitPaise: x.unitPaise,
      amountPaise: x.amountPaise,
      rateBp: x.rateBp,
      gstPaise: x.gstPaise,
      reversesId: x.reversesId,
      reversedById: reversedBy.get(x.id) ?? null,
      reason: x.reason,
      postedBy: opts.guest ? '' : x.postedBy,
      postedAt: x.postedAt.toISOString(),
    })),
    gstByRate: byRate(p.postings),
    payments: p.pays.map((x) => ({
      id: x.id,
      method: x.method,
      amountPaise: x.amountPaise,
      reference: x.reference,
      companyName: x.companyName,
      companyGstin: x.companyGstin,
      advance: x.advance,
      takenBy: opts.guest ? '' : x.takenBy,
      at: x.createdAt.toISOString(),
    })),
    refunds: p.refunds.map((r) => ({
      id: r.refundId,
      amountPaise: r.amountPaise,
      status: r.status,
      at: r.createdAt.toISOString(),
    })),
    totals,
    billedToCompany: company
      ? { name: company.companyName ?? '', gstin: company.companyGstin ?? '' }
      : null,
    invoice: p.invoice ? invoiceDto(p.invoice) : null,
    rates: opts.guest
      ? []
      : p.rates.map((r) => ({
          kind: r.kind,
          sac: r.sac,
          description: r.description,
          rateBp: r.rateBp,
        })),
    canPost: !opts.guest && open && b.status === 'checked_in',
    canPay: !opts.guest && open && PAYABLE.has(b.status),
    canCheckOut: !opts.guest && b.status === 'checked_in',
  };
}

/** GET /api/staff/bookings/{id}/folio: the folio of a booking within the staff member's reach. */
export async function getFolio(deps: FolioDeps, staff: StaffMember, id: number): Promise<Folio> {
  const full = await reachable(deps.db, staff, id);
  return present(await partsOf(deps.db, full, deps.now()), { guest: false });
}

/** The guest's own folio (read-only, on their booking page): who posted is not shown. */
export async function guestFolio(deps: FolioDeps, customerId: number, id: number): Promise<Folio> {
  const full = await bookings.getCustomerBooking(deps.db, customerId, id);
  if (!full) throw notFound(FOLIO_ERR.notFound);
  return present(await partsOf(deps.db, full, deps.now()), { guest: true });
}

/** POST /api/staff/bookings/{id}/folio: a charge on a checked-in guest's open folio. */
export async function postCharge(
  deps: FolioDeps,
  staff: StaffMember,
  id: number,
  body: FolioPostingBody,
): Promise<Folio> {
  const at = deps.now();
  await retryOnce(() =>
    deps.db.transaction(async (tx) => {
      const full = await lockReachable(tx, staff, id);
      const b = full.booking;
      if (await repo.invoiceOf(tx, id)) throw conflict(FOLIO_ERR.closed(b.bookingRefNo));
      if (b.status !== 'checked_in') throw conflict(FOLIO_ERR.notInHouse(b.bookingRefNo));
      const rates = (await repo.ratesInForce(tx, b.hotelId, todayIst(at))).filter(
        (r) => r.kind === body.kind,
      );
      if (rates.length === 0) throw conflict(FOLIO_ERR.noRate(body.kind));
      const rate = rates.find((r) => r.sac === body.sac);
      if (!rate)
        throw badRequest(
          FOLIO_ERR.sacNotOfKind(
            body.kind,
            rates.map((r) => r.sac),
          ),
          [
            {
              path: 'sac',
              message: FOLIO_ERR.sacNotOfKind(
                body.kind,
                rates.map((r) => r.sac),
              ),
            },
          ],
        );
      const amountPaise = body.quantity * body.unitPaise;
      const row = await repo.insertPosting(tx, {
        bookingId: id,
        kind: body.kind,
        sac: rate.sac,
        description: body.description,
        quantity: body.quantity,
        unitPaise: body.unitPaise,
        amountPaise,
        rateBp: rate.rateBp,
        gstPaise: percentOf(amountPaise, rate.rateBp),
        staffId: staff.id,
        postedAt: at,
      });
      await audit.recordAudit(tx, {
        staffId: staff.id,
        action: 'folio-post',
        entity: 'booking',
        entityId: id,
        before: null,
        after: { posting: row },
        at,
      });
    }),
  );
  return getFolio(deps, staff, id);
}

/** POST /api/staff/bookings/{id}/folio/{postingId}/reverse: the correction of a charge. */
export async function reverseCharge(
  deps: FolioDeps,
  staff: StaffMember,
  id: number,
  postingId: number,
  reason: string,
): Promise<Folio> {
  const at = deps.now();
  await retryOnce(() =>
    deps.db.transaction(async (tx) => {
      const full = await lockReachable(tx, staff, id);
      const b = full.booking;
      const postings = await repo.postingsOf(tx, id);
      const orig = postings.find((p) => p.id === postingId);
      if (!orig) throw notFound(FOLIO_ERR.postingNotFound);
      if (await repo.invoiceOf(tx, id)) throw conflict(FOLIO_ERR.closed(b.bookingRefNo));
      if (orig.reversesId !== null) throw conflict(FOLIO_ERR.isReversal(postingId));
      if (postings.some((p) => p.reversesId === postingId))
        throw conflict(FOLIO_ERR.alreadyReversed(postingId));
      const row = await repo.insertPosting(tx, {
        bookingId: id,
        kind: orig.kind,
        sac: orig.sac,
        description: `Reversal of charge ${orig.id}: ${orig.description}`.slice(0, 160),
        quantity: orig.quantity,
        unitPaise: -orig.unitPaise,
        amountPaise: -orig.amountPaise,
        rateBp: orig.rateBp,
        gstPaise: -orig.gstPaise,
        reversesId: orig.id,
        reason,
        staffId: staff.id,
        postedAt: at,
      });
      await audit.recordAudit(tx, {
        staffId: staff.id,
        action: 'folio-reverse',
        entity: 'booking',
        entityId: id,
        before: { posting: { ...orig, postedBy: undefined } },
        after: { reversal: row, reason },
        at,
      });
    }),
  );
  return getFolio(deps, staff, id);
}

/** POST /api/staff/bookings/{id}/payments: money (or a company bill) taken at the desk. */
export async function takePayment(
  deps: FolioDeps,
  staff: StaffMember,
  id: number,
  body: FolioPaymentBody,
): Promise<Folio> {
  const at = deps.now();
  await retryOnce(() =>
    deps.db.transaction(async (tx) => {
      const full = await lockReachable(tx, staff, id);
      const b = full.booking;
      if (await repo.invoiceOf(tx, id)) throw conflict(FOLIO_ERR.closed(b.bookingRefNo));
      if (!PAYABLE.has(b.status)) throw conflict(FOLIO_ERR.noPayment(b.bookingRefNo));
      const paymentId =
        body.method === 'company'
          ? null
          : await payments.recordFolioPayment(tx, {
              bookingId: id,
              method: body.method,
              amountPaise: body.amountPaise,
              at,
            });
      const row = await repo.insertPayment(tx, {
        bookingId: id,
        method: body.method,
        amountPaise: body.amountPaise,
        reference: body.reference ?? null,
        companyName: body.method === 'company' ? (body.companyName ?? null) : null,
        companyGstin: body.method === 'company' ? (body.companyGstin ?? null) : null,
        advance: b.status !== 'checked_in' || todayIst(at) < b.checkOut,
        paymentId,
        staffId: staff.id,
        // tied to the cashier's open shift at the hotel (ADR 347)
        shiftId: await openShiftId(tx, staff.id, b.hotelId),
        createdAt: at,
      });
      await audit.recordAudit(tx, {
        staffId: staff.id,
        action: 'folio-payment',
        entity: 'booking',
        entityId: id,
        before: null,
        after: { payment: row },
        at,
      });
    }),
  );
  return getFolio(deps, staff, id);
}

/**
 * POST /api/staff/bookings/{id}/folio/refund: pays back an overpaid balance, through the refunds
 * module (recorded with the folio's payments, then sent once after the commit; a desk payment's
 * refund is handed over at the desk). A second request finds nothing overpaid: 409.
 */
export async function refundOverpaid(
  deps: FolioDeps,
  staff: StaffMember,
  id: number,
): Promise<{ folio: Folio; refundIds: number[] }> {
  const at = deps.now();
  const ids = await retryOnce(() =>
    deps.db.transaction(async (tx) => {
      const full = await lockReachable(tx, staff, id);
      const p = await partsOf(tx, full, at);
      let owed = -totalsOf(p).totals.balancePaise;
      if (owed <= 0) throw conflict(FOLIO_ERR.nothingToRefund(full.booking.bookingRefNo));
      const made: number[] = [];
      // back to the latest money payments first, each at most what is left of it
      for (const pay of [...p.pays].reverse()) {
        if (owed <= 0) break;
        if (pay.paymentId === null) continue;
        const left = pay.amountPaise - (await refunds.refundedOnPayment(tx, pay.paymentId));
        const amount = Math.min(left, owed);
        if (amount <= 0) continue;
        const r = await refunds.recordRefund(tx, {
          bookingId: id,
          paymentId: pay.paymentId,
          amountPaise: amount,
          reason: `overpaid folio balance of booking ${full.booking.bookingRefNo}`,
          at,
        });
        await repo.insertRefund(tx, {
          refundId: r.id,
          bookingId: id,
          method: pay.method,
          staffId: staff.id,
          shiftId: await openShiftId(tx, staff.id, full.booking.hotelId),
          createdAt: at,
        });
        made.push(r.id);
        owed -= amount;
      }
      if (made.length === 0) throw conflict(FOLIO_ERR.nothingToRefund(full.booking.bookingRefNo));
      await audit.recordAudit(tx, {
        staffId: staff.id,
        action: 'folio-refund',
        entity: 'booking',
        entityId: id,
        before: { balancePaise: totalsOf(p).totals.balancePaise },
        after: { refundIds: made },
        at,
      });
      return made;
    }),
  );
  for (const refundId of ids) {
    await refunds.sendRefund(deps, refundId).catch((err: unknown) => {
      deps.log?.warn({ err, refundId }, 'folio refund not sent now; the refunds job will');
    });
  }
  return { folio: await getFolio(deps, staff, id), refundIds: ids };
}

/**
 * Check-out's settlement, in the check-out's transaction (the booking locked by it): refuses (409
 * with `balancePaise`) while a balance is due, unless the stay is billed to a company, whose bill
 * then takes what is left; issues the tax invoice of the postings in the corporation's series.
 */
export async function settleAtCheckOut(
  tx: Tx,
  input: { bookingId: number; staffId: number; at: Date },
): Promise<{ invoiceNo: string | null; balancePaise: number }> {
  const full = await bookings.staffBooking(tx, input.bookingId);
  if (!full) throw notFound(FOLIO_ERR.notFound);
  const b = full.booking;
  const p = await partsOf(tx, full, input.at);
  const { totals } = totalsOf(p);
  const company = [...p.pays].reverse().find((x) => x.method === 'company');
  if (totals.balancePaise > 0) {
    if (!company)
      throw conflict(FOLIO_ERR.balanceDue(b.bookingRefNo, totals.balancePaise), {
        balancePaise: totals.balancePaise,
      });
    await repo.insertPayment(tx, {
      bookingId: b.id,
      method: 'company',
      amountPaise: totals.balancePaise,
      reference: 'balance at check-out',
      companyName: company.companyName,
      companyGstin: company.companyGstin,
      advance: false,
      paymentId: null,
      staffId: input.staffId,
      createdAt: input.at,
    });
  }
  if (p.invoice) return { invoiceNo: p.invoice.invoiceNo, balancePaise: totals.balancePaise };
  const lines: repo.FolioInvoiceLine[] = standing(p.postings).map((x) => ({
    postingId: x.id,
    description: `${FOLIO_KIND_LABELS[x.kind]}: ${x.description}`,
    sac: x.sac,
    quantity: x.quantity,
    unitPaise: x.unitPaise,
    taxablePaise: x.amountPaise,
    rateBp: x.rateBp,
    ...splitGst(x.gstPaise),
  }));
  if (lines.length === 0) return { invoiceNo: null, balancePaise: totals.balancePaise };
  const sum = (f: (l: repo.FolioInvoiceLine) => number) => lines.reduce((s, l) => s + f(l), 0);
  const taxablePaise = sum((l) => l.taxablePaise);
  const cgstPaise = sum((l) => l.cgstPaise);
  const sgstPaise = sum((l) => l.sgstPaise);
  const inv = await repo.insertInvoice(tx, {
    bookingId: b.id,
    invoiceNo: await bookings.nextInvoiceNo(tx, input.at),
    issueDate: todayIst(input.at),
    billedToName: company?.companyName ?? b.customerName,
    billedToGstin: company?.companyGstin ?? b.gstin,
    lines,
    taxablePaise,
    cgstPaise,
    sgstPaise,
    totalPaise: taxablePaise + cgstPaise + sgstPaise,
    createdAt: input.at,
  });
  await audit.recordAudit(tx, {
    staffId: input.staffId,
    action: 'folio-invoice',
    entity: 'booking',
    entityId: b.id,
    before: null,
    after: { invoiceNo: inv.invoiceNo, totalPaise: inv.totalPaise },
    at: input.at,
  });
  // mailed to the guest with its PDF, rendered when sent in the guest's language (ADR 300, 345)
  await enqueueRendered(tx, {
    channel: 'email',
    to: b.email,
    template: FOLIO_INVOICE_MAIL,
    params: { bookingId: b.id },
  });
  return { invoiceNo: inv.invoiceNo, balancePaise: totals.balancePaise };
}

/**
 * The postings' invoice of a booking as a document (its PDF and mail, ADR 345): the invoice as
 * issued, with the supplier, the hotel and the guest. Null while none was issued.
 */
export async function invoiceDocument(
  db: DbOrTx,
  config: Pick<Config, 'CORP_NAME' | 'CORP_GSTIN' | 'CORP_ADDRESS' | 'CORP_PHONE' | 'CORP_EMAIL'>,
  bookingId: number,
): Promise<FolioInvoiceDocument | null> {
  const inv = await repo.invoiceOf(db, bookingId);
  const b = inv ? await bookings.findBooking(db, bookingId) : null;
  if (!inv || !b) return null;
  const hotel = (await repo.hotelNames(db, b.hotelId)) ?? { Name: '', NameHi: null };
  return {
    ...invoiceDto(inv),
    bookingRefNo: b.bookingRefNo,
    placeOfSupply: `Jharkhand (${config.CORP_GSTIN.slice(0, 2)})`,
    supplier: {
      Name: config.CORP_NAME,
      GSTIN: config.CORP_GSTIN,
      Address: config.CORP_ADDRESS,
      Phone: config.CORP_PHONE,
      Email: config.CORP_EMAIL,
    },
    hotel,
    checkIn: b.checkIn,
    checkOut: b.checkOut,
    guest: { address: b.address, mobile: b.mobile, email: b.email },
    amountInWords: amountInWords(inv.totalPaise),
  };
}

/** The postings' invoice of a booking within the staff member's reach; 404 while none. */
export async function staffInvoiceDocument(
  deps: FolioDeps,
  staff: StaffMember,
  id: number,
): Promise<FolioInvoiceDocument> {
  await reachable(deps.db, staff, id);
  const doc = await invoiceDocument(deps.db, deps.config, id);
  if (!doc) throw notFound(FOLIO_ERR.noInvoice);
  return doc;
}

/** The guest's own postings' invoice; 404 for another customer's booking or while none. */
export async function guestInvoiceDocument(
  deps: FolioDeps,
  customerId: number,
  id: number,
): Promise<FolioInvoiceDocument> {
  if (!(await bookings.getCustomerBooking(deps.db, customerId, id)))
    throw notFound(FOLIO_ERR.notFound);
  const doc = await invoiceDocument(deps.db, deps.config, id);
  if (!doc) throw notFound(FOLIO_ERR.noInvoice);
  return doc;
}

const zero = (): MethodTotals => ({ cash: 0, card: 0, upi: 0, company: 0 });

/**
 * GET /api/staff/reports/cashier?hotelId&date: the day's (IST) folio payments and refunds of one
 * hotel by method and by staff member (no shifts are kept, ADR 287); every line is counted once,
 * so the staff lines, the method totals and the lines add up to the same total.
 */
export async function cashierReport(
  deps: FolioDeps,
  staff: StaffMember,
  hotelId: number,
  date: string,
): Promise<CashierReport> {
  assertHotelReach(staff, hotelId);
  const { from, to } = istDayBounds(date);
  const pays = await repo.paymentsBetween(deps.db, hotelId, from, to);
  const backs = await repo.refundsBetween(deps.db, hotelId, from, to);
  const byMethod = zero();
  const people = new Map<
    number,
    { staffId: number; staff: string; byMethod: MethodTotals; refundsPaise: number }
  >();
  const person = (id: number, name: string) => {
    let p = people.get(id);
    if (!p) {
      p = { staffId: id, staff: name, byMethod: zero(), refundsPaise: 0 };
      people.set(id, p);
    }
    return p;
  };
  for (const l of pays) {
    byMethod[l.method] += l.amountPaise;
    person(l.staffId, l.staff).byMethod[l.method] += l.amountPaise;
  }
  let refundsPaise = 0;
  for (const r of backs) {
    refundsPaise += r.amountPaise;
    person(r.staffId, r.staff).refundsPaise += r.amountPaise;
  }
  const money = (m: MethodTotals) => m.cash + m.card + m.upi;
  return {
    hotelId,
    date,
    shifts: await shiftsOpenedBetween(deps.db, hotelId, from, to),
    byStaff: [...people.values()].map((p) => ({
      ...p,
      netPaise: money(p.byMethod) - p.refundsPaise,
    })),
    byMethod,
    refundsPaise,
    totalPaise: money(byMethod) - refundsPaise,
    lines: [
      ...pays.map((l) => ({
        at: l.at.toISOString(),
        bookingRefNo: l.bookingRefNo,
        method: l.method,
        amountPaise: l.amountPaise,
        reference: l.reference,
        staff: l.staff,
        kind: 'payment' as const,
      })),
      ...backs.map((r) => ({
        at: r.at.toISOString(),
        bookingRefNo: r.bookingRefNo,
        method: r.method,
        amountPaise: r.amountPaise,
        reference: null,
        staff: r.staff,
        kind: 'refund' as const,
      })),
    ].sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0)),
  };
}

/** A hotel's own rate (e.g. restaurant service at 18% in "specified premises"), from a date. */
export const setTaxRate = repo.insertTaxRate;

const DEPARTING = new Set(['confirmed', 'partially_cancelled', 'checked_in', 'checked_out']);

/**
 * GET /api/staff/hotels/{id}/departures?date: the stays leaving a hotel on an IST day (today by
 * default) with their folio balance, printable at the desk; the balances still due are added up.
 */
export async function departureReport(
  deps: FolioDeps,
  staff: StaffMember,
  hotelId: number,
  date: string | undefined,
): Promise<DepartureReport> {
  assertHotelReach(staff, hotelId);
  const day = date ?? todayIst(deps.now());
  const found = await bookings.staffSearch(deps.db, {
    hotelIds: hotelScope(staff),
    hotelId,
    leavingOn: day,
    page: 1,
    pageSize: 500,
  });
  const hotel = await repo.hotelNames(deps.db, hotelId);
  if (!hotel) throw notFound('Hotel not found.');
  const departures: DepartureReport['departures'] = [];
  for (const r of found.rows) {
    if (!DEPARTING.has(r.booking.status)) continue;
    const full = await bookings.staffBooking(deps.db, r.booking.id);
    if (!full) continue;
    const p = await partsOf(deps.db, full, deps.now());
    const { totals } = totalsOf(p);
    const company = [...p.pays].reverse().find((x) => x.method === 'company');
    departures.push({
      bookingId: r.booking.id,
      bookingRefNo: r.booking.bookingRefNo,
      guestName: r.booking.customerName,
      mobile: r.booking.mobile,
      status: r.booking.status,
      roomNos: r.rooms.map((x) => x.roomNo).filter((x): x is string => !!x),
      chargesPaise: totals.chargesPaise,
      paidPaise: totals.paidPaise - totals.refundedPaise,
      balancePaise: totals.balancePaise,
      billedToCompany: company?.companyName ?? null,
      invoiceNo: p.invoice?.invoiceNo ?? null,
    });
  }
  return {
    hotelId,
    hotelName: hotel.Name,
    date: day,
    departures,
    dueTotalPaise: departures
      .filter((d) => d.status === 'checked_in' && d.balancePaise > 0)
      .reduce((s, d) => s + d.balancePaise, 0),
  };
}
