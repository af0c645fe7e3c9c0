import type {
  Gstr1,
  Gstr1B2csRow,
  Gstr1HsnRow,
  Gstr1Item,
} from '../../../shared/contracts/reports';
import { addDays, istDayStart, todayIst } from '../../../shared/dates';
import {
  accommodationPlaceOfSupply,
  SAC_ACCOMMODATION,
  SAC_TOUR_OPERATOR,
  splitLine,
} from '../../../shared/gst';
import { paiseToRupees } from '../../../shared/money';
import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import { badRequest } from '../../http-errors';
import * as repo from './reports.repo';
import { monthDates } from './month';

/*
 * GSTR-1 of a month (ADR 249): the same documents as the GST register (ADR 161), each invoice and
 * credit note split by rate exactly as the guest's document is, put in the portal's sections.
 */

/** GST began on 1 July 2017: there is no return before. */
const FIRST_GST_MONTH = '2017-07';
/** Table 12 is split by recipient (B2B / B2C) from the return period May 2025 (GSTN, Phase-III). */
const HSN_SPLIT_FROM = '2025-05';
/** The descriptions of the SACs in the portal's HSN master (996311 rooms, 998555 tours). */
const SAC_DESCRIPTIONS: Record<string, string> = {
  [SAC_ACCOMMODATION]:
    'Room or unit accommodation services provided by Hotels, INN, Guest House, Club etc',
  [SAC_TOUR_OPERATOR]: 'Tour operator services',
};

type Paise = { txval: number; camt: number; samt: number; iamt: number };
const zero = (): Paise => ({ txval: 0, camt: 0, samt: 0, iamt: 0 });
const plus = (a: Paise, b: Paise, sign: 1 | -1 = 1): Paise => ({
  txval: a.txval + sign * b.txval,
  camt: a.camt + sign * b.camt,
  samt: a.samt + sign * b.samt,
  iamt: a.iamt + sign * b.iamt,
});
const value = (a: Paise) => a.txval + a.camt + a.samt + a.iamt;

/** A rate-wise map's entries, lowest rate first. */
const byRateAsc = <T>(m: Map<number, T>) => [...m.entries()].sort((x, y) => x[0] - y[0]);

function addRate(m: Map<number, Paise>, rateBp: number, a: Paise, sign: 1 | -1 = 1) {
  m.set(rateBp, plus(m.get(rateBp) ?? zero(), a, sign));
}

/** Rupees, from paise (two decimals at most, exact). */
const r = paiseToRupees;
/** The portal's percent from basis points: 500 -> 5, 250 -> 2.5. */
const pct = (bp: number) => bp / 100;
/** "2026-11-05" -> "05-11-2026". */
const portalDate = (iso: string) => `${iso.slice(8, 10)}-${iso.slice(5, 7)}-${iso.slice(0, 4)}`;

function items(rates: Map<number, Paise>): Gstr1Item[] {
  return byRateAsc(rates).map(([bp, a], i) => ({
    num: i + 1,
    itm_det: {
      txval: r(a.txval),
      rt: pct(bp),
      iamt: r(a.iamt),
      camt: r(a.camt),
      samt: r(a.samt),
      csamt: 0,
    },
  }));
}

/** Table 12 is by SAC and rate: a map's key is `${sac}|${rateBp}`. */
const hsnKey = (sac: string, rateBp: number) => `${sac}|${rateBp}`;

function addHsn(m: Map<string, Paise>, sac: string, rates: Map<number, Paise>, sign: 1 | -1 = 1) {
  for (const [bp, a] of rates) {
    const k = hsnKey(sac, bp);
    m.set(k, plus(m.get(k) ?? zero(), a, sign));
  }
}

/** Table 12's rows: by SAC, then rate, lowest first. */
function hsnRows(m: Map<string, Paise>): Gstr1HsnRow[] {
  return [...m.entries()]
    .map(([k, a]) => {
      const [sac, bp] = k.split('|');
      return { sac: sac!, bp: Number(bp), a };
    })
    .sort((x, y) => x.sac.localeCompare(y.sac) || x.bp - y.bp)
    .map(({ sac, bp, a }, i) => ({
      num: i + 1,
      hsn_sc: sac,
      desc: SAC_DESCRIPTIONS[sac] ?? sac,
      uqc: 'NA',
      qty: 0,
      rt: pct(bp),
      txval: r(a.txval),
      iamt: r(a.iamt),
      camt: r(a.camt),
      samt: r(a.samt),
      csamt: 0,
    }));
}

