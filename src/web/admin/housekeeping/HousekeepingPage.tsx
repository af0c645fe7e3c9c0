import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  boardReply,
  boardRoomReply,
  type BoardRoom,
  type Board,
} from '../../../shared/contracts/rooms';
import type { HousekeepingStatus } from '../../../shared/statuses';
import { formatDate } from '../../../shared/dates';
import { Button } from '../../components/Button';
import { CardGrid } from '../../components/CardGrid';
import { SelectField } from '../../components/Field';
import { Spinner } from '../../components/Spinner';
import { AdminPage } from '../AdminPage';
import { ADMIN_KEY, adminApi } from '../api';
import { errorText, useReachableHotels } from '../bookings/deskShared';
import styles from './housekeeping.module.css';

const STATUS_LABEL: Record<HousekeepingStatus, string> = {
  dirty: 'Dirty',
  clean: 'Clean',
  inspected: 'Inspected',
};
const OCCUPANCY_LABEL: Record<BoardRoom['occupancy'], string> = {
  vacant: 'Vacant',
  arriving: 'Arriving today',
  in_house: 'Guest in house',
  departed: 'Guest left',
};
const MARKS: HousekeepingStatus[] = ['clean', 'inspected', 'dirty'];

type Filter = 'all' | HousekeepingStatus | 'out_of_order';

/**
 * /admin/housekeeping: every room of one hotel today, its status and whether a guest is in, with
 * one button per status. Dense rows that stay readable at 360 and 768 px (ADR 310).
 */
export function HousekeepingPage() {
  const hotels = useReachableHotels();
  const [chosen, setChosen] = useState('');
  const [filter, setFilter] = useState<Filter>('all');
  const [message, setMessage] = useState('');
  const hotelId = chosen || (hotels[0] ? String(hotels[0].PropertyID) : '');
  const key = [ADMIN_KEY, 'housekeeping', hotelId];
  const qc = useQueryClient();
  const q = useQuery({
    queryKey: key,
    enabled: hotelId !== '',
    queryFn: async () =>
      (await adminApi(`/api/staff/hotels/${hotelId}/housekeeping`, boardReply)).data,
  });
  const mark = useMutation({
    mutationFn: async (v: { room: BoardRoom; status: HousekeepingStatus }) =>
      (
        await adminApi(`/api/staff/rooms/${v.room.id}/housekeeping`, boardRoomReply, {
          method: 'PUT',
          body: { status: v.status },
        })
      ).data,
    onSuccess: (room) => {
      qc.setQueryData<Board>(key, (b) =>
        b ? { ...b, rooms: b.rooms.map((r) => (r.id === room.id ? room : r)) } : b,
      );
      setMessage(`Room ${room.number} is ${STATUS_LABEL[room.status].toLowerCase()}.`);
    },
    onError: (err) => setMessage(errorText(err)),
  });
  const rooms = (q.data?.rooms ?? []).filter((r) =>
    filter === 'all'
      ? true
      : filter === 'out_of_order'
        ? r.outOfOrder !== null
        : r.status === filter && r.outOfOrder === null,
  );
  const count = (s: HousekeepingStatus) =>
    (q.data?.rooms ?? []).filter((r) => r.status === s && r.outOfOrder === null).length;
  return (
    <AdminPage
      title="Housekeeping"
      intro={q.data ? `Rooms today, ${formatDate(q.data.today)}.` : undefined}
    >
      <div className={styles.filters}>
        {hotels.length > 1 ? (
          <SelectField
            label="Hotel"
            id="hk-hotel"
            value={hotelId}
            onChange={(e) => setChosen(e.target.value)}
          >
            {hotels.map((h) => (
              <option key={h.PropertyID} value={h.PropertyID}>
                {h.UnitName}
              </option>
            ))}
          </SelectField>
        ) : null}
        <SelectField
          label="Show"
          id="hk-filter"
          value={filter}
          onChange={(e) => setFilter(e.target.value as Filter)}
        >
          <option value="all">All rooms</option>
          <option value="dirty">Dirty ({count('dirty')})</option>
          <option value="clean">Clean ({count('clean')})</option>
          <option value="inspected">Inspected ({count('inspected')})</option>
          <option value="out_of_order">Out of order</option>
        </SelectField>
      </div>
      <p role="status" className={styles.message}>
        {message}
      </p>
      {q.isPending && hotelId !== '' ? <Spinner label="Loading the rooms" /> : null}
      {q.isError ? <p role="alert">{errorText(q.error)}</p> : null}
      {q.data ? (
        <CardGrid className={styles.board} aria-label="Rooms">
          {rooms.map((r) => (
            <li key={r.id} className={styles.room}>
              <div className={styles.head}>
                <span className={styles.number}>Room {r.number}</span>
                <span className={styles.meta}>
                  Floor {r.floor} · {r.roomTypeName}
                </span>
              </div>
              <div className={styles.state}>
                {r.outOfOrder ? (
                  <span className={`${styles.pill} ${styles.ooo}`}>
                    Out of order until {formatDate(r.outOfOrder.to)}: {r.outOfOrder.reason}
                  </span>
                ) : (
                  <span className={`${styles.pill} ${styles[r.status]}`}>
                    {STATUS_LABEL[r.status]}
                  </span>
                )}
                <span className={styles.occupancy}>{OCCUPANCY_LABEL[r.occupancy]}</span>
              </div>
              <div className={styles.actions} role="group" aria-label={`Mark room ${r.number}`}>
                {MARKS.map((s) => (
                  <Button
                    key={s}
                    size="sm"
                    variant={r.status === s ? 'primary' : 'secondary'}
                    aria-pressed={r.status === s}
                    disabled={mark.isPending || r.outOfOrder !== null}
                    onClick={() => mark.mutate({ room: r, status: s })}
                  >
                    {STATUS_LABEL[s]}
                  </Button>
                ))}
              </div>
            </li>
          ))}
          {rooms.length === 0 ? <li className={styles.room}>No rooms to show.</li> : null}
        </CardGrid>
      ) : null}
    </AdminPage>
  );
}
