import { type HotelBody, type RoomTypeBody } from '../../../shared/contracts/staff-hotels';
import { todayIst } from '../../../shared/dates';
import type { Db, DbOrTx } from '../../db/client';
import { retryOnce } from '../../db/retry';
import { assertHotelReach, hotelScope, type StaffMember } from '../../plugins/staff-session';
import * as audit from '../audit/audit.service';
import * as availability from '../availability/availability.service';
import * as hotels from './hotels.service';
import type { PhotoStore } from '../photos/photos.service';
import { convertPhoto } from './photo-files';

/*
 * The back office's hotels, room types and photos (ADR 140–143; rates and closures are in the
 * rates module, ADR 275). Every change runs in one transaction with its audit-log entry and, when
 * it commits, drops the public hotel replies and pages of every server process (ADR 246), so
 * public pages see it at once.
 */

type Ctx = { db: Db; staff: StaffMember; now: Date };

/**
 * Runs a change of hotel `hotelId` and its audit entry in one transaction; when it commits, every
 * process drops its public replies and pages of the hotel (ADR 246).
 */
function change<T>(db: Db, hotelId: number, fn: (tx: DbOrTx) => Promise<T>): Promise<T> {
  return retryOnce(() => hotels.changeHotel(db, hotelId, fn));
}

export function listHotels(c: Ctx) {
  return hotels.staffHotelList(c.db, hotelScope(c.staff));
}

export function getHotel(c: Ctx, hotelId: number) {
  assertHotelReach(c.staff, hotelId);
  return hotels.staffHotel(c.db, hotelId);
}

export async function updateHotel(c: Ctx, hotelId: number, body: HotelBody) {
  assertHotelReach(c.staff, hotelId);
  const before = await hotels.staffHotel(c.db, hotelId);
  await change(c.db, hotelId, async (tx) => {
    await hotels.editHotel(tx, hotelId, body);
    await audit.recordAudit(tx, {
      staffId: c.staff.id,
      action: 'update',
      entity: 'hotel',
      entityId: hotelId,
      before: hotelFields(before),
      after: body,
      at: c.now,
    });
  });
  return hotels.staffHotel(c.db, hotelId);
}

const hotelFields = (h: Awaited<ReturnType<typeof hotels.staffHotel>>) => ({
  unitName: h.unitName,
  locationName: h.locationName,
  mobileNo: h.mobileNo,
  email: h.email,
  priceRange: h.priceRange,
  description: h.description,
  address: h.address,
  location: h.location,
  checkInTime: h.checkInTime,
  checkOutTime: h.checkOutTime,
  noShowCutoffHours: h.noShowCutoffHours,
  facilities: h.facilities,
});

export async function getRoomType(c: Ctx, hotelId: number, roomTypeId: number) {
  assertHotelReach(c.staff, hotelId);
  await hotels.requireHotel(c.db, hotelId);
  return hotels.staffRoomType(c.db, hotelId, roomTypeId);
}

const roomTypeFields = (t: Awaited<ReturnType<typeof hotels.staffRoomType>>) => {
  const { photos: _photos, id: _id, hotelId: _hotelId, ...rest } = t;
  return rest;
};

/**
 * Edits a room type. A new number of rooms changes every future night's inventory, never below
 * that night's booked + closed rooms (409 naming the night).
 */
export async function updateRoomType(
  c: Ctx,
  hotelId: number,
  roomTypeId: number,
  body: RoomTypeBody,
) {
  assertHotelReach(c.staff, hotelId);
  const before = await hotels.staffRoomType(c.db, hotelId, roomTypeId);
  await change(c.db, hotelId, async (tx) => {
    const t = await hotels.roomTypeOf(tx, hotelId, roomTypeId, true);
    if (body.totalRooms !== t.totalRooms)
      await availability.resizeInventory(
        tx,
        { id: t.id, name: body.name },
        body.totalRooms,
        todayIst(c.now),
      );
    await hotels.editRoomType(tx, t, body);
    await audit.recordAudit(tx, {
      staffId: c.staff.id,
      action: 'update',
      entity: 'room_type',
      entityId: roomTypeId,
      before: roomTypeFields(before),
      after: body,
      at: c.now,
    });
  });
  return hotels.staffRoomType(c.db, hotelId, roomTypeId);
}

