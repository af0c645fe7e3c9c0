import type { Config } from '../config';
import { composeMail, type ComposedMail, type Corp } from './templates';

type WithShort = Corp & Pick<Config, 'CORP_SHORT_NAME' | 'publicUrl'>;

/**
 * To every administrator when a staff account's second factor is paused after many wrong codes
 * (ADR 235): someone may know that account's password.
 */
export function totpPausedMail(
  config: WithShort,
  a: { account: string; failures: number; minutes: number; at: Date },
): ComposedMail {
  return composeMail(config, {
    subject: `${config.CORP_SHORT_NAME} back office: two-factor sign-in paused for ${a.account}`,
    paragraphs: [
      `${a.failures} wrong authenticator codes were sent for the staff account ${a.account} with its right password, the last at ${a.at.toISOString()}. Its two-factor sign-in is paused for ${a.minutes} minutes; its password still works, but no code is accepted until then.`,
      'Someone may know this password. Ask the staff member whether it was them; if not, set a new password for the account and reset its authenticator in Staff accounts.',
    ],
    action: { label: 'Staff accounts', url: `${config.publicUrl}/admin/accounts` },
  });
}
