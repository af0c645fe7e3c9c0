/**
 * UI text of the policy, help and accessibility pages (Privacy Policy, Terms and Conditions,
 * Cancellation and Refund Policy, Hyperlink Policy, Copyright Policy, Disclaimer, Accessibility
 * Statement, Screen Reader Access, Help). Each page is a title, a summary and sections of blocks;
 * `InfoPage` renders them. The Hindi file (`../hi/info.ts`) has the same shape.
 */

/** One block of a section. */
export type InfoBlock =
  /** a paragraph */
  | string
  /** a bulleted list */
  | { list: readonly string[] }
  /** numbered steps */
  | { steps: readonly string[] }
  /** the grievance officer's or the corporation's contact, from the server's configuration */
  | { contact: 'grievance' | 'corporation' }
  /** the standard cancellation deduction bands (src/shared/cancellation-policy.ts) */
  | { policy: true }
  /** links to other pages of this site, by their key in the Sitemap page's groups */
  | { pages: readonly InfoLinkKey[] }
  /** a small table: a caption, column heads and rows */
  | { table: { caption: string; head: readonly string[]; rows: readonly (readonly string[])[] } };

export type InfoLinkKey =
  | 'privacyPolicy'
  | 'terms'
  | 'refundPolicy'
  | 'hyperlinkPolicy'
  | 'copyrightPolicy'
  | 'disclaimer'
  | 'accessibility'
  | 'screenReader'
  | 'help'
  | 'feedback'
  | 'sitemap'
  | 'bookingHistory'
  | 'rescheduleBooking'
  | 'allHotels';

export type InfoSection = { id: string; heading: string; blocks: readonly InfoBlock[] };
export type InfoPageText = {
  title: string;
  /** the meta description and the subtitle under the title */
  summary: string;
  sections: readonly InfoSection[];
};

export type InfoPageKey =
  | 'privacyPolicy'
  | 'terms'
  | 'refundPolicy'
  | 'hyperlinkPolicy'
  | 'copyrightPolicy'
  | 'disclaimer'
  | 'accessibility'
  | 'screenReader'
  | 'help';

export type InfoText = {
  home: string;
  breadcrumb: string;
  /** "Effective from" line under each policy */
  effective: string;
  onThisPage: string;
  contact: {
    grievanceTitle: string;
    corporationTitle: string;
    name: string;
    email: string;
    phone: string;
    address: string;
    loading: string;
  };
  /** the names of pages linked from a `pages` block */
  links: Record<InfoLinkKey, string>;
  pages: Record<InfoPageKey, InfoPageText>;
};

