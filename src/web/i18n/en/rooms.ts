import type { BedType, RoomAmenity } from '../../../shared/room-content';
import type { Facility } from '../../../shared/contracts/staff-hotels';

const BEDS: Record<BedType, [string, string]> = {
  single: ['single bed', 'single beds'],
  double: ['double bed', 'double beds'],
  queen: ['queen bed', 'queen beds'],
  king: ['king bed', 'king beds'],
  twin: ['twin bed', 'twin beds'],
};

const AMENITIES: Record<RoomAmenity, string> = {
  air_conditioning: 'Air conditioning',
  tv: 'TV',
  wifi: 'Wi-Fi',
  hot_water: 'Hot water',
  kettle: 'Tea and coffee kettle',
  wardrobe: 'Wardrobe',
  work_desk: 'Work desk',
  balcony: 'Balcony',
  lake_view: 'Lake view',
  forest_view: 'Forest view',
  sofa: 'Sofa',
  minibar: 'Minibar',
};

const FACILITIES: Record<Facility, string> = {
  'Wi-Fi': 'Wi-Fi',
  Pool: 'Pool',
  Gym: 'Gym',
  'Free Breakfast': 'Free Breakfast',
  Restaurant: 'Restaurant',
  Parking: 'Parking',
  'Room Service': 'Room Service',
  'Power Backup': 'Power Backup',
  'Conference Hall': 'Conference Hall',
  Garden: 'Garden',
  'Lake View': 'Lake View',
  'River View': 'River View',
  Boating: 'Boating',
  Bonfire: 'Bonfire',
  'Jungle Safari': 'Jungle Safari',
  'Nature Trails': 'Nature Trails',
};

/** A room type's description and the hotel's place (ADR 335, 336). */
export const roomsText = {
  size: (sqm: number) => `${sqm} m²`,
  sizeLabel: 'Room size',
  beds: (kind: BedType, n: number) => `${n} ${BEDS[kind][n === 1 ? 0 : 1]}`,
  bedsLabel: 'Beds',
  sleepsLabel: 'Sleeps',
  sleeps: (adults: number, children: number) =>
    `${adults} ${adults === 1 ? 'adult' : 'adults'}` +
    (children > 0 ? `, ${children} ${children === 1 ? 'child' : 'children'}` : ''),
  amenity: (key: RoomAmenity) => AMENITIES[key],
  facility: (name: string) => FACILITIES[name as Facility] ?? name,
  detailsSummary: (room: string) => `Room details: ${room}`,
  detailsShort: 'Room details',
  inTheRoom: 'In the room',
  photoOfRoom: (room: string) => `Photo of the ${room}`,
  locationTitle: 'Location',
  coordinates: 'Coordinates',
  latLng: (lat: string, lng: string) => `${lat}° N, ${lng}° E`,
  openInOsm: 'Open in OpenStreetMap',
  locatorLabel: (hotel: string) => `Map: where ${hotel} lies in Jharkhand`,
  noPlace: 'The map position of this hotel is not known yet. The address is above.',
} as const;
