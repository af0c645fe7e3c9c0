import { KEPT_BY_LAW } from '../../shared/contracts/account';
import type { Language } from '../../shared/language';
import type { Config } from '../config';

export type { Language };

/** A mail ready for enqueueMail: plain text and HTML, both signed with the corporation's details. */
export type ComposedMail = { subject: string; text: string; html: string };

export type MailContent = {
  subject: string;
  /** e.g. "Dear Asha Kumari," */
  greeting?: string;
  /** Paragraphs of plain text (escaped in the HTML version). */
  paragraphs: string[];
  /** A one-time code, shown large in the HTML version. */
  code?: string;
  /** A button in HTML, a plain URL line in text. */
  action?: { label: string; url: string };
};

export type Corp = Pick<Config, 'CORP_NAME' | 'CORP_ADDRESS' | 'CORP_PHONE' | 'CORP_EMAIL'> & {
  /** the site's address: when known, every mail links to the customer's mail preferences */
  publicUrl?: string;
};

export const esc = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/**
 * Ends a sentence with a full stop unless it already ends with one (or with ? ! …): a name that
 * ends in "Ltd." must not become "Ltd..".
 */
export function endSentence(s: string): string {
  return /[.?!…]$/.test(s.trimEnd()) ? s.trimEnd() : `${s.trimEnd()}.`;
}

/** The footer's labels in each language (ADR 121). */
const FOOTER = {
  en: { phone: 'Phone', email: 'Email', prefs: 'Your mail preferences and data' },
  hi: { phone: 'फ़ोन', email: 'ईमेल', prefs: 'मेल की पसंद और आपका डेटा' },
} as const;

/**
 * Where a customer manages their language, consents and data (the account page's "Your data",
 * ADR 122): linked from every mail, transactional ones included.
 */
export const preferencesUrl = (publicUrl: string, lang: Language) =>
  `${publicUrl}${lang === 'hi' ? '/hi' : ''}/booking-history#your-data`;

export function textFooter(c: Corp, lang: Language = 'en'): string {
  return [
    '--',
    c.CORP_NAME,
    c.CORP_ADDRESS,
    `${FOOTER[lang].phone}: ${c.CORP_PHONE}`,
    `${FOOTER[lang].email}: ${c.CORP_EMAIL}`,
    ...(c.publicUrl ? [`${FOOTER[lang].prefs}: ${preferencesUrl(c.publicUrl, lang)}`] : []),
  ].join('\n');
}

