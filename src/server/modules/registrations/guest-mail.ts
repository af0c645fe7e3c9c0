import { addDays, formatDate, todayIst } from '../../../shared/dates';
import type { DbOrTx } from '../../db/client';
import { enqueueMail, enqueueSms } from '../../notify/outbox';
import { composeMail } from '../../notify/templates';
import * as bookings from '../bookings/bookings.service';
import * as repo from './registrations.repo';
import type { RegistrationDeps } from './registrations.service';

/**
 * The mails around a stay (issue 28): two days before arrival the way there, what to bring and a
 * calendar file; after check-out a request to review the stay. Each is sent once per booking
 * (guest_mails), written to the outbox in the transaction that records it.
 */

const OPEN = ['confirmed', 'partially_cancelled'];

/** A map search for the hotel's address (the hotels keep no coordinates). */
export const mapLink = (s: Pick<repo.MailStay, 'hotelName' | 'address'>) =>
  `https://www.openstreetmap.org/search?query=${encodeURIComponent(`${s.hotelName}, ${s.address}`)}`;

export const WHAT_TO_BRING =
  'Please bring the photo identity document named on the booking (Aadhaar, PAN card, passport, driving licence or voter ID) for every adult. Guests who are not Indian nationals: bring your passport with a valid Indian visa (or OCI card); the hotel must report your stay to the Bureau of Immigration on Form C.';

export function preArrivalMail(config: RegistrationDeps['config'], s: repo.MailStay) {
  return composeMail(config, {
    subject: `Your stay at ${s.hotelName} from ${formatDate(s.checkIn)} (booking ${s.ref})`,
    greeting: `Dear ${s.name},`,
    paragraphs: [
      `We look forward to welcoming you at ${s.hotelName} on ${formatDate(s.checkIn)}. Check-in is from ${s.checkInTime}; check-out on ${formatDate(s.checkOut)} by ${s.checkOutTime}.`,
      `Address: ${s.address}\nMap: ${mapLink(s)}\nHotel phone: ${s.hotelPhone}`,
      WHAT_TO_BRING,
      'The attached calendar file adds the stay to your calendar.',
    ],
  });
}

