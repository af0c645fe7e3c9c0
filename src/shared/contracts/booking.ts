import { z } from 'zod';
import { AMENITIES, GST_RATE_BP, MAX_ROOMS_PER_BOOKING, ROOM_CATEGORIES } from '../constants';
import { mobileSchema } from './auth';
import { isoDate, refineStay, roomTypeAvailability } from './hotels';
import { MAX_DB_ID } from './common';
import { readAadhaar } from '../aadhaar';
import { GSTIN_MESSAGES, gstinProblem, isValidGstin } from '../gstin';

/*
 * Booking, payment and receipt contracts,
 * and the price arithmetic the server charges and the booking page previews.
 */

// ---------------------------------------------------------------------------------------------
// Price arithmetic (integer paise)

export type GstSlab = { minTariffPaise: number; rateBp: number };

/** The GST rate (basis points) for a room whose nightly tariff is `tariffPaise`. */
export function gstRateFor(slabs: readonly GstSlab[], tariffPaise: number): number {
  let best: GstSlab | undefined;
  for (const s of slabs) {
    if (s.minTariffPaise <= tariffPaise && (!best || s.minTariffPaise > best.minTariffPaise))
      best = s;
  }
  return best ? best.rateBp : GST_RATE_BP;
}

export type RoomPriceInput = {
  /** the room type's price of each night of the stay */
  nightPricesPaise: readonly number[];
  extraPersons: number;
  extraPersonRatePaise: number;
};

export type PricedRoom = {
  nights: number;
  /** average room price per night, for display */
  pricePerDayPaise: number;
  /** the highest nightly charge (room + extra persons): the tariff that picks the GST slab */
  tariffPaise: number;
  /** extra persons over the stay */
  extraAmountPaise: number;
  /** the room's total for the stay before GST, extra persons included */
  amountPaise: number;
  gstRateBp: number;
  /** this room's share of the booking's GST (the shares add up to the booking's GST exactly) */
  gstPaise: number;
};

export type PricedStay = {
  rooms: PricedRoom[];
  roomTotalPaise: number;
  gstPaise: number;
  totalPaise: number;
};

/**
 * Per room per night: price + extra persons x extra person rate. GST is taken on the room total
 * and rounded to the paisa once (half up); each room's share is allotted by largest remainder so
 * the shares add up to the booking's GST. totalPayable = roomTotal + GST.
 */
export function priceStay(rooms: readonly RoomPriceInput[], slabs: readonly GstSlab[]): PricedStay {
  const base = rooms.map((r) => {
    const nights = r.nightPricesPaise.length;
    const extraPerNight = r.extraPersons * r.extraPersonRatePaise;
    const roomOnly = r.nightPricesPaise.reduce((s, p) => s + p, 0);
    const extraAmountPaise = extraPerNight * nights;
    const amountPaise = roomOnly + extraAmountPaise;
    const tariffPaise = nights ? Math.max(...r.nightPricesPaise) + extraPerNight : 0;
    const gstRateBp = gstRateFor(slabs, tariffPaise);
    return {
      nights,
      pricePerDayPaise: nights ? Math.round(roomOnly / nights) : 0,
      tariffPaise,
      extraAmountPaise,
      amountPaise,
      gstRateBp,
      /** GST in 1/10000 paise, exact */
      raw: amountPaise * gstRateBp,
    };
  });
  const rawTotal = base.reduce((s, r) => s + r.raw, 0);
  const gstPaise = Math.floor((rawTotal + 5000) / 10_000);
  // largest remainder: floor each share, hand the leftover paise to the largest fractions
  const shares = base.map((r) => Math.floor(r.raw / 10_000));
  let left = gstPaise - shares.reduce((s, v) => s + v, 0);
  const order = base
    .map((r, i) => ({ i, frac: r.raw % 10_000 }))
    .sort((a, b) => b.frac - a.frac || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    shares[i] = (shares[i] ?? 0) + 1;
    left -= 1;
  }
  const priced: PricedRoom[] = base.map((r, i) => ({
    nights: r.nights,
    pricePerDayPaise: r.pricePerDayPaise,
    tariffPaise: r.tariffPaise,
    extraAmountPaise: r.extraAmountPaise,
    amountPaise: r.amountPaise,
    gstRateBp: r.gstRateBp,
    gstPaise: shares[i] ?? 0,
  }));
  const roomTotalPaise = priced.reduce((s, r) => s + r.amountPaise, 0);
  return { rooms: priced, roomTotalPaise, gstPaise, totalPaise: roomTotalPaise + gstPaise };
}

