import { z } from 'zod';
import { AMENITIES, MAX_ROOMS_PER_BOOKING, ROOM_CATEGORIES } from '../constants';
import { isoDate, refineStay, roomTypeAvailability } from './hotels';

/* POST /api/availability/search (the /availibilty screen). */

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
  /** Hindi of the name and place (ADR 180); null: none */
  UnitNameHi: z.string().nullable().default(null),
  LocationNameHi: z.string().nullable().default(null),
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
