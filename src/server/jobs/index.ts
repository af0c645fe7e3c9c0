import { todayIst } from '../../shared/dates';
import * as auth from '../modules/auth/auth.service';
import * as availability from '../modules/availability/availability.service';
import * as bookings from '../modules/bookings/bookings.service';
import * as channels from '../modules/channels/channels.service';
import * as einvoices from '../modules/einvoices/einvoices.service';
import * as creditNotes from '../modules/receipts/credit-notes.service';
import * as refunds from '../modules/refunds/refunds.service';
import * as reports from '../modules/reports/reports.service';
import * as guestMail from '../modules/registrations/guest-mail';
import * as registrations from '../modules/registrations/registrations.service';
import * as stays from '../modules/stays/stays.service';
import * as tours from '../modules/tours/tours.service';
import { channelRooms } from '../channels-ports';
import { deliverDue } from '../notify/worker';
import type { AppDeps } from '../types';
import type { FastifyBaseLogger } from 'fastify';
import { runJobs, type Job, type RunningJobs } from './runner';

export type { Job, RunningJobs } from './runner';

type Log = FastifyBaseLogger;

/** Every background job of the server, in one place (ADR 060). main.ts starts them; tests do not. */
export function serverJobs(deps: AppDeps, log: Log): Job[] {
  const { config } = deps;
  // the channel manager (ADR 260, 384): availability, prices and restrictions pushed after
  // commit, OTA bookings polled
  const channel = channels.createChannelManager(config, log);
  const channelDeps = {
    db: deps.db,
    config,
    now: deps.now,
    log,
    // an OTA's modification moves the booking's physical rooms too (ADR 388)
    rooms: channelRooms,
  };
  const channelJobs: Job[] = channel
    ? [
        {
          name: 'channel-push',
          everyMs: config.CHANNEL_PUSH_MS,
          run: () => channels.pushPending(channelDeps, channel),
        },
        {
          // prices and restrictions (ADR 384): their own queue and limit
          name: 'channel-rates-push',
          everyMs: config.CHANNEL_PUSH_MS,
          run: () => channels.pushRatesPending(channelDeps, channel),
        },
        {
          // every mapped hotel's year ahead queued once a night from 02:00 IST; the two pushes
          // above send it within the channel manager's limits (ADR 394)
          name: 'channel-full-sync',
          everyMs: 15 * 60_000,
          run: () => channels.nightlyFullSync(channelDeps),
        },
        {
          name: 'channel-feed',
          everyMs: config.CHANNEL_POLL_MS,
          run: () => channels.pollRevisions(channelDeps, channel),
        },
      ]
    : [];
  return [
    {
      // unpaid holds whose 15 minutes are up give their rooms back
      name: 'hold-sweeper',
      everyMs: config.HOLD_SWEEP_MS,
      run: () => bookings.sweepExpiredHolds(deps),
    },
    {
      // unpaid tour holds whose 15 minutes are up give their seats back (ADR 295)
      name: 'tour-hold-sweeper',
      everyMs: config.HOLD_SWEEP_MS,
      run: () => tours.sweepExpiredTourHolds(deps),
    },
    {
      // refunds never sent are sent; refunds whose reply was lost are reconciled (ADR 061)
      name: 'refunds',
      everyMs: config.REFUND_JOB_MS,
      run: () =>
        refunds.processRefunds(
          { db: deps.db, gateway: deps.gateway, now: deps.now, log },
          { graceMs: 30_000 },
        ),
    },
    {
      // mail and SMS from the outbox (the worker's own leasing keeps two processes apart)
      name: 'outbox',
      everyMs: config.OUTBOX_POLL_MS,
      run: () => deliverDue(deps, { transports: deps.transports, log }),
    },
    {
      // expired customer sessions, old one-time codes, reset grants and login attempts
      name: 'auth-housekeeping',
      everyMs: 3_600_000,
      run: () => auth.deleteStale(deps.db, deps.now()),
    },
    {
      // counter booking Idempotency-Keys past their retry window (ADR 236)
      name: 'idempotency-keys',
      everyMs: 3_600_000,
      run: () => stays.pruneIdempotencyKeys(deps),
    },
    {
      // B2B invoices and credit notes registered with the portal, failed tries retried (ADR 251)
      name: 'einvoices',
      everyMs: config.EINVOICE_JOB_MS,
      run: () => einvoices.processDue(deps, { log }),
    },
    {
      // the night audit (ADR 311): yesterday closed at every hotel the desk did not close
      name: 'night-audit',
      everyMs: 15 * 60_000,
      run: () => stays.closeYesterday(deps),
    },
    {
      // a year of bookable nights ahead while the server runs for months
      name: 'inventory-top-up',
      everyMs: 6 * 3_600_000,
      run: () => availability.topUpInventory(deps.db, todayIst(deps.now())),
    },
    {
      // a stay's Form C not marked submitted 24 hours after check-in, or its departure 24 hours after
      // check-out (ADR 377): its hotel's managers are mailed once for each
      name: 'form-c-overdue',
      everyMs: 15 * 60_000,
      run: () => registrations.remindOverdueFormC(deps),
    },
    {
      // passport and visa numbers erased once the retention period after the stay has passed (ADR 291)
      name: 'passport-erasure',
      everyMs: 6 * 3_600_000,
      run: () => registrations.erasePassportNumbers(deps),
    },
    {
      // names of deleted accounts kept on tax documents go after the 72 months (ADR 328)
      name: 'tax-record-purge',
      everyMs: 24 * 3_600_000,
      run: async () => {
        await bookings.purgeRetainedBuyers(deps);
        await creditNotes.purgeRetainedGuests(deps);
      },
    },
    {
      // the reports' daily summary: each (hotel, day)'s rows of differences folded into one (ADR 373)
      name: 'report-days-compaction',
      everyMs: 10 * 60_000,
      run: () => reports.compactReportDays(deps.db),
    },
    {
      // the pre-arrival mail and SMS two days ahead, the review request after check-out
      name: 'guest-mails',
      everyMs: 30 * 60_000,
      run: async () => {
        await guestMail.sendPreArrivalMails(deps);
        await guestMail.sendAfterStayMails(deps);
      },
    },
    ...channelJobs,
  ];
}

export function startServerJobs(deps: AppDeps, log: Log): RunningJobs {
  return runJobs(serverJobs(deps, log), log);
}
