import { addDays } from '../../../shared/dates';

/*
 * The calendar export of a room type (ADR 386) as RFC 5545 text: one all-day VEVENT per run of
 * nights that cannot be sold, lines ended with CRLF and folded at 75 octets.
 */

const CRLF = '\r\n';
const MAX_OCTETS = 75;

/** TEXT escaped as RFC 5545 3.3.11 asks: backslash, semicolon, comma and line breaks. */
export function escapeText(v: string): string {
  return v
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r?\n/g, '\\n');
}

/**
 * One content line folded (RFC 5545 3.1): no line longer than 75 octets of UTF-8, a longer one
 * continued on the next line after CRLF and one space; a character is never split.
 */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const size = Buffer.byteLength(ch, 'utf8');
    // a continuation line starts with a space, which counts towards its 75
    const limit = out.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1;
    if (octets + size > limit) {
      out.push(current);
      current = '';
      octets = 0;
    }
    current += ch;
    octets += size;
  }
  out.push(current);
  return out.join(`${CRLF} `);
}

const compactDate = (iso: string) => iso.replace(/-/g, '');

/** 20261130T101500Z */
const utcStamp = (d: Date) => `${d.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;

/** Runs of consecutive nights, each [first night, last night]. */
export function nightRuns(nights: readonly string[]): [string, string][] {
  const runs: [string, string][] = [];
  for (const n of [...nights].sort()) {
    const last = runs.at(-1);
    if (last && addDays(last[1], 1) === n) last[1] = n;
    else runs.push([n, n]);
  }
  return runs;
}

export type IcalInput = {
  /** names the calendar and its events, e.g. "Patratu Lake Resort: Deluxe Room" */
  name: string;
  /** the room type's id: with the first night, each event's stable UID */
  roomTypeId: number;
  /** the host of the site, for UIDs (…@host) */
  host: string;
  /** nights that cannot be sold (sold out, or stop-sell), any order */
  closedNights: readonly string[];
  now: Date;
};

/** The whole calendar, CRLF line ends and folded lines. */
export function icalCalendar(c: IcalInput): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//JTDC//Hotel booking engine//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(c.name)}`,
  ];
  const stamp = utcStamp(c.now);
  for (const [first, last] of nightRuns(c.closedNights)) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:rt${c.roomTypeId}-${compactDate(first)}@${c.host}`,
      `DTSTAMP:${stamp}`,
      `DTSTART;VALUE=DATE:${compactDate(first)}`,
      // all-day events end on the day after their last night (exclusive), the check-out day
      `DTEND;VALUE=DATE:${compactDate(addDays(last, 1))}`,
      `SUMMARY:${escapeText(`Not available: ${c.name}`)}`,
      'TRANSP:OPAQUE',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join(CRLF) + CRLF;
}
