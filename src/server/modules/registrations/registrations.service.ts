import { isHotelScoped } from '../../../shared/contracts/staff';
import type { z } from 'zod';
import { toCsv } from '../../../shared/csv';
import {
  countryName,
  FORM_C_KINDS,
  FORM_C_CSV_HEADER,
  FORM_C_DEPARTURE_CSV_HEADER,
  type FormCKind,
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
  const due = (at: Date | null) => (at ? new Date(at.getTime() + FORM_C_DUE_MS) : null);
  const dueAt = due(facts.checkedInAt);
  const departureDueAt = due(facts.checkedOutAt);
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
          departure: {
            submittedAt: formC?.departureSubmittedAt?.toISOString() ?? null,
            reference: formC?.departureReference ?? null,
            dueAt: departureDueAt?.toISOString() ?? null,
            overdue:
              !formC?.departureSubmittedAt && departureDueAt !== null && departureDueAt <= now,
          },
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

/** What each report needs of the stay, and what the audit log calls it (ADR 377). */
const REPORTS: Record<FormCKind, { statuses: Set<string>; early: string; action: string }> = {
  arrival: {
    statuses: CHECKED_IN,
    early: 'Form C is filed after the guest checks in.',
    action: 'form-c-submitted',
  },
  departure: {
    statuses: new Set(['checked_out']),
    early: 'The departure report is filed after the guest checks out.',
    action: 'form-c-departure-submitted',
  },
};

/**
 * POST /api/staff/bookings/{id}/form-c (arrival) and .../form-c/departure: the desk filed the
 * stay's Form C, or its departure report, with the FRRO portal.
 */
export async function submitFormC(
  deps: RegistrationDeps,
  staff: StaffMember,
  id: number,
  body: z.output<typeof formCSubmitBody>,
  kind: FormCKind = 'arrival',
): Promise<Registration> {
  const at = deps.now();
  const report = REPORTS[kind];
  return deps.db.transaction(async (tx) => {
    const full = reach(staff, await bookings.lockStaffBooking(tx, id));
    if (!report.statuses.has(full.booking.status)) throw conflict(report.early);
    if (!(await repo.hasForeignGuest(tx, id)))
      throw conflict('This stay has no foreign guest registered: no Form C is needed.');
    await repo.markFormCSubmitted(tx, kind, id, {
      at,
      staffId: staff.id,
      reference: body.reference,
    });
    await audit.recordAudit(tx, {
      staffId: staff.id,
      action: report.action,
      entity: 'booking',
      entityId: id,
      after: { reference: body.reference },
      at,
    });
    return view(tx, full, at);
  });
}

/**
 * GET /api/staff/hotels/{id}/form-c?date=: the foreign guests checked in at the hotel that day;
 * .../form-c/departures?date=: those checked out that day (ADR 377).
 */
export async function formC(
  deps: RegistrationDeps,
  staff: StaffMember,
  hotelId: number,
  date: string,
  kind: FormCKind = 'arrival',
): Promise<FormCList> {
  assertHotelReach(staff, hotelId);
  const hotel = await hotels.requireHotel(deps.db, hotelId);
  const rows = await repo.foreignGuestsOn(deps.db, kind, hotelId, date);
  const rooms = await repo.roomNumbers(deps.db, [...new Set(rows.map((r) => r.guest.bookingId))]);
  const now = deps.now().getTime();
  return {
    kind,
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
      checkedOutAt: r.checkedOutAt?.toISOString() ?? null,
      submittedAt: r.submittedAt?.toISOString() ?? null,
      reference: r.reference,
      overdue:
        !r.submittedAt &&
        (kind === 'arrival' ? r.checkedInAt : r.checkedOutAt)!.getTime() + FORM_C_DUE_MS <= now,
    })),
  };
}

/** The same list as CSV, one row per guest, in the order Form C asks its fields. */
export function formCCsv(list: FormCList): string {
  const departure = list.kind === 'departure';
  return toCsv(
    departure ? FORM_C_DEPARTURE_CSV_HEADER : FORM_C_CSV_HEADER,
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
      departure ? formatDateTimeIst(r.checkedOutAt!) : r.checkOut,
      r.nextDestination,
      r.purpose,
      r.submittedAt ? formatDateTimeIst(r.submittedAt) : '',
      r.reference,
    ]),
  );
}

/**
 * Stays whose Form C (arrival) or departure report is overdue (24 hours after check-in or
 * check-out, not marked submitted), for the dashboard; `at` is the check-in or check-out.
 */
export async function overdueFormC(
  db: DbOrTx,
  hotelIds: number[] | null,
  now: Date,
  kind: FormCKind = 'arrival',
) {
  const rows = await repo.overdueFormC(db, kind, new Date(now.getTime() - FORM_C_DUE_MS), hotelIds);
  return rows.map((r) => ({
    bookingId: r.bookingId,
    ref: r.ref,
    hotelId: r.hotelId,
    hotelName: r.hotelName,
    at: r.at!.toISOString(),
  }));
}

/** The overdue mail of each report. */
const OVERDUE_MAIL: Record<
  FormCKind,
  { subject: string; happened: string; rule: string; list: string }
> = {
  arrival: {
    subject: 'Form C overdue',
    happened: "checked in at {hotel} on {at}, and the stay's Form C is not marked submitted.",
    rule: 'Form C must reach the Bureau of Immigration within 24 hours of arrival. File it on the FRRO portal and mark it submitted in the back office.',
    list: '/admin/form-c',
  },
  departure: {
    subject: 'Form C departure report overdue',
    happened: "checked out of {hotel} on {at}, and the stay's departure is not marked reported.",
    rule: "A foreign guest's departure must reach the Bureau of Immigration within 24 hours of check-out. Report it on the FRRO portal and mark it reported in the back office.",
    list: '/admin/form-c',
  },
};

// ---- jobs ----

/**
 * The job: each stay whose Form C became overdue is mailed once to its hotel's managers (or the
 * admins when it has none), in the transaction that records the reminder.
 */
export async function remindOverdueFormC(deps: RegistrationDeps): Promise<number> {
  let sent = 0;
  for (const kind of FORM_C_KINDS) sent += await remindOverdue(deps, kind);
  return sent;
}

/** One report's reminders: the arrival's Form C, or the departure report (ADR 377). */
async function remindOverdue(deps: RegistrationDeps, kind: FormCKind): Promise<number> {
  const now = deps.now();
  const text = OVERDUE_MAIL[kind];
  const due = (
    await repo.overdueFormC(deps.db, kind, new Date(now.getTime() - FORM_C_DUE_MS), null)
  )
    .filter((r) => r.overdueMailedAt === null)
    .slice(0, 50);
  for (const r of due) {
    await deps.db.transaction(async (tx) => {
      await repo.markOverdueMailed(tx, kind, r.bookingId, now);
      const link = `${deps.config.publicUrl}${text.list}?hotelId=${r.hotelId}&date=${todayIst(r.at!)}`;
      const happened = text.happened
        .replace('{hotel}', r.hotelName)
        .replace('{at}', formatDateTimeIst(r.at!.toISOString()));
      const mail = composeMail(deps.config, {
        subject: `${text.subject}: booking ${r.ref}, ${r.hotelName}`,
        paragraphs: [`A foreign guest of booking ${r.ref} ${happened}`, text.rule],
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
