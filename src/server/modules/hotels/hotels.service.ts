import type { HotelDetail, HotelPhoto, HotelSummary } from '../../../shared/contracts/hotels';
import { isRoomAmenity } from '../../../shared/room-content';
import { addDays, todayIst } from '../../../shared/dates';
import { paiseToRupees, rupeesToPaise } from '../../../shared/money';
import {
  FACILITIES,
  type HotelBody,
  type RoomTypeBody,
  type StaffHotel,
  type StaffPhoto,
  type StaffRoomType,
} from '../../../shared/contracts/staff-hotels';
import type { Db, DbOrTx } from '../../db/client';
import { HttpError, notFound } from '../../http-errors';
import { ReplyCache } from '../../lib/reply-cache';
import { changePublicData, onPublicChange } from '../../db/public-changes';
import { keepsAnswers } from '../../db/write-generation';
import * as repo from './hotels.repo';
import { hotelNames, requireHotel, roomTypeOf } from '../../db/hotel-rows';

// ---- reply caches (ADR 172, 246) ---------------------------------------------------------------

/** How long a process serves the hotel list and details it built (changes drop them, ADR 246). */
export const HOTEL_CACHE_MS = 60_000;

type HotelCaches = { list: ReplyCache<'all'>; detail: ReplyCache<number> };
const caches = new WeakMap<object, HotelCaches>();

/**
 * The serialised replies of GET /api/hotels and /api/hotel/{id}, one set per database. A hotel
 * change (`changeHotel`, in this process or, on PostgreSQL, in another) drops the list and that
 * hotel's details; nothing is kept while changes of other processes cannot be heard.
 */
export function hotelReplyCaches(db: Db): HotelCaches {
  let c = caches.get(db);
  if (!c) {
    const keep = () => keepsAnswers(db);
    const made = {
      list: new ReplyCache<'all'>(HOTEL_CACHE_MS, Date.now, keep),
      detail: new ReplyCache<number>(HOTEL_CACHE_MS, Date.now, keep),
    };
    onPublicChange(db, (change) => {
      if (change.kind === 'content') return;
      made.list.clear();
      if (change.kind === 'hotel' && change.hotelId !== null) made.detail.delete(change.hotelId);
      else made.detail.clear();
    });
    caches.set(db, made);
    c = made;
  }
  return c;
}

/**
 * Runs a change to what the hotel replies and pages show (hotel content, photos, facilities, room
 * types, rates, closures: the "from" price) in one transaction, then drops the cached replies and
 * pages of every process (ADR 246): the domain event "hotel `hotelId` changed".
 */
export function changeHotel<T>(
  db: Db,
  hotelId: number | null,
  fn: (tx: DbOrTx) => Promise<T>,
): Promise<T> {
  return changePublicData(db, { kind: 'hotel', hotelId }, fn);
}

/** "from ₹X per night" looks this far ahead (the coming months). */
export const FROM_PRICE_DAYS = 90;

function fromPrices(db: DbOrTx, hotelIds?: number[]): Promise<Map<number, number>> {
  const today = todayIst();
  return repo.lowestFreePrices(db, today, addDays(today, FROM_PRICE_DAYS), hotelIds);
}

function summary(
  h: repo.HotelRow,
  amenities: string[],
  fromPricePaise: number | undefined,
): HotelSummary {
  return {
    PropertyID: h.id,
    UnitName: h.unitName,
    LocationName: h.locationName,
    Photo: h.photo,
    PhotoAlt: h.photoAlt,
    TotalRooms: h.totalRooms,
    MobileNo: h.mobileNo,
    PriceRange: h.priceRange,
    FromPrice: fromPricePaise === undefined ? null : paiseToRupees(fromPricePaise),
    Amenities: amenities,
    UnitNameHi: h.unitNameHi,
    LocationNameHi: h.locationNameHi,
  };
}

export async function listHotels(db: DbOrTx): Promise<HotelSummary[]> {
  const rows = await repo.listHotels(db);
  const facilities = await repo.facilitiesOf(
    db,
    rows.map((h) => h.id),
  );
  const prices = await fromPrices(db);
  return rows.map((h) =>
    summary(
      h,
      facilities.filter((f) => f.hotelId === h.id).map((f) => f.name),
      prices.get(h.id),
    ),
  );
}

