import { splitLine } from '../../../shared/gst';
import { accommodationPlaceOfSupply } from '../../../shared/gst';
import { todayIst } from '../../../shared/dates';
import type { EinvoiceRowDto } from '../../../shared/contracts/einvoices';
import type { Config } from '../../config';
import type { Db, DbOrTx } from '../../db/client';
import type { EinvoiceCreditNote } from './einvoices.repo';
import { notFound } from '../../http-errors';
import * as bookings from '../bookings/bookings.service';
import { buildEinvoiceJson, type EinvoiceDocument, type EinvoiceLine } from './einvoice-json';
import { gspProvider } from './einvoice-gsp';
import {
  EinvoiceRejected,
  newSandboxKey,
  portalDateTime,
  sandboxProvider,
  type EinvoiceProvider,
} from './einvoice-provider';
import * as repo from './einvoices.repo';

export { type EinvoiceProvider } from './einvoice-provider';

/** What the e-invoice work needs of the app (AppDeps has all of it). */
export type EinvoiceDeps = {
  db: Db;
  config: Config;
  now: () => Date;
  /** the provider EINVOICE names, made once by main.ts (a key from DATA_DIR); else one here */
  einvoice?: EinvoiceProvider | undefined;
};

type Log = { error: (obj: object, msg: string) => void };

/**
 * The provider EINVOICE names (null when off). The sandbox signs with `sandboxKey` (main.ts: the
 * key of EINVOICE_SANDBOX_KEY or DATA_DIR), else with a key made now.
 */
export function createEinvoiceProvider(
  config: Config,
  now: () => Date,
  sandboxKey?: string,
): EinvoiceProvider | null {
  if (config.EINVOICE === 'off') return null;
  if (config.EINVOICE === 'gsp') return gspProvider(config, { now });
  return sandboxProvider(sandboxKey ?? newSandboxKey(), now);
}

const made = new WeakMap<object, EinvoiceProvider | null>();

/** The provider of these deps: the one given, else one made once for them (null when off). */
export function providerOf(deps: EinvoiceDeps): EinvoiceProvider | null {
  if (deps.config.EINVOICE === 'off') return null;
  if (deps.einvoice) return deps.einvoice;
  let p = made.get(deps);
  if (p === undefined) {
    p = createEinvoiceProvider(deps.config, deps.now);
    made.set(deps, p);
  }
  return p;
}

// ---- queued in the transaction of the document -------------------------------------------------

/**
 * A confirmed booking's invoice to a guest with a GSTIN is queued for registration, in the
 * confirmation's transaction (ADR 251): registered after the commit, never holding it up.
 */
export async function queueInvoice(
  tx: DbOrTx,
  booking: { id: number; gstin: string | null },
  at: Date,
): Promise<void> {
  // queued even with EINVOICE=off: registered once it is turned on
  if (!booking.gstin) return;
  await repo.insertInvoice(tx, booking.id, at);
}

/** A credit note to a guest with a GSTIN is queued the same way, as issued. */
export async function queueCreditNote(
  tx: DbOrTx,
  note: EinvoiceCreditNote & {
    id: number;
    bookingId: number;
    guestGstin: string | null;
    createdAt: Date;
  },
): Promise<void> {
  if (!note.guestGstin) return;
  await repo.insertCreditNote(
    tx,
    {
      bookingId: note.bookingId,
      creditNoteId: note.id,
      creditNote: {
        creditNoteNo: note.creditNoteNo,
        issueDate: note.issueDate,
        invoiceNo: note.invoiceNo,
        invoiceDate: note.invoiceDate,
        lines: note.lines.map((l) => ({
          description: l.description,
          rateBp: l.rateBp,
          taxablePaise: l.taxablePaise,
          cgstPaise: l.cgstPaise,
          sgstPaise: l.sgstPaise,
          igstPaise: l.igstPaise,
        })),
      },
    },
    note.createdAt,
  );
}

/**
 * A booking cancelled whole with nothing refunded: its IRN is cancelled (the portal allows it
 * within 24 hours of the IRN); with a credit note issued, the invoice stands and the note
 * carries the refund.
 */
export async function cancelInvoiceIrn(tx: DbOrTx, bookingId: number, at: Date): Promise<void> {
  await repo.markCancelWanted(tx, bookingId, at);
}

// ---- registration, after the commit and by the job ---------------------------------------------

const LEASE_MS = 2 * 60_000;
const DAY_MS = 24 * 3_600_000;

