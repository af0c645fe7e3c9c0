import { isHotelScoped } from '../../../shared/contracts/staff';
import type { z } from 'zod';
import { toCsv } from '../../../shared/csv';
import {
  countryName,
  FORM_C_CSV_HEADER,
  REGISTRATION_MESSAGES,
  type FormCList,
  type formCSubmitBody,
  type RegisteredGuest,
  type Registration,
  type RegistrationGuest,
} from '../../../shared/contracts/registrations';
import { addDays, formatDate, formatDateTimeIst, todayIst } from '../../../shared/dates';
import type { Config } from '../../config';
import type { Db, DbOrTx } from '../../db/client';
import { badRequest, conflict, notFound } from '../../http-errors';
import { enqueueMail } from '../../notify/outbox';
import { composeMail } from '../../notify/templates';
import { assertHotelReach, type StaffMember } from '../../plugins/staff-session';
import * as audit from '../audit/audit.service';
import * as bookings from '../bookings/bookings.service';
import * as hotels from '../hotels/hotels.service';
import * as staffAccounts from '../staff/staff.service';
import * as repo from './registrations.repo';

export type RegistrationDeps = { db: Db; config: Config; now: () => Date };

/** Form C is due this long after the foreign guest's check-in (Registration of Foreigners Rules 1992, r. 14). */
export const FORM_C_DUE_MS = 24 * 3_600_000;
/** Passport and visa numbers are erased this many days after the stay ends (ADR 291). */
export const PASSPORT_KEEP_DAYS = 365;

/** A booking the desk may register guests on: confirmed (before arrival) or checked in. */
const REGISTERABLE = new Set(['confirmed', 'partially_cancelled', 'checked_in']);
const CHECKED_IN = new Set(['checked_in', 'checked_out']);
const NOT_FOUND = 'Booking not found.';

type Full = NonNullable<Awaited<ReturnType<typeof bookings.staffBooking>>>;

function reach(staff: StaffMember, full: Full | null): Full {
  if (!full) throw notFound(NOT_FOUND);
  if (isHotelScoped(staff.role) && !staff.hotelIds.includes(full.booking.hotelId))
    throw notFound(NOT_FOUND);
  return full;
}

function guestView(g: repo.GuestRow): RegisteredGuest {
  return {
    id: g.id,
    name: g.name,
    nationality: g.nationality,
    nationalityName: countryName(g.nationality),
    sex: g.sex,
    dateOfBirth: g.dateOfBirth,
    idType: g.idType,
    idNumber: g.idNumber,
    homeAddress: g.homeAddress,
    passportNo: g.passportNo,
    passportPlaceOfIssue: g.passportPlaceOfIssue,
    passportIssuedOn: g.passportIssuedOn,
    passportExpiresOn: g.passportExpiresOn,
    visaNo: g.visaNo,
    visaType: g.visaType,
    visaPlaceOfIssue: g.visaPlaceOfIssue,
    visaIssuedOn: g.visaIssuedOn,
    visaExpiresOn: g.visaExpiresOn,
    arrivedInIndiaOn: g.arrivedInIndiaOn,
    arrivedFrom: g.arrivedFrom,
    nextDestination: g.nextDestination,
    purpose: g.purpose,
    erasedAt: g.erasedAt?.toISOString() ?? null,
  };
}

async function view(db: DbOrTx, full: Full, now: Date): Promise<Registration> {
  const b = full.booking;
  const hotel = await hotels.requireHotel(db, b.hotelId);
  const guests = await repo.guestsOf(db, b.id);
  const facts = await repo.stayFacts(db, b.id);
  const booked = facts.rooms.filter((r) => r.status === 'booked');
  const foreign = guests.some((g) => g.nationality !== 'IN');
  const formC = await repo.formCOf(db, b.id);
  const dueAt = facts.checkedInAt ? new Date(facts.checkedInAt.getTime() + FORM_C_DUE_MS) : null;
  return {
    bookingId: b.id,
    ref: b.bookingRefNo,
    status: b.status,
    hotel: { id: hotel.id, name: hotel.unitName, address: hotel.address },
    bookedName: b.customerName,
    mobile: b.mobile,
    email: b.email,
    checkIn: b.checkIn,
    checkOut: b.checkOut,
    nights: b.nights,
    adults: booked.reduce((s, r) => s + r.adults, 0),
    children: booked.reduce((s, r) => s + r.children, 0),
    roomNos: booked.map((r) => r.roomNo).filter((n): n is string => !!n),
    checkedInAt: facts.checkedInAt?.toISOString() ?? null,
    guests: guests.map(guestView),
    editable: REGISTERABLE.has(b.status),
    formC: foreign
      ? {
          required: true,
          submittedAt: formC?.submittedAt?.toISOString() ?? null,
          reference: formC?.reference ?? null,
          dueAt: dueAt?.toISOString() ?? null,
          overdue: !formC?.submittedAt && dueAt !== null && dueAt <= now,
        }
      : null,
  };
}

