import type { Config } from '../../config';
import {
  EinvoiceRejected,
  fromPortalDateTime,
  type EinvoiceProvider,
  type Registration,
} from './einvoice-provider';

/**
 * The GST Suvidha Provider adapter (EINVOICE=gsp, ADR 251). It speaks the NIC e-invoice API as
 * GSPs pass it through to their clients (NIC's paths, headers and JSON, the payload encryption
 * done by the GSP):
 * - POST {EINVOICE_GSP_URL}/eivital/v1.04/auth, headers client_id, client_secret, gstin; body
 *   {UserName, Password} → {Status: 1, Data: {AuthToken, TokenExpiry}};
 * - POST /eicore/v1.03/Invoice with the INV-01 JSON, headers client_id, client_secret, gstin,
 *   user_name, authtoken → {Status: 1, Data: {AckNo, AckDt, Irn, SignedInvoice, SignedQRCode}};
 * - GET /eicore/v1.03/Invoice/irn/{irn} → the same Data (after a "duplicate IRN" refusal);
 * - POST /eicore/v1.03/Invoice/Cancel, body {Irn, CnlRsn, CnlRem} → {Status: 1, Data: {Irn, CancelDate}}.
 * A refusal is {Status: 0, ErrorDetails: [{ErrorCode, ErrorMessage}]}: EinvoiceRejected (staff
 * look). A 5xx, a timeout or a broken connection is an Error: the job tries again later.
 */

type NicReply = {
  Status?: number | string;
  Data?: unknown;
  ErrorDetails?: { ErrorCode?: string; ErrorMessage?: string }[] | null;
  InfoDtls?: { InfCd?: string; Desc?: unknown }[] | null;
};

const DUPLICATE_IRN = '2150';
const INVALID_TOKEN = new Set(['1005', '1004']);

function dataOf(reply: NicReply): Record<string, unknown> {
  const d = typeof reply.Data === 'string' ? (JSON.parse(reply.Data) as unknown) : reply.Data;
  if (!d || typeof d !== 'object') throw new Error('the GSP replied without Data');
  return d as Record<string, unknown>;
}

const str = (v: unknown) => (v === undefined || v === null ? '' : String(v));

function registrationOf(data: Record<string, unknown>): Registration {
  const irn = str(data.Irn);
  const signedQr = str(data.SignedQRCode);
  if (!/^[0-9a-f]{64}$/i.test(irn) || !signedQr)
    throw new Error('the GSP reply has no IRN or signed QR code');
  return {
    irn,
    ackNo: str(data.AckNo),
    ackDate: fromPortalDateTime(str(data.AckDt)),
    signedQr,
  };
}

export function gspProvider(
  config: Config,
  opts: { fetch?: typeof fetch; now?: () => Date } = {},
): EinvoiceProvider {
  const base = (config.EINVOICE_GSP_URL ?? '').replace(/\/$/, '');
  const doFetch = opts.fetch ?? fetch;
  const now = opts.now ?? (() => new Date());
  let token: { value: string; until: number } | null = null;

  const common = () => ({
    'content-type': 'application/json',
    accept: 'application/json',
    client_id: config.EINVOICE_GSP_CLIENT_ID ?? '',
    client_secret: config.EINVOICE_GSP_CLIENT_SECRET ?? '',
    gstin: config.CORP_GSTIN,
  });

  async function call(
    method: 'GET' | 'POST',
    pathname: string,
    headers: Record<string, string>,
    body?: unknown,
  ): Promise<{ status: number; reply: NicReply }> {
    const res = await doFetch(`${base}${pathname}`, {
      method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(config.EINVOICE_GSP_TIMEOUT_MS),
    });
    const text = await res.text();
    if (res.status >= 500) throw new Error(`GSP ${pathname}: HTTP ${res.status}`);
    let reply: NicReply;
    try {
      reply = JSON.parse(text) as NicReply;
    } catch {
      throw new Error(`GSP ${pathname}: HTTP ${res.status}, not JSON`);
    }
    return { status: res.status, reply };
  }

  const failed = (r: NicReply) => String(r.Status) !== '1';
  const codes = (r: NicReply) => (r.ErrorDetails ?? []).map((e) => str(e.ErrorCode));
  const message = (r: NicReply) =>
    (r.ErrorDetails ?? []).map((e) => `${str(e.ErrorCode)}: ${str(e.ErrorMessage)}`).join('; ') ||
    'refused without a reason';

  async function authToken(force = false): Promise<string> {
    if (!force && token && token.until > now().getTime()) return token.value;
    const { reply } = await call('POST', '/eivital/v1.04/auth', common(), {
      UserName: config.EINVOICE_GSP_USERNAME,
      Password: config.EINVOICE_GSP_PASSWORD,
      ForceRefreshAccessToken: force,
    });
    if (failed(reply)) throw new EinvoiceRejected(`authentication refused: ${message(reply)}`);
    const d = dataOf(reply);
    const value = str(d.AuthToken);
    if (!value) throw new Error('the GSP gave no AuthToken');
    let until = now().getTime() + 5 * 3_600_000;
    try {
      // a little before the portal's own expiry
      until = fromPortalDateTime(str(d.TokenExpiry)).getTime() - 5 * 60_000;
    } catch {
      // no expiry given: five hours (the portal's tokens last six)
    }
    token = { value, until };
    return value;
  }

  /** A call with the session headers; an expired token is renewed once. */
  async function authed(method: 'GET' | 'POST', pathname: string, body?: unknown) {
    for (let tries = 0; ; tries++) {
      const headers = {
        ...common(),
        user_name: config.EINVOICE_GSP_USERNAME ?? '',
        authtoken: await authToken(tries > 0),
      };
      const r = await call(method, pathname, headers, body);
      const expired =
        r.status === 401 || (failed(r.reply) && codes(r.reply).some((c) => INVALID_TOKEN.has(c)));
      if (!expired || tries > 0) return r.reply;
    }
  }

  return {
    name: 'gsp',
    async register(json) {
      const reply = await authed('POST', '/eicore/v1.03/Invoice', json);
      if (!failed(reply)) return registrationOf(dataOf(reply));
      // registered already (a reply lost on the way back): the portal names the IRN, ask for it
      if (codes(reply).includes(DUPLICATE_IRN)) {
        const info = (reply.InfoDtls ?? []).find((i) => i.Desc && typeof i.Desc === 'object');
        const irn = info ? str((info.Desc as Record<string, unknown>).Irn) : '';
        if (/^[0-9a-f]{64}$/i.test(irn)) {
          const again = await authed('GET', `/eicore/v1.03/Invoice/irn/${irn}`);
          if (!failed(again)) return registrationOf(dataOf(again));
        }
      }
      throw new EinvoiceRejected(message(reply));
    },
    async cancel(irn, remark) {
      const reply = await authed('POST', '/eicore/v1.03/Invoice/Cancel', {
        Irn: irn,
        // 3: order cancelled
        CnlRsn: '3',
        CnlRem: remark.slice(0, 100),
      });
      if (failed(reply)) throw new EinvoiceRejected(message(reply));
      const d = dataOf(reply);
      let cancelledAt = now();
      try {
        cancelledAt = fromPortalDateTime(str(d.CancelDate));
      } catch {
        // no date given: now
      }
      return { cancelledAt };
    },
  };
}
