/**
 * The reasons printed on the tax documents of a change (credit and debit notes), stored in English
 * and shown in Hindi on Hindi pages, PDFs and mail. Apart from src/shared/constants.ts, which the
 * header and footer of every page load: only the documents need these texts.
 */
/** The reason stored with a credit note's refund, as a Hindi page and PDF show it. */
export const REFUND_REASONS_HI: Readonly<Record<string, string>> = {
  'cancellation of the booking': 'बुकिंग का रद्दीकरण',
  'cancellation of a room': 'एक कमरे का रद्दीकरण',
};
/**
 * Why a GST debit note was issued (stored on the note, in English): a dearer date change the guest
 * paid for (ADR 369) or nights added by a stay extension (ADR 381).
 */
export const DEBIT_NOTE_REASONS = {
  dateChange: 'Change of stay dates: difference in the value of supply',
  extension: 'Extension of stay: nights added to the supply',
} as const;
/** The debit notes' reasons as a Hindi page, PDF or mail shows them. */
export const DEBIT_NOTE_REASONS_HI: Readonly<Record<string, string>> = {
  [DEBIT_NOTE_REASONS.dateChange]: 'ठहरने की तारीखों में बदलाव: आपूर्ति के मूल्य में अंतर',
  [DEBIT_NOTE_REASONS.extension]: 'ठहराव का विस्तार: आपूर्ति में जोड़ी गई रातें',
};