/** GET /api/staff/bookings/{id}/guests: the registration and the card's facts. */
export async function registration(
  deps: RegistrationDeps,
  staff: StaffMember,
  id: number,
): Promise<Registration> {
  const full = reach(staff, await bookings.staffBooking(deps.db, id));
  return view(deps.db, full, deps.now());
}

/** What the audit log keeps of a registration: no passport, visa or ID numbers. */
const auditGuests = (gs: { name: string; nationality: string; idType: string }[]) =>
  gs.map((g) => ({ name: g.name, nationality: g.nationality, idType: g.idType }));

/**
 * PUT /api/staff/bookings/{id}/guests: the adult guests of the stay, replacing what was typed
 * before; from confirmation until check-out. Arrival in India cannot be after the check-in.
 */
export async function saveGuests(
  deps: RegistrationDeps,
  staff: StaffMember,
  id: number,
  guests: RegistrationGuest[],
): Promise<Registration> {
  const at = deps.now();
  return deps.db.transaction(async (tx) => {
    const full = reach(staff, await bookings.lockStaffBooking(tx, id));
    const b = full.booking;
    if (!REGISTERABLE.has(b.status))
      throw conflict(
        b.status === 'checked_out'
          ? `Booking ${b.bookingRefNo} is checked out: its registration can no longer change.`
          : `Booking ${b.bookingRefNo} is not a confirmed stay: no guests can be registered.`,
      );
    const adults = full.rooms
      .filter((r) => r.status === 'booked')
      .reduce((s, r) => s + r.adults, 0);
    if (guests.length > adults) throw badRequest(REGISTRATION_MESSAGES.tooMany(adults));
    const errors = guests.flatMap((g, i) =>
      g.foreign && g.foreign.arrivedInIndiaOn > b.checkIn
        ? [
            {
              path: `guests.${i}.arrivedInIndiaOn`,
              message: REGISTRATION_MESSAGES.arrivalAfterCheckIn(formatDate(b.checkIn)),
            },
          ]
        : [],
    );
    if (errors.length) throw badRequest(errors[0]!.message, errors);
    const before = await repo.guestsOf(tx, id);
    await repo.replaceGuests(
      tx,
      id,
      guests.map((g, i) => ({
        bookingId: id,
        hotelId: b.hotelId,
        position: i + 1,
        name: g.name,
        nationality: g.nationality,
        sex: g.sex ?? null,
        dateOfBirth: g.dateOfBirth ?? null,
        idType: g.idType,
        idNumber: g.idNumber,
        ...(g.foreign ?? {}),
        registeredBy: staff.id,
      })),
    );
    await audit.recordAudit(tx, {
      staffId: staff.id,
      action: 'register-guests',
      entity: 'booking',
      entityId: id,
      before: before.length ? { guests: auditGuests(before) } : null,
      after: { guests: auditGuests(guests) },
      at,
    });
    return view(tx, full, at);
  });
}

/** POST /api/staff/bookings/{id}/form-c: the desk filed the stay's Form C with the FRRO portal. */
export async function submitFormC(
  deps: RegistrationDeps,
  staff: StaffMember,
  id: number,
  body: z.output<typeof formCSubmitBody>,
): Promise<Registration> {
  const at = deps.now();
  return deps.db.transaction(async (tx) => {
    const full = reach(staff, await bookings.lockStaffBooking(tx, id));
    if (!CHECKED_IN.has(full.booking.status))
      throw conflict('Form C is filed after the guest checks in.');
    if (!(await repo.hasForeignGuest(tx, id)))
      throw conflict('This stay has no foreign guest registered: no Form C is needed.');
    await repo.markFormCSubmitted(tx, id, { at, staffId: staff.id, reference: body.reference });
    await audit.recordAudit(tx, {
      staffId: staff.id,
      action: 'form-c-submitted',
      entity: 'booking',
      entityId: id,
      after: { reference: body.reference },
      at,
    });
    return view(tx, full, at);
  });
}

