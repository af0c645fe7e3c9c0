import { Ajv } from 'ajv';
import { SAC_ACCOMMODATION } from '../../../shared/gst';
import schema from './inv-01.schema.json' with { type: 'json' };

/**
 * The e-invoice JSON (FORM GST INV-01, version 1.1) of a B2B invoice, credit or debit note, built from
 * the document as issued, and its check against the schema written in inv-01.schema.json
 * (ADR 251). Pure: amounts in paise in, rupees with two decimals out.
 */

export type DocType = 'INV' | 'CRN' | 'DBN';

export type EinvoiceLine = {
  description: string;
  rateBp: number;
  /** room-nights of the line (the quantity); 1 for a credit note's share */
  quantity: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
};

export type EinvoiceDocument = {
  docType: DocType;
  docNo: string;
  /** IST calendar date, YYYY-MM-DD */
  docDate: string;
  seller: { gstin: string; name: string; address: string; phone?: string; email?: string };
  buyer: { gstin: string; name: string; address: string };
  /** place of supply: the state code of where the hotel is (IGST Act s.12(3)) */
  placeOfSupply: string;
  lines: EinvoiceLine[];
  /** a credit or debit note's original invoice */
  precedingInvoice?: { no: string; date: string };
};

type Party = {
  Gstin: string;
  LglNm: string;
  Addr1: string;
  Loc: string;
  Pin: number;
  Stcd: string;
  Ph?: string;
  Em?: string;
};

export type EinvoiceJson = {
  Version: '1.1';
  TranDtls: { TaxSch: 'GST'; SupTyp: 'B2B'; RegRev: 'N'; IgstOnIntra: 'N' };
  DocDtls: { Typ: DocType; No: string; Dt: string };
  SellerDtls: Party;
  BuyerDtls: Party & { Pos: string };
  RefDtls?: { PrecDocDtls: { InvNo: string; InvDt: string }[] };
  ItemList: {
    SlNo: string;
    PrdDesc: string;
    IsServc: 'Y';
    HsnCd: string;
    Qty: number;
    Unit: 'OTH';
    UnitPrice: number;
    TotAmt: number;
    AssAmt: number;
    GstRt: number;
    CgstAmt: number;
    SgstAmt: number;
    IgstAmt: number;
    TotItemVal: number;
  }[];
  ValDtls: {
    AssVal: number;
    CgstVal: number;
    SgstVal: number;
    IgstVal: number;
    TotInvVal: number;
  };
};

/** "31/03/2027" from "2027-03-31": the schema's date. */
export const schemaDate = (iso: string) => iso.split('-').reverse().join('/');

const rupees = (paise: number) => Math.round(paise) / 100;

/**
 * An address as the schema wants it: the PIN code (the last 6-digit number), the place (the
 * part before the last, once the PIN is taken out: "…, Ranchi, Jharkhand 834001" → Ranchi) and
 * the first line (100 characters at most). A PIN that is missing leaves Pin 0, which the schema
 * refuses: the document is shown to staff, never sent with a made-up PIN.
 */
export function addressParts(address: string): { Addr1: string; Loc: string; Pin: number } {
  const pins = address.match(/\b[1-9]\d{5}\b/g);
  const pin = pins ? pins[pins.length - 1]! : '';
  const parts = address
    .replace(pin, '')
    .split(/[,\n]/)
    .map((p) => p.replace(/\s+/g, ' ').trim().replace(/[-–]$/, '').trim())
    .filter(Boolean);
  const loc = parts.length >= 2 ? parts[parts.length - 2]! : (parts[0] ?? '');
  return {
    Addr1: address.replace(/\s+/g, ' ').trim().slice(0, 100),
    Loc: loc.slice(0, 50),
    Pin: pin ? Number(pin) : 0,
  };
}

export function buildEinvoiceJson(d: EinvoiceDocument): EinvoiceJson {
  const sum = (f: (l: EinvoiceLine) => number) => d.lines.reduce((s, l) => s + f(l), 0);
  const assPaise = sum((l) => l.taxablePaise);
  const cgst = sum((l) => l.cgstPaise);
  const sgst = sum((l) => l.sgstPaise);
  const igst = sum((l) => l.igstPaise);
  return {
    Version: '1.1',
    TranDtls: { TaxSch: 'GST', SupTyp: 'B2B', RegRev: 'N', IgstOnIntra: 'N' },
    DocDtls: { Typ: d.docType, No: d.docNo, Dt: schemaDate(d.docDate) },
    SellerDtls: {
      Gstin: d.seller.gstin,
      LglNm: d.seller.name.slice(0, 100),
      ...addressParts(d.seller.address),
      Stcd: d.seller.gstin.slice(0, 2),
      ...(d.seller.phone ? { Ph: d.seller.phone.replace(/\D/g, '').slice(-12) } : {}),
      ...(d.seller.email ? { Em: d.seller.email } : {}),
    },
    BuyerDtls: {
      Gstin: d.buyer.gstin,
      LglNm: d.buyer.name.slice(0, 100),
      ...addressParts(d.buyer.address),
      Stcd: d.buyer.gstin.slice(0, 2),
      Pos: d.placeOfSupply,
    },
    ...(d.precedingInvoice
      ? {
          RefDtls: {
            PrecDocDtls: [
              { InvNo: d.precedingInvoice.no, InvDt: schemaDate(d.precedingInvoice.date) },
            ],
          },
        }
      : {}),
    ItemList: d.lines.map((l, i) => {
      const qty = Math.max(1, l.quantity);
      return {
        SlNo: String(i + 1),
        PrdDesc: l.description.slice(0, 300).padEnd(3, '.'),
        IsServc: 'Y' as const,
        HsnCd: SAC_ACCOMMODATION,
        Qty: qty,
        Unit: 'OTH' as const,
        // three decimals, as the schema allows: Qty x UnitPrice is TotAmt to the paisa
        UnitPrice: Math.round((l.taxablePaise / qty) * 10) / 1000,
        TotAmt: rupees(l.taxablePaise),
        AssAmt: rupees(l.taxablePaise),
        GstRt: l.rateBp / 100,
        CgstAmt: rupees(l.cgstPaise),
        SgstAmt: rupees(l.sgstPaise),
        IgstAmt: rupees(l.igstPaise),
        TotItemVal: rupees(l.taxablePaise + l.cgstPaise + l.sgstPaise + l.igstPaise),
      };
    }),
    ValDtls: {
      AssVal: rupees(assPaise),
      CgstVal: rupees(cgst),
      SgstVal: rupees(sgst),
      IgstVal: rupees(igst),
      TotInvVal: rupees(assPaise + cgst + sgst + igst),
    },
  };
}

const validate = new Ajv({ allErrors: true, multipleOfPrecision: 6 }).compile(schema);

/** The schema's complaints, one line each ("/DocDtls/No must NOT have more than 16 characters"); [] when valid. */
export function schemaErrors(json: unknown): string[] {
  if (validate(json)) return [];
  return (validate.errors ?? []).map(
    (e) => `${e.instancePath || '/'} ${e.message ?? 'is invalid'}`,
  );
}
