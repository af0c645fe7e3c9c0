import { useParams } from 'wouter';
import { MANIFEST_CSV_HEADER, type DepartureManifest } from '../../../shared/contracts/tours';
import { formatDate } from '../../../shared/dates';
import { Button } from '../../components/Button';
import { Spinner } from '../../components/Spinner';
import { AdminPage } from '../AdminPage';
import { deskHref, errorText } from '../bookings/deskShared';
import { downloadCsv } from '../csv';
import ui from '../ui.module.css';
import { useManifest } from './queries';
import styles from './tours.module.css';

const STATUS_LABEL = { open: 'open', closed: 'closed', cancelled: 'cancelled' } as const;

/** The manifest as the spreadsheet the bus company and the guide open (the server's columns). */
function downloadManifest(m: DepartureManifest): void {
  downloadCsv(
    `manifest-departure-${m.departureId}-${m.date}.csv`,
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

/**
 * /admin/tour-departures/:id/manifest: who travels on a departure, with age, ID type, pickup point
 * and time and the booking's contact, by pickup time; a CSV download and a dense A4 print for the
 * guide and the bus (the back office's frame is not printed).
 */
export function ManifestPage() {
  const { id = '' } = useParams<{ id: string }>();
  const q = useManifest(id);
  const m = q.data;
  const title = m ? `Manifest: ${m.tourTitle}` : 'Manifest';
  return (
    <AdminPage
      title={title}
      actions={
        m ? (
          <div className={`${ui.filterActions} ${styles.noPrint}`}>
            <Button variant="secondary" iconStart="download" onClick={() => downloadManifest(m)}>
              Download CSV
            </Button>
            <Button variant="secondary" iconStart="print" onClick={() => window.print()}>
              Print
            </Button>
          </div>
        ) : null
      }
    >
      {q.isPending ? <Spinner block /> : null}
      {q.isError ? (
        <p className={ui.error} role="alert">
          {errorText(q.error)}
        </p>
      ) : null}
      {m ? (
        <div className={styles.manifest}>
          <p className={styles.noPrint}>
            <a href={deskHref(`/tour-departures?tourId=${m.tourId}`)}>
              All departures of {m.tourTitle}
            </a>
          </p>
          <dl className={styles.facts}>
            <div>
              <dt>Departure</dt>
              <dd>
                {formatDate(m.date)} at {m.time}
                {m.status === 'open' ? '' : ` (${STATUS_LABEL[m.status]})`}
              </dd>
            </div>
            <div>
              <dt>Seats</dt>
              <dd>
                {m.seatsSold} sold, {m.seatsFree} free of {m.seats}
              </dd>
            </div>
            <div>
              <dt>Travellers</dt>
              <dd>{m.travellers.length}</dd>
            </div>
            <div>
              <dt>Guide</dt>
              <dd>{m.guidePhone ?? 'not set'}</dd>
            </div>
          </dl>
          {m.travellers.length === 0 ? (
            <p>No traveller is booked on this departure yet.</p>
          ) : (
            <div className={ui.tableWrap} tabIndex={0} role="region" aria-label="Travellers">
              <table className={`${ui.table} ${styles.manifestTable}`}>
                <caption>
                  Travellers of {m.tourTitle} on {formatDate(m.date)}, by pickup time
                </caption>
                <thead>
                  <tr>
                    <th scope="col" className={ui.num}>
                      No.
                    </th>
                    <th scope="col">Traveller</th>
                    <th scope="col" className={ui.num}>
                      Age
                    </th>
                    <th scope="col">ID type</th>
                    <th scope="col">Pickup</th>
                    <th scope="col">Booking</th>
                    <th scope="col">Contact</th>
                  </tr>
                </thead>
                <tbody>
                  {m.travellers.map((t, i) => (
                    <tr key={`${t.BookingRefNo}-${i}`}>
                      <td className={ui.num}>{i + 1}</td>
                      <th scope="row">{t.name}</th>
                      <td className={ui.num}>
                        {t.age}
                        {t.child ? ' (child)' : ''}
                      </td>
                      <td>{t.idType}</td>
                      <td>
                        <span className={styles.nowrap}>{t.pickupTime}</span> {t.pickupPoint}
                      </td>
                      <td className={styles.nowrap}>{t.BookingRefNo}</td>
                      <td>
                        {t.contactName}
                        <br />
                        <a href={`tel:+91${t.mobile}`}>{t.mobile}</a>
                        <br />
                        <span className={styles.email}>{t.email}</span>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </div>
      ) : null}
    </AdminPage>
  );
}
