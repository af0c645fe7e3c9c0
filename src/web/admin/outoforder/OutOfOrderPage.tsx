import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import {
  boardReply,
  boardRoomReply,
  outOfOrderBody,
  type Board,
  type BoardRoom,
  type OutOfOrderPeriod,
} from '../../../shared/contracts/rooms';
import { addDays, formatDate, todayIst } from '../../../shared/dates';
import { Button } from '../../components/Button';
import { SelectField, TextareaField, TextField } from '../../components/Field';
import { Spinner } from '../../components/Spinner';
import { AdminPage } from '../AdminPage';
import { ADMIN_KEY, adminApi } from '../api';
import { errorText, useReachableHotels } from '../bookings/deskShared';
import styles from './outoforder.module.css';

type FieldName = 'roomId' | 'from' | 'to' | 'reason';
type Errors = Partial<Record<FieldName, string>>;
type Row = { room: BoardRoom; period: OutOfOrderPeriod; current: boolean };

/** Every period out of order of the hotel that is not over: the current ones first, then by date. */
function periodsOf(board: Board): Row[] {
  return board.rooms
    .flatMap((room) => [
      ...(room.outOfOrder ? [{ room, period: room.outOfOrder, current: true }] : []),
      ...room.upcomingOutOfOrder.map((period) => ({ room, period, current: false })),
    ])
    .sort((a, b) => a.period.from.localeCompare(b.period.from));
}

/**
 * /admin/out-of-order: the desk takes a room out of order for some nights (a leak, repairs) with a
 * reason, sees the rooms out of order now and later, and puts one back in service (ADR 310). The
 * form is checked with the API's own schema before it is sent; the server still refuses a night
 * that would oversell or a room given to a stay (409), shown as it comes.
 */
