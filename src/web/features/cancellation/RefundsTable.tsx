import type { CancellationRoom, RefundRow } from '../../../shared/contracts/cancellation';
import { formatDateTimeIst } from '../../../shared/dates';
import { Badge } from '../../components/Badge';
import { useLang, useT } from '../../i18n';
import { rs } from './money';
import styles from './cancellation.module.css';

const TONE = { pending: 'warning', processed: 'success', failed: 'danger' } as const;

export function RefundsTable({
  refunds,
  rooms,
}: {
  refunds: RefundRow[];
  rooms: CancellationRoom[];
}) {
  const { cancellation: t } = useT();
  const lang = useLang();
  const roomNo = (id: number | null) =>
    id === null ? null : rooms.findIndex((r) => r.RoomBookingID === id) + 1;
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className="visually-hidden">{t.refundsCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{t.colDate}</th>
            <th scope="col">{t.colFor}</th>
            <th scope="col" className={styles.num}>
              {t.colAmount}
            </th>
            <th scope="col">{t.colStatus}</th>
          </tr>
        </thead>
        <tbody>
          {refunds.map((r) => (
            <tr key={r.RefundID}>
              <td data-label={t.colDate}>{formatDateTimeIst(r.CreatedAt, lang)}</td>
              <td data-label={t.colFor}>{t.refundFor(roomNo(r.RoomBookingID))}</td>
              <td data-label={t.colAmount} className={styles.num}>
                {rs(r.Amount)}
              </td>
              <td data-label={t.colStatus}>
                <Badge tone={TONE[r.Status]} size="sm">
                  {t.refundStatus[r.Status] ?? r.Status}
                </Badge>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
