/**
 * What a room type says about itself beyond its price (issue 26, ADR 335): the bed kinds and the
 * room amenities are closed sets, stored as keys and shown through the UI dictionaries (English
 * and Hindi), so a Hindi page never shows an English label.
 */

/** room_types.bed_type: the kind of bed(s) in the room (a CHECK keeps the column in this set). */
export const BED_TYPES = ['single', 'double', 'queen', 'king', 'twin'] as const;
export type BedType = (typeof BED_TYPES)[number];

/** room_types.amenities: what is in the room (a hotel's facilities are the hotel's list). */
export const ROOM_AMENITIES = [
  'air_conditioning',
  'tv',
  'wifi',
  'hot_water',
  'kettle',
  'wardrobe',
  'work_desk',
  'balcony',
  'lake_view',
  'forest_view',
  'sofa',
  'minibar',
] as const;
export type RoomAmenity = (typeof ROOM_AMENITIES)[number];

export const isRoomAmenity = (v: string): v is RoomAmenity =>
  (ROOM_AMENITIES as readonly string[]).includes(v);

/** Most square metres a room type may say it has (a typo guard, not a rule of the trade). */
export const MAX_ROOM_SQM = 500;

/** Jharkhand's bounds, with a margin: the static locator map draws this box (ADR 336). */
export const LOCATOR_BOUNDS = { south: 21.8, north: 25.5, west: 83.2, east: 88.0 } as const;