/** The trailing digits of a document number, for ordering a series ("JTDC/2627/000012" -> 12). */
const serialOf = (no: string) => Number(/(\d+)$/.exec(no)?.[1] ?? 0);
/** A series is everything before the serial ("JTDC/2627/"). */
const seriesOf = (no: string) => no.replace(/\d+$/, '');

/**
 * Table 13 ranges of one kind of document: per series, the lowest and highest number issued in the
 * month and how many. Nothing is ever cancelled (a cancellation is a credit note, ADR 160), and
 * every series is gapless, so `cancel` is 0.
 */
function docRanges(numbers: string[]) {
  const series = new Map<string, string[]>();
  for (const n of numbers) series.set(seriesOf(n), [...(series.get(seriesOf(n)) ?? []), n]);
  return [...series.entries()]
    .sort((a, b) => a[0].localeCompare(b[0]))
    .map(([, nos], i) => {
      const sorted = [...nos].sort((a, b) => serialOf(a) - serialOf(b) || a.localeCompare(b));
      return {
        num: i + 1,
        from: sorted[0]!,
        to: sorted.at(-1)!,
        totnum: sorted.length,
        cancel: 0,
        net_issue: sorted.length,
      };
    });
}

/** "2026-11" -> "112026". */
const returnPeriod = (month: string) => `${month.slice(5, 7)}${month.slice(0, 4)}`;

/**
 * The GSTR-1 return of a month, in the JSON the GST portal's offline tool imports (ADR 249):
 * B2B invoices by the guest's GSTIN, B2CS (every other invoice: all are intra-state, since the
 * place of supply of a hotel room is the hotel's state) by rate and place of supply, net of the
 * credit notes to unregistered guests and with their debit notes, CDNR for the credit and debit
 * notes to registered guests (ADR 381), the SAC summary and the document series. Amounts are summed in paise and written in rupees.
 */
