import { z } from 'zod';
import { readAadhaar } from '../aadhaar';
import { isIsoDate, todayIst } from '../dates';
import { okReply } from './common';
import { IDENTITY_TYPES, identityProblem } from './bookings';

/*
 * Guest registration at check-in, the registration card (GRC) and Form C for foreign guests
 * (docs/api.md "Staff: registration and Form C"; ADR 290, 291).
 */

/** ISO 3166-1 alpha-2 codes of the nationalities a guest may hold; India is `IN`. */
export const NATIONALITIES = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR ' +
  'BS BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ ' +
  'EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW ' +
  'GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY ' +
  'KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV ' +
  'MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY ' +
  'QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG ' +
  'TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS XK YE YT ZA ' +
  'ZM ZW'
).split(' ');
export const INDIA = 'IN';

/** The country's English name (the browser and Node both carry the names). */
export function countryName(code: string): string {
  try {
    return new Intl.DisplayNames(['en'], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

export const SEXES = ['M', 'F', 'X'] as const;
export const SEX_LABELS: Record<(typeof SEXES)[number], string> = {
  M: 'Male',
  F: 'Female',
  X: 'Other',
};

/** Visa types as Form C names them; an OCI cardholder gives the OCI card's number. */
export const VISA_TYPES = [
  'e-Tourist',
  'e-Business',
  'e-Medical',
  'e-Conference',
  'Tourist',
  'Business',
  'Employment',
  'Student',
  'Medical',
  'Conference',
  'Journalist',
  'Research',
  'Transit',
  'Entry',
  'Diplomatic',
  'Official',
  'OCI card',
] as const;

export const VISIT_PURPOSES = [
  'Tourism',
  'Business',
  'Conference',
  'Medical treatment',
  'Study',
  'Employment',
  'Visiting family or friends',
  'Transit',
  'Other',
] as const;

export const PASSPORT_RE = /^[A-Z0-9]{6,12}$/;
export const VISA_NO_RE = /^[A-Z0-9]{6,16}$/;
export const REGISTRATION_MESSAGES = {
  passport: 'A passport number has 6 to 12 letters and digits, as printed (no spaces).',
  visa: 'A visa number has 6 to 16 letters and digits, as printed on the visa or e-Visa.',
  future: (label: string) => `${label} cannot be in the future.`,
  past: (label: string) => `${label} has passed: the document is no longer valid.`,
  arrivalAfterCheckIn: (checkIn: string) =>
    `Date of arrival in India cannot be after the stay's check-in (${checkIn}).`,
  tooMany: (adults: number) =>
    `This booking is for ${adults} adult${adults === 1 ? '' : 's'}: register at most that many guests.`,
} as const;

const text = (label: string, max: number) =>
  z
    .string({ message: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} can be at most ${max} characters.`);

/** An optional text: '' and absent are the same. */
const optText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} can be at most ${max} characters.`)
    .optional()
    .transform((v) => (v ? v : undefined));

const optDate = (label: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || isIsoDate(v), {
      message: `${label} must be a date written YYYY-MM-DD.`,
    });

const docNumber = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v.replace(/[\s-]/g, '').toUpperCase() : undefined));

/** The fields Form C asks of a foreign national, required when the nationality is not Indian. */
const FOREIGN_REQUIRED = [
  ['sex', 'Sex'],
  ['dateOfBirth', 'Date of birth'],
  ['homeAddress', 'Address in the country of residence'],
  ['passportNo', 'Passport number'],
  ['passportPlaceOfIssue', 'Passport place of issue'],
  ['passportIssuedOn', 'Passport date of issue'],
  ['passportExpiresOn', 'Passport valid until'],
  ['visaNo', 'Visa number'],
  ['visaType', 'Visa type'],
  ['visaPlaceOfIssue', 'Visa place of issue'],
  ['visaIssuedOn', 'Visa date of issue'],
  ['visaExpiresOn', 'Visa valid until'],
  ['arrivedInIndiaOn', 'Date of arrival in India'],
  ['arrivedFrom', 'Arrived from'],
  ['nextDestination', 'Next destination'],
  ['purpose', 'Purpose of visit'],
] as const;

/** One adult guest as the desk types it. */
export const registrationGuest = z
  .object({
    name: text('Name', 100),
    nationality: z.enum(NATIONALITIES as [string, ...string[]], {
      message: 'Choose the nationality.',
    }),
    sex: z.enum(SEXES, { message: 'Choose the sex.' }).optional(),
    dateOfBirth: optDate('Date of birth'),
    /** an Indian guest's identity document seen (a foreigner's is the passport) */
    idType: z.enum(IDENTITY_TYPES, { message: 'Choose the identity document seen.' }).optional(),
    idNumber: z
      .string()
      .trim()
      .toUpperCase()
      .max(20, 'Identity number can be at most 20 characters.')
      .optional()
      .transform((v) => (v ? v : undefined)),
    homeAddress: optText('Address in the country of residence', 300),
    passportNo: docNumber,
    passportPlaceOfIssue: optText('Passport place of issue', 80),
    passportIssuedOn: optDate('Passport date of issue'),
    passportExpiresOn: optDate('Passport valid until'),
    visaNo: docNumber,
    visaType: z.enum(VISA_TYPES, { message: 'Choose the visa type.' }).optional(),
    visaPlaceOfIssue: optText('Visa place of issue', 80),
    visaIssuedOn: optDate('Visa date of issue'),
    visaExpiresOn: optDate('Visa valid until'),
    arrivedInIndiaOn: optDate('Date of arrival in India'),
    arrivedFrom: optText('Arrived from', 120),
    nextDestination: optText('Next destination', 120),
    purpose: z.enum(VISIT_PURPOSES, { message: 'Choose the purpose of the visit.' }).optional(),
  })
  .superRefine((g, ctx) => {
    const issue = (path: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    const today = todayIst();
    if (g.dateOfBirth && g.dateOfBirth > today)
      issue('dateOfBirth', REGISTRATION_MESSAGES.future('Date of birth'));
    if (g.nationality === INDIA) {
      if (!g.idType) issue('idType', 'Choose the identity document seen.');
      else if (!g.idNumber) issue('idNumber', 'Identity number is required.');
      else {
        const problem = identityProblem(g.idType, g.idNumber);
        if (problem) issue('idNumber', problem);
      }
      return;
    }
    for (const [key, label] of FOREIGN_REQUIRED) {
      if (g[key] === undefined) issue(key, `${label} is required for a foreign national.`);
    }
    if (g.passportNo && !PASSPORT_RE.test(g.passportNo))
      issue('passportNo', REGISTRATION_MESSAGES.passport);
    if (g.visaNo && !VISA_NO_RE.test(g.visaNo)) issue('visaNo', REGISTRATION_MESSAGES.visa);
    const notFuture = [
      ['passportIssuedOn', 'Passport date of issue'],
      ['visaIssuedOn', 'Visa date of issue'],
      ['arrivedInIndiaOn', 'Date of arrival in India'],
    ] as const;
    for (const [key, label] of notFuture) {
      const v = g[key];
      if (v && v > today) issue(key, REGISTRATION_MESSAGES.future(label));
    }
    const notPast = [
      ['passportExpiresOn', 'Passport valid until'],
      ['visaExpiresOn', 'Visa valid until'],
    ] as const;
    for (const [key, label] of notPast) {
      const v = g[key];
      if (v && v < today) issue(key, REGISTRATION_MESSAGES.past(label));
    }
    if (g.passportIssuedOn && g.passportExpiresOn && g.passportExpiresOn <= g.passportIssuedOn)
      issue('passportExpiresOn', 'Passport valid until must be after its date of issue.');
    if (g.visaIssuedOn && g.visaExpiresOn && g.visaExpiresOn <= g.visaIssuedOn)
      issue('visaExpiresOn', 'Visa valid until must be after its date of issue.');
    if (g.dateOfBirth && g.passportIssuedOn && g.passportIssuedOn < g.dateOfBirth)
      issue('passportIssuedOn', 'Passport date of issue cannot be before the date of birth.');
    if (g.visaIssuedOn && g.arrivedInIndiaOn && g.arrivedInIndiaOn < g.visaIssuedOn)
      issue('arrivedInIndiaOn', 'Date of arrival in India cannot be before the visa was issued.');
  })
  .transform((g) => {
    if (g.nationality === INDIA) {
      // only the masked Aadhaar (XXXX-XXXX-1234) is ever kept, as for a booking
      const read = g.idType === 'Aadhaar Card' ? readAadhaar(g.idNumber ?? '') : null;
      return {
        name: g.name,
        nationality: g.nationality,
        sex: g.sex,
        dateOfBirth: g.dateOfBirth,
        idType: g.idType!,
        idNumber: read?.ok ? read.masked : g.idNumber!,
        foreign: null,
      };
    }
    return {
      name: g.name,
      nationality: g.nationality,
      sex: g.sex,
      dateOfBirth: g.dateOfBirth,
      idType: 'Passport' as const,
      idNumber: g.passportNo!,
      foreign: {
        homeAddress: g.homeAddress!,
        passportNo: g.passportNo!,
        passportPlaceOfIssue: g.passportPlaceOfIssue!,
        passportIssuedOn: g.passportIssuedOn!,
        passportExpiresOn: g.passportExpiresOn!,
        visaNo: g.visaNo!,
        visaType: g.visaType!,
        visaPlaceOfIssue: g.visaPlaceOfIssue!,
        visaIssuedOn: g.visaIssuedOn!,
        visaExpiresOn: g.visaExpiresOn!,
        arrivedInIndiaOn: g.arrivedInIndiaOn!,
        arrivedFrom: g.arrivedFrom!,
        nextDestination: g.nextDestination!,
        purpose: g.purpose!,
      },
    };
  });
export type RegistrationGuestInput = z.input<typeof registrationGuest>;
export type RegistrationGuest = z.output<typeof registrationGuest>;

/** PUT /api/staff/bookings/{id}/guests: every adult guest of the stay, the first the lead. */
export const registrationBody = z.object({
  guests: z
    .array(registrationGuest, { message: 'List the adult guests.' })
    .min(1, 'Register at least one adult guest.')
    .max(50, 'At most 50 guests can be registered on one booking.'),
});
export type RegistrationBodyInput = z.input<typeof registrationBody>;

/** A registered guest as staff read it: the Indian ID number masked, passport and visa until erased. */
export const registeredGuest = z.object({
  id: z.number(),
  name: z.string(),
  nationality: z.string(),
  nationalityName: z.string(),
  sex: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  idType: z.string(),
  idNumber: z.string().nullable(),
  homeAddress: z.string().nullable(),
  passportNo: z.string().nullable(),
  passportPlaceOfIssue: z.string().nullable(),
  passportIssuedOn: z.string().nullable(),
  passportExpiresOn: z.string().nullable(),
  visaNo: z.string().nullable(),
  visaType: z.string().nullable(),
  visaPlaceOfIssue: z.string().nullable(),
  visaIssuedOn: z.string().nullable(),
  visaExpiresOn: z.string().nullable(),
  arrivedInIndiaOn: z.string().nullable(),
  arrivedFrom: z.string().nullable(),
  nextDestination: z.string().nullable(),
  purpose: z.string().nullable(),
  /** when the passport and visa numbers were erased after the retention period (ADR 291) */
  erasedAt: z.string().nullable(),
});
export type RegisteredGuest = z.infer<typeof registeredGuest>;

/**
 * The two reports of a foreign guest's stay (ADR 377): Form C within 24 hours of arrival, and the
 * departure report within 24 hours of check-out.
 */
export const FORM_C_KINDS = ['arrival', 'departure'] as const;
export type FormCKind = (typeof FORM_C_KINDS)[number];

/** The state of one report of a stay: `dueAt` is null until the guest checked in (or out). */
const formCState = z.object({
  submittedAt: z.string().nullable(),
  reference: z.string().nullable(),
  dueAt: z.string().nullable(),
  overdue: z.boolean(),
});

/** GET/PUT /api/staff/bookings/{id}/guests: the registration and what the card (GRC) prints. */
export const registrationReply = okReply(
  z.object({
    bookingId: z.number(),
    ref: z.string(),
    status: z.string(),
    hotel: z.object({ id: z.number(), name: z.string(), address: z.string() }),
    bookedName: z.string(),
    mobile: z.string(),
    email: z.string(),
    checkIn: z.string(),
    checkOut: z.string(),
    nights: z.number(),
    adults: z.number(),
    children: z.number(),
    roomNos: z.array(z.string()),
    checkedInAt: z.string().nullable(),
    guests: z.array(registeredGuest),
    /** may the desk change the guests now (before check-out) */
    editable: z.boolean(),
    formC: z
      .object({
        required: z.boolean(),
        submittedAt: z.string().nullable(),
        reference: z.string().nullable(),
        /** due 24 hours after check-in */
        dueAt: z.string().nullable(),
        overdue: z.boolean(),
        /** the departure report, due 24 hours after check-out (ADR 377) */
        departure: formCState,
      })
      .nullable(),
  }),
);
export type Registration = z.infer<typeof registrationReply>['data'];

export const formCQuery = z.object({
  date: z
    .string({ message: 'Date is required.' })
    .refine(isIsoDate, { message: 'Date must be a date written YYYY-MM-DD.' }),
  format: z.enum(['json', 'csv']).default('json'),
});

/** One foreign guest of Form C, with the stay it belongs to. */
export const formCRow = registeredGuest.extend({
  bookingId: z.number(),
  ref: z.string(),
  roomNos: z.array(z.string()),
  checkedInAt: z.string(),
  checkOut: z.string(),
  /** when the stay was checked out; null while the guest is in the house */
  checkedOutAt: z.string().nullable(),
  /** of the list's report: Form C on the arrivals list, the departure report on the departures list */
  submittedAt: z.string().nullable(),
  reference: z.string().nullable(),
  overdue: z.boolean(),
});
export type FormCRow = z.infer<typeof formCRow>;

export const formCReply = okReply(
  z.object({
    kind: z.enum(FORM_C_KINDS),
    hotelId: z.number(),
    hotelName: z.string(),
    hotelAddress: z.string(),
    date: z.string(),
    rows: z.array(formCRow),
  }),
);
export type FormCList = z.infer<typeof formCReply>['data'];

/**
 * POST /api/staff/bookings/{id}/form-c (and .../form-c/departure): the stay's Form C (or its
 * departure report) was filed with the FRRO portal.
 */
export const formCSubmitBody = z.object({
  reference: z
    .string()
    .trim()
    .max(40, 'The Form C reference can be at most 40 characters.')
    .optional()
    .transform((v) => (v ? v : null)),
});

/** The Form C CSV's columns, in the order the FRRO form asks them. */
export const FORM_C_CSV_HEADER = [
  'Booking',
  'Room',
  'Name',
  'Sex',
  'Date of birth',
  'Nationality',
  'Address in country of residence',
  'Passport number',
  'Passport place of issue',
  'Passport date of issue',
  'Passport valid until',
  'Visa number',
  'Visa type',
  'Visa place of issue',
  'Visa date of issue',
  'Visa valid until',
  'Arrived from',
  'Date of arrival in India',
  'Arrival at hotel',
  'Intended departure',
  'Next destination',
  'Purpose of visit',
  'Form C submitted',
  'Form C reference',
] as const;

/**
 * The departure report's CSV: the same columns, with the time the guest left the hotel in place of
 * the intended departure, and the departure report's state in place of Form C's.
 */
export const FORM_C_DEPARTURE_CSV_HEADER = [
  ...FORM_C_CSV_HEADER.slice(0, -5),
  'Departure from hotel',
  'Next destination',
  'Purpose of visit',
  'Departure reported',
  'Departure reference',
] as const;