export function OutOfOrderPage() {
  const hotels = useReachableHotels();
  const [chosen, setChosen] = useState('');
  const hotelId = chosen || (hotels[0] ? String(hotels[0].PropertyID) : '');
  const today = todayIst();
  const [roomId, setRoomId] = useState('');
  const [from, setFrom] = useState(today);
  const [to, setTo] = useState(addDays(today, 1));
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [message, setMessage] = useState('');
  const form = useRef<HTMLFormElement>(null);
  const key = [ADMIN_KEY, 'housekeeping', hotelId];
  const qc = useQueryClient();
  const q = useQuery({
    queryKey: key,
    enabled: hotelId !== '',
    queryFn: async () =>
      (await adminApi(`/api/staff/hotels/${hotelId}/housekeeping`, boardReply)).data,
  });
  const refresh = () => qc.invalidateQueries({ queryKey: [ADMIN_KEY] });

  const save = useMutation({
    mutationFn: async (v: { roomId: number; from: string; to: string; reason: string }) =>
      (
        await adminApi(`/api/staff/rooms/${v.roomId}/out-of-order`, boardRoomReply, {
          method: 'PUT',
          body: { from: v.from, to: v.to, reason: v.reason },
        })
      ).data,
    onSuccess: (room, v) => {
      setMessage(
        `Room ${room.number} is out of order from ${formatDate(v.from)}; back in service on ${formatDate(v.to)}.`,
      );
      setReason('');
      setRoomId('');
      void refresh();
    },
  });
  const end = useMutation({
    mutationFn: async (row: Row) =>
      (
        await adminApi(
          `/api/staff/rooms/${row.room.id}/out-of-order/${row.period.id}`,
          boardRoomReply,
          { method: 'DELETE' },
        )
      ).data,
    onSuccess: (room) => {
      setMessage(`Room ${room.number} is back in service.`);
      void refresh();
    },
    onError: (err) => setMessage(errorText(err)),
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.reset();
    const found: Errors = {};
    if (!roomId) found.roomId = 'Choose a room.';
    const parsed = outOfOrderBody.safeParse({ from, to, reason });
    if (!parsed.success)
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as FieldName;
        found[field] ??= issue.message;
      }
    if (!found.from && from < today)
      found.from = `The first night is today, ${formatDate(today)}, or later.`;
    setErrors(found);
    const first = (['roomId', 'from', 'to', 'reason'] as const).find((f) => found[f]);
    if (first) {
      // the first field in error takes the focus, so its message is read out
      form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    if (parsed.success) save.mutate({ roomId: Number(roomId), ...parsed.data });
  };

  const rooms = q.data?.rooms ?? [];
  const rows = q.data ? periodsOf(q.data) : [];
  return (
    <AdminPage
      title="Rooms out of order"
      intro="A room out of order is off sale for its nights. It cannot be given to a guest until it is back in service."
    >
      {hotels.length > 1 ? (
        <div className={styles.hotel}>
          <SelectField
            label="Hotel"
            id="ooo-hotel"
            value={hotelId}
            onChange={(e) => {
              setChosen(e.target.value);
              setRoomId('');
            }}
          >
            {hotels.map((h) => (
              <option key={h.PropertyID} value={h.PropertyID}>
                {h.UnitName}
              </option>
            ))}
          </SelectField>
        </div>
      ) : null}
      <form
        ref={form}
        className={styles.form}
        onSubmit={submit}
        noValidate
        aria-labelledby="ooo-form-title"
      >
        <h2 id="ooo-form-title" className={styles.title}>
          Take a room out of order
        </h2>
        <SelectField
          label="Room"
          id="ooo-room"
          name="roomId"
          required
          value={roomId}
          error={errors.roomId}
          onChange={(e) => setRoomId(e.target.value)}
        >
          <option value="">{q.isPending ? 'Loading rooms…' : 'Choose a room'}</option>
          {rooms.map((r) => (
            <option key={r.id} value={r.id}>
              {r.number} ({r.roomTypeName}, floor {r.floor})
            </option>
          ))}
        </SelectField>
        <div className={styles.dates}>
          <TextField
            label="First night out of order"
            id="ooo-from"
            name="from"
            type="date"
            required
            min={today}
            value={from}
            error={errors.from}
            onChange={(e) => setFrom(e.target.value)}
          />
          <TextField
            label="Back in service on"
            id="ooo-to"
            name="to"
            type="date"
            required
            min={addDays(from || today, 1)}
            value={to}
            error={errors.to}
            onChange={(e) => setTo(e.target.value)}
          />
        </div>
        <TextareaField
          label="Reason"
          id="ooo-reason"
          name="reason"
          required
          rows={2}
          maxLength={200}
          hint="For example: bathroom leak, painting, AC repair."
          value={reason}
          error={errors.reason}
          onChange={(e) => setReason(e.target.value)}
        />
        {save.isError ? (
          <p role="alert" className={styles.error}>
            {errorText(save.error)}
          </p>
        ) : null}
        <div>
          <Button type="submit" loading={save.isPending} disabled={hotelId === ''}>
            Take out of order
          </Button>
        </div>
      </form>
      <p role="status" className={styles.message}>
        {message}
      </p>
      {q.isPending && hotelId !== '' ? <Spinner label="Loading the rooms" /> : null}
      {q.isError ? <p role="alert">{errorText(q.error)}</p> : null}
      {q.data ? (
        <section aria-labelledby="ooo-list-title">
          <h2 id="ooo-list-title" className={styles.title}>
            Out of order now and later
          </h2>
          {rows.length === 0 ? (
            <p>No room is out of order.</p>
          ) : (
            <ul className={styles.list}>
              {rows.map((row) => (
                <li key={row.period.id} className={styles.item}>
                  <div>
                    <strong>Room {row.room.number}</strong>{' '}
                    <span className={styles.when}>
                      {row.current ? 'Out of order now' : `From ${formatDate(row.period.from)}`},
                      back on {formatDate(row.period.to)}
                    </span>
                    <span className={styles.reason}>{row.period.reason}</span>
                  </div>
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={end.isPending}
                    aria-label={`${row.current ? 'Back in service' : 'Cancel'}: room ${row.room.number}, ${row.period.reason}`}
                    onClick={() => end.mutate(row)}
                  >
                    {row.current ? 'Back in service' : 'Cancel'}
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}
    </AdminPage>
  );
}