export async function gstr1(db: DbOrTx, config: Config, month: string): Promise<Gstr1> {
  if (month < FIRST_GST_MONTH) {
    throw badRequest('GST began in July 2017: choose a month from 2017-07.');
  }
  const { first, last } = monthDates(month);
  const pos = accommodationPlaceOfSupply(config.CORP_GSTIN);

  // invoices: each room's lines split as the invoice splits them, summed by invoice and rate
  type Inv = {
    no: string;
    date: string;
    ctin: string | null;
    sac: string;
    rates: Map<number, Paise>;
  };
  const invoices = new Map<string, Inv>();
  const from = istDayStart(first);
  const to = istDayStart(addDays(last, 1));
  const rooms = await repo.invoicesIssued(db, from, to, null);
  for (const row of rooms) {
    const inv = invoices.get(`r${row.id}`) ?? {
      no: row.invoiceNo ?? '',
      date: todayIst(row.confirmedAt ?? new Date(0)),
      ctin: row.gstin ? row.gstin.toUpperCase() : null,
      sac: SAC_ACCOMMODATION,
      rates: new Map<number, Paise>(),
    };
    for (const l of row.roomTaxLines.map(splitLine)) {
      addRate(inv.rates, l.rateBp, {
        txval: l.taxablePaise,
        camt: l.cgstPaise,
        samt: l.sgstPaise,
        iamt: 0,
      });
    }
    invoices.set(`r${row.id}`, inv);
  }
  // tour invoices (ADR 367): one line at the tour's rate and SAC, to unregistered guests (B2CS)
  for (let after: repo.InvoiceKey | null = null; ;) {
    const page = await repo.tourInvoiceTaxByRate(db, from, to, { after, limit: 1000 });
    for (const t of page) {
      invoices.set(`t${t.id}`, {
        no: t.invoiceNo,
        date: todayIst(t.confirmedAt),
        ctin: null,
        sac: t.sac,
        rates: new Map([
          [t.rateBp, { txval: t.taxablePaise, camt: t.cgstPaise, samt: t.sgstPaise, iamt: 0 }],
        ]),
      });
    }
    const lastRow = page.at(-1);
    if (page.length < 1000 || !lastRow) break;
    after = lastRow.key;
  }

  const b2bByCtin = new Map<string, NonNullable<Gstr1['b2b']>[number]['inv']>();
  const b2cs = new Map<number, Paise>();
  const hsnB2b = new Map<string, Paise>();
  const hsnB2c = new Map<string, Paise>();
  for (const inv of invoices.values()) {
    if (inv.ctin) {
      const list = b2bByCtin.get(inv.ctin) ?? [];
      list.push({
        inum: inv.no,
        idt: portalDate(inv.date),
        val: r([...inv.rates.values()].reduce((s, a) => s + value(a), 0)),
        pos,
        rchrg: 'N',
        inv_typ: 'R',
        itms: items(inv.rates),
      });
      b2bByCtin.set(inv.ctin, list);
      addHsn(hsnB2b, inv.sac, inv.rates);
    } else {
      for (const [bp, a] of inv.rates) addRate(b2cs, bp, a);
      addHsn(hsnB2c, inv.sac, inv.rates);
    }
  }

  // credit notes (C) take away, debit notes (D, ADR 381) add: to a registered guest each is a
  // CDNR note; to an unregistered one it lowers or raises B2CS (every supply is intra-state, so
  // never CDNUR, which takes notes on B2CL invoices)
  const cdnrByCtin = new Map<string, NonNullable<Gstr1['cdnr']>[number]['nt']>();
  const creditNoteNos: string[] = [];
  const debitNoteNos: string[] = [];
  type Note = {
    no: string;
    issueDate: string;
    guestGstin: string | null;
    lines: {
      rateBp: number;
      taxablePaise: number;
      cgstPaise: number;
      sgstPaise: number;
      igstPaise: number;
    }[];
  };
  const notes: { ntty: 'C' | 'D'; note: Note; sac: string }[] = [
    ...(await repo.creditNotesIssued(db, first, last, null)).map(({ note }) => ({
      note,
      sac: SAC_ACCOMMODATION,
    })),
    ...(await repo.tourCreditNotesIssued(db, first, last)),
  ].map(({ note, sac }) => ({
    ntty: 'C' as const,
    note: { ...note, no: note.creditNoteNo },
    sac,
  }));
  for (const note of await repo.debitNotesIssued(db, first, last)) {
    notes.push({ ntty: 'D', note: { ...note, no: note.debitNoteNo }, sac: SAC_ACCOMMODATION });
  }
  for (const { ntty, note, sac } of notes) {
    (ntty === 'C' ? creditNoteNos : debitNoteNos).push(note.no);
    const sign = ntty === 'C' ? -1 : 1;
    const rates = new Map<number, Paise>();
    for (const l of note.lines) {
      addRate(rates, l.rateBp, {
        txval: l.taxablePaise,
        camt: l.cgstPaise,
        samt: l.sgstPaise,
        iamt: l.igstPaise,
      });
    }
    if (note.guestGstin) {
      const ctin = note.guestGstin.toUpperCase();
      const list = cdnrByCtin.get(ctin) ?? [];
      list.push({
        ntty,
        nt_num: note.no,
        nt_dt: portalDate(note.issueDate),
        val: r([...rates.values()].reduce((s, a) => s + value(a), 0)),
        pos,
        rchrg: 'N',
        inv_typ: 'R',
        itms: items(rates),
      });
      cdnrByCtin.set(ctin, list);
      addHsn(hsnB2b, sac, rates, sign);
    } else {
      for (const [bp, a] of rates) addRate(b2cs, bp, a, sign);
      addHsn(hsnB2c, sac, rates, sign);
    }
  }

  const b2csRows: Gstr1B2csRow[] = byRateAsc(b2cs).map(([bp, a]) => ({
    sply_ty: 'INTRA',
    pos,
    typ: 'OE',
    rt: pct(bp),
    txval: r(a.txval),
    iamt: r(a.iamt),
    camt: r(a.camt),
    samt: r(a.samt),
    csamt: 0,
  }));
  const byCtin = <T>(m: Map<string, T>) =>
    [...m.entries()].sort((a, b) => a[0].localeCompare(b[0]));
  const docDet = [
    { doc_num: 1, docs: docRanges([...invoices.values()].map((i) => i.no)) },
    { doc_num: 4, docs: docRanges(debitNoteNos) },
    { doc_num: 5, docs: docRanges(creditNoteNos) },
  ].filter((d) => d.docs.length > 0);

  return {
    gstin: config.CORP_GSTIN,
    fp: returnPeriod(month),
    ...(b2bByCtin.size ? { b2b: byCtin(b2bByCtin).map(([ctin, inv]) => ({ ctin, inv })) } : {}),
    ...(b2csRows.length ? { b2cs: b2csRows } : {}),
    ...(cdnrByCtin.size ? { cdnr: byCtin(cdnrByCtin).map(([ctin, nt]) => ({ ctin, nt })) } : {}),
    hsn:
      month >= HSN_SPLIT_FROM
        ? { hsn_b2b: hsnRows(hsnB2b), hsn_b2c: hsnRows(hsnB2c) }
        : {
            data: hsnRows(
              new Map(
                [...new Set([...hsnB2b.keys(), ...hsnB2c.keys()])].map((k) => [
                  k,
                  plus(hsnB2b.get(k) ?? zero(), hsnB2c.get(k) ?? zero()),
                ]),
              ),
            ),
          },
    doc_issue: { doc_det: docDet },
  };
}
