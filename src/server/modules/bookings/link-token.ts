import { createHmac } from 'node:crypto';
import type { Config } from '../../config';
import { safeEqual } from '../../payments/signature';
import { bookingLinks } from './confirmation';

// The signed link of a booking's receipt and invoice: who holds it reads them without a login.

/** HMAC-SHA256 of the booking id with the app secret: the receipt/invoice link token. */
export function bookingLinkToken(config: Config, bookingId: number): string {
  return createHmac('sha256', config.appSecret).update(`booking:${bookingId}`).digest('base64url');
}

export function isValidLinkToken(
  config: Config,
  bookingId: number,
  token: string | undefined,
): boolean {
  if (!token || token.length > 100) return false;
  return safeEqual(bookingLinkToken(config, bookingId), token);
}

/** The receipt and invoice links of a booking, with its signed token (staff open them). */
export function staffLinks(config: Config, bookingId: number) {
  const l = bookingLinks(config, bookingId, bookingLinkToken(config, bookingId));
  return { receipt: l.receipt, invoice: l.invoice, invoicePdf: l.invoicePdf };
}
