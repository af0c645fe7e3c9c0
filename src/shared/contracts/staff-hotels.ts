import { z } from 'zod';
import { daysBetween, isIsoDate, todayIst } from '../dates';
import { isoMonth, okReply } from './common';
import { hotelPhoto, isoDate, type HotelPhoto } from './hotels';
import { BED_TYPES, MAX_ROOM_SQM, ROOM_AMENITIES } from '../room-content';

/*
 * The back office's hotels, room types, photos, rates and closures (docs/api.md "Staff: hotels
 * and rates"). Amounts are rupees like every amount in the API; stay dates are IST calendar
 * dates and a range [from, to) ends before `to`, like a stay's check-out (ADR 140).
 */

/**
 * Facilities a hotel may list, with the icon the public page shows ('check': none of its own).
 * Every facility a hotel can have is here, so the edit form shows it and saving a hotel unchanged
 * keeps it (the demo hotels' own, such as Boating and Power Backup, included).
 */
export const FACILITIES = {
  'Wi-Fi': 'wifi',
  Pool: 'pool',
  Gym: 'gym',
  'Free Breakfast': 'breakfast',
  Restaurant: 'restaurant',
  Parking: 'parking',
  'Room Service': 'check',
  'Power Backup': 'check',
  'Conference Hall': 'check',
  Garden: 'check',
  'Lake View': 'check',
  'River View': 'check',
  Boating: 'check',
  Bonfire: 'check',
  'Jungle Safari': 'check',
  'Nature Trails': 'check',
} as const;
export type Facility = keyof typeof FACILITIES;
export const FACILITY_NAMES = Object.keys(FACILITIES) as [Facility, ...Facility[]];

/** Most nights one change of rates or closures may cover (a year and a day). */
export const MAX_RANGE_NIGHTS = 366;
export const MAX_NIGHTLY_RUPEES = 1_000_000;

const rupees = (label: string) =>
  z
    .number({ message: `${label} must be a number of rupees.` })
    .min(0, `${label} cannot be negative.`)
    .max(MAX_NIGHTLY_RUPEES, `${label} is too large.`)
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, {
      message: `${label} can have at most two decimals (paise).`,
    });

export function refineRange(v: { from: string; to: string }, ctx: z.RefinementCtx): void {
  if (!isIsoDate(v.from) || !isIsoDate(v.to)) return;
  if (v.from < todayIst())
    ctx.addIssue({ code: 'custom', path: ['from'], message: 'Past nights cannot be changed.' });
  const n = daysBetween(v.from, v.to);
  if (n < 1)
    ctx.addIssue({
      code: 'custom',
      path: ['to'],
      message: 'The end date must be after the start date.',
    });
  if (n > MAX_RANGE_NIGHTS)
    ctx.addIssue({
      code: 'custom',
      path: ['to'],
      message: `A change covers at most ${MAX_RANGE_NIGHTS} nights.`,
    });
}

export const WEEKDAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

export const ratesBody = z
  .object({
    from: isoDate('The start date'),
    /** the night before this date is the last one changed (like a stay's check-out) */
    to: isoDate('The end date'),
    /** rupees per night; null removes the nightly price (back to the room type's base price) */
    pricePerDay: rupees('The price per night').nullable(),
    /** rupees per extra person per night; absent or null: the room type's rate */
    extraPersonRate: rupees('The extra-person rate').nullable().optional(),
    /** only these weekdays, 0 Sunday … 6 Saturday (weekends: [5, 6]); absent: every night */
    weekdays: z
      .array(z.number().int().min(0).max(6))
      .min(1, 'Choose at least one weekday.')
      .max(7)
      .optional(),
  })
  .strict()
  .superRefine(refineRange);
export type RatesBody = z.infer<typeof ratesBody>;

export const closuresBody = z
  .object({
    from: isoDate('The start date'),
    to: isoDate('The end date'),
    /** rooms out of order each night; 0 reopens them */
    rooms: z
      .number({ message: 'Rooms must be a number.' })
      .int('Rooms must be a whole number.')
      .min(0, 'Rooms cannot be negative.')
      .max(10_000),
  })
  .strict()
  .superRefine(refineRange);