/** The .ics file of the stay: check-in to check-out at the hotel's times (IST), with its address. */
export function arrivalCalendar(s: repo.MailStay, publicUrl: string, now: Date): Buffer {
  const host = new URL(publicUrl).hostname;
  const at = (date: string, time: string) => icsUtc(istInstant(date, time));
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${host}//stay//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:booking-${s.bookingId}@${host}`,
    `DTSTAMP:${icsUtc(now)}`,
    `DTSTART:${at(s.checkIn, s.checkInTime)}`,
    `DTEND:${at(s.checkOut, s.checkOutTime)}`,
    `SUMMARY:${icsText(`Stay at ${s.hotelName} (${s.ref})`)}`,
    `LOCATION:${icsText(`${s.hotelName}, ${s.address}`)}`,
    `DESCRIPTION:${icsText(`Booking ${s.ref}. Check-in from ${s.checkInTime}, check-out by ${s.checkOutTime}. Hotel phone ${s.hotelPhone}. Map: ${mapLink(s)}`)}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return Buffer.from(lines.map(fold).join('\r\n') + '\r\n', 'utf8');
}

/** "12:00 PM" / "14:30" on an IST date, as an instant; noon when the time cannot be read. */
export function istInstant(date: string, time: string): Date {
  const m = /^(\d{1,2})(?::(\d{2}))?\s*(AM|PM)?$/i.exec(time.trim());
  let h = 12;
  let min = 0;
  if (m) {
    h = Number(m[1]) % (m[3] ? 12 : 24);
    min = Number(m[2] ?? 0);
    if (m[3]?.toUpperCase() === 'PM') h += 12;
  }
  const hh = String(h).padStart(2, '0');
  const mm = String(Math.min(min, 59)).padStart(2, '0');
  return new Date(`${date}T${hh}:${mm}:00+05:30`);
}

const icsUtc = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
/** RFC 5545 TEXT: backslash, semicolon, comma and line breaks escaped. */
const icsText = (s: string) =>
  s.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
/** Lines folded at 75 octets (a continuation starts with a space), never inside a character. */
function fold(line: string): string {
  const out: string[] = [];
  let cur = '';
  for (const ch of line) {
    if (Buffer.byteLength(cur + ch) > (out.length ? 74 : 75)) {
      out.push(cur);
      cur = '';
    }
    cur += ch;
  }
  out.push(cur);
  return out.join('\r\n ');
}

async function sendPreArrival(tx: DbOrTx, deps: RegistrationDeps, s: repo.MailStay) {
  if (!(await repo.claimGuestMail(tx, s.bookingId, 'pre_arrival', deps.now()))) return;
  const mail = preArrivalMail(deps.config, s);
  await enqueueMail(tx, {
    to: s.email,
    ...mail,
    attachments: [
      {
        kind: 'arrival_calendar',
        bookingId: s.bookingId,
        filename: `stay-${s.ref}.ics`,
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
      },
    ],
  });
  await enqueueSms(tx, {
    to: s.mobile,
    text: `${deps.config.CORP_SHORT_NAME}: booking ${s.ref}, ${s.hotelName}, check-in ${formatDate(s.checkIn)} from ${s.checkInTime}. Bring photo ID; foreign guests passport and visa. Map: ${mapLink(s)}`,
  });
}

/**
 * The job: bookings arriving within two days (the day after tomorrow, or sooner when booked late)
 * get the pre-arrival mail and SMS once.
 */
export async function sendPreArrivalMails(deps: RegistrationDeps): Promise<number> {
  const today = todayIst(deps.now());
  const due = await repo.staysDue(deps.db, 'pre_arrival', {
    statuses: OPEN,
    on: 'checkIn',
    from: addDays(today, 1),
    to: addDays(today, 2),
    limit: 100,
  });
  for (const s of due) await deps.db.transaction((tx) => sendPreArrival(tx, deps, s));
  return due.length;
}

export function afterStayMail(config: RegistrationDeps['config'], s: repo.MailStay, link: string) {
  return composeMail(config, {
    subject: `Thank you for staying at ${s.hotelName} (booking ${s.ref})`,
    greeting: `Dear ${s.name},`,
    paragraphs: [
      `Thank you for staying with us at ${s.hotelName} from ${formatDate(s.checkIn)}. We hope you had a pleasant stay.`,
      'How was it? Your booking page has your receipt and tax invoice, and a place to tell us about your stay: what you liked and what we should do better.',
    ],
    action: { label: 'Review your stay', url: link },
  });
}

/** The job: checked-out stays of the last three days get the after-stay mail once. */
export async function sendAfterStayMails(deps: RegistrationDeps): Promise<number> {
  const today = todayIst(deps.now());
  const due = await repo.staysDue(deps.db, 'after_stay', {
    statuses: ['checked_out'],
    on: 'checkOut',
    from: addDays(today, -3),
    // a guest who left early: the booking still names the planned last day
    to: addDays(today, 60),
    limit: 100,
  });
  for (const s of due) {
    await deps.db.transaction(async (tx) => {
      if (!(await repo.claimGuestMail(tx, s.bookingId, 'after_stay', deps.now()))) return;
      const link = bookings.staffLinks(deps.config, s.bookingId).receipt;
      await enqueueMail(tx, { to: s.email, ...afterStayMail(deps.config, s, link) });
    });
  }
  return due.length;
}

/** The bytes of a pre-arrival mail's calendar file, made when the outbox delivers it. */
export async function calendarFile(
  deps: Pick<RegistrationDeps, 'config' | 'now'>,
  db: DbOrTx,
  bookingId: number,
) {
  const s = await repo.mailStay(db, bookingId);
  if (!s) throw new Error(`booking ${bookingId} not found for its calendar file`);
  return arrivalCalendar(s, deps.config.publicUrl, deps.now());
}