/** CGST and SGST halves of a GST amount (CGST takes the odd paisa). */
export function splitGst(gstPaise: number): { cgstPaise: number; sgstPaise: number } {
  const cgstPaise = Math.ceil(gstPaise / 2);
  return { cgstPaise, sgstPaise: gstPaise - cgstPaise };
}

// ---------------------------------------------------------------------------------------------
// Guest details

export const CUSTOMER_TYPES = ['Individual', 'Corporate', 'Government'] as const;
export const IDENTITY_TYPES = [
  'Aadhaar Card',
  'PAN Card',
  'Passport',
  'Driving Licence',
  'Voter ID',
] as const;
export type IdentityType = (typeof IDENTITY_TYPES)[number];

const IDENTITY_PATTERNS: Record<
  Exclude<IdentityType, 'Aadhaar Card'>,
  { re: RegExp; message: string }
> = {
  'PAN Card': { re: /^[A-Z]{5}\d{4}[A-Z]$/, message: 'A PAN looks like ABCDE1234F.' },
  Passport: { re: /^[A-Z]\d{7}$/, message: 'A passport number looks like A1234567.' },
  'Driving Licence': {
    re: /^[A-Z0-9-]{8,20}$/,
    message: 'Enter the driving licence number as printed.',
  },
  'Voter ID': {
    re: /^[A-Z]{3}\d{7}$/,
    message: 'A voter ID (EPIC) number looks like ABC1234567.',
  },
};

export const AADHAAR_MESSAGES = {
  shape:
    'Enter the last 4 digits of the Aadhaar (or XXXX-XXXX-1234); a full Aadhaar number has 12 digits.',
  checksum: 'This is not a valid Aadhaar number: please check the digits, or give only the last 4.',
} as const;

export { isValidGstin };

