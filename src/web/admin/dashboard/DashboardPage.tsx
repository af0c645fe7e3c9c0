import { useQuery } from '@tanstack/react-query';
import { BreakableText } from '../../components/BreakableText';
import { CardGrid } from '../../components/CardGrid';
import { overbookedReply, type OverbookedBooking } from '../../../shared/contracts/channels';
import { dashboardReply, type Dashboard } from '../../../shared/contracts/staff';
import { formatDate, formatDateTimeIst, todayIst } from '../../../shared/dates';
import { formatRupees, rupeesToPaise } from '../../../shared/money';
import { Spinner } from '../../components/Spinner';
import { cx } from '../../components/cx';
import { ADMIN_KEY, adminApi } from '../api';
import { AdminPage } from '../AdminPage';
import { rupees } from '../bookings/deskShared';
import { ByMethod, countText, percent } from '../nightaudit/figures';
import ui from '../ui.module.css';
import styles from './dashboard.module.css';

type HotelDay = NonNullable<Dashboard['hotels']>[number];

/** The hotel's night audit in words: closed up to yesterday, or which day is still open. */
function auditLine(h: HotelDay): string {
  if (h.yesterdayClosed) return `Closed to ${formatDate(h.lastClosedDay!)}`;
  if (h.lastClosedDay === null) return 'No day closed yet';
  return `Yesterday not closed (last closed ${formatDate(h.lastClosedDay)})`;
}

type Card = { label: string; value: string | number; alert?: boolean };

/**
 * The cards of the figures the server sent: each role gets only those its work needs (ADR 245),
 * and a figure that is absent is not drawn.
 */
function cardsOf(d: Dashboard): Card[] {
  const cards: Card[] = [];
  if (d.hotels) {
    cards.push(
      { label: 'Arrivals today', value: d.hotels.reduce((s, h) => s + h.arrivals, 0) },
      { label: 'Departures today', value: d.hotels.reduce((s, h) => s + h.departures, 0) },
    );
  }
  if (d.openRequests !== undefined) cards.push({ label: 'Open requests', value: d.openRequests });
  if (d.receivedToday !== undefined)
    cards.push({ label: 'Received today', value: formatRupees(rupeesToPaise(d.receivedToday)) });
  if (d.pendingRefunds !== undefined)
    cards.push({ label: 'Refunds pending', value: d.pendingRefunds });
  if (d.failedRefunds !== undefined)
    cards.push({ label: 'Failed refunds', value: d.failedRefunds, alert: d.failedRefunds > 0 });
  if (d.contentDrafts !== undefined) cards.push({ label: 'Drafts', value: d.contentDrafts });
  if (d.openTenders !== undefined) cards.push({ label: 'Open tenders', value: d.openTenders });
  return cards;
}

/**
 * OTA bookings that arrived for a sold-out night and hold no room (ADR 262): the first thing an
 * admin or the hotel's manager must act on, so they head the dashboard.
 */
function OverbookedAlert({ list }: { list: OverbookedBooking[] }) {
  if (list.length === 0) return null;
  return (
    <section className={cx(ui.section, ui.error)} role="alert" aria-labelledby="dash-overbooked">
      <h2 id="dash-overbooked" className={ui.sectionTitle}>
        {list.length === 1
          ? '1 OTA booking is overbooked'
          : `${list.length} OTA bookings are overbooked`}
      </h2>
      <p>
        They hold no room: move each guest to a free room or another hotel, or ask the OTA to
        cancel.
      </p>
      <ul>
        {list.map((b) => (
          <li key={b.bookingId}>
            {b.hotelName}, {formatDate(b.checkIn)} to {formatDate(b.checkOut)}: {b.otaName}{' '}
            reservation {b.otaReservationCode} ({b.guestName}, {b.bookingRefNo})
          </li>
        ))}
      </ul>
    </section>
  );
}

/** An overdue report: Form C after check-in, or the departure report after check-out (ADR 377). */
type OverdueReport = { bookingId: number; ref: string; hotelId: number; hotelName: string };

/**
 * Stays whose Form C is not marked submitted 24 hours after a foreign guest checked in, or whose
 * departure is not marked reported 24 hours after check-out: the law's deadline has passed, so
 * they head the dashboard too.
 */