export const infoText: InfoText = {
  home: 'Home',
  breadcrumb: 'Breadcrumb',
  effective: 'Effective from 1 November 2026. We review this page at least once a year.',
  onThisPage: 'On this page',
  contact: {
    grievanceTitle: 'Grievance Officer',
    corporationTitle: 'Jharkhand Tourism Development Corporation',
    name: 'Name',
    email: 'Email',
    phone: 'Phone',
    address: 'Address',
    loading: 'Loading the contact details…',
  },
  links: {
    privacyPolicy: 'Privacy Policy',
    terms: 'Terms and Conditions',
    refundPolicy: 'Cancellation and Refund Policy',
    hyperlinkPolicy: 'Hyperlink Policy',
    copyrightPolicy: 'Copyright Policy',
    disclaimer: 'Disclaimer',
    accessibility: 'Accessibility Statement',
    screenReader: 'Screen Reader Access',
    help: 'Help',
    feedback: 'Feedback',
    sitemap: 'Sitemap',
    bookingHistory: 'Booking History',
    rescheduleBooking: 'Reschedule Booking',
    allHotels: 'All Hotels',
  },
  pages: {
    privacyPolicy: {
      title: 'Privacy Policy',
      summary:
        'What personal data the corporation collects on this website, why, how long it is kept, and your rights under the Digital Personal Data Protection Act, 2023.',
      sections: [
        {
          id: 'who',
          heading: 'Who we are',
          blocks: [
            'This website and its hotel booking service are run by the Jharkhand Tourism Development Corporation Ltd. (JTDC), a company of the Government of Jharkhand. Under the Digital Personal Data Protection Act, 2023 (DPDP Act) the corporation is the Data Fiduciary for the personal data you give us here.',
            'You can read the website without giving us any personal data. We ask for it only when you create an account, book a stay, send a request or feedback, or subscribe to the newsletter.',
          ],
        },
        {
          id: 'what',
          heading: 'What we collect',
          blocks: [
            {
              list: [
                'Account: your name, email address, mobile number and a password (stored only as a one-way hash, never readable by anyone).',
                'Bookings: the guests’ names, ages as adult or child, the dates and rooms booked, the amounts paid and refunded, your GSTIN if you give one, and the last four digits of an ID card (never the full Aadhaar number).',
                'Registration at the hotel: the name, nationality and identity document seen of every adult guest (an Aadhaar number only as its last four digits); for a guest who is not an Indian national also the passport and visa details, the date of arrival in India, where they came from, where they go next and the purpose of the visit, which the hotel must report to the Bureau of Immigration on Form C within 24 hours of arrival.',
                'Payments: the payment gateway’s order and payment reference. Card, UPI and bank details are entered on the gateway’s own page; we never see or store them.',
                'Requests and feedback: what you write in the package booking, reschedule and feedback forms, with your name and contact.',
                'Newsletter: your email address and the date you subscribed.',
                'Security records: the time of each login, one-time codes (stored as hashes), and the network (IP) address of form posts, kept to stop abuse.',
              ],
            },
            'We do not use advertising or tracking cookies. The only cookie is the session cookie that keeps you logged in; the text size and contrast you choose are kept in your own browser.',
          ],
        },
        {
          id: 'why',
          heading: 'Why we use it',
          blocks: [
            {
              list: [
                'To make, confirm, change, cancel and refund your bookings, and to send you the receipt, the GST invoice and messages about your stay by email and SMS.',
                'To answer your requests, feedback and grievances.',
                'To keep the accounts and tax records the law requires (GST invoices and credit notes).',
                'To keep the service secure: to stop repeated wrong passwords, misuse of forms and fraud.',
                'To send the newsletter, only if you asked for it; every newsletter mail has a link to stop it in one click.',
              ],
            },
            'We use your data only for these purposes, on the basis of your consent or the legitimate uses the DPDP Act allows (for example a booking you asked for, or a duty under law). We do not sell or rent personal data to anyone.',
          ],
        },
        {
          id: 'share',
          heading: 'Who we share it with',
          blocks: [
            {
              list: [
                'The hotel of your booking, which needs the guests’ names and the booking to receive you.',
                'The payment gateway, to take payments and make refunds.',
                'Our mail and SMS service providers, only to deliver messages to you.',
                'Government authorities, when a law or a court order requires it.',
              ],
            },
            'Each of these processes the data only on our instructions or as the law requires. Your data is stored on servers in India.',
          ],
        },
        {
          id: 'keep',
          heading: 'How long we keep it',
          blocks: [
            {
              table: {
                caption: 'How long each kind of personal data is kept',
                head: ['Data', 'Kept for'],
                rows: [
                  [
                    'Account details',
                    'While your account is open; erased when you ask us to delete it',
                  ],
                  [
                    'Bookings, invoices and refunds',
                    'Eight years after the end of the financial year of the booking, as the tax and company laws require; when an account is deleted, only the tax invoices and credit notes stay (see below)',
                  ],
                  [
                    'Passport and visa numbers of foreign guests (Form C)',
                    'One year after the stay ends, then erased; the other registration details are kept with the booking',
                  ],
                  ['Requests and feedback', 'Three years after they were answered'],
                  ['Newsletter subscription', 'Until you unsubscribe'],
                  ['One-time codes and login records', 'Up to 90 days'],
                  ['Session cookie', 'Until you log out, or 30 days at most'],
                ],
              },
            },
          ],
        },
        {
          id: 'deletion',
          heading: 'When you delete your account',
          blocks: [
            'You can delete your account yourself from the "Your data" part of your booking history (after the check-out of any paid stay still to come). In the same step we erase:',
            {
              list: [
                'your name, email address, mobile number, password and sessions;',
                'the email address, mobile number, address and ID number on your bookings;',
                'the mails and SMS we sent you, and the one-time codes;',
                'the feedback messages, package booking and reschedule requests sent with your email or mobile, and our replies to them;',
                'your newsletter subscription and consents.',
              ],
            },
            'We keep only what the law requires: the tax invoices and credit notes of your paid bookings (amounts, GST, invoice numbers and the buyer’s name, with the GSTIN or address where the invoice carries them, as issued), for 72 months as the CGST Rules (rule 56) require. They hold no email, mobile or ID number. A last mail confirms the deletion; once it is sent we keep no record of your address.',
          ],
        },
        {
          id: 'rights',
          heading: 'Your rights under the DPDP Act, 2023',
          blocks: [
            {
              list: [
                'Access: you can ask for a summary of the personal data we hold about you and what we do with it. When logged in, you can download your data (profile, bookings, requests and consents) from your account.',
                'Correction and completion: you can ask us to correct data that is wrong or incomplete, and to update it.',
                'Erasure: you can ask us to delete your account and personal data. Only what the GST law makes us keep (the tax invoices and credit notes of paid bookings) stays until that period ends, without your email, mobile or ID.',
                'Withdrawal of consent: you can withdraw a consent at any time, as easily as you gave it, for example the newsletter in one click from any of its mails. Withdrawal does not affect what was done before.',
                'Grievance redressal: you can complain to our Grievance Officer (below). We reply within 30 days.',
                'Nomination: you can nominate another person to exercise these rights for you if you die or become unable to do so. Write to the Grievance Officer with the nominee’s name and contact.',
              ],
            },
            'If you are not satisfied with our reply to a grievance, you may complain to the Data Protection Board of India.',
          ],
        },
        {
          id: 'children',
          heading: 'Children',
          blocks: [
            'Accounts are for adults. A booking may name children as guests; their data is given by the adult who books and is used only for that stay.',
          ],
        },
        {
          id: 'security',
          heading: 'How we protect it',
          blocks: [
            'The site is served over HTTPS only. Passwords and one-time codes are stored as hashes, access to the back office is limited to staff who need it and is recorded, and we keep backups. If a breach of personal data happens, we will inform you and the Data Protection Board as the DPDP Act requires.',
          ],
        },
        {
          id: 'grievance',
          heading: 'Grievance Officer',
          blocks: [
            'For any question, request or complaint about your personal data, write to or call:',
            { contact: 'grievance' },
            'Please give your name, the email or mobile number of your account and, for a booking, its reference number. We acknowledge a request within 3 working days.',
          ],
        },
        {
          id: 'changes',
          heading: 'Changes to this policy',
          blocks: [
            'When this policy changes we change the date at the top of this page and, for a change that matters to how your data is used, we tell account holders by email.',
          ],
        },
      ],
    },
    terms: {
      title: 'Terms and Conditions',
      summary:
        'The terms on which the corporation offers this website and its hotel bookings, tours and other services.',
      sections: [
        {
          id: 'use',
          heading: 'Use of this website',
          blocks: [
            'By using this website you agree to these terms. The website is owned and run by the Jharkhand Tourism Development Corporation Ltd. (JTDC). Please do not misuse it: do not try to break its security, overload it, or use another person’s account.',
          ],
        },
        {
          id: 'account',
          heading: 'Your account',
          blocks: [
            'You need an account to book a room. Give true details, keep your password secret and tell us at once if you think someone else has used your account. You are responsible for bookings made from your account.',
          ],
        },
        {
          id: 'booking',
          heading: 'Bookings and prices',
          blocks: [
            {
              list: [
                'Rooms are held for 15 minutes while you pay. A booking is confirmed only when the payment succeeds; you then receive a receipt by email and SMS.',
                'Prices are per room per night in Indian rupees. GST is added at the rate the law sets for the room’s price and shown before you pay. The amount on the receipt is final.',
                'Check-in and check-out times are shown on the hotel page and on the receipt.',
                'Every guest must show a valid photo ID at check-in. The hotel may refuse a guest without one.',
                'The number of adults and children in a room may not exceed what the room type allows.',
              ],
            },
          ],
        },
        {
          id: 'cancel',
          heading: 'Cancellation and refunds',
          blocks: [
            'Cancellations and refunds follow the Cancellation and Refund Policy, which is part of these terms.',
            { pages: ['refundPolicy'] },
          ],
        },
        {
          id: 'conduct',
          heading: 'At the hotel',
          blocks: [
            'Guests follow the rules of the hotel and the law. Damage to the property is charged to the guest. The corporation may end a stay without refund for conduct that endangers others.',
          ],
        },
        {
          id: 'liability',
          heading: 'Liability',
          blocks: [
            'We take care that the information on this website is correct, but we are not liable for a loss caused by an error we could not reasonably have avoided, or by events beyond our control (natural calamities, strikes, orders of authorities). In such a case we refund what you paid for the stay that could not take place.',
          ],
        },
        {
          id: 'law',
          heading: 'Governing law',
          blocks: [
            'These terms are governed by the laws of India. Disputes are subject to the courts at Ranchi, Jharkhand.',
          ],
        },
      ],
    },
    refundPolicy: {
      title: 'Cancellation and Refund Policy',
      summary:
        'How to cancel a hotel booking, how much is deducted, and when the refund reaches you.',
      sections: [
        {
          id: 'how',
          heading: 'How to cancel',
          blocks: [
            {
              steps: [
                'Log in and open Booking History.',
                'Choose Cancel next to the booking.',
                'Choose a full cancellation, or one room at a time.',
                'Check the deduction and the refund shown, and confirm.',
              ],
            },
            'You receive a confirmation by email and SMS. A cancellation cannot be undone.',
            { pages: ['bookingHistory'] },
          ],
        },
        {
          id: 'deduction',
          heading: 'Deductions',
          blocks: [
            'The deduction depends on how many whole days before check-in you cancel, counted in Indian Standard Time:',
            { policy: true },
            'A hotel may have its own policy; the hotel page and the booking form show the policy that applies before you pay. Cancellation is not possible online less than 2 days before check-in or after the stay has begun; please call the hotel.',
          ],
        },
        {
          id: 'refund',
          heading: 'Refunds',
          blocks: [
            {
              list: [
                'The refund goes back to the account, card or UPI you paid from. We never refund in cash or to another account.',
                'It is started at once and usually reaches you within 5 to 7 working days, depending on your bank.',
                'A credit note for the cancelled amount is issued against the GST invoice.',
                'If the corporation cancels your booking (for example when the hotel is closed), you get the full amount back.',
              ],
            },
          ],
        },
        {
          id: 'reschedule',
          heading: 'Changing dates',
          blocks: [
            'To move a confirmed booking to other dates, send a reschedule request before the check-in day. It is subject to rooms being free and to any difference in price.',
            { pages: ['rescheduleBooking'] },
          ],
        },
      ],
    },
    hyperlinkPolicy: {
      title: 'Hyperlink Policy',
      summary: 'Links from this website to other sites, and links to this website from others.',
      sections: [
        {
          id: 'outgoing',
          heading: 'Links to other websites',
          blocks: [
            'This website links to some other websites, for example the map and the payment gateway. They are marked as external, and open only when you choose them. We are not responsible for their content or their privacy practices, and a link is not an endorsement. We cannot promise that those sites are always available.',
          ],
        },
        {
          id: 'incoming',
          heading: 'Links to this website',
          blocks: [
            'You may link to any page of this website without asking us. Please do not load our pages into frames on your site; link to them so they open in the visitor’s browser. Please do not link in a way that suggests the corporation endorses you or your products.',
          ],
        },
      ],
    },
    copyrightPolicy: {
      title: 'Copyright Policy',
      summary: 'How you may use the text, pictures and documents on this website.',
      sections: [
        {
          id: 'use',
          heading: 'Using our material',
          blocks: [
            'The text, pictures, videos and documents on this website belong to the Jharkhand Tourism Development Corporation Ltd. unless stated otherwise. You may reproduce them free of charge in any format or medium, provided that:',
            {
              list: [
                'they are reproduced accurately and not in a misleading context;',
                'the source is acknowledged as “Jharkhand Tourism Development Corporation”;',
                'they are not used to suggest an endorsement by the corporation.',
              ],
            },
            'This permission does not cover material marked as belonging to someone else (for example photographs by named photographers); ask the owner for those.',
          ],
        },
        {
          id: 'ask',
          heading: 'Asking for permission',
          blocks: [
            'For any other use, or if you are unsure, write to us through the Feedback page.',
            { pages: ['feedback'] },
          ],
        },
      ],
    },
    disclaimer: {
      title: 'Disclaimer',
      summary: 'The limits of the information on this website.',
      sections: [
        {
          id: 'info',
          heading: 'Information on this website',
          blocks: [
            'We take care that what this website says is accurate and up to date, but it should not be read as a statement of law or used for legal purposes. Prices, availability, timings and facilities can change; the receipt of a confirmed booking is what counts. In case of doubt, please call the hotel or the corporation.',
            'Notices and tenders on this website are copies for information. The signed documents held by the corporation are the authoritative ones.',
          ],
        },
        {
          id: 'liability',
          heading: 'Liability',
          blocks: [
            'The corporation is not liable for any loss or damage arising from the use of this website, or from not being able to use it, including loss of data, except where the law says otherwise.',
          ],
        },
        {
          id: 'external',
          heading: 'Other websites',
          blocks: [
            'Links to other websites are given for convenience. The corporation is not responsible for their content and does not always endorse the views they express.',
            { pages: ['hyperlinkPolicy'] },
          ],
        },
      ],
    },
    accessibility: {
      title: 'Accessibility Statement',
      summary:
        'This website is made to be used by everyone, including people who use a screen reader, the keyboard alone, or large text.',
      sections: [
        {
          id: 'standard',
          heading: 'Conformance',
          blocks: [
            'The website aims to conform to the Web Content Accessibility Guidelines (WCAG) 2.1 at level AA and to the Guidelines for Indian Government Websites (GIGW). Every public page is checked automatically with an accessibility testing tool in English and in Hindi before each release, and the booking journey is tested with the keyboard alone.',
          ],
        },
        {
          id: 'features',
          heading: 'What you can do',
          blocks: [
            {
              list: [
                'Use every page with the keyboard: Tab moves between links and controls, a visible outline shows where you are, and “Skip to main content” is the first link on each page.',
                'Make the text larger or smaller with A+, A and A− at the top of each page; A sets it back. The site remembers your choice on this device.',
                'Switch to high contrast (yellow and white on black) with the contrast button at the top of each page.',
                'Read the site in English or Hindi with the language switch.',
                'Zoom the page up to 200% or more: the layout adapts and nothing is cut off.',
                'Read captions on the home page videos, and text alternatives for pictures.',
              ],
            },
            { pages: ['screenReader', 'help'] },
          ],
        },
        {
          id: 'limits',
          heading: 'Known limitations',
          blocks: [
            {
              list: [
                'Notices and tenders are PDF documents produced from the corporation’s records; older ones may not be fully tagged for screen readers. Ask us for a text copy of any document.',
                'The map in the footer comes from OpenStreetMap and is hard to use with a screen reader; the address is written out next to it, and a link opens the map on its own page.',
                'The payment gateway’s page is run by the gateway, not by us; it follows its own accessibility standard.',
                'Hotel descriptions added by the hotels are in English where no Hindi text exists yet; such text is marked as English so a screen reader pronounces it correctly.',
              ],
            },
          ],
        },
        {
          id: 'contact',
          heading: 'Tell us about a problem',
          blocks: [
            'If you find something on this website hard to use, please tell us through the Feedback page (choose “Accessibility problem”) or write to the corporation. We reply within 5 working days and can send you the information in another format.',
            { pages: ['feedback'] },
            { contact: 'corporation' },
          ],
        },
      ],
    },
    screenReader: {
      title: 'Screen Reader Access',
      summary:
        'This website can be read with a screen reader. These screen readers are free to use.',
      sections: [
        {
          id: 'readers',
          heading: 'Free screen readers',
          blocks: [
            {
              table: {
                caption: 'Free screen readers and the systems they run on',
                head: ['Screen reader', 'Runs on', 'Cost'],
                rows: [
                  ['NVDA (NonVisual Desktop Access)', 'Windows', 'Free, open source'],
                  ['Narrator', 'Windows (built in)', 'Free'],
                  ['VoiceOver', 'Mac, iPhone and iPad (built in)', 'Free'],
                  ['TalkBack', 'Android phones (built in)', 'Free'],
                  ['Orca', 'Linux', 'Free, open source'],
                  ['ChromeVox', 'Chromebooks (built in)', 'Free'],
                ],
              },
            },
            'NVDA, TalkBack and VoiceOver can read Hindi with a Hindi voice; choose it in the screen reader’s language settings. Search for a screen reader’s name in your system’s app store or settings to install or switch it on.',
          ],
        },
        {
          id: 'tips',
          heading: 'Tips for this website',
          blocks: [
            {
              list: [
                'Each page has one main heading, and sections have headings: use the screen reader’s heading list to move around.',
                'Landmarks name the header, the main content and the footer.',
                'Form fields have labels, and errors are read out when they appear.',
                'Messages such as “Booking confirmed” are announced without moving your focus.',
              ],
            },
          ],
        },
      ],
    },
    help: {
      title: 'Help',
      summary:
        'How to book a room, pay, cancel, and reach us, and how to use the accessibility options.',
      sections: [
        {
          id: 'book',
          heading: 'How to book a room',
          blocks: [
            {
              steps: [
                'Choose Book a Stay, pick the dates and the number of guests, and search.',
                'Open a hotel to see its rooms, prices and cancellation policy, and choose Book Now.',
                'Log in, or sign up with your email and mobile number (we send a code to each).',
                'Choose the rooms, enter the guests’ details, check the total with GST and pay.',
                'You receive the receipt by email and SMS; it is also under Booking History.',
              ],
            },
            { pages: ['allHotels'] },
          ],
        },
        {
          id: 'pay',
          heading: 'Paying',
          blocks: [
            'You pay online through the payment gateway by card, UPI or net banking. Rooms are held for 15 minutes while you pay. If the payment fails, no money is taken; you can try again from Booking History while the rooms are held. If money was taken but the booking is not confirmed, it is refunded automatically.',
          ],
        },
        {
          id: 'cancel',
          heading: 'Cancelling or changing a booking',
          blocks: [
            'Open Booking History, choose Cancel and confirm. The refund shown is sent to the account you paid from. To change dates, send a reschedule request.',
            { pages: ['refundPolicy', 'rescheduleBooking'] },
          ],
        },
        {
          id: 'access',
          heading: 'Text size, contrast and language',
          blocks: [
            {
              list: [
                'A− makes the text smaller, A+ larger, and A sets it back to normal. Each press is one step.',
                'The contrast button switches high contrast on and off.',
                'The language button switches between English and हिन्दी (Hindi).',
                'Your choices are remembered on this device.',
              ],
            },
            { pages: ['accessibility', 'screenReader'] },
          ],
        },
        {
          id: 'contact',
          heading: 'Contact us',
          blocks: [
            'For help with a booking, call us or write to us. Please have your booking reference number ready.',
            { contact: 'corporation' },
            { pages: ['feedback'] },
          ],
        },
      ],
    },
  },
};
