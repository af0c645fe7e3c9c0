import { Secret, TOTP } from 'otpauth';
import { renderSVG } from 'uqr';

/** TOTP as every authenticator app reads it: SHA-1, 6 digits, 30-second steps (RFC 6238). */
const PERIOD = 30;

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// URI an authenticator app takes (as a QR code or typed in). */
export function totpUri(secret: string, email: string, issuer: string): string {
  return new TOTP({
    issuer,
    label: email,
    secret: Secret.fromBase32(secret),
    period: PERIOD,
  }).toString();
}

/** The URI as a QR code, an SVG made here (no outside service sees the secret). */
export const totpQrSvg = (uri: string): string => renderSVG(uri, { border: 2 });

/**
 * The time step of `code` when it is valid at `now` (one step of clock drift either way), or null.
 * The caller accepts a step only once, and only after the last accepted one (no replay).
 */
export function totpStep(secret: string, code: string, now: Date): number | null {
  const timestamp = now.getTime();
  const delta = TOTP.validate({
    token: code,
    secret: Secret.fromBase32(secret),
    period: PERIOD,
    timestamp,
    window: 1,
  });
  if (delta === null) return null;
  return TOTP.counter({ period: PERIOD, timestamp }) + delta;
}

/** The code an authenticator shows at `now` (tests and the staff:create command's check). */
export const totpCode = (secret: string, now: Date): string =>
  TOTP.generate({ secret: Secret.fromBase32(secret), period: PERIOD, timestamp: now.getTime() });