function FormCAlert({
  list,
  kind,
}: {
  list: (OverdueReport & { at: string })[];
  kind: 'arrival' | 'departure';
}) {
  if (list.length === 0) return null;
  const departure = kind === 'departure';
  const id = departure ? 'dash-form-c-departure' : 'dash-form-c';
  const one = departure ? '1 departure report is overdue' : '1 Form C is overdue';
  const many = departure ? 'departure reports are overdue' : 'Form C reports are overdue';
  return (
    <section className={cx(ui.section, ui.error)} role="alert" aria-labelledby={id}>
      <h2 id={id} className={ui.sectionTitle}>
        {list.length === 1 ? one : `${list.length} ${many}`}
      </h2>
      <p>
        {departure
          ? "Report each foreign guest's departure on the FRRO portal and mark it reported."
          : 'File each on the FRRO portal and mark it submitted.'}
      </p>
      <ul>
        {list.map((r) => (
          <li key={r.bookingId}>
            <a href={`/admin/form-c?hotelId=${r.hotelId}&date=${todayIst(new Date(r.at))}`}>
              {r.hotelName}: booking {r.ref}
            </a>
            , checked {departure ? 'out' : 'in'} {formatDateTimeIst(r.at)}
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Each hotel's last closed night (the night audit, ADR 311): its frozen figures, which later
 * changes to bookings do not move, one card per hotel (they stack on a tablet). A hotel never
 * closed says so.
 */
function LastCloses({ hotels }: { hotels: HotelDay[] }) {
  if (hotels.length === 0) return null;
  return (
    <section className={ui.section} aria-labelledby="dash-closed">
      <h2 id="dash-closed" className={ui.sectionTitle}>
        Last closed night per hotel
      </h2>
      <p className={cx(ui.muted, styles.note)}>
        The night audit&apos;s frozen figures: later changes to bookings do not change them.
      </p>
      <CardGrid className={styles.closes}>
        {hotels.map(({ hotelId, name, lastClose: c }) => (
          <li key={hotelId}>
            <article
              className={cx(ui.card, styles.close)}
              aria-labelledby={`dash-close-${hotelId}`}
            >
              <h3 id={`dash-close-${hotelId}`} className={styles.closeTitle}>
                {name}
              </h3>
              {c ? (
                <>
                  <p className={cx(ui.muted, styles.note)}>
                    Night of {formatDate(c.date)}, closed by{' '}
                    {/* an address wraps at its @ and dots, never inside a word (ADR 232) */}
                    <BreakableText text={c.closedBy ?? 'the daily close'} />
                  </p>
                  <dl className={styles.figures}>
                    {(
                      [
                        ['Occupancy', percent(c.occupancyBp)],
                        ['ADR', rupees(c.adrPaise)],
                        ['RevPAR', rupees(c.revparPaise)],
                        ['In house', countText(c.roomsInHouse)],
                        ['Arrivals', countText(c.arrivals)],
                        ['Departures', countText(c.departures)],
                        ['No-shows', String(c.noShows)],
                      ] as const
                    ).map(([term, value]) => (
                      <div key={term}>
                        <dt>{term}</dt>
                        <dd>{value}</dd>
                      </div>
                    ))}
                    <div className={styles.wide}>
                      <dt>Received</dt>
                      <dd>
                        <ByMethod paise={c.byMethodPaise} />
                      </dd>
                    </div>
                  </dl>
                </>
              ) : (
                <p className={styles.note}>No day closed yet.</p>
              )}
            </article>
          </li>
        ))}
      </CardGrid>
    </section>
  );
}

/** /admin: the day at a glance, the figures of the staff member's role. */
export function DashboardPage() {
  const q = useQuery({
    queryKey: [ADMIN_KEY, 'dashboard'],
    queryFn: async () => (await adminApi('/api/staff/dashboard', dashboardReply)).data,
  });
  // the hotels' figures come to admins and hotel managers only: the roles that see overbookings
  const overbooked = useQuery({
    queryKey: [ADMIN_KEY, 'channels', 'overbooked'],
    queryFn: async () => (await adminApi('/api/staff/channels/overbooked', overbookedReply)).data,
    enabled: q.data?.hotels !== undefined,
  });
  return (
    <AdminPage title="Dashboard" intro={q.data ? `Today, ${formatDate(q.data.today)}.` : undefined}>
      {q.isPending ? <Spinner block /> : null}
      {q.isError ? (
        <p className={ui.error} role="alert">
          {q.error.message}
        </p>
      ) : null}
      {q.data ? (
        <>
          {overbooked.data ? <OverbookedAlert list={overbooked.data} /> : null}
          {q.data.formCOverdue ? (
            <FormCAlert
              kind="arrival"
              list={q.data.formCOverdue.map((r) => ({ ...r, at: r.checkedInAt }))}
            />
          ) : null}
          {q.data.formCDepartureOverdue ? (
            <FormCAlert
              kind="departure"
              list={q.data.formCDepartureOverdue.map((r) => ({ ...r, at: r.checkedOutAt }))}
            />
          ) : null}
          <div className={ui.cards}>
            {cardsOf(q.data).map((c) => (
              <div key={c.label} className={cx(ui.card, c.alert && ui.cardAlert)}>
                <p className={ui.cardLabel}>{c.label}</p>
                <p className={ui.cardValue}>{c.value}</p>
              </div>
            ))}
          </div>
          {q.data.hotels ? (
            <section className={ui.section} aria-labelledby="dash-hotels">
              <h2 id="dash-hotels" className={ui.sectionTitle}>
                Today per hotel
              </h2>
              <div
                className={ui.tableWrap}
                tabIndex={0}
                role="region"
                aria-labelledby="dash-hotels"
              >
                <table className={ui.table} aria-labelledby="dash-hotels">
                  <thead>
                    <tr>
                      <th scope="col">Hotel</th>
                      <th scope="col" className={ui.num}>
                        Arrivals
                      </th>
                      <th scope="col" className={ui.num}>
                        Departures
                      </th>
                      <th scope="col">Night audit</th>
                    </tr>
                  </thead>
                  <tbody>
                    {q.data.hotels.map((h) => (
                      <tr key={h.hotelId}>
                        <th scope="row">{h.name}</th>
                        <td className={ui.num}>{h.arrivals}</td>
                        <td className={ui.num}>{h.departures}</td>
                        <td>{auditLine(h)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </section>
          ) : null}
          {q.data.hotels ? <LastCloses hotels={q.data.hotels} /> : null}
        </>
      ) : null}
    </AdminPage>
  );
}
