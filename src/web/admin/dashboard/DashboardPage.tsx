import { useQuery } from '@tanstack/react-query';
import { dashboardReply } from '../../../shared/contracts/staff';
import { formatDate } from '../../../shared/dates';
import { Spinner } from '../../components/Spinner';
import { cx } from '../../components/cx';
import { ADMIN_KEY, adminApi } from '../api';
import { AdminPage } from '../AdminPage';
import ui from '../ui.module.css';

/** /admin: the day at a glance for the hotels the staff member can reach. */
export function DashboardPage() {
  const q = useQuery({
    queryKey: [ADMIN_KEY, 'dashboard'],
    queryFn: async () => (await adminApi('/api/staff/dashboard', dashboardReply)).data,
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
          <div className={ui.cards}>
            <div className={ui.card}>
              <p className={ui.cardLabel}>Arrivals today</p>
              <p className={ui.cardValue}>{q.data.hotels.reduce((s, h) => s + h.arrivals, 0)}</p>
            </div>
            <div className={ui.card}>
              <p className={ui.cardLabel}>Departures today</p>
              <p className={ui.cardValue}>{q.data.hotels.reduce((s, h) => s + h.departures, 0)}</p>
            </div>
            <div className={ui.card}>
              <p className={ui.cardLabel}>Open requests</p>
              <p className={ui.cardValue}>{q.data.openRequests}</p>
            </div>
            <div className={cx(ui.card, q.data.failedRefunds > 0 && ui.cardAlert)}>
              <p className={ui.cardLabel}>Failed refunds</p>
              <p className={ui.cardValue}>{q.data.failedRefunds}</p>
            </div>
          </div>
          <section className={ui.section} aria-labelledby="dash-hotels">
            <h2 id="dash-hotels" className={ui.sectionTitle}>
              Today per hotel
            </h2>
            <div className={ui.tableWrap} tabIndex={0} role="region" aria-labelledby="dash-hotels">
              <table className={ui.table}>
                <thead>
                  <tr>
                    <th scope="col">Hotel</th>
                    <th scope="col" className={ui.num}>
                      Arrivals
                    </th>
                    <th scope="col" className={ui.num}>
                      Departures
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {q.data.hotels.map((h) => (
                    <tr key={h.hotelId}>
                      <th scope="row">{h.name}</th>
                      <td className={ui.num}>{h.arrivals}</td>
                      <td className={ui.num}>{h.departures}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
        </>
      ) : null}
    </AdminPage>
  );
}
