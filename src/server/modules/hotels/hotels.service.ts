import type { HotelDetail, HotelSummary } from '../../../shared/contracts/hotels';
import { addDays, todayIst } from '../../../shared/dates';
import { paiseToRupees } from '../../../shared/money';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../http-errors';
import * as repo from './hotels.repo';

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
    facilities: facilities.map((f) => ({ id: f.id, name: f.name, icon: f.icon })),
    hotelPhotos: photos.map((p) => ({ id: p.id, url: p.url, alt: p.alt })),
  };
}

/** Throws 404 for an unknown hotel; other modules use it to check a hotel id. */
export async function requireHotel(db: DbOrTx, id: number): Promise<repo.HotelRow> {
  const h = await repo.findHotel(db, id);
  if (!h) throw notFound('Hotel not found.');
  return h;
}

export function hotelNames(db: DbOrTx) {
  return repo.hotelNames(db);
}

/** Every hotel's id and when it was added (/sitemap.xml, the footer's last-updated date). */
export function hotelStamps(db: DbOrTx) {
  return repo.hotelStamps(db);
}