export type ClosuresBody = z.infer<typeof closuresBody>;

export const calendarQuery = z.object({
  month: isoMonth('The month must be written YYYY-MM.'),
});

export const calendarNight = z.object({
  date: z.string(),
  /** rupees */
  price: z.number(),
  extraPersonRate: z.number(),
  /** a nightly price set by staff (else the base price) */
  custom: z.boolean(),
  /** null: the night is not open for booking yet (inventory runs a year ahead) */
  total: z.number().nullable(),
  booked: z.number(),
  closed: z.number(),
  free: z.number(),
});
export type CalendarNight = z.infer<typeof calendarNight>;

/** uploaded photos have variant sources; demo pictures (SVG) have none */
export const staffPhoto = hotelPhoto;
export type StaffPhoto = HotelPhoto;

const text = (label: string, max: number) =>
  z
    .string({ message: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} is too long (at most ${max} characters).`);

/**
 * An optional Hindi text (ADR 180): absent leaves it as it is, empty or null removes it (the Hindi
 * page then shows the English).
 */
const hindiText = (label: string, max: number) =>
  z
    .string({ message: `${label} must be text.` })
    .trim()
    .max(max, `${label} is too long (at most ${max} characters).`)
    .nullable()
    .optional()
    .transform((v) => (v === '' ? null : v));

const time = (label: string) =>
  z
    .string()
    .trim()
    .regex(/^(0?[1-9]|1[0-2]):[0-5]\d (AM|PM)$/, `${label} must be written like 12:00 PM.`);

export const staffRoomType = z.object({
  id: z.number(),
  hotelId: z.number(),
  name: z.string(),
  category: z.enum(['Single', 'Double', 'Suite']),
  maxAdults: z.number(),
  maxChildren: z.number(),
  allowedExtraPerson: z.number(),
  /** rupees */
  extraPersonRate: z.number(),
  basePrice: z.number(),
  totalRooms: z.number(),
  /** what the guest sees of the room (ADR 335) */
  nameHi: z.string().nullable().default(null),
  description: z.string().nullable().default(null),
  descriptionHi: z.string().nullable().default(null),
  sizeSqm: z.number().nullable().default(null),
  bedType: z.enum(BED_TYPES).nullable().default(null),
  bedCount: z.number().default(1),
  amenities: z.array(z.enum(ROOM_AMENITIES)).default([]),
  photos: z.array(staffPhoto),
});
export type StaffRoomType = z.infer<typeof staffRoomType>;

export const roomTypeBody = z
  .object({
    name: text('The name', 100),
    category: z.enum(['Single', 'Double', 'Suite'], {
      message: 'The category is Single, Double or Suite.',
    }),
    maxAdults: z.number().int().min(1, 'At least one adult.').max(10),
    maxChildren: z.number().int().min(0).max(10),
    allowedExtraPerson: z.number().int().min(0).max(10),
    extraPersonRate: rupees('The extra-person rate'),
    basePrice: rupees('The base price').refine((v) => v > 0, 'The base price must be above zero.'),
    totalRooms: z.number().int().min(0, 'Rooms cannot be negative.').max(10_000),
    // the room's description (ADR 335): left out, it stays as it is
    nameHi: hindiText('The Hindi name', 100),
    description: hindiText('The description', 600),
    descriptionHi: hindiText('The Hindi description', 600),
    sizeSqm: z
      .number({ message: 'The size must be a number of square metres.' })
      .int('The size is a whole number of square metres.')
      .min(1, 'The size must be above zero.')
      .max(MAX_ROOM_SQM, `The size can be at most ${MAX_ROOM_SQM} m².`)
      .nullable()
      .optional(),
    bedType: z
      .enum(BED_TYPES, { message: `The bed type is one of ${BED_TYPES.join(', ')}.` })
      .nullable()
      .optional(),
    bedCount: z.number().int().min(1, 'At least one bed.').max(10, 'At most 10 beds.').optional(),
    amenities: z
      .array(z.enum(ROOM_AMENITIES, { message: 'Choose room amenities from the list.' }))
      .max(ROOM_AMENITIES.length)
      .optional(),
  })
  .strict();
export type RoomTypeBody = z.infer<typeof roomTypeBody>;

export const staffHotel = z.object({
  id: z.number(),
  unitName: z.string(),
  locationName: z.string(),
  mobileNo: z.string(),
  email: z.string(),
  priceRange: z.string().nullable(),
  description: z.string(),
  address: z.string(),
  location: z.string(),
  unitNameHi: z.string().nullable().default(null),
  locationNameHi: z.string().nullable().default(null),
  descriptionHi: z.string().nullable().default(null),
  addressHi: z.string().nullable().default(null),
  locationHi: z.string().nullable().default(null),
  checkInTime: z.string(),
  checkOutTime: z.string(),
  /** hours after the check-in time, on the arrival day, from which a no-show may be marked */
  noShowCutoffHours: z.number().int(),
  totalRooms: z.number(),
  facilities: z.array(z.string()),
  latitude: z.number().nullable().default(null),
  longitude: z.number().nullable().default(null),
  photos: z.array(staffPhoto),
  roomTypes: z.array(staffRoomType),
});
export type StaffHotel = z.infer<typeof staffHotel>;

export const hotelBody = z
  .object({
    unitName: text('The hotel name', 120),
    locationName: text('The place', 80),
    mobileNo: z
      .string()
      .trim()
      .regex(/^\+?[0-9 -]{8,20}$/, 'Enter a phone number of digits (spaces and + allowed).'),
    email: z.string().trim().toLowerCase().email('Enter a valid email address.').max(254),
    priceRange: z.string().trim().max(60).nullable(),
    description: text('The description', 5000),
    address: text('The address', 500),
    location: text('The map location', 500),
    unitNameHi: hindiText('The hotel name in Hindi', 120),
    locationNameHi: hindiText('The place in Hindi', 80),
    descriptionHi: hindiText('The description in Hindi', 5000),
    addressHi: hindiText('The address in Hindi', 500),
    locationHi: hindiText('The map location in Hindi', 500),
    checkInTime: time('Check-in time'),
    checkOutTime: time('Check-out time'),
    /** absent: unchanged (ADR 265) */
    noShowCutoffHours: z
      .number({ message: 'The no-show cut-off must be a whole number of hours from 0 to 24.' })
      .int('The no-show cut-off must be a whole number of hours from 0 to 24.')
      .min(0, 'The no-show cut-off must be a whole number of hours from 0 to 24.')
      .max(24, 'The no-show cut-off must be a whole number of hours from 0 to 24.')
      .optional(),
    facilities: z.array(z.enum(FACILITY_NAMES)).max(FACILITY_NAMES.length),
    /** WGS84 degrees (ADR 336); absent: unchanged, null: not known */
    latitude: z
      .number({ message: 'The latitude must be a number of degrees.' })
      .min(-90, 'The latitude is between -90 and 90.')
      .max(90, 'The latitude is between -90 and 90.')
      .nullable()
      .optional(),
    longitude: z
      .number({ message: 'The longitude must be a number of degrees.' })
      .min(-180, 'The longitude is between -180 and 180.')
      .max(180, 'The longitude is between -180 and 180.')
      .nullable()
      .optional(),
  })
  .strict()
  .refine((v) => (typeof v.latitude === 'number') === (typeof v.longitude === 'number'), {
    message: 'Give both the latitude and the longitude, or neither.',
    path: ['longitude'],
  });
export type HotelBody = z.infer<typeof hotelBody>;

export const staffHotelListItem = z.object({
  id: z.number(),
  unitName: z.string(),
  locationName: z.string(),
  totalRooms: z.number(),
  roomTypes: z.number(),
});

export const photoOrderBody = z
  .object({ ids: z.array(z.number().int().positive()).min(1).max(200) })
  .strict();

export const staffHotelsReply = okReply(z.array(staffHotelListItem));
export const staffHotelReply = okReply(staffHotel);
export const staffRoomTypeReply = okReply(staffRoomType);
export const staffPhotoReply = okReply(staffPhoto);
export const calendarReply = okReply(
  z.object({ month: z.string(), roomType: staffRoomType, nights: z.array(calendarNight) }),
);
export const ratesReply = okReply(z.object({ nights: z.number() }));
