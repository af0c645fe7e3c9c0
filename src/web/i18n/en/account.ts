/** UI text of the account's "Your data" section and the sign-up language choice (ADR 120–123). */
export const accountText = {
  yourData: {
    title: 'Your data',
    intro:
      'Under the Digital Personal Data Protection Act 2023 you can see the personal data we keep about you, and ask us to erase it.',
    languageTitle: 'Language for mail, SMS and invoices',
    languageLabel: 'Language',
    languageHint: 'Booking confirmations, one-time codes and invoice PDFs come in this language.',
    saveLanguage: 'Save language',
    languageSaved: 'Language saved.',
    downloadTitle: 'Download my data',
    downloadText:
      'A JSON file with your profile, bookings (rooms, payments and refunds), requests, consents and newsletter status.',
    download: 'Download my data',
    downloadFailed: 'The download failed. Please try again.',
    deleteTitle: 'Delete my account',
    deleteText:
      'Your name, email, mobile number, address and ID numbers are erased, with the mails and SMS we sent you, your feedback and your requests, and you are logged out everywhere. Only the tax invoices and credit notes of paid bookings are kept, with the buyer’s name as issued, for 72 months as the GST law requires; never your email, mobile or ID. This cannot be undone.',
    deleteButton: 'Delete my account…',
    dialogTitle: 'Delete your account?',
    dialogWarning:
      'This permanently deletes your account. You will not be able to log in, see your bookings or download invoices again. An upcoming paid stay must be cancelled first.',
    passwordLabel: 'Your password',
    passwordHint: 'Enter your password again to confirm.',
    passwordRequired: 'Enter your password.',
    confirmDelete: 'Delete my account permanently',
    cancel: 'Keep my account',
    close: 'Close',
    deleted:
      'Your account was deleted. Only the tax invoices and credit notes of your paid bookings are kept, as the GST law requires. A confirmation was sent to your email address.',
  },
  languages: { en: 'English', hi: 'हिन्दी (Hindi)' },
  signupLanguage: {
    legend: 'Language for mail and SMS',
    hint: 'One-time codes, confirmations and invoices come in this language. You can change it later.',
  },
} as const;