export async function createRoomType(c: Ctx, hotelId: number, body: RoomTypeBody) {
  assertHotelReach(c.staff, hotelId);
  await hotels.requireHotel(c.db, hotelId);
  const row = await change(c.db, hotelId, async (tx) => {
    const t = await hotels.createRoomType(tx, hotelId, body);
    await availability.openInventory(tx, t.id, t.totalRooms, todayIst(c.now));
    await audit.recordAudit(tx, {
      staffId: c.staff.id,
      action: 'create',
      entity: 'room_type',
      entityId: t.id,
      before: null,
      after: { hotelId, ...body },
      at: c.now,
    });
    return t;
  });
  return hotels.staffRoomType(c.db, hotelId, row.id);
}

// ---- photos ----------------------------------------------------------------------------------

export type PhotoTarget = { hotelId: number; roomTypeId?: number };

/**
 * Converts an upload, keeps its variants in the photo store (ADR 240), then records the photo;
 * the variants go again if the record fails.
 */
export async function addPhoto(
  c: Ctx,
  store: PhotoStore,
  target: PhotoTarget,
  file: Buffer,
  alt: string,
) {
  assertHotelReach(c.staff, target.hotelId);
  await hotels.requireHotel(c.db, target.hotelId);
  if (target.roomTypeId) await hotels.roomTypeOf(c.db, target.hotelId, target.roomTypeId);
  const { variants, ...stored } = await convertPhoto(file);
  await store.save(stored.uploadId, variants);
  try {
    return await change(c.db, target.hotelId, async (tx) => {
      const photo = target.roomTypeId
        ? await hotels.addRoomPhoto(tx, target.roomTypeId, { alt, ...stored })
        : await hotels.addHotelPhoto(tx, target.hotelId, { alt, ...stored });
      await audit.recordAudit(tx, {
        staffId: c.staff.id,
        action: 'create',
        entity: target.roomTypeId ? 'room_type_photo' : 'hotel_photo',
        entityId: photo.id,
        before: null,
        after: { ...target, alt, uploadId: stored.uploadId, widths: stored.widths },
        at: c.now,
      });
      return photo;
    });
  } catch (err) {
    await store.remove(stored.uploadId);
    throw err;
  }
}

export async function deletePhoto(c: Ctx, store: PhotoStore, target: PhotoTarget, photoId: number) {
  assertHotelReach(c.staff, target.hotelId);
  await hotels.requireHotel(c.db, target.hotelId);
  if (target.roomTypeId) await hotels.roomTypeOf(c.db, target.hotelId, target.roomTypeId);
  const row = await change(c.db, target.hotelId, async (tx) => {
    const r = target.roomTypeId
      ? await hotels.removeRoomPhoto(tx, target.roomTypeId, photoId)
      : await hotels.removeHotelPhoto(tx, target.hotelId, photoId);
    await audit.recordAudit(tx, {
      staffId: c.staff.id,
      action: 'delete',
      entity: target.roomTypeId ? 'room_type_photo' : 'hotel_photo',
      entityId: photoId,
      before: { ...target, alt: r.alt, uploadId: r.uploadId },
      after: null,
      at: c.now,
    });
    return r;
  });
  // the variants go after the commit (a failed removal leaves bytes nobody links to, never a
  // photo whose pictures are missing)
  if (row.uploadId) await store.remove(row.uploadId);
}

export async function reorderPhotos(c: Ctx, target: PhotoTarget, ids: number[]) {
  assertHotelReach(c.staff, target.hotelId);
  await hotels.requireHotel(c.db, target.hotelId);
  if (target.roomTypeId) await hotels.roomTypeOf(c.db, target.hotelId, target.roomTypeId);
  await change(c.db, target.hotelId, async (tx) => {
    if (target.roomTypeId) await hotels.reorderRoomPhotos(tx, target.roomTypeId, ids);
    else await hotels.reorderHotelPhotos(tx, target.hotelId, ids);
    await audit.recordAudit(tx, {
      staffId: c.staff.id,
      action: 'reorder',
      entity: target.roomTypeId ? 'room_type_photo' : 'hotel_photo',
      entityId: target.roomTypeId ?? target.hotelId,
      before: null,
      after: { ...target, ids },
      at: c.now,
    });
  });
}
