/** Texts of the GST credit note page (ADR 160). English; the Hindi dictionary follows. */
export const creditNoteText = {
  title: 'GST Credit Note',
  meta: 'The GST credit note of a refunded cancellation, printable, with its PDF.',
  number: 'Credit note no.',
  date: 'Credit note date',
  againstInvoice: 'Against invoice',
  invoiceDate: 'Invoice date',
  reason: 'Reason',
  issuedTo: 'Issued to',
  credited: 'Total credited (incl. GST)',
  igst: 'IGST (₹)',
  rate: 'GST %',
  footer: 'This is a computer-generated credit note and needs no signature.',
  explain: (invoice: string) =>
    `This credit note reduces the taxable value and tax of invoice ${invoice} by the amounts below, refunded to you.`,
  historyLink: (no: string) => `Credit note ${no}`,
  /** a tour booking's note (ADR 350): the tour in place of the hotel */
  tour: 'Tour',
  departure: 'Departure',
  /** the stored reason as shown (stored in English) */
  reasonText: (reason: string) => reason,
  /** the GST debit note page (ADR 381): what a date change or a stay extension added */
  debit: {
    title: 'GST Debit Note',
    meta: 'The GST debit note of a dearer date change or a longer stay, printable, with its PDF.',
    number: 'Debit note no.',
    date: 'Debit note date',
    charged: 'Total debited (incl. GST)',
    footer: 'This is a computer-generated debit note and needs no signature.',
    explain: (invoice: string) =>
      `This debit note increases the taxable value and tax of invoice ${invoice} by the amounts below, charged to you.`,
    historyLink: (no: string) => `Debit note ${no}`,
    reasonText: (reason: string) => reason,
  },
} as const;