export async function getHotel(db: DbOrTx, id: number): Promise<HotelDetail> {
  const h = await repo.findHotel(db, id);
  if (!h) throw notFound('Hotel not found.');
  const [facilities, photos] = [await repo.facilitiesOf(db, [id]), await repo.photosOf(db, id)];
  const prices = await fromPrices(db, [id]);
  return {
    ...summary(
      h,
      facilities.map((f) => f.name),
      prices.get(id),
    ),
    Description: h.description,
    Address: h.address,
    Location: h.location,
    EmailID: h.email,
    CheckInTime: h.checkInTime,
    CheckOutTime: h.checkOutTime,
    Latitude: h.latitude,
    Longitude: h.longitude,
    DescriptionHi: h.descriptionHi,
    AddressHi: h.addressHi,
    LocationHi: h.locationHi,
    facilities: facilities.map((f) => ({ id: f.id, name: f.name, icon: f.icon })),
    hotelPhotos: photos.map(photoDto),
  };
}

/** Throws 404 for an unknown hotel; other modules use it to check a hotel id. */
// a hotel, the names and a room type, as every module reads them (db/hotel-rows.ts)
export { hotelNames, requireHotel, roomTypeOf };

// ---- the back office (ADR 143): read and edit hotels, room types and photos -------------------

const VARIANT_TYPES = [
  ['avif', 'image/avif'],
  ['webp', 'image/webp'],
  ['jpg', 'image/jpeg'],
] as const;

const variantUrl = (uploadId: string, width: number, ext: string) =>
  `/media/photos/${uploadId}-${width}.${ext}`;

type PhotoLike = {
  id: number;
  url?: string;
  alt: string;
  uploadId: string | null;
  widths: number[] | null;
};

/** A photo with its variant sources (uploaded) or its one picture (demo SVGs). */
export function photoDto(p: PhotoLike): StaffPhoto {
  if (!p.uploadId || !p.widths?.length)
    return { id: p.id, url: p.url ?? '', alt: p.alt, sources: [] };
  const { uploadId, widths } = p;
  const mid = widths[Math.min(1, widths.length - 1)]!;
  return {
    id: p.id,
    url: variantUrl(uploadId, mid, 'jpg'),
    alt: p.alt,
    sources: VARIANT_TYPES.map(([ext, type]) => ({
      type,
      srcset: widths.map((w) => `${variantUrl(uploadId, w, ext)} ${w}w`).join(', '),
    })),
  };
}

function roomTypeDto(t: repo.RoomTypeRow, photos: repo.RoomPhotoRow[]): StaffRoomType {
  return {
    id: t.id,
    hotelId: t.hotelId,
    name: t.name,
    category: t.category as StaffRoomType['category'],
    maxAdults: t.maxAdults,
    maxChildren: t.maxChildren,
    allowedExtraPerson: t.allowedExtraPerson,
    extraPersonRate: paiseToRupees(t.extraPersonRatePaise),
    basePrice: paiseToRupees(t.basePricePaise),
    totalRooms: t.totalRooms,
    nameHi: t.nameHi,
    description: t.description,
    descriptionHi: t.descriptionHi,
    sizeSqm: t.sizeSqm,
    bedType: t.bedType,
    bedCount: t.bedCount,
    amenities: t.amenities.filter(isRoomAmenity),
    photos: photos.filter((p) => p.roomTypeId === t.id).map(photoDto),
  };
}

/** The public photos of these room types, by room type id, in their order (ADR 335). */
export async function roomTypePhotos(
  db: DbOrTx,
  roomTypeIds: number[],
): Promise<Map<number, HotelPhoto[]>> {
  const out = new Map<number, HotelPhoto[]>();
  for (const p of await repo.roomPhotosOf(db, roomTypeIds)) {
    const list = out.get(p.roomTypeId) ?? [];
    list.push(photoDto(p));
    out.set(p.roomTypeId, list);
  }
  return out;
}

