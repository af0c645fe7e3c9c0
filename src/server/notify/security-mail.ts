import type { Language } from '../../shared/language';
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

/**
 * To a customer whose account is locked by failed logins from many addresses (ADR 237): a link
 * that lets their own browser log in past the lock (their password is still needed).
 */
export function loginUnlockMail(
  config: WithShort,
  a: { name: string; url: string; hours: number },
  lang: Language = 'en',
): ComposedMail {
  if (lang === 'hi')
    return composeMail(
      config,
      {
        subject: `${config.CORP_SHORT_NAME}: आपके खाते में लॉग इन करने का लिंक`,
        greeting: `प्रिय ${a.name},`,
        paragraphs: [
          'आपके खाते में कई जगहों से बहुत बार गलत पासवर्ड डाला गया है, इसलिए कुछ समय के लिए इसमें लॉग इन रोक दिया गया है।',
          `यदि आप लॉग इन करना चाहते हैं, तो ${a.hours} घंटे के भीतर नीचे दिया गया लिंक उसी ब्राउज़र में खोलें; फिर अपने पासवर्ड से लॉग इन करें। यदि गलत प्रयास आपने नहीं किए, तो अपना पासवर्ड बदल लें।`,
        ],
        action: { label: 'इस ब्राउज़र से लॉग इन करें', url: a.url },
      },
      lang,
    );
  return composeMail(config, {
    subject: `${config.CORP_SHORT_NAME}: a link to log in to your account`,
    greeting: `Dear ${a.name},`,
    paragraphs: [
      'Someone has entered a wrong password for your account many times from many places, so logging in to it is paused for a while.',
      `To log in, open the link below within ${a.hours} hours in the browser you use, then log in with your password as usual. If the failed attempts were not yours, consider changing your password.`,
    ],
    action: { label: 'Log in from this browser', url: a.url },
  });
}