/** GET /api/staff/hotels/{id}/form-c?date=: the foreign guests checked in at the hotel that day. */
export async function formC(
  deps: RegistrationDeps,
  staff: StaffMember,
  hotelId: number,
  date: string,
): Promise<FormCList> {
  assertHotelReach(staff, hotelId);
  const hotel = await hotels.requireHotel(deps.db, hotelId);
  const rows = await repo.foreignArrivals(deps.db, hotelId, date);
  const rooms = await repo.roomNumbers(deps.db, [...new Set(rows.map((r) => r.guest.bookingId))]);
  const now = deps.now().getTime();
  return {
    hotelId,
    hotelName: hotel.unitName,
    hotelAddress: hotel.address,
    date,
    rows: rows.map((r) => ({
      ...guestView(r.guest),
      bookingId: r.guest.bookingId,
      ref: r.ref,
      roomNos: rooms
        .filter((x) => x.bookingId === r.guest.bookingId && x.roomNo)
        .map((x) => x.roomNo!),
      checkedInAt: r.checkedInAt!.toISOString(),
      checkOut: r.checkOut,
      submittedAt: r.submittedAt?.toISOString() ?? null,
      reference: r.reference,
      overdue: !r.submittedAt && r.checkedInAt!.getTime() + FORM_C_DUE_MS <= now,
    })),
  };
}

/** The same list as CSV, one row per guest, in the order Form C asks its fields. */
export function formCCsv(list: FormCList): string {
  return toCsv(
    FORM_C_CSV_HEADER,
    list.rows.map((r) => [
      r.ref,
      r.roomNos.join(' '),
      r.name,
      r.sex,
      r.dateOfBirth,
      r.nationalityName,
      r.homeAddress,
      r.passportNo,
      r.passportPlaceOfIssue,
      r.passportIssuedOn,
      r.passportExpiresOn,
      r.visaNo,
      r.visaType,
      r.visaPlaceOfIssue,
      r.visaIssuedOn,
      r.visaExpiresOn,
      r.arrivedFrom,
      r.arrivedInIndiaOn,
      formatDateTimeIst(r.checkedInAt),
      r.checkOut,
      r.nextDestination,
      r.purpose,
      r.submittedAt ? formatDateTimeIst(r.submittedAt) : '',
      r.reference,
    ]),
  );
}

/** Stays whose Form C is overdue (24 hours after check-in, not marked submitted), for the dashboard. */
export async function overdueFormC(db: DbOrTx, hotelIds: number[] | null, now: Date) {
  const rows = await repo.overdueFormC(db, new Date(now.getTime() - FORM_C_DUE_MS), hotelIds);
  return rows.map((r) => ({
    bookingId: r.bookingId,
    ref: r.ref,
    hotelId: r.hotelId,
    hotelName: r.hotelName,
    checkedInAt: r.checkedInAt!.toISOString(),
  }));
}

// ---- jobs ----

/**
 * The job: each stay whose Form C became overdue is mailed once to its hotel's managers (or the
 * admins when it has none), in the transaction that records the reminder.
 */
export async function remindOverdueFormC(deps: RegistrationDeps): Promise<number> {
  const now = deps.now();
  const due = (await repo.overdueFormC(deps.db, new Date(now.getTime() - FORM_C_DUE_MS), null))
    .filter((r) => r.overdueMailedAt === null)
    .slice(0, 50);
  for (const r of due) {
    await deps.db.transaction(async (tx) => {
      await repo.markOverdueMailed(tx, r.bookingId, now);
      const link = `${deps.config.publicUrl}/admin/form-c?hotelId=${r.hotelId}&date=${todayIst(r.checkedInAt!)}`;
      const mail = composeMail(deps.config, {
        subject: `Form C overdue: booking ${r.ref}, ${r.hotelName}`,
        paragraphs: [
          `A foreign guest of booking ${r.ref} checked in at ${r.hotelName} on ${formatDateTimeIst(r.checkedInAt!.toISOString())}, and the stay's Form C is not marked submitted.`,
          'Form C must reach the Bureau of Immigration within 24 hours of arrival. File it on the FRRO portal and mark it submitted in the back office.',
        ],
        action: { label: 'Open the Form C list', url: link },
      });
      for (const to of await staffAccounts.hotelAlertEmails(tx, r.hotelId))
        await enqueueMail(tx, { to, ...mail });
    });
  }
  return due.length;
}

/** The job: passport and visa numbers of stays that ended over PASSPORT_KEEP_DAYS ago are erased. */
export async function erasePassportNumbers(deps: RegistrationDeps): Promise<number> {
  const now = deps.now();
  const before = addDays(todayIst(now), -PASSPORT_KEEP_DAYS);
  return repo.erasePassportsBefore(deps.db, before, now);
}
