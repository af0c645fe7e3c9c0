/**
 * UI text of the footer's policy links and "Last updated", the Feedback page and the Sitemap page.
 * The Hindi file (`../hi/access.ts`) has the same shape.
 */
export type AccessText = {
  footer: {
    policies: string;
    lastUpdated: (date: string) => string;
  };
  /** "PDF, 240 KB" after a document link */
  pdf: (size: string) => string;
  feedback: {
    title: string;
    summary: string;
    intro: string;
    formTitle: string;
    name: string;
    email: string;
    mobile: string;
    mobileHint: string;
    category: string;
    categories: Record<'suggestion' | 'complaint' | 'query' | 'accessibility' | 'other', string>;
    subject: string;
    message: string;
    messageHint: (max: number) => string;
    optional: string;
    required: string;
    privacy: string;
    privacyLink: string;
    submit: string;
    sending: string;
    thanksTitle: string;
    thanks: (ref: string) => string;
    another: string;
    failed: string;
    tooMany: string;
    /** the form's field messages, by the shared schema's rule (src/shared/contracts/feedback.ts) */
    errors: {
      nameRequired: string;
      emailInvalid: string;
      mobileInvalid: string;
      messageRequired: string;
      messageTooShort: string;
      categoryInvalid: string;
      tooLong: (max: number) => string;
      badCharacters: string;
    };
  };
  sitemap: {
    title: string;
    summary: string;
    groups: Record<'main' | 'stay' | 'help' | 'policies', string>;
    pages: Record<
      | 'home'
      | 'about'
      | 'orgStructure'
      | 'notice'
      | 'tenders'
      | 'advertorials'
      | 'allHotels'
      | 'tours'
      | 'advanceBooking'
      | 'rescheduleBooking'
      | 'help'
      | 'feedback'
      | 'accessibility'
      | 'screenReader'
      | 'sitemap'
      | 'privacyPolicy'
      | 'terms'
      | 'refundPolicy'
      | 'hyperlinkPolicy'
      | 'copyrightPolicy'
      | 'disclaimer',
      string
    >;
    hotels: string;
    destinations: string;
    loading: string;
  };
};

export const accessText: AccessText = {
  footer: {
    policies: 'Policies and help',
    lastUpdated: (date) => `Last updated: ${date}`,
  },
  pdf: (size) => `PDF, ${size}`,
  feedback: {
    title: 'Feedback',
    summary: 'Tell the corporation what you think of its hotels, tours and this website.',
    intro:
      'Your suggestions, complaints and questions reach the corporation’s office directly. We reply to every message that needs an answer within 5 working days. For a booking, please give its reference number.',
    formTitle: 'Send us your feedback',
    name: 'Name',
    email: 'Email',
    mobile: 'Mobile number',
    mobileHint: '10 digits; optional',
    category: 'Type of feedback',
    categories: {
      suggestion: 'Suggestion',
      complaint: 'Complaint',
      query: 'Question',
      accessibility: 'Accessibility problem',
      other: 'Other',
    },
    subject: 'Subject',
    message: 'Message',
    messageHint: (max) => `At least 10 characters, at most ${max}.`,
    optional: '(optional)',
    required: 'Fields marked * are required.',
    privacy: 'We use these details only to answer you. See our',
    privacyLink: 'Privacy Policy',
    submit: 'Send feedback',
    sending: 'Sending…',
    thanksTitle: 'Thank you',
    thanks: (ref) => `Your feedback has been sent. Reference number: ${ref}`,
    another: 'Send another message',
    failed: 'Your feedback could not be sent. Please try again.',
    tooMany: 'Too many messages from your network. Please try again in an hour.',
    errors: {
      nameRequired: 'Please enter your name.',
      emailInvalid: 'Please enter a valid email address.',
      mobileInvalid: 'Please enter a valid 10-digit mobile number.',
      messageRequired: 'Please write your message.',
      messageTooShort: 'Please write at least 10 characters.',
      categoryInvalid: 'Please choose a type of feedback from the list.',
      tooLong: (max) => `This can be at most ${max} characters.`,
      badCharacters: 'This contains characters that are not allowed.',
    },
  },
  sitemap: {
    title: 'Sitemap',
    summary: 'Every page of this website, grouped.',
    groups: {
      main: 'About the corporation',
      stay: 'Stays and tours',
      help: 'Help and accessibility',
      policies: 'Policies',
    },
    pages: {
      home: 'Home',
      about: 'About Us',
      orgStructure: 'Organizational Structure',
      notice: 'Latest Notices',
      tenders: 'Tender Announcements',
      advertorials: 'Advertorials',
      allHotels: 'All Hotels',
      tours: 'Tours',
      advanceBooking: 'Package Booking',
      rescheduleBooking: 'Reschedule Booking',
      help: 'Help',
      feedback: 'Feedback',
      accessibility: 'Accessibility Statement',
      screenReader: 'Screen Reader Access',
      sitemap: 'Sitemap',
      privacyPolicy: 'Privacy Policy',
      terms: 'Terms and Conditions',
      refundPolicy: 'Cancellation and Refund Policy',
      hyperlinkPolicy: 'Hyperlink Policy',
      copyrightPolicy: 'Copyright Policy',
      disclaimer: 'Disclaimer',
    },
    hotels: 'Hotels',
    destinations: 'Destinations',
    loading: 'Loading…',
  },
};
