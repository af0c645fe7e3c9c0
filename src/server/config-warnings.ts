import type { Config } from './config';

/**
 * Settings that let the server start but would mislead people, logged as warnings at start
 * (main.ts). PUBLIC_URL is required in production (ADR 226); one that names this machine would
 * still send every link in a mail (receipt, invoice, cancel, log in, unsubscribe) to it.
 */
export function configWarnings(config: Config): string[] {
  const warnings: string[] = [];
  if (config.NODE_ENV !== 'production') return warnings;
  if (config.PUBLIC_URL && /^https?:\/\/(localhost|127\.|\[::1\])/i.test(config.PUBLIC_URL)) {
    warnings.push(
      `PUBLIC_URL is ${config.PUBLIC_URL}: links in mails and SMS will point to this machine. Set it to the site's public address.`,
    );
  }
  if (config.EINVOICE === 'off') {
    warnings.push(
      'EINVOICE is off: invoices and credit notes to guests with a GSTIN are not registered with the Invoice Registration Portal. Set EINVOICE=gsp with the EINVOICE_GSP_* settings (ADR 251).',
    );
  }
  return warnings;
}