/** The hotels a staff member sees (null: every hotel). */
export async function staffHotelList(db: DbOrTx, only: number[] | null) {
  const rows = (await repo.listHotels(db)).filter((h) => only === null || only.includes(h.id));
  const out = [];
  for (const h of rows) {
    const types = await repo.roomTypesOfHotel(db, h.id);
    out.push({
      id: h.id,
      unitName: h.unitName,
      locationName: h.locationName,
      totalRooms: h.totalRooms,
      roomTypes: types.length,
    });
  }
  return out;
}

/** One hotel as the back office edits it; 404 when unknown. */
export async function staffHotel(db: DbOrTx, id: number): Promise<StaffHotel> {
  const h = await repo.findHotel(db, id);
  if (!h) throw notFound('Hotel not found.');
  const facilities = await repo.facilitiesOf(db, [id]);
  const photos = await repo.photosOf(db, id);
  const types = await repo.roomTypesOfHotel(db, id);
  const roomPhotos = await repo.roomPhotosOf(
    db,
    types.map((t) => t.id),
  );
  return {
    id: h.id,
    unitName: h.unitName,
    locationName: h.locationName,
    mobileNo: h.mobileNo,
    email: h.email,
    priceRange: h.priceRange,
    description: h.description,
    address: h.address,
    location: h.location,
    unitNameHi: h.unitNameHi,
    locationNameHi: h.locationNameHi,
    descriptionHi: h.descriptionHi,
    addressHi: h.addressHi,
    locationHi: h.locationHi,
    checkInTime: h.checkInTime,
    checkOutTime: h.checkOutTime,
    noShowCutoffHours: h.noShowCutoffHours,
    totalRooms: h.totalRooms,
    facilities: facilities.map((f) => f.name),
    latitude: h.latitude,
    longitude: h.longitude,
    photos: photos.map(photoDto),
    roomTypes: types.map((t) => roomTypeDto(t, roomPhotos)),
  };
}

/** Writes a hotel's details and facilities (the caller audits and clears the caches). */
export async function editHotel(tx: DbOrTx, id: number, body: HotelBody): Promise<void> {
  const { facilities, ...fields } = body;
  try {
    await repo.updateHotel(tx, id, fields);
  } catch (err) {
    // names are unique whatever the case (ADR 215): a name is how guests pick a hotel
    if (!repo.isDuplicateHotelName(err)) throw err;
    const message = `Another hotel is already called ${fields.unitName}. Choose a different name.`;
    throw new HttpError(409, message, [{ path: 'unitName', message }]);
  }
  await repo.replaceFacilities(
    tx,
    id,
    facilities.map((name) => ({ name, icon: FACILITIES[name] })),
  );
}

/** A room type of this hotel, or 404 (a room type of another hotel is not found either). */
export async function staffRoomType(
  db: DbOrTx,
  hotelId: number,
  roomTypeId: number,
): Promise<StaffRoomType> {
  const t = await roomTypeOf(db, hotelId, roomTypeId);
  return roomTypeDto(t, await repo.roomPhotosOf(db, [t.id]));
}

const roomTypeValues = (b: RoomTypeBody) => ({
  name: b.name,
  category: b.category,
  maxAdults: b.maxAdults,
  maxChildren: b.maxChildren,
  allowedExtraPerson: b.allowedExtraPerson,
  extraPersonRatePaise: rupeesToPaise(b.extraPersonRate),
  basePricePaise: rupeesToPaise(b.basePrice),
  totalRooms: b.totalRooms,
  // the room's description: a field left out stays as it is (ADR 335)
  ...(b.nameHi !== undefined ? { nameHi: b.nameHi } : {}),
  ...(b.description !== undefined ? { description: b.description } : {}),
  ...(b.descriptionHi !== undefined ? { descriptionHi: b.descriptionHi } : {}),
  ...(b.sizeSqm !== undefined ? { sizeSqm: b.sizeSqm } : {}),
  ...(b.bedType !== undefined ? { bedType: b.bedType } : {}),
  ...(b.bedCount !== undefined ? { bedCount: b.bedCount } : {}),
  ...(b.amenities !== undefined ? { amenities: [...new Set(b.amenities)] } : {}),
});