export function htmlLayout(
  c: Corp,
  title: string,
  bodyHtml: string,
  lang: Language = 'en',
): string {
  const brand = '#0b5d3b';
  return `<!doctype html>
<html lang="${lang}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${esc(title)}</title></head>
<body style="margin:0;padding:0;background:#fbf8f3;font-family:'Segoe UI',Roboto,Arial,sans-serif;color:#1f2a24;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#fbf8f3;padding:24px 0;">
<tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px;overflow:hidden;border:1px solid #d9d2c5;">
<tr><td style="background:${brand};color:#ffffff;padding:20px 24px;font-size:18px;font-weight:700;">${esc(c.CORP_NAME)}</td></tr>
<tr><td style="padding:24px;font-size:16px;line-height:1.6;">${bodyHtml}</td></tr>
<tr><td style="padding:16px 24px;background:#f3eee6;color:#55615a;font-size:13px;line-height:1.5;">
<strong style="color:#1f2a24;">${esc(c.CORP_NAME)}</strong><br>${esc(c.CORP_ADDRESS)}<br>
${FOOTER[lang].phone}: ${esc(c.CORP_PHONE)} &middot; ${FOOTER[lang].email}: <a href="mailto:${esc(c.CORP_EMAIL)}" style="color:${brand};">${esc(c.CORP_EMAIL)}</a>${c.publicUrl ? `<br><a href="${esc(preferencesUrl(c.publicUrl, lang))}" style="color:${brand};">${FOOTER[lang].prefs}</a>` : ''}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
}

export const para = (s: string) =>
  `<p style="margin:0 0 16px;">${esc(s).replace(/\n/g, '<br>')}</p>`;

/** Text + HTML of one mail, in the corporation's layout with its name and contact details. */
export function composeMail(config: Corp, m: MailContent, lang: Language = 'en'): ComposedMail {
  const text = [
    ...(m.greeting ? [m.greeting] : []),
    ...m.paragraphs,
    ...(m.action ? [`${m.action.label}: ${m.action.url}`] : []),
    textFooter(config, lang),
  ].join('\n\n');
  const body = [
    ...(m.greeting ? [para(m.greeting)] : []),
    ...(m.code
      ? [
          `<p style="margin:0 0 16px;font-size:32px;font-weight:700;letter-spacing:8px;color:#0b5d3b;" data-code="">${esc(m.code)}</p>`,
        ]
      : []),
    ...m.paragraphs.map(para),
    ...(m.action
      ? [
          `<p style="margin:0 0 16px;"><a href="${esc(m.action.url)}" style="display:inline-block;background:#0b5d3b;color:#ffffff;padding:10px 18px;border-radius:8px;text-decoration:none;font-weight:600;">${esc(m.action.label)}</a></p>`,
        ]
      : []),
  ].join('\n');
  return { subject: m.subject, text, html: htmlLayout(config, m.subject, body, lang) };
}

/**
 * What the transport sends for a queued mail: a mail queued without HTML gets the layout around
 * its text, and a text without the corporation's name gets the footer, so every mail carries them.
 * The outbox keeps no language (ADR 121): a subject in Devanagari marks a Hindi mail, whose
 * layout and footer are then in Hindi too (ADR 187).
 */
export function finalizeMail(
  config: Corp,
  m: { subject: string; text: string; html: string | null },
): { subject: string; text: string; html: string } {
  const lang: Language = /[\u0900-\u097F]/.test(m.subject) ? 'hi' : 'en';
  const text = m.text.includes(config.CORP_NAME)
    ? m.text
    : `${m.text}\n\n${textFooter(config, lang)}`;
  const html =
    m.html ??
    htmlLayout(
      config,
      m.subject,
      m.text
        .split(/\n{2,}/)
        .map(para)
        .join('\n'),
      lang,
    );
  return { subject: m.subject, text, html };
}

/**
 * A delivered message as kept in the outbox: one-time codes replaced by asterisks, so after
 * delivery a code exists only as its hash (the dev mailbox, the development "inbox", keeps them).
 */
export function redactCodes(s: string): string {
  return s
    .replace(/(Your OTP is )\d+/g, '$1****')
    .replace(/(आपका OTP )\d+/g, '$1****')
    .replace(/(data-code="">)\d+/g, '$1****');
}

// ---- The account messages (English texts exact; Hindi written for Hindi readers, ADR 121) ----

type WithShort = Corp & Pick<Config, 'CORP_SHORT_NAME'>;

export function signupEmailOtp(
  config: WithShort,
  code: string,
  minutes: number,
  lang: Language = 'en',
): ComposedMail {
  if (lang === 'hi')
    return composeMail(
      config,
      {
        subject: `${config.CORP_SHORT_NAME}: अपना ईमेल पता सत्यापित करें`,
        code,
        paragraphs: [
          `आपका OTP ${code} है। ${config.CORP_SHORT_NAME} खाते के लिए इस ईमेल पते को सत्यापित करने हेतु इसे साइन-अप पेज पर दर्ज करें।`,
          `यह कोड ${minutes} मिनट तक मान्य है और केवल एक बार उपयोग हो सकता है। इसे किसी के साथ साझा न करें; हमारे कर्मचारी इसे कभी नहीं माँगेंगे।`,
          'यदि आपने खाता बनाने का प्रयास नहीं किया, तो इस मेल को अनदेखा कर दें।',
        ],
      },
      lang,
    );
  return composeMail(config, {
    subject: `${config.CORP_SHORT_NAME}: verify your email address`,
    code,
    paragraphs: [
      `Your OTP is ${code}. Enter it on the sign-up page to verify this email address for your ${config.CORP_SHORT_NAME} account.`,
      `The code is valid for ${minutes} minutes and can be used once. Do not share it with anyone; our staff will never ask for it.`,
      'If you did not try to create an account, you can ignore this mail.',
    ],
  });
}

export function resetEmailOtp(
  config: WithShort,
  code: string,
  minutes: number,
  lang: Language = 'en',
): ComposedMail {
  if (lang === 'hi')
    return composeMail(
      config,
      {
        subject: `${config.CORP_SHORT_NAME}: अपना पासवर्ड रीसेट करें`,
        code,
        paragraphs: [
          `आपका OTP ${code} है। अपने ${config.CORP_SHORT_NAME} खाते का नया पासवर्ड बनाने के लिए इसे "पासवर्ड भूल गए" पेज पर दर्ज करें।`,
          `यह कोड ${minutes} मिनट तक मान्य है और केवल एक बार उपयोग हो सकता है। इसे किसी के साथ साझा न करें; हमारे कर्मचारी इसे कभी नहीं माँगेंगे।`,
          'यदि आपने पासवर्ड रीसेट करने का अनुरोध नहीं किया, तो इस मेल को अनदेखा कर दें: आपका पासवर्ड पहले जैसा ही रहेगा।',
        ],
      },
      lang,
    );
  return composeMail(config, {
    subject: `${config.CORP_SHORT_NAME}: reset your password`,
    code,
    paragraphs: [
      `Your OTP is ${code}. Enter it on the Forgot Password page to set a new password for your ${config.CORP_SHORT_NAME} account.`,
      `The code is valid for ${minutes} minutes and can be used once. Do not share it with anyone; our staff will never ask for it.`,
      'If you did not ask to reset your password, you can ignore this mail: your password stays as it is.',
    ],
  });
}

export function signupSmsOtp(
  config: Pick<Config, 'CORP_SHORT_NAME'>,
  code: string,
  minutes: number,
  lang: Language = 'en',
): string {
  if (lang === 'hi')
    return `आपका OTP ${code} है, ${config.CORP_SHORT_NAME} खाते के लिए अपना मोबाइल नंबर सत्यापित करने हेतु। ${minutes} मिनट तक मान्य। इसे किसी से साझा न करें। -${config.CORP_SHORT_NAME}`;
  return `Your OTP is ${code} to verify your mobile number for a ${config.CORP_SHORT_NAME} account. Valid for ${minutes} minutes. Do not share it with anyone. -${config.CORP_SHORT_NAME}`;
}

/** The SMS of a sign-in code (booking without a password, manage a booking; ADR 316). */
export function loginSmsOtp(
  config: Pick<Config, 'CORP_SHORT_NAME'>,
  code: string,
  minutes: number,
  lang: Language = 'en',
): string {
  if (lang === 'hi')
    return `${config.CORP_SHORT_NAME} में साइन इन करने का आपका OTP ${code} है। ${minutes} मिनट तक मान्य। इसे किसी से साझा न करें। -${config.CORP_SHORT_NAME}`;
  return `Your OTP is ${code} to sign in to ${config.CORP_SHORT_NAME}. Valid for ${minutes} minutes. Do not share it with anyone. -${config.CORP_SHORT_NAME}`;
}

/** The mail of a sign-in code sent to an account's email (manage a booking; ADR 316). */
export function loginEmailOtp(
  config: WithShort,
  code: string,
  minutes: number,
  lang: Language = 'en',
): ComposedMail {
  if (lang === 'hi')
    return composeMail(
      config,
      {
        subject: `${config.CORP_SHORT_NAME}: साइन इन करने का कोड`,
        code,
        paragraphs: [
          `आपका OTP ${code} है। अपनी बुकिंग देखने या बदलने के लिए इसे पेज पर दर्ज करें।`,
          `यह कोड ${minutes} मिनट तक मान्य है और केवल एक बार उपयोग हो सकता है। इसे किसी के साथ साझा न करें।`,
        ],
      },
      lang,
    );
  return composeMail(config, {
    subject: `${config.CORP_SHORT_NAME}: your sign-in code`,
    code,
    paragraphs: [
      `Your OTP is ${code}. Enter it on the page to open your booking.`,
      `The code is valid for ${minutes} minutes and can be used once. Do not share it with anyone; our staff will never ask for it.`,
      'If you did not ask for it, ignore this mail.',
    ],
  });
}

export function welcomeMail(
  config: WithShort & Pick<Config, 'publicUrl'>,
  u: { name: string; userId: string; email: string; mobile: string },
  lang: Language = 'en',
): ComposedMail {
  if (lang === 'hi')
    return composeMail(
      config,
      {
        subject: `${config.CORP_NAME} में आपका स्वागत है`,
        greeting: `प्रिय ${u.name},`,
        paragraphs: [
          `आपका ${config.CORP_SHORT_NAME} खाता तैयार है। आप अपने ईमेल (${u.email}), मोबाइल नंबर (${u.mobile}) या यूज़र आईडी ${u.userId} से लॉग इन कर सकते हैं।`,
          'अपने खाते से आप हमारे होटल बुक कर सकते हैं, अपनी बुकिंग का इतिहास देख सकते हैं और बुकिंग रद्द कर सकते हैं।',
        ],
        action: { label: 'लॉग इन करें', url: `${config.publicUrl}/hi/login` },
      },
      lang,
    );
  return composeMail(config, {
    subject: `Welcome to ${config.CORP_NAME}`,
    greeting: `Dear ${u.name},`,
    paragraphs: [
      `Your ${config.CORP_SHORT_NAME} account is ready. You can log in with your email (${u.email}), your mobile number (${u.mobile}) or your user ID: ${u.userId}.`,
      'With your account you can book our hotels, see your booking history and cancel a booking.',
    ],
    action: { label: 'Log in', url: `${config.publicUrl}/login` },
  });
}

export function passwordChangedMail(
  config: WithShort & Pick<Config, 'publicUrl'>,
  name: string,
  lang: Language = 'en',
): ComposedMail {
  if (lang === 'hi')
    return composeMail(
      config,
      {
        subject: `${config.CORP_SHORT_NAME}: आपका पासवर्ड बदल दिया गया`,
        greeting: `प्रिय ${name},`,
        paragraphs: [
          'आपके खाते का पासवर्ड अभी रीसेट किया गया है, और जिन भी उपकरणों पर आप लॉग इन थे, उन सब से लॉग आउट कर दिया गया है।',
          `यदि यह आपने नहीं किया, तो तुरंत "पासवर्ड भूल गए" पेज से पासवर्ड फिर से रीसेट करें और हमसे ${config.CORP_PHONE} या ${config.CORP_EMAIL} पर संपर्क करें।`,
        ],
        action: { label: 'लॉग इन करें', url: `${config.publicUrl}/hi/login` },
      },
      lang,
    );
  return composeMail(config, {
    subject: `${config.CORP_SHORT_NAME}: your password was changed`,
    greeting: `Dear ${name},`,
    paragraphs: [
      'The password of your account was just reset, and every device that was logged in has been logged out.',
      `If you did not do this, reset your password again at once from the Forgot Password page and contact us at ${config.CORP_PHONE} or ${config.CORP_EMAIL}.`,
    ],
    action: { label: 'Log in', url: `${config.publicUrl}/login` },
  });
}

/** The confirmation of an account deletion, to the address the account had (ADR 123). */
export function accountDeletedMail(config: WithShort, lang: Language = 'en'): ComposedMail {
  // names no one: the outbox and the development mailbox keep it after the recipient is erased
  if (lang === 'hi')
    return composeMail(
      config,
      {
        subject: `${config.CORP_SHORT_NAME}: आपका खाता हटा दिया गया`,
        greeting: 'प्रिय ग्राहक,',
        paragraphs: [
          `आपके अनुरोध पर आपका ${config.CORP_SHORT_NAME} खाता हटा दिया गया है और सभी उपकरणों से लॉग आउट कर दिया गया है। आपका नाम, ईमेल, मोबाइल नंबर, पता और पहचान संख्या मिटा दिए गए हैं, साथ ही हमारे भेजे गए मेल और SMS, आपके वन-टाइम कोड, और आपके ईमेल या मोबाइल से भेजे गए फ़ीडबैक और अनुरोध भी।`,
          `जीएसटी कानून के कारण रखा जाएगा: ${KEPT_BY_LAW.hi}`,
          `यदि यह अनुरोध आपने नहीं किया, तो तुरंत हमसे ${config.CORP_PHONE} या ${config.CORP_EMAIL} पर संपर्क करें। यह इस पते पर भेजा गया अंतिम मेल है; इसके भेजे जाने के बाद हम इसमें आपका पता नहीं रखते।`,
        ],
      },
      lang,
    );
  return composeMail(config, {
    subject: `${config.CORP_SHORT_NAME}: your account was deleted`,
    greeting: 'Dear customer,',
    paragraphs: [
      `As you asked, your ${config.CORP_SHORT_NAME} account has been deleted and every device was logged out. Your name, email, mobile number, address and ID number were erased, and so were the mails and SMS we sent you, your one-time codes, and the feedback and requests sent with your email or mobile.`,
      `Kept because the GST law requires it: ${KEPT_BY_LAW.en}`,
      `If you did not ask for this, contact us at once at ${config.CORP_PHONE} or ${config.CORP_EMAIL}. This is the last mail sent to this address; once it is sent we keep no record of the address.`,
    ],
  });
}
