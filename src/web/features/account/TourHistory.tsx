import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { okReply } from '../../../shared/contracts/common';
import { TOUR_BOOKING_STATUSES } from '../../../shared/statuses';
import { formatDate } from '../../../shared/dates';
import { formatRupees } from '../../../shared/money';
import { Spinner } from '../../components/Spinner';
import { useLang, useLocalePath, useT } from '../../i18n';
import { api } from '../../lib/api';
import { href } from '../../lib/paths';
import styles from './account.module.css';

const reply = okReply(
  z.array(
    z.object({
      id: z.number(),
      BookingRefNo: z.string(),
      status: z.enum(TOUR_BOOKING_STATUSES),
      tourTitle: z.string(),
      date: z.string(),
      time: z.string(),
      travellers: z.number(),
      totalPaise: z.number(),
    }),
  ),
);

/** The customer's tour bookings in the booking history (issue 29), each with its voucher. */
export function TourHistory() {
  const { tours: t } = useT();
  const lang = useLang();
  const lp = useLocalePath();
  const list = useQuery({
    queryKey: ['tour-bookings'],
    queryFn: () => api('/api/tour-bookings', reply).then((r) => r.data),
  });
  return (
    <section aria-labelledby="tour-history">
      <h2 id="tour-history">{t.tourBookings}</h2>
      {list.isPending ? (
        <Spinner block />
      ) : list.isError ? (
        <p role="alert">{t.loadError}</p>
      ) : list.data.length === 0 ? (
        <p className={styles.muted}>{t.noTourBookings}</p>
      ) : (
        <ul className={styles.historyList}>
          {list.data.map((b) => (
            <li key={b.id} className={styles.historyItem} data-testid="tour-history-row">
              <p>{t.tourRow(b.tourTitle, `${formatDate(b.date, lang)} ${b.time}`, b.travellers)}</p>
              <p>
                {t.statuses[b.status]} · {formatRupees(b.totalPaise, { decimals: true })}
              </p>
              <a href={lp(href('tourVoucher', { id: b.id }))}>{t.openVoucher(b.BookingRefNo)}</a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
