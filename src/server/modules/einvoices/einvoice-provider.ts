import {
  createHash,
  createPrivateKey,
  createPublicKey,
  createSign,
  generateKeyPairSync,
} from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { financialYear } from '../../../shared/dates';
import type { Config } from '../../config';
import { type EinvoiceJson, schemaErrors } from './einvoice-json';

/**
 * Who registers e-invoices (EINVOICE, ADR 251): the sandbox here, or a GST Suvidha Provider over
 * HTTP (einvoice-gsp.ts). Both take the INV-01 JSON and give back what the portal gives.
 */
export type Registration = {
  irn: string;
  ackNo: string;
  ackDate: Date;
  signedQr: string;
};

export type EinvoiceProvider = {
  name: 'sandbox' | 'gsp';
  /** the sandbox's public key (PEM): what its signed QR codes verify with */
  publicKeyPem?: string;
  register(json: EinvoiceJson): Promise<Registration>;
  cancel(irn: string, remark: string): Promise<{ cancelledAt: Date }>;
};

/** The portal (or the schema) refused the document: retrying the same JSON will not help; staff look. */
export class EinvoiceRejected extends Error {}

/** The fields of the signed QR code (the portal's QR payload, in its `data` claim as JSON). */
export type QrPayload = {
  SellerGstin: string;
  BuyerGstin: string;
  DocNo: string;
  DocTyp: string;
  DocDt: string;
  TotInvVal: number;
  ItemCnt: number;
  MainHsnCode: string;
  Irn: string;
  IrnDt: string;
};

/** "2026-11-22 14:05:09": IST, as the portal writes AckDt and IrnDt. */
export function portalDateTime(d: Date): string {
  return new Date(d.getTime() + 330 * 60_000).toISOString().slice(0, 19).replace('T', ' ');
}

/** A portal date-time ("2026-11-22 14:05:09", IST) as an instant. */
export function fromPortalDateTime(s: string): Date {
  const d = new Date(`${s.trim().replace(' ', 'T')}+05:30`);
  if (Number.isNaN(d.getTime())) throw new Error(`not a portal date-time: ${s}`);
  return d;
}

/**
 * The IRN as the portal computes it: SHA-256, in hex, of the supplier's GSTIN, the financial year
 * of the document date, the document type and the document number, one after the other.
 */
export function computeIrn(json: EinvoiceJson): string {
  const [dd, mm, yyyy] = json.DocDtls.Dt.split('/');
  const fy = financialYear(`${yyyy}-${mm}-${dd}`);
  return createHash('sha256')
    .update(`${json.SellerDtls.Gstin}${fy}${json.DocDtls.Typ}${json.DocDtls.No}`)
    .digest('hex');
}

const b64url = (s: string | Buffer) => Buffer.from(s).toString('base64url');

/** A compact JWT signed RS256 with the key. */
export function signJwt(payload: object, privateKeyPem: string): string {
  const key = createPrivateKey(privateKeyPem);
  const kid = createHash('sha256')
    .update(createPublicKey(key).export({ type: 'spki', format: 'der' }))
    .digest('hex')
    .slice(0, 16);
  const head = b64url(JSON.stringify({ alg: 'RS256', typ: 'JWT', kid }));
  const body = b64url(JSON.stringify(payload));
  const sig = createSign('RSA-SHA256').update(`${head}.${body}`).sign(key);
  return `${head}.${body}.${b64url(sig)}`;
}

export function qrPayloadOf(json: EinvoiceJson, irn: string, irnDt: Date): QrPayload {
  return {
    SellerGstin: json.SellerDtls.Gstin,
    BuyerGstin: json.BuyerDtls.Gstin,
    DocNo: json.DocDtls.No,
    DocTyp: json.DocDtls.Typ,
    DocDt: json.DocDtls.Dt,
    TotInvVal: json.ValDtls.TotInvVal,
    ItemCnt: json.ItemList.length,
    MainHsnCode: json.ItemList[0]?.HsnCd ?? '',
    Irn: irn,
    IrnDt: portalDateTime(irnDt),
  };
}

/** A new RSA key for the sandbox (PEM, PKCS#8). */
export function newSandboxKey(): string {
  return generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({
    type: 'pkcs8',
    format: 'pem',
  }) as string;
}

/**
 * The sandbox's signing key: EINVOICE_SANDBOX_KEY, else the one in DATA_DIR (made on the first
 * start, readable by the server's user only), so a restart keeps QR codes verifiable.
 */
export function sandboxKeyFor(config: Config): string {
  if (config.EINVOICE_SANDBOX_KEY) return config.EINVOICE_SANDBOX_KEY;
  const file = path.resolve(config.DATA_DIR, 'einvoice-sandbox-key.pem');
  if (existsSync(file)) return readFileSync(file, 'utf8');
  const pem = newSandboxKey();
  mkdirSync(path.dirname(file), { recursive: true });
  // two processes starting on one DATA_DIR: the key is written whole under a name of its own and
  // linked into place, so the loser of the race reads the winner's complete key, never a half
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, pem, { mode: 0o600 });
  try {
    linkSync(tmp, file);
    return pem;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    return readFileSync(file, 'utf8');
  } finally {
    rmSync(tmp, { force: true });
  }
}

/**
 * The sandbox (EINVOICE=sandbox): checks the JSON against the schema as the portal would, computes
 * the IRN the portal's way and signs the QR payload with its own key. Nothing leaves the machine.
 */
export function sandboxProvider(
  privateKeyPem: string,
  now: () => Date,
): EinvoiceProvider & {
  publicKeyPem: string;
} {
  const publicKeyPem = createPublicKey(createPrivateKey(privateKeyPem))
    .export({ type: 'spki', format: 'pem' })
    .toString();
  return {
    name: 'sandbox',
    publicKeyPem,
    register(json) {
      const errors = schemaErrors(json);
      if (errors.length) return Promise.reject(new EinvoiceRejected(errors.join('; ')));
      const irn = computeIrn(json);
      const ackDate = now();
      // 15 digits, as the portal's acknowledgement numbers are
      const ackNo = `1${String(BigInt(`0x${irn.slice(0, 16)}`) % 10n ** 14n).padStart(14, '0')}`;
      const signedQr = signJwt(
        { data: JSON.stringify(qrPayloadOf(json, irn, ackDate)), iss: 'JTDC e-invoice sandbox' },
        privateKeyPem,
      );
      return Promise.resolve({ irn, ackNo, ackDate, signedQr });
    },
    cancel() {
      return Promise.resolve({ cancelledAt: now() });
    },
  };
}