const text = (label: string, max: number) =>
  z
    .string({ message: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} can be at most ${max} characters.`);

/** Guest details of the booking form (spec "Booking preview" names). */
export const guestFields = z.object({
  CustomerName: text('Name', 100),
  CustomerType: z
    .enum(CUSTOMER_TYPES, { message: 'Choose a customer type.' })
    .default('Individual'),
  EmailID: z
    .string({ message: 'Email is required.' })
    .trim()
    .toLowerCase()
    .email('Enter a valid email.')
    .max(254),
  MobileNo: mobileSchema('Enter a valid 10-digit mobile number.'),
  /** needed on the GST invoice only with a GSTIN (the recipient's address and state) */
  CustomerAddress: z
    .string()
    .trim()
    .max(300, 'Address can be at most 300 characters.')
    .optional()
    .transform((v) => v ?? ''),
  IdentityType: z.enum(IDENTITY_TYPES, { message: 'Choose an identity document.' }),
  IdentityNo: z
    .string({ message: 'Identity number is required.' })
    .trim()
    .toUpperCase()
    .min(1, 'Identity number is required.')
    .max(20, 'Identity number can be at most 20 characters.'),
  GSTIN: z
    .string()
    .trim()
    .toUpperCase()
    .optional()
    .transform((v) => (v ? v : undefined))
    .superRefine((v, ctx) => {
      const problem = v === undefined ? null : gstinProblem(v);
      if (problem) ctx.addIssue({ code: 'custom', message: GSTIN_MESSAGES[problem] });
    }),
  /** the guest accepted the cancellation policy and terms (an unticked box on the form) */
  AcceptTerms: z.literal(true, {
    message: 'Please accept the cancellation policy and terms to continue.',
  }),
});

/** The identity number must look like the chosen document's number. */
export function refineIdentity(
  v: { IdentityType: IdentityType; IdentityNo: string },
  ctx: z.RefinementCtx,
): void {
  if (!v.IdentityNo || typeof v.IdentityNo !== 'string') return;
  if (v.IdentityType === 'Aadhaar Card') {
    const read = readAadhaar(v.IdentityNo);
    if (!read.ok) {
      ctx.addIssue({
        code: 'custom',
        path: ['IdentityNo'],
        message: AADHAAR_MESSAGES[read.reason],
      });
    }
    return;
  }
  const rule = IDENTITY_PATTERNS[v.IdentityType] as
    (typeof IDENTITY_PATTERNS)['PAN Card'] | undefined;
  if (rule && typeof v.IdentityNo === 'string' && !rule.re.test(v.IdentityNo.replace(/\s+/g, ''))) {
    ctx.addIssue({ code: 'custom', path: ['IdentityNo'], message: rule.message });
  }
}

/** The GST invoice names the recipient's address (and so its state) when it carries a GSTIN. */
export function refineAddress(
  v: { GSTIN?: string | undefined; CustomerAddress: string },
  ctx: z.RefinementCtx,
): void {
  if (v.GSTIN && !v.CustomerAddress) {
    ctx.addIssue({
      code: 'custom',
      path: ['CustomerAddress'],
      message: 'Address is required with a GSTIN: the GST invoice shows it, with your state.',
    });
  }
}

/** Only the masked Aadhaar (XXXX-XXXX-1234) is ever kept: a full number is reduced to it. */
export function maskIdentity<T extends { IdentityType: IdentityType; IdentityNo: string }>(
  v: T,
): T {
  if (v.IdentityType !== 'Aadhaar Card') return v;
  const read = readAadhaar(v.IdentityNo);
  return read.ok ? { ...v, IdentityNo: read.masked } : v;
}

export const guestDetails = guestFields
  .superRefine(
    (v, ctx) => {
      refineIdentity(v, ctx);
      refineAddress(v, ctx);
    },
    // the form shows every mistake at once, also while another field (e.g. the terms box) is wrong
    { when: (p) => typeof p.value === 'object' && p.value !== null },
  )
  .transform(maskIdentity);
export type GuestDetails = z.infer<typeof guestDetails>;

// ---------------------------------------------------------------------------------------------
// POST /api/bookings

const count = (label: string, min: number) =>
  z
    .number({ message: `${label} must be a number.` })
    .int(`${label} must be a whole number.`)
    .min(min, min === 1 ? `Each room needs at least 1 adult.` : `${label} cannot be negative.`)
    .max(20, `${label} is too large.`);

export const bookingRoomInput = z.object({
  RoomTypeID: z
    .number({ message: 'Choose a room type.' })
    .int('Choose a room type.')
    .positive('Choose a room type.')
    .max(MAX_DB_ID, 'Choose a room type.'),
  NoOfAdult: count('Adults', 1),
  NoOfChild: count('Children', 0).default(0),
  ExtraPerson: count('Extra persons', 0).default(0),
});
export type BookingRoomInput = z.infer<typeof bookingRoomInput>;

export const createBookingRequest = z
  .object({
    hotelID: z
      .number({ message: 'Choose a hotel.' })
      .int('Choose a hotel.')
      .positive('Choose a hotel.')
      .max(MAX_DB_ID, 'Choose a hotel.'),
    CheckIn: isoDate('Check-in date'),
    checkOUT: isoDate('Check-out date'),
    rooms: z
      .array(bookingRoomInput, { message: 'Choose at least 1 room.' })
      .min(1, 'Choose at least 1 room.')
      .max(MAX_ROOMS_PER_BOOKING, `You can book at most ${MAX_ROOMS_PER_BOOKING} rooms at a time.`),
  })
  .extend(guestFields.shape)
  .superRefine((v, ctx) => {
    refineIdentity(v, ctx);
    refineAddress(v, ctx);
    refineStay({ checkIn: v.CheckIn, checkOut: v.checkOUT }, ctx, {
      checkIn: 'CheckIn',
      checkOut: 'checkOUT',
    });
  })
  .transform(maskIdentity);
export type CreateBookingRequest = z.input<typeof createBookingRequest>;
export type CreateBooking = z.output<typeof createBookingRequest>;

export const paymentOrder = z.object({
  gateway: z.enum(['sandbox', 'razorpay']),
  orderId: z.string(),
  /** paise */
  amount: z.number(),
  currency: z.literal('INR'),
  keyId: z.string(),
  checkoutUrl: z.string().optional(),
});
export type PaymentOrder = z.infer<typeof paymentOrder>;

export const bookingCreated = z.object({
  bookingId: z.number(),
  BookingRefNo: z.string(),
  status: z.literal('pending_payment'),
  holdExpiresAt: z.string(),
  /** rupees */
  roomTotal: z.number(),
  gst: z.number(),
  totalPayable: z.number(),
  payment: paymentOrder,
  /** for Razorpay checkout's prefill */
  prefill: z.object({ name: z.string(), email: z.string(), contact: z.string() }),
  hotelName: z.string(),
});
export type BookingCreated = z.infer<typeof bookingCreated>;

/** POST /api/bookings/{id}/retry-payment: the same order again, with the hotel of the booking. */
export const bookingRetry = bookingCreated.extend({ hotelID: z.number() });
export type BookingRetry = z.infer<typeof bookingRetry>;

export const gstSlabDto = z.object({ minTariff: z.number(), ratePercent: z.number() });

// ---------------------------------------------------------------------------------------------
// Payments

export const sandboxPayRequest = z.object({
  outcome: z.enum(['success', 'failed'], { message: "outcome must be 'success' or 'failed'." }),
});

export const paymentSuccess = z.object({
  razorpay_order_id: z.string().min(1).max(100),
  razorpay_payment_id: z.string().min(1).max(100),
  razorpay_signature: z.string().min(1).max(200),
});
export type PaymentSuccess = z.infer<typeof paymentSuccess>;

/** Razorpay's failure object (the spec's payment failure log). */
export const paymentFailureError = z.object({
  code: z.string().max(100).optional(),
  description: z.string().max(500).optional(),
  reason: z.string().max(200).optional(),
  step: z.string().max(100).optional(),
  source: z.string().max(100).optional(),
  metadata: z
    .object({
      payment_id: z.string().max(100).optional(),
      order_id: z.string().max(100).optional(),
    })
    .optional(),
});
export type PaymentFailureError = z.infer<typeof paymentFailureError>;
export const paymentFailure = z.object({ error: paymentFailureError });

export const verifiedPayment = z.object({
  bookingId: z.number(),
  BookingRefNo: z.string(),
  /** 'confirmed'; a verify replayed after a cancellation says the booking's real status */
  status: z.enum(['confirmed', 'partially_cancelled', 'cancelled']),
  /** rupees, GST included */
  totalPaid: z.number(),
  /** signed receipt-link token */
  token: z.string(),
});
export type VerifiedPayment = z.infer<typeof verifiedPayment>;

export const logFailedPaymentRequest = z.object({
  bookingRef: z.string().trim().min(1, 'bookingRef is required.').max(40),
  error: paymentFailureError.default({}),
});

/** GET /api/bookings/by-order/{orderId}: what the success page shows. */
export const orderSummary = z.object({
  bookingId: z.number(),
  BookingRefNo: z.string(),
  status: z.string(),
  CustomerName: z.string(),
  MobileNo: z.string(),
  EmailID: z.string(),
  hotelName: z.string(),
  CheckIn: z.string(),
  checkOUT: z.string(),
  rooms: z.number(),
  totalPaid: z.number(),
  token: z.string(),
});
export type OrderSummary = z.infer<typeof orderSummary>;

// ---------------------------------------------------------------------------------------------
// Receipts and history

/** One row per room (spec "Booking view record"), with clear names for reused fields. */
export const bookingViewRow = z.object({
  BookingID: z.number(),
  RoomBookingID: z.number(),
  HotelID: z.number(),
  PropertyName: z.string(),
  PropertyAddress: z.string(),
  vchMRNumber: z.string(),
  BookingRefNo: z.string(),
  BillDate: z.string(),
  CustomerName: z.string(),
  CustomerType: z.string(),
  Address: z.string(),
  MobileNo: z.string(),
  EmailID: z.string(),
  GSTIN: z.string().nullable(),
  CheckinDate: z.string(),
  CheckinTime: z.string(),
  CheckOutDate: z.string(),
  CheckOutTime: z.string(),
  NoOfDay: z.number(),
  RoomTypeName: z.string(),
  RoomNo: z.string(),
  NoOfPerson: z.number(),
  NoOfChild: z.number(),
  PricePerDay: z.number(),
  ExtraPerson: z.number(),
  ExtraPersonRate: z.number(),
  Amount: z.number(),
  TaxType: z.string(),
  /** the tax amount (spec name) */
  TotalAmount: z.number(),
  TaxPercentage: z.number(),
  /** status text: 'Confirmed' | 'Cancelled' */
  Remarks: z.string(),
  /** spec reuse: the receipt date */
  ChildAge2: z.string(),
  ReceiptDate: z.string(),
  /** spec reuse: the booking type */
  ChildAge1: z.string(),
  BookingType: z.string(),
  /** spec reuse: the payment mode */
  Age: z.string(),
  PaymentMethod: z.string(),
  /** spec reuse: the transaction number */
  PaymentMode: z.string(),
  TransactionNo: z.string(),
  InvoiceNo: z.string(),
  BookingStatus: z.string(),
  RefundAmount: z.number().nullable(),
  CancellationCharge: z.number().nullable(),
});
export type BookingViewRow = z.infer<typeof bookingViewRow>;

export const taxRow = z.object({
  TaxType: z.string(),
  TaxPercentage: z.number(),
  TaxAmount: z.number(),
});
export type TaxRow = z.infer<typeof taxRow>;

export const extraPersonRow = z.object({
  RoomBookingID: z.number(),
  RoomTypeName: z.string(),
  ExtraPerson: z.number(),
  ExtraPersonRate: z.number(),
  NoOfDay: z.number(),
  Amount: z.number(),
});
export type ExtraPersonRow = z.infer<typeof extraPersonRow>;

export const historyQuery = z.object({
  fromDate: isoDate('From date').optional(),
  toDate: isoDate('To date').optional(),
  bookingRefNo: z.string().trim().max(40).optional(),
  UserId: z.coerce.number().int().optional(),
});

export const historyRoom = z.object({
  RoomBookingID: z.number(),
  RoomTypeName: z.string(),
  Status: z.string(),
  Amount: z.number(),
  RefundAmount: z.number().nullable(),
});

export const historyRow = z.object({
  BookingID: z.number(),
  BookingRefNo: z.string(),
  HotelID: z.number(),
  PropertyName: z.string(),
  CheckinDate: z.string(),
  CheckOutDate: z.string(),
  NoOfDay: z.number(),
  TotalRoom: z.number(),
  BookingDate: z.string(),
  /** pending_payment | confirmed | failed | expired | partially_cancelled | cancelled */
  Status: z.string(),
  RoomTotal: z.number(),
  GST: z.number(),
  TotalAmount: z.number(),
  RefundAmount: z.number(),
  CanCancel: z.boolean(),
  HasReceipt: z.boolean(),
  Rooms: z.array(historyRoom),
});
export type HistoryRow = z.infer<typeof historyRow>;

// ---------------------------------------------------------------------------------------------
// POST /api/availability/search (the /availibilty screen)

export const ROOM_TYPE_FILTERS = ['All', ...ROOM_CATEGORIES] as const;

export const availabilitySearchRequest = z
  .object({
    /** a destination or a hotel name (words matched against each hotel's name and location) */
    where: z
      .string()
      .trim()
      .max(100, 'Destination or hotel can be at most 100 characters.')
      .optional(),
    checkIn: isoDate('Check-in date'),
    checkOut: isoDate('Check-out date'),
    guests: z.number().int().min(1, 'At least 1 guest.').max(40, 'At most 40 guests.').default(1),
    rooms: z
      .number()
      .int()
      .min(1, 'Choose at least 1 room.')
      .max(MAX_ROOMS_PER_BOOKING, `You can book at most ${MAX_ROOMS_PER_BOOKING} rooms at a time.`)
      .default(1),
    roomType: z.enum(ROOM_TYPE_FILTERS).default('All'),
    /** rupees per night */
    minPrice: z.number().min(0).optional(),
    maxPrice: z.number().min(0).optional(),
    amenities: z.array(z.enum(AMENITIES)).max(AMENITIES.length).default([]),
  })
  .superRefine((v, ctx) => {
    refineStay(v, ctx);
    if (v.minPrice !== undefined && v.maxPrice !== undefined && v.minPrice > v.maxPrice) {
      ctx.addIssue({
        code: 'custom',
        path: ['maxPrice'],
        message: 'The highest price must not be below the lowest.',
      });
    }
  });
export type AvailabilitySearchRequest = z.input<typeof availabilitySearchRequest>;

export const hotelResult = z.object({
  PropertyID: z.number(),
  UnitName: z.string(),
  LocationName: z.string(),
  Photo: z.string(),
  PhotoAlt: z.string(),
  Amenities: z.array(z.string()),
  rooms: z.array(roomTypeAvailability),
});
export type HotelResult = z.infer<typeof hotelResult>;

export const searchFilters = z.object({
  /** rupees: the real tariff range over every room type */
  minPrice: z.number(),
  maxPrice: z.number(),
  roomTypes: z.array(z.string()),
  amenities: z.array(z.string()),
});
export type SearchFilters = z.infer<typeof searchFilters>;

/** GET /api/bookings/{id}/invoice: the GST tax invoice (the page and the PDF show the same). */
export const invoiceLine = z.object({
  RoomBookingID: z.number(),
  Description: z.string(),
  SAC: z.string(),
  Nights: z.number(),
  Rate: z.number(),
  ExtraPersons: z.number(),
  ExtraAmount: z.number(),
  TaxableValue: z.number(),
  GSTRate: z.number(),
  CGST: z.number(),
  SGST: z.number(),
  Total: z.number(),
});
export const invoiceDto = z.object({
  InvoiceNo: z.string(),
  InvoiceDate: z.string(),
  BookingID: z.number(),
  BookingRefNo: z.string(),
  PlaceOfSupply: z.string(),
  Supplier: z.object({
    Name: z.string(),
    GSTIN: z.string(),
    Address: z.string(),
    Phone: z.string(),
    Email: z.string(),
  }),
  Hotel: z.object({ Name: z.string(), Address: z.string() }),
  Guest: z.object({
    Name: z.string(),
    Type: z.string(),
    Address: z.string(),
    MobileNo: z.string(),
    EmailID: z.string(),
    GSTIN: z.string().nullable(),
  }),
  CheckIn: z.string(),
  CheckOut: z.string(),
  Nights: z.number(),
  Lines: z.array(invoiceLine),
  TaxableValue: z.number(),
  Taxes: z.array(taxRow),
  TotalTax: z.number(),
  Total: z.number(),
  AmountInWords: z.string(),
  TransactionNo: z.string(),
  PaymentMode: z.string(),
});
export type InvoiceDto = z.infer<typeof invoiceDto>;