/** 1, 2, 4 ... minutes after a transient failure, at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(60 * 60_000, 60_000 * 2 ** Math.max(0, attempts - 1));
}

const errorText = (err: unknown) =>
  (err instanceof Error ? err.message : String(err)).slice(0, 2000);

async function documentOf(deps: EinvoiceDeps, row: repo.EinvoiceRow): Promise<EinvoiceDocument> {
  const { config } = deps;
  const { booking: b, rooms } = await bookings.getReadableBooking(deps.db, config, row.bookingId, {
    trusted: true,
  });
  const seller = {
    gstin: config.CORP_GSTIN,
    name: config.CORP_NAME,
    address: config.CORP_ADDRESS,
    phone: config.CORP_PHONE,
    email: config.CORP_EMAIL,
  };
  const buyer = { gstin: b.gstin ?? '', name: b.customerName, address: b.address };
  const placeOfSupply = accommodationPlaceOfSupply(config.CORP_GSTIN);
  // a debit note (ADR 381), as issued, against the invoice
  const dn =
    row.docType === 'DBN' && row.debitNoteId
      ? await repo.debitNoteById(deps.db, row.debitNoteId)
      : null;
  if (dn) {
    return {
      docType: 'DBN',
      docNo: dn.debitNoteNo,
      docDate: dn.issueDate,
      seller,
      buyer: { ...buyer, gstin: dn.guestGstin ?? buyer.gstin, name: dn.guestName },
      placeOfSupply,
      precedingInvoice: { no: dn.invoiceNo, date: dn.invoiceDate },
      lines: dn.lines.map((l) => ({ ...l, quantity: 1 })),
    };
  }
  const cn = row.creditNote;
  if (row.docType === 'CRN' && cn) {
    return {
      docType: 'CRN',
      docNo: cn.creditNoteNo,
      docDate: cn.issueDate,
      seller,
      buyer,
      placeOfSupply,
      precedingInvoice: { no: cn.invoiceNo, date: cn.invoiceDate },
      lines: cn.lines.map((l) => ({ ...l, quantity: 1 })),
    };
  }
  // one item per room and rate, as the printed invoice has its lines (ADR 220)
  const lines: EinvoiceLine[] = rooms.flatMap((r) =>
    r.taxLines.map((tl) => {
      const l = splitLine(tl);
      return {
        description: `Room accommodation: ${r.roomTypeName}, ${l.nights} night${l.nights > 1 ? 's' : ''}`,
        rateBp: l.rateBp,
        quantity: l.nights,
        taxablePaise: l.taxablePaise,
        cgstPaise: l.cgstPaise,
        sgstPaise: l.sgstPaise,
        igstPaise: 0,
      };
    }),
  );
  return {
    docType: 'INV',
    docNo: b.invoiceNo ?? '',
    docDate: todayIst(b.confirmedAt ?? b.createdAt),
    seller,
    buyer,
    placeOfSupply,
    lines,
  };
}

/** Registers (or cancels) one claimed document; every outcome is written to its row. */
async function work(deps: EinvoiceDeps, provider: EinvoiceProvider, row: repo.EinvoiceRow) {
  const at = deps.now();
  const transient = (err: unknown) =>
    repo.update(
      deps.db,
      row.id,
      {
        lastError: errorText(err),
        nextAttemptAt: new Date(at.getTime() + retryDelayMs(row.attempts)),
      },
      at,
    );

  if (row.status === 'registered') {
    // the IRN is to be cancelled
    if (!row.irn || !row.ackDate || at.getTime() - row.ackDate.getTime() > DAY_MS) {
      await repo.update(
        deps.db,
        row.id,
        {
          cancelWanted: false,
          lastError:
            'The booking was cancelled with nothing refunded, but the IRN is more than 24 hours old and the portal no longer cancels it: the invoice stands.',
        },
        at,
      );
      return;
    }
    try {
      const { cancelledAt } = await provider.cancel(row.irn, 'Booking cancelled by the guest');
      await repo.update(
        deps.db,
        row.id,
        { status: 'cancelled', cancelWanted: false, cancelledAt, lastError: null },
        at,
      );
    } catch (err) {
      if (err instanceof EinvoiceRejected)
        await repo.update(deps.db, row.id, { cancelWanted: false, lastError: errorText(err) }, at);
      else await transient(err);
    }
    return;
  }

  let json;
  try {
    const doc = await documentOf(deps, row);
    json = buildEinvoiceJson(doc);
  } catch (err) {
    await repo.update(deps.db, row.id, { status: 'failed', lastError: errorText(err) }, at);
    return;
  }
  try {
    const reg = await provider.register(json);
    await repo.update(
      deps.db,
      row.id,
      {
        status: 'registered',
        docNo: json.DocDtls.No,
        provider: provider.name,
        irn: reg.irn,
        ackNo: reg.ackNo,
        ackDate: reg.ackDate,
        signedQr: reg.signedQr,
        lastError: null,
        // a cancellation asked for meanwhile is done next
        nextAttemptAt: at,
      },
      at,
    );
  } catch (err) {
    if (err instanceof EinvoiceRejected)
      await repo.update(
        deps.db,
        row.id,
        { status: 'failed', docNo: json.DocDtls.No, lastError: errorText(err) },
        at,
      );
    else {
      await repo.update(deps.db, row.id, { docNo: json.DocDtls.No }, at);
      await transient(err);
    }
  }
}

