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
    /** adults (each room needs one); a room's extra persons count among them */
    guests: z.number().int().min(1, 'At least 1 guest.').max(40, 'At most 40 guests.').default(1),
    children: z.number().int().min(0).max(20, 'At most 20 children.').default(0),
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

/** One room of a suggested combination: the booking's room fields. */
export const suggestedRoom = z.object({
  RoomTypeID: z.number(),
  RoomTypeName: z.string(),
  NoOfAdult: z.number(),
  NoOfChild: z.number(),
  ExtraPerson: z.number(),
});
export type SuggestedRoom = z.infer<typeof suggestedRoom>;

/** The cheapest rooms of the hotel that hold the party (ADR 258), priced by the server. */
export const roomSuggestion = z.object({
  rooms: z.array(suggestedRoom),
  /** rupees: the rooms for the stay, extra persons included, before GST */
  RoomTotal: z.number(),
  /** rupees; null: no GST slab set is in force, so no total with GST can be given */
  Gst: z.number().nullable(),
  Total: z.number().nullable(),
});
export type RoomSuggestion = z.infer<typeof roomSuggestion>;

export const hotelRoomResult = roomTypeAvailability.extend({
  /** rupees: one room for the stay with GST, its included guests only; null: no GST set in force */
  StayTotal: z.number().nullable(),
});
export type HotelRoomResult = z.infer<typeof hotelRoomResult>;

export const hotelResult = z.object({
  PropertyID: z.number(),
  UnitName: z.string(),
  LocationName: z.string(),
  Photo: z.string(),
  PhotoAlt: z.string(),
  Amenities: z.array(z.string()),
  rooms: z.array(hotelRoomResult),
  suggestion: roomSuggestion,
  /** Hindi of the name and place (ADR 180); null: none */
  UnitNameHi: z.string().nullable().default(null),
  LocationNameHi: z.string().nullable().default(null),
});
export type HotelResult = z.infer<typeof hotelResult>;

/** What to change when no hotel's rooms hold the party (null: the rooms were not the reason). */
export const partyChangeReply = z
  .discriminatedUnion('change', [
    z.object({ change: z.literal('fewerRooms') }),
    z.object({ change: z.literal('addRoom'), rooms: z.number() }),
    z.object({ change: z.literal('fewerGuestsPerRoom') }),
  ])
  .nullable();

export const availabilitySearchReply = z.object({
  success: z.literal(true),
  data: z.array(hotelResult),
  /** set only when no hotel is listed because of the party (ADR 258) */
  party: partyChangeReply,
});
export type AvailabilitySearchReply = z.infer<typeof availabilitySearchReply>;

export const searchFilters = z.object({
  /** rupees: the real tariff range over every room type */
  minPrice: z.number(),
  maxPrice: z.number(),
  roomTypes: z.array(z.string()),
  amenities: z.array(z.string()),
});
export type SearchFilters = z.infer<typeof searchFilters>;