/** Writes a room type and the hotel's room count (inventory is the caller's, via availability). */
export async function editRoomType(tx: DbOrTx, t: repo.RoomTypeRow, body: RoomTypeBody) {
  await repo.updateRoomType(tx, t.id, roomTypeValues(body));
  await repo.updateHotel(tx, t.hotelId, { totalRooms: await repo.roomsOfHotel(tx, t.hotelId) });
}

export async function createRoomType(
  tx: DbOrTx,
  hotelId: number,
  body: RoomTypeBody,
): Promise<repo.RoomTypeRow> {
  const row = await repo.insertRoomType(tx, hotelId, roomTypeValues(body));
  await repo.updateHotel(tx, hotelId, { totalRooms: await repo.roomsOfHotel(tx, hotelId) });
  return row;
}

/**
 * A room type's number of rooms, as its physical rooms say (issue 27), and the hotel's sum
 * (inventory is the caller's, via availability).
 */
export async function setRoomCount(tx: DbOrTx, t: repo.RoomTypeRow, totalRooms: number) {
  await repo.updateRoomType(tx, t.id, { totalRooms });
  await repo.updateHotel(tx, t.hotelId, { totalRooms: await repo.roomsOfHotel(tx, t.hotelId) });
}

// photos: the hotel's card picture follows the first photo of the gallery

async function syncCardPhoto(tx: DbOrTx, hotelId: number): Promise<void> {
  const [first] = await repo.photosOf(tx, hotelId);
  if (first) {
    const dto = photoDto(first);
    await repo.updateHotel(tx, hotelId, { photo: dto.url, photoAlt: dto.alt });
  }
}

export async function addHotelPhoto(
  tx: DbOrTx,
  hotelId: number,
  v: { alt: string; uploadId: string; widths: number[] },
): Promise<StaffPhoto> {
  const row = await repo.insertHotelPhoto(tx, {
    hotelId,
    url: variantUrl(v.uploadId, v.widths[0]!, 'jpg'),
    ...v,
  });
  await syncCardPhoto(tx, hotelId);
  return photoDto(row);
}

export async function removeHotelPhoto(tx: DbOrTx, hotelId: number, photoId: number) {
  const row = await repo.deleteHotelPhoto(tx, hotelId, photoId);
  if (!row) throw notFound('Photo not found.');
  await syncCardPhoto(tx, hotelId);
  return row;
}

/**
 * Every id must be one of the hotel's photos (a photo of another hotel, or none, is 404 like
 * everywhere else); call in a transaction, which the 404 rolls back.
 */
export async function reorderHotelPhotos(tx: DbOrTx, hotelId: number, ids: number[]) {
  const unique = [...new Set(ids)];
  if ((await repo.setHotelPhotoOrder(tx, hotelId, unique)) !== unique.length)
    throw notFound('Photo not found.');
  await syncCardPhoto(tx, hotelId);
}

export async function addRoomPhoto(
  tx: DbOrTx,
  roomTypeId: number,
  v: { alt: string; uploadId: string; widths: number[] },
): Promise<StaffPhoto> {
  return photoDto(await repo.insertRoomPhoto(tx, { roomTypeId, ...v }));
}

export async function removeRoomPhoto(tx: DbOrTx, roomTypeId: number, photoId: number) {
  const row = await repo.deleteRoomPhoto(tx, roomTypeId, photoId);
  if (!row) throw notFound('Photo not found.');
  return row;
}

/** Every id must be one of the room type's photos, else 404 (see reorderHotelPhotos). */
export async function reorderRoomPhotos(tx: DbOrTx, roomTypeId: number, ids: number[]) {
  const unique = [...new Set(ids)];
  if ((await repo.setRoomPhotoOrder(tx, roomTypeId, unique)) !== unique.length)
    throw notFound('Photo not found.');
}

/** Every hotel's id and when it was added (/sitemap.xml, the footer's last-updated date). */
export function hotelStamps(db: DbOrTx) {
  return repo.hotelStamps(db);
}