/**
 * The e-invoice job: registers the queued documents, retries those whose last try failed on the
 * way (a 5xx, a timeout), cancels IRNs asked for. Returns how many rows it worked on.
 */
export async function processDue(
  deps: EinvoiceDeps,
  opts: { log?: Log; max?: number } = {},
): Promise<number> {
  // debit notes to registered guests are queued here (ADR 381), even with EINVOICE=off
  await repo.queueNewDebitNotes(deps.db, deps.now());
  const provider = providerOf(deps);
  if (!provider) return 0;
  let n = 0;
  for (; n < (opts.max ?? 50); n++) {
    const row = await repo.claimDue(deps.db, deps.now(), LEASE_MS);
    if (!row) break;
    try {
      await work(deps, provider, row);
    } catch (err) {
      opts.log?.error({ err, einvoice: row.id }, 'e-invoice registration failed');
    }
  }
  return n;
}

/**
 * Right after a confirmation's commit: registers the booking's invoice now rather than at the
 * job's next run, waiting at most `waitMs`. Never throws: whatever fails here the job retries,
 * and the booking is confirmed either way.
 */
export async function registerSoon(
  deps: EinvoiceDeps,
  bookingId: number,
  opts: { waitMs?: number; log?: Log } = {},
): Promise<void> {
  const provider = providerOf(deps);
  if (!provider) return;
  const run = (async () => {
    const row = await repo.invoiceOf(deps.db, bookingId);
    if (!row || row.status !== 'queued') return;
    const claimed = await repo.claimDue(deps.db, deps.now(), LEASE_MS, row.id);
    if (claimed) await work(deps, provider, claimed);
  })().catch((err: unknown) =>
    opts.log?.error({ err, bookingId }, 'e-invoice registration after confirmation failed'),
  );
  await Promise.race([run, new Promise((r) => setTimeout(r, opts.waitMs ?? 3000).unref())]);
}

// ---- reads ------------------------------------------------------------------------------------

export type InvoiceEinvoice = {
  irn: string | null;
  ackNo: string | null;
  ackDate: string | null;
  signedQr: string | null;
};

const NONE: InvoiceEinvoice = { irn: null, ackNo: null, ackDate: null, signedQr: null };

/** The invoice's IRN, acknowledgement and signed QR code: nulls unless registered (a cancelled IRN is not printed). */
export async function invoiceEinvoice(db: DbOrTx, bookingId: number): Promise<InvoiceEinvoice> {
  const row = await repo.invoiceOf(db, bookingId);
  return registeredFields(row);
}

function registeredFields(row: repo.EinvoiceRow | null): InvoiceEinvoice {
  if (!row || row.status !== 'registered') return NONE;
  return {
    irn: row.irn,
    ackNo: row.ackNo,
    ackDate: row.ackDate ? portalDateTime(row.ackDate) : null,
    signedQr: row.signedQr,
  };
}

const iso = (d: Date) => d.toISOString();

/** GET /api/staff/einvoices: the newest first, by status. */
export async function listEinvoices(
  db: DbOrTx,
  status: repo.EinvoiceStatus | undefined,
): Promise<EinvoiceRowDto[]> {
  const rows = await repo.list(db, status, 500);
  return rows.map((r) => ({
    id: r.id,
    bookingId: r.bookingId,
    docType: r.docType === 'CRN' || r.docType === 'DBN' ? r.docType : 'INV',
    docNo: r.docNo ?? r.creditNote?.creditNoteNo ?? null,
    creditNoteId: r.creditNoteId,
    debitNoteId: r.debitNoteId,
    status: r.status as repo.EinvoiceStatus,
    attempts: r.attempts,
    lastError: r.lastError,
    nextAttemptAt: iso(r.nextAttemptAt),
    irn: r.irn,
    ackNo: r.ackNo,
    ackDate: r.ackDate ? portalDateTime(r.ackDate) : null,
    cancelWanted: r.cancelWanted,
    updatedAt: iso(r.updatedAt),
  }));
}

/** POST /api/staff/einvoices/{id}/retry: a failed document is queued again. */
export async function retryEinvoice(deps: EinvoiceDeps, id: number): Promise<void> {
  if (!(await repo.requeue(deps.db, id, deps.now())))
    throw notFound('No failed e-invoice has this id.');
}
