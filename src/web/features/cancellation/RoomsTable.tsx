import type { CancellationRoom } from '../../../shared/contracts/cancellation';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { useT } from '../../i18n';
import { rs } from './money';
import styles from './cancellation.module.css';

type Props = {
  rooms: CancellationRoom[];
  cancelledIds: ReadonlySet<number>;
  /** partial mode: a Cancel button per booked room */
  onCancel?: (room: CancellationRoom, index: number) => void;
  /** the room whose charge is loading */
  busyRoomId?: number | null;
  disabled?: boolean;
  /**
   * The booking's status label when it was never paid (a failed, expired or open hold): its rooms
   * show that label instead of 'Booked', no amount as paid, and no cancel button.
   */
  unpaidLabel?: string | undefined;
};

/** Rooms of the booking; a cancelled room shows a disabled 'Cancelled' button. */
export function RoomsTable({
  rooms,
  cancelledIds,
  onCancel,
  busyRoomId = null,
  disabled = false,
  unpaidLabel,
}: Props) {
  const { cancellation: t } = useT();
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className="visually-hidden">{t.roomsCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{t.colRoom}</th>
            <th scope="col">{t.colGuests}</th>
            <th scope="col" className={styles.num}>
              {t.colPrice}
            </th>
            <th scope="col" className={styles.num}>
              {t.colPaid}
            </th>
            <th scope="col">{onCancel ? t.colAction : t.colStatus}</th>
          </tr>
        </thead>
        <tbody>
          {rooms.map((room, i) => {
            const cancelled = cancelledIds.has(room.RoomBookingID) || room.Status === 'cancelled';
            return (
              <tr key={room.RoomBookingID} data-room-id={room.RoomBookingID}>
                <th scope="row" data-label={t.colRoom}>
                  <span className={styles.roomNo}>{t.roomN(i + 1)}</span> {room.RoomTypeName}
                </th>
                <td data-label={t.colGuests}>
                  {t.guests(room.NoOfAdult, room.NoOfChild, room.ExtraPerson)}
                </td>
                <td data-label={t.colPrice} className={styles.num}>
                  {rs(room.Price)}
                </td>
                <td data-label={t.colPaid} className={styles.num}>
                  <span className={styles.amountStack}>
                    {unpaidLabel ? t.notPaid : rs(room.TotalPaid)}
                    {cancelled && room.RefundAmount !== null ? (
                      <span className={styles.refundNote}>{t.refunded(rs(room.RefundAmount))}</span>
                    ) : null}
                  </span>
                </td>
                <td data-label={onCancel ? t.colAction : t.colStatus}>
                  {unpaidLabel ? (
                    <Badge tone="neutral" size="sm">
                      {unpaidLabel}
                    </Badge>
                  ) : cancelled ? (
                    <Button size="sm" variant="secondary" disabled>
                      {t.cancelled}
                    </Button>
                  ) : onCancel ? (
                    <Button
                      size="sm"
                      variant="danger"
                      aria-label={t.cancelRoomLabel(room.RoomTypeName, i + 1)}
                      loading={busyRoomId === room.RoomBookingID}
                      disabled={
                        disabled || (busyRoomId !== null && busyRoomId !== room.RoomBookingID)
                      }
                      onClick={() => onCancel(room, i)}
                    >
                      {t.cancelRoom}
                    </Button>
                  ) : (
                    <Badge tone="success" size="sm">
                      {t.booked}
                    </Badge>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
