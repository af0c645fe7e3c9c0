import { z } from 'zod';
import { MAX_NIGHTS } from '../constants';
import { daysBetween, isIsoDate, todayIst } from '../dates';
import { BED_TYPES, ROOM_AMENITIES } from '../room-content';

export const hotelSummary = z.object({
  PropertyID: z.number(),
  UnitName: z.string(),
  LocationName: z.string(),
  Photo: z.string(),
  PhotoAlt: z.string(),
  TotalRooms: z.number(),
  MobileNo: z.string(),
  PriceRange: z.string().nullable(),
  /** rupees: the lowest nightly room price with a free room in the coming months (null: none) */
  FromPrice: z.number().nullable(),
  Amenities: z.array(z.string()),
  /** Hindi of the name and place (ADR 180); null: the Hindi page shows the English */
  UnitNameHi: z.string().nullable().default(null),
  LocationNameHi: z.string().nullable().default(null),
});
export type HotelSummary = z.infer<typeof hotelSummary>;

export const facility = z.object({ id: z.number(), name: z.string(), icon: z.string() });
/** One format of an uploaded photo: its MIME type and "url 480w, url 960w" (ADR 143). */
export const photoSource = z.object({ type: z.string(), srcset: z.string() });

/** url: a picture every browser shows; sources: the uploaded photo's AVIF/WebP/JPEG variants. */
export const hotelPhoto = z.object({
  id: z.number(),
  url: z.string(),
  alt: z.string(),
  sources: z.array(photoSource),
});
export type HotelPhoto = z.infer<typeof hotelPhoto>;

export const hotelDetail = hotelSummary.extend({
  /** WGS84 degrees (ADR 336); null: the hotel's place is not known */
  Latitude: z.number().nullable().default(null),
  Longitude: z.number().nullable().default(null),
  Description: z.string(),
  Address: z.string(),
  Location: z.string(),
  EmailID: z.string(),
  CheckInTime: z.string(),
  CheckOutTime: z.string(),
  DescriptionHi: z.string().nullable().default(null),
  AddressHi: z.string().nullable().default(null),
  LocationHi: z.string().nullable().default(null),
  facilities: z.array(facility),
  hotelPhotos: z.array(hotelPhoto),
});
export type HotelDetail = z.infer<typeof hotelDetail>;

export const isoDate = (label: string) =>
  z
    .string({ message: `${label} is required.` })
    .refine(isIsoDate, { message: `${label} must be a date written YYYY-MM-DD.` });

/** Stay-date rules shared by the availability form and the server. */
export function refineStay<T extends { checkIn: string; checkOut: string }>(
  v: T,
  ctx: z.RefinementCtx,
  keys: { checkIn: string; checkOut: string } = { checkIn: 'checkIn', checkOut: 'checkOut' },
): void {
  if (!isIsoDate(v.checkIn) || !isIsoDate(v.checkOut)) return;
  if (v.checkIn < todayIst()) {
    ctx.addIssue({
      code: 'custom',
      path: [keys.checkIn],
      message: 'Check-in cannot be in the past.',
    });
  }
  const nights = daysBetween(v.checkIn, v.checkOut);
  if (nights < 1) {
    ctx.addIssue({
      code: 'custom',
      path: [keys.checkOut],
      message: 'Check-out must be after check-in.',
    });
  } else if (nights > MAX_NIGHTS) {
    ctx.addIssue({
      code: 'custom',
      path: [keys.checkOut],
      message: `A stay can be at most ${MAX_NIGHTS} nights.`,
    });
  }
}

/** POST /api/checkAvailibilty/{hotelID} body (spec field names). */
export const availabilityRequest = z
  .object({
    check_in_date: isoDate('Check-in date'),
    check_out_date: isoDate('Check-out date'),
  })
  .superRefine((v, ctx) =>
    refineStay({ checkIn: v.check_in_date, checkOut: v.check_out_date }, ctx, {
      checkIn: 'check_in_date',
      checkOut: 'check_out_date',
    }),
  );
export type AvailabilityRequest = z.infer<typeof availabilityRequest>;

export const roomTypeAvailability = z.object({
  RoomTypeID: z.number(),
  RoomTypeName: z.string(),
  Category: z.string(),
  MaxAdults: z.number(),
  MaxChildren: z.number(),
  AllowedExtraPerson: z.number(),
  /** rupees: the highest extra-person rate per night over the stay */
  ExtraPersonRate: z.number(),
  /** rupees: the highest nightly price over the stay (see nights for each night's price) */
  PricePerDay: z.number(),
  AvailableRooms: z.number(),
  /** what the room is like (ADR 335): Hindi name and description (null: the English shows) */
  RoomTypeNameHi: z.string().nullable().default(null),
  Description: z.string().nullable().default(null),
  DescriptionHi: z.string().nullable().default(null),
  /** square metres; null: not said */
  SizeSqm: z.number().nullable().default(null),
  /** BED_TYPES key and how many beds; null: not said */
  BedType: z.enum(BED_TYPES).nullable().default(null),
  BedCount: z.number().default(1),
  /** ROOM_AMENITIES keys */
  RoomAmenities: z.array(z.enum(ROOM_AMENITIES)).default([]),
  /** the room type's photos, first the one its row shows */
  Photos: z.array(hotelPhoto).default([]),
  /** each night: price and extra-person rate in rupees (staff may set both per night), free rooms */
  nights: z.array(
    z.object({
      date: z.string(),
      price: z.number(),
      extraPersonRate: z.number(),
      available: z.number(),
    }),
  ),
});
export type RoomTypeAvailability = z.infer<typeof roomTypeAvailability>;

export const hotelNameItem = z.object({ PropertyID: z.number(), UnitName: z.string() });
