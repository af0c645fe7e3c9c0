import { Spinner } from '../../components/Spinner';
import { AdminPage } from '../AdminPage';
import { adminHref } from './paths';
import { useStaffHotels } from './queries';
import styles from './hotels.module.css';

/** /admin/hotels: the hotels the staff member runs, with links to edit them and their rates. */
export function HotelsPage() {
  const q = useStaffHotels();
  return (
    <AdminPage
      title="Hotels"
      intro="Edit a hotel's details, photos and room types, and set room prices and closures."
    >
      {q.isPending ? <Spinner block /> : null}
      {q.error ? <p role="alert">{q.error.message}</p> : null}
      {q.data ? (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className="sr-only">Hotels you can edit</caption>
            <thead>
              <tr>
                <th scope="col">Hotel</th>
                <th scope="col">Place</th>
                <th scope="col" className={styles.num}>
                  Rooms
                </th>
                <th scope="col" className={styles.num}>
                  Room types
                </th>
              </tr>
            </thead>
            <tbody>
              {q.data.map((h) => (
                <tr key={h.id}>
                  <th scope="row">
                    <a href={adminHref(`/hotels/${h.id}`)}>{h.unitName}</a>
                  </th>
                  <td>{h.locationName}</td>
                  <td className={styles.num}>{h.totalRooms}</td>
                  <td className={styles.num}>{h.roomTypes}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </AdminPage>
  );
}
