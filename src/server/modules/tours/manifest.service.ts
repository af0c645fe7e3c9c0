import type { DepartureManifest } from '../../../shared/contracts/tours';
import { MANIFEST_CSV_HEADER } from '../../../shared/contracts/tours';
import { toCsv } from '../../../shared/csv';
import { notFound } from '../../http-errors';
import * as content from '../content/content.service';
import * as repo from './tours.repo';
import type { TourDeps } from './tours.service';

/** The manifest of a departure: its paid travellers with age, ID, pickup and contact (issue 29). */
export async function departureManifest(
  deps: TourDeps,
  departureId: number,
): Promise<DepartureManifest> {
  const d = await repo.findDeparture(deps.db, departureId);
  if (!d) throw notFound('Departure not found.');
  const tour = await content.getTourForStaff(deps.db, d.tourId);
  const rows = await repo.manifestRows(deps.db, d.id);
  return {
    departureId: d.id,
    tourId: d.tourId,
    tourTitle: tour.title,
    date: d.date,
    time: d.time,
    status: d.status,
    guidePhone: d.guidePhone,
    seats: d.seatsTotal,
    seatsSold: rows.length,
    seatsFree: Math.max(d.seatsTotal - d.seatsTaken, 0),
    travellers: rows.map((r) => ({
      BookingRefNo: r.bookingRefNo,
      name: r.name,
      age: r.age,
      child: r.child,
      idType: r.idType,
      pickupPoint: r.pickupName,
      pickupTime: r.pickupTime,
      contactName: r.customerName,
      mobile: r.mobile,
      email: r.email,
    })),
  };
}

/** The manifest as CSV (the shared writer: formula-looking cells are neutralised). */
export function manifestCsv(m: DepartureManifest): string {
  return toCsv(
    MANIFEST_CSV_HEADER,
    m.travellers.map((t) => [
      t.BookingRefNo,
      t.name,
      t.age,
      t.child ? 'yes' : 'no',
      t.idType,
      t.pickupPoint,
      t.pickupTime,
      t.contactName,
      t.mobile,
      t.email,
    ]),
  );
}
