import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The shape of the server's modules (docs/architecture.md, ADR 060 and 255), read from the source:
 * one module writes each table, and a module leans on few others.
 */
const MODULES_DIR = path.resolve(import.meta.dirname, '../../src/server/modules');
const MODULES = readdirSync(MODULES_DIR, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const isTest = (f: string) => /\.(test|race\.test|fixture)\.ts$/.test(f);

/** The non-test source files of a module, with their text. */
function sourcesOf(module: string): { file: string; text: string }[] {
  const dir = path.join(MODULES_DIR, module);
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts') && !isTest(f))
    .map((f) => ({ file: f, text: readFileSync(path.join(dir, f), 'utf8') }));
}

/** Which module writes each table (its Drizzle name in db/schema), as documented. */
const OWNERS: Record<string, string> = {
  advanceBookingRequests: 'requests',
  auditLog: 'audit',
  bookingDateChanges: 'bookings',
  bookingRooms: 'bookings',
  bookingStays: 'stays',
  bookings: 'bookings',
  cancellationPolicies: 'cancellation',
  cancellationPolicyVersions: 'cancellation',
  channelAriPending: 'channels',
  channelBookings: 'channels',
  channelCommissions: 'channels',
  channelFeedState: 'channels',
  channelIcalFeeds: 'channels',
  channelProperties: 'channels',
  channelPushState: 'channels',
  channelRatePending: 'channels',
  channelRatePlans: 'channels',
  channelRevisions: 'channels',
  channelRoomTypes: 'channels',
  consents: 'consents',
  contentFiles: 'content',
  creditNoteCounters: 'receipts',
  creditNotes: 'receipts',
  debitNoteCounters: 'bookings',
  debitNotes: 'bookings',
  customers: 'auth',
  deskIdempotency: 'stays',
  deskPayments: 'stays',
  folioInvoices: 'folio',
  folioPayments: 'folio',
  folioPostings: 'folio',
  folioRefunds: 'folio',
  folioTaxRates: 'folio',
  cashierShifts: 'folio',
  failedPaymentLogs: 'payments',
  einvoices: 'einvoices',
  feedbackMessages: 'feedback',
  formCReports: 'registrations',
  gstSlabs: 'bookings',
  guestMails: 'registrations',
  hotelFacilities: 'hotels',
  hotelPhotos: 'hotels',
  hotels: 'hotels',
  loginAttempts: 'auth',
  newsletterSubscribers: 'newsletter',
  nightAudits: 'stays',
  otpCodes: 'auth',
  payments: 'payments',
  photoVariants: 'photos',
  promoCodes: 'rates',
  promoRedemptions: 'rates',
  rateLimits: 'auth',
  ratePlans: 'rates',
  rateRestrictions: 'rates',
  refundRetries: 'refunds',
  refunds: 'refunds',
  requestHandling: 'requests',
  rescheduleRequests: 'requests',
  reviews: 'reviews',
  resetGrants: 'auth',
  roomInventory: 'availability',
  roomNights: 'stays',
  roomOutOfOrder: 'stays',
  roomRates: 'availability',
  roomTypePhotos: 'hotels',
  roomTypes: 'hotels',
  rooms: 'stays',
  sessions: 'auth',
  staff: 'staff',
  staffHotels: 'staff',
  staffTours: 'staff',
  stayGuests: 'registrations',
  tourBookings: 'tours',
  tourDepartures: 'tours',
  tourInvoiceCounters: 'tours',
  tourPickupPoints: 'tours',
  tourTravellers: 'tours',
  webhookEvents: 'payments',
};

/** The tables of db/schema, by their Drizzle names. */
const SCHEMA_DIR = path.resolve(import.meta.dirname, '../../src/server/db/schema');
const TABLES = new Set(
  readdirSync(SCHEMA_DIR)
    .filter((f) => f.endsWith('.ts'))
    .flatMap((f) => [
      ...readFileSync(path.join(SCHEMA_DIR, f), 'utf8').matchAll(/export const (\w+) = pgTable\(/g),
    ])
    .map((m) => m[1]!),
);

describe('modules: one owner per table', () => {
  // content-admin.repo writes its content tables through one generic `t`: not counted here
  const writers = new Map<string, Set<string>>();
  for (const m of MODULES) {
    for (const { file, text } of sourcesOf(m)) {
      if (!file.endsWith('.repo.ts')) continue; // only a repo touches the schema (lint)
      for (const [, table] of text.matchAll(/\.(?:insert|update|delete)\(\s*([A-Za-z]+)\s*\)/g)) {
        if (!TABLES.has(table!)) continue;
        writers.set(table!, (writers.get(table!) ?? new Set()).add(m));
      }
    }
  }

  it('every table a module writes is written by that one module only', () => {
    const shared = [...writers]
      .filter(([, ms]) => ms.size > 1)
      .map(([t, ms]) => `${t}: ${[...ms]}`);
    expect(shared).toEqual([]);
  });

  it('the writers are the owners documented here and in docs/architecture.md', () => {
    const found = Object.fromEntries([...writers].map(([t, ms]) => [t, [...ms][0]]));
    expect(found).toEqual(OWNERS);
  });
});

/**
 * Modules a module imports (any non-test file importing `../<other>/...`, a type import too): at
 * most four, with no exception (issue 25). A module reaches the ones above it through ports app.ts
 * hands in (ADR 330): bookings' order port, the search's hotels and GST slabs, the account's
 * customer data, the confirmation's language, a package enquiry's tour title, and the front desk's
 * folio settlement, counter account, desk payment and guest cancellation (`staysRoutes(staysPorts)`,
 * `src/server/stays-ports.ts`); a hotel, the hotel names and a room type are read through
 * db/hotel-rows.ts, a customer's language through db/customer-language.ts and who hears of a
 * hotel's trouble through db/staff-alerts.ts, not by importing the hotels, auth or staff module.
 */
const MAX_IMPORTED = 4;

function importedModules(module: string): string[] {
  const out = new Set<string>();
  for (const { text } of sourcesOf(module)) {
    for (const [, other] of text.matchAll(/from '\.\.\/([a-z-]+)\//g)) {
      if (other !== module && MODULES.includes(other!)) out.add(other!);
    }
  }
  return [...out].sort();
}

describe('modules: few and one-way dependencies', () => {
  it.each(MODULES)('%s imports at most four other modules', (m) => {
    expect(importedModules(m).length, importedModules(m).join(', ')).toBeLessThanOrEqual(
      MAX_IMPORTED,
    );
  });
});

/** No two modules import each other (issue 25): the lower one takes a port instead (ADR 330). */
describe('modules: no two import each other', () => {
  it('no pair of modules imports each other', () => {
    const pairs = MODULES.flatMap((m) =>
      importedModules(m)
        .filter((o) => m < o && importedModules(o).includes(m))
        .map((o) => `${m}-${o}`),
    ).sort();
    expect(pairs).toEqual([]);
  });
});
