import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  memo,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type FormEvent,
  type PointerEvent as ReactPointerEvent,
} from 'react';
import { useParams } from 'wouter';
import { bookingStatusLabel } from '../../../shared/booking-status';
import { chartReply, type Chart } from '../../../shared/contracts/rooms';
import { z } from 'zod';
import { okReply } from '../../../shared/contracts/common';
import { EXTEND_MAX_NIGHTS } from '../../../shared/contracts/desk';
import { addDays, formatDate, nightsOf, todayIst } from '../../../shared/dates';
import { formatRupees } from '../../../shared/money';
import { Button } from '../../components/Button';
import { SelectField, TextField } from '../../components/Field';
import { Modal } from '../../components/Modal';
import { Spinner } from '../../components/Spinner';
import { AdminPage } from '../AdminPage';
import { ADMIN_KEY, adminApi, anyReply } from '../api';
import { adminHref } from '../hotels/paths';
import { useStaffHotel } from '../hotels/queries';
import styles from './chart.module.css';
import { HOUSEKEEPING_WORD, readyFirst } from './roomChoices';

type ChartRoom = Chart['rooms'][number];
type ChartStay = ChartRoom['stays'][number];

/** One stay of one booked room on consecutive nights: a bar on the chart or an unassigned item. */
type Bar = {
  bookingId: number;
  bookingRoomId: number;
  bookingRefNo: string;
  guestName: string;
  status: ChartStay['status'];
  /** the OTA it came from (ADR 395); null: the website or the counter */
  source: string | null;
  roomTypeId: number;
  /** the nights inside the chart, in order */
  nights: string[];
  /** the room it is on; null: not assigned yet */
  roomId: number | null;
};

const DAY = new Intl.DateTimeFormat('en-IN', {
  weekday: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
const dayLabel = (night: string) => DAY.format(new Date(`${night}T00:00:00Z`));

/** Consecutive nights of the same booked room become one bar. */
function barsOf(
  stays: (ChartStay & { roomTypeId?: number })[],
  roomTypeId: number | null,
  roomId: number | null,
): Bar[] {
  const sorted = [...stays].sort(
    (a, b) => a.bookingRoomId - b.bookingRoomId || a.night.localeCompare(b.night),
  );
  const bars: Bar[] = [];
  for (const s of sorted) {
    const last = bars.at(-1);
    if (
      last &&
      last.bookingRoomId === s.bookingRoomId &&
      addDays(last.nights.at(-1) ?? '', 1) === s.night
    ) {
      last.nights.push(s.night);
      continue;
    }
    bars.push({
      bookingId: s.bookingId,
      bookingRoomId: s.bookingRoomId,
      bookingRefNo: s.bookingRefNo,
      guestName: s.guestName,
      status: s.status,
      source: s.source,
      roomTypeId: s.roomTypeId ?? roomTypeId ?? 0,
      nights: [s.night],
      roomId,
    });
  }
  return bars.sort((a, b) => (a.nights[0] ?? '').localeCompare(b.nights[0] ?? ''));
}

/** The stays whose check-out can move later (ADR 375). */
const EXTENDABLE = new Set<ChartStay['status']>(['confirmed', 'partially_cancelled', 'checked_in']);

/** The status as words: a guest in house is "In house" on the chart. */
const statusText = (s: ChartStay['status']) =>
  s === 'checked_in' ? 'In house' : s === 'confirmed' ? 'Booked' : bookingStatusLabel(s);

const nightsText = (nights: string[]) => {
  const first = nights[0] ?? '';
  const last = nights.at(-1) ?? first;
  return nights.length === 1
    ? `night of ${formatDate(first)}`
    : `nights ${formatDate(first)} to ${formatDate(last)}`;
};

/**
 * Rooms of the bar's type that hold no other stay on the nights it asks for (from `from` on),
 * ready ones first and dirty ones last, as check-in offers them (issue 27 item 4).
 */
function freeRooms(chart: Chart, bar: Bar, from: string): ChartRoom[] {
  const nights = bar.nights.filter((n) => n >= from);
  return readyFirst(
    chart.rooms.filter(
      (r) =>
        !r.retired &&
        r.roomTypeId === bar.roomTypeId &&
        r.id !== bar.roomId &&
        !r.stays.some((s) => s.bookingRoomId !== bar.bookingRoomId && nights.includes(s.night)) &&
        !nights.some((n) => outOfOrderOn(r, n)),
    ),
  );
}

/** The room's period out of order that covers the night, if any. */
const outOfOrderOn = (room: ChartRoom, night: string) =>
  room.outOfOrder.find((p) => p.from <= night && night < p.to);

function useChart(hotelId: number, from: string, to: string) {
  return useQuery({
    queryKey: [ADMIN_KEY, 'chart', hotelId, from, to],
    queryFn: async () =>
      (await adminApi(`/api/staff/hotels/${hotelId}/chart?from=${from}&to=${to}`, chartReply)).data,
  });
}

/** What the chart reads of an extension's reply (the booking as it stands, and the price added). */
const extendedReply = okReply(z.object({ checkOut: z.string(), addedPaise: z.number() }));

/** What a drop or the menu asks of the server. */
type Action =
  | { kind: 'assign'; bar: Bar; room: ChartRoom }
  | { kind: 'move'; bar: Bar; room: ChartRoom; from: string }
  | { kind: 'extend'; bar: Bar; nights: number };

/** The night a stay moves from: its first night, or today for a stay already begun. */
const moveFrom = (bar: Bar, today: string) => {
  const first = bar.nights[0] ?? today;
  return first < today ? today : first;
};

/** Runs an action through the API; the sentence to announce, or the server's refusal thrown. */
function useChartAction() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (a: Action): Promise<string> => {
      const base = `/api/staff/bookings/${a.bar.bookingId}`;
      if (a.kind === 'extend') {
        const r = await adminApi(`${base}/extend`, extendedReply, {
          method: 'POST',
          body: { nights: a.nights },
        });
        return `${a.bar.guestName} now leaves on ${formatDate(r.data.checkOut)}: ${a.nights} more ${
          a.nights === 1 ? 'night' : 'nights'
        } for ${formatRupees(r.data.addedPaise)} (GST included), added to the bill.`;
      }
      const path = `${base}/rooms/${a.bar.bookingRoomId}/${a.kind}`;
      await adminApi(path, anyReply, {
        method: 'POST',
        body: a.kind === 'move' ? { roomId: a.room.id, from: a.from } : { roomId: a.room.id },
      });
      return a.kind === 'move'
        ? `${a.bar.guestName} moves to room ${a.room.number} from ${formatDate(a.from)}.`
        : `${a.bar.guestName} is in room ${a.room.number}.`;
    },
    onSettled: () => qc.invalidateQueries({ queryKey: [ADMIN_KEY, 'chart'] }),
  });
}

/** A drag in progress: the stay, what it does (move it, or pull its end to extend it), where it began. */
type Drag = { bar: Bar; kind: 'move' | 'extend'; x: number; y: number; moved: boolean };

/** The room and night of the chart cell under the pointer (the cell's data attributes). */
function dropTarget(e: { clientX: number; clientY: number; target: EventTarget | null }): {
  roomId: number;
  night: string | null;
  cell: HTMLElement | null;
} | null {
  const hit =
    typeof document.elementFromPoint === 'function'
      ? document.elementFromPoint(e.clientX, e.clientY)
      : null;
  const el = hit ?? (e.target instanceof Element ? e.target : null);
  const row = el?.closest<HTMLElement>('[data-room-id]');
  if (!row) return null;
  const cell = el?.closest<HTMLElement>('[data-night]') ?? null;
  return { roomId: Number(row.dataset.roomId), night: cell?.dataset.night ?? null, cell };
}

/** How near an edge (px) the pointer scrolls the page or the chart's frame while dragging. */
const EDGE = 48;
/** How far (px) one animation frame scrolls there. */
const EDGE_STEP = 14;

/**
 * Drag with a pointer (mouse, pen or finger): a bar or an unassigned item dropped on a room's row
 * is assigned or moved there; the grip at a bar's end dropped on a later night of its row extends
 * the stay to that night. The same actions are in each bar's menu for the keyboard.
 *
 * A mouse or a pen drags from anywhere on a bar. A finger drags only from the handle at a bar's
 * start (or an item's) or from the grip at its end: those alone have `touch-action: none`, so a
 * finger anywhere else on the chart scrolls its frame sideways or the page up and down (ADR 383).
 * The pointer is captured on pointerdown; the cell under it is marked as the drop target; near
 * an edge of the window or of the frame, the page or the frame scrolls on by itself.
 */
function useDrag(chart: Chart | undefined, today: string, run: (a: Action) => void) {
  const drag = useRef<Drag | null>(null);
  const dragged = useRef(false);
  const frame = useRef<HTMLDivElement | null>(null);
  const [active, setActive] = useState<Drag['kind'] | null>(null);
  useEffect(() => {
    let marked: HTMLElement | null = null;
    let last = { x: 0, y: 0 };
    let raf = 0;
    const mark = (cell: HTMLElement | null) => {
      if (marked === cell) return;
      marked?.removeAttribute('data-drop-target');
      cell?.setAttribute('data-drop-target', '');
      marked = cell;
    };
    // near an edge the page (up, down) or the chart's frame (sideways) scrolls while the drag lasts
    const edgeScroll = () => {
      raf = 0;
      if (!drag.current?.moved) return;
      const { x, y } = last;
      const dy = y < EDGE ? -EDGE_STEP : y > window.innerHeight - EDGE ? EDGE_STEP : 0;
      if (dy) window.scrollBy(0, dy);
      const f = frame.current;
      if (f) {
        const r = f.getBoundingClientRect();
        const dx = x > r.right - EDGE ? EDGE_STEP : x < r.left + EDGE ? -EDGE_STEP : 0;
        if (dx && y >= r.top && y <= r.bottom) f.scrollLeft += dx;
      }
      if (dy || f) raf = requestAnimationFrame(edgeScroll);
    };
    const end = () => {
      drag.current = null;
      setActive(null);
      mark(null);
      if (raf) cancelAnimationFrame(raf);
      raf = 0;
    };
    const move = (e: PointerEvent) => {
      const d = drag.current;
      if (!d) return;
      last = { x: e.clientX, y: e.clientY };
      if (!d.moved && Math.abs(e.clientX - d.x) + Math.abs(e.clientY - d.y) > 6) {
        d.moved = true;
        setActive(d.kind);
        if (typeof requestAnimationFrame === 'function') raf = requestAnimationFrame(edgeScroll);
      }
      if (d.moved) mark(dropTarget(e)?.cell ?? null);
    };
    const up = (e: PointerEvent) => {
      const d = drag.current;
      end();
      if (!d?.moved || !chart) return;
      // the click that may follow this pointerup opens no menu; a later one (Enter) does
      dragged.current = true;
      setTimeout(() => {
        dragged.current = false;
      }, 0);
      const t = dropTarget(e);
      const room = t ? chart.rooms.find((r) => r.id === t.roomId) : undefined;
      if (!t || !room) return;
      const { bar } = d;
      if (d.kind === 'extend') {
        const lastNight = bar.nights.at(-1) ?? '';
        if (room.id !== bar.roomId || !t.night || t.night <= lastNight) return;
        run({ kind: 'extend', bar, nights: nightsOf(lastNight, t.night).length });
      } else if (bar.roomId === null) run({ kind: 'assign', bar, room });
      else if (room.id !== bar.roomId) run({ kind: 'move', bar, room, from: moveFrom(bar, today) });
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', up);
    window.addEventListener('pointercancel', end);
    return () => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', up);
      window.removeEventListener('pointercancel', end);
      end();
    };
  }, [chart, today, run]);
  /** pointerdown on a bar or an item: a drag may begin (a finger: only from a handle or grip) */
  const start = useCallback((bar: Bar, e: ReactPointerEvent<HTMLElement>) => {
    if (e.button !== 0) return;
    dragged.current = false;
    const from = e.target instanceof Element ? e.target : null;
    const grip = from?.closest('[data-grip]');
    if (e.pointerType === 'touch' && !grip && !from?.closest('[data-handle]')) return;
    try {
      e.currentTarget.setPointerCapture(e.pointerId);
    } catch {
      // a pointer the browser no longer knows (or a test's synthetic event): the window still hears it
    }
    drag.current = {
      bar,
      kind: grip ? 'extend' : 'move',
      x: e.clientX,
      y: e.clientY,
      moved: false,
    };
  }, []);
  /** true once, just after a drag: the click that ends it opens no menu */
  const wasDrag = useCallback(() => {
    const was = dragged.current;
    dragged.current = false;
    return was;
  }, []);
  // the same functions on every render: the rows (memo) are drawn again only when their room changes
  return { active, frame, start, wasDrag };
}

/**
 * /admin/hotels/:hotelId/chart: the room chart (tape chart, issue 27). Rooms down the side, 14 or
 * 30 nights across, each stay a bar naming the guest and the status in words; booked rooms with
 * no room yet are listed above. Every bar and unassigned item is a button that opens a small
 * dialog to assign it to, or move it to, a free room of its type (ADR 266).
 */
export function ChartPage() {
  const hotelId = Number(useParams<{ hotelId: string }>().hotelId);
  const today = todayIst();
  const [from, setFrom] = useState(today);
  const [days, setDays] = useState<14 | 30>(14);
  const to = addDays(from, days);
  const hotel = useStaffHotel(hotelId);
  const chart = useChart(hotelId, from, to);
  const [open, setOpen] = useState<Bar | null>(null);
  const [status, setStatus] = useState('');
  const [refusal, setRefusal] = useState('');
  const action = useChartAction();
  const { mutateAsync } = action;
  const run = useCallback(
    (a: Action) => {
      setRefusal('');
      mutateAsync(a).then(setStatus, (err: Error) => {
        setStatus('');
        setRefusal(err.message);
      });
    },
    [mutateAsync],
  );
  const data = chart.data;
  const drag = useDrag(data, today, run);
  const { wasDrag } = drag;
  const openMenu = useCallback(
    (b: Bar) => {
      if (!wasDrag()) setOpen(b);
    },
    [wasDrag],
  );
  const { unassigned, byNight } = useMemo(() => {
    const list = data ? barsOf(data.unassigned, null, null) : [];
    const groups = new Map<string, Bar[]>();
    for (const b of list) {
      const first = b.nights[0] ?? '';
      groups.set(first, [...(groups.get(first) ?? []), b]);
    }
    return { unassigned: list, byNight: groups };
  }, [data]);

  return (
    <AdminPage
      title={hotel.data ? `Room chart: ${hotel.data.unitName}` : 'Room chart'}
      intro={
        <>
          <a href={adminHref(`/hotels/${hotelId}`)}>{hotel.data?.unitName ?? 'The hotel'}</a>. Each
          stay is a button: choose it to assign or move it to a free room of its type, or to extend
          it. With a mouse, drag a stay onto a room&apos;s row, or drag the grip at its end to a
          later night. On a touch screen, drag by the ridged handle at a stay&apos;s start or the
          grip at its end; a finger elsewhere scrolls the chart.
        </>
      }
    >
      <div className={styles.controls}>
        <TextField
          label="First night"
          type="date"
          value={from}
          onChange={(e) => {
            if (/^\d{4}-\d{2}-\d{2}$/.test(e.target.value)) setFrom(e.target.value);
          }}
        />
        <div role="group" aria-label="Days shown" className={styles.toggle}>
          {([14, 30] as const).map((d) => (
            <Button
              key={d}
              size="sm"
              variant={days === d ? 'primary' : 'secondary'}
              aria-pressed={days === d}
              onClick={() => setDays(d)}
            >
              {d} days
            </Button>
          ))}
        </div>
      </div>
      <p role="status" className={styles.status}>
        {action.isPending ? 'Saving…' : status}
      </p>
      {refusal ? (
        <p role="alert" className={styles.refusal}>
          {refusal}
        </p>
      ) : null}
      {chart.isPending ? <Spinner block /> : null}
      {chart.error ? <p role="alert">{chart.error.message}</p> : null}
      {data ? (
        <>
          <section aria-labelledby="unassigned-title" className={styles.unassigned}>
            <h2 id="unassigned-title" className={styles.sectionTitle}>
              Booked rooms with no room yet
            </h2>
            {unassigned.length === 0 ? (
              <p>Every booked room in these days has a room.</p>
            ) : (
              <ul className={styles.nightList}>
                {[...byNight].map(([night, items]) => (
                  <li key={night}>
                    <h3 className={styles.nightTitle}>From {formatDate(night)}</h3>
                    <ul className={styles.items}>
                      {items.map((b) => (
                        <li key={`${b.bookingRoomId}-${night}`}>
                          <button
                            type="button"
                            className={styles.item}
                            onClick={() => openMenu(b)}
                            onPointerDown={(e) => drag.start(b, e)}
                          >
                            <span
                              className={styles.handle}
                              data-handle
                              aria-hidden="true"
                              title="Drag to a room"
                            />
                            <strong>{b.guestName}</strong>{' '}
                            <span className={styles.label}>{statusText(b.status)}</span>{' '}
                            {b.source ? (
                              <>
                                <span className={styles.source}>{b.source}</span>{' '}
                              </>
                            ) : null}
                            <span>
                              {b.bookingRefNo},{' '}
                              {data.rooms.find((r) => r.roomTypeId === b.roomTypeId)
                                ?.roomTypeName ?? 'room'}
                              , {nightsText(b.nights)}
                            </span>
                            <span className="sr-only">: assign to a room</span>
                          </button>
                        </li>
                      ))}
                    </ul>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <div
            ref={drag.frame}
            className={styles.frame}
            role="region"
            aria-labelledby="chart-caption"
            tabIndex={0}
            data-dragging={drag.active ?? undefined}
          >
            <table className={styles.chart}>
              <caption id="chart-caption" className="sr-only">
                Room chart from {formatDate(data.nights[0] ?? from)} for {data.nights.length}{' '}
                nights: rooms down the side, nights across
              </caption>
              <thead>
                <tr>
                  <th scope="col" className={styles.roomHead}>
                    Room
                  </th>
                  {data.nights.map((n) => (
                    <th
                      key={n}
                      scope="col"
                      abbr={formatDate(n)}
                      data-today={n === today || undefined}
                    >
                      {dayLabel(n)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {data.rooms.map((r) => (
                  <RoomRow
                    key={r.id}
                    room={r}
                    nights={data.nights}
                    onOpen={openMenu}
                    onDragStart={drag.start}
                  />
                ))}
              </tbody>
            </table>
          </div>
        </>
      ) : null}
      {open && data ? (
        <AssignDialog
          bar={open}
          chart={data}
          today={today}
          onClose={() => setOpen(null)}
          onDone={(text) => {
            setOpen(null);
            setRefusal('');
            setStatus(text);
          }}
        />
      ) : null}
    </AdminPage>
  );
}

/**
 * A room's row: drawn again only when its room, the nights or the handlers change (memo), so a
 * drag, a status line or a dialog does not redraw 60 rows of 30 nights (ADR 383).
 */
const RoomRow = memo(function RoomRow({
  room,
  nights,
  onOpen,
  onDragStart,
}: {
  room: ChartRoom;
  nights: string[];
  onOpen: (b: Bar) => void;
  onDragStart: (b: Bar, e: ReactPointerEvent<HTMLElement>) => void;
}) {
  const bars = barsOf(room.stays, room.roomTypeId, room.id);
  const byFirst = new Map(bars.map((b) => [b.nights[0], b]));
  const cells = [];
  for (let i = 0; i < nights.length;) {
    const night = nights[i] ?? '';
    const bar = byFirst.get(night);
    if (bar) {
      cells.push(
        <td key={night} colSpan={bar.nights.length} className={styles.barCell} data-night={night}>
          <button
            type="button"
            className={styles.bar}
            data-status={bar.status}
            onClick={() => onOpen(bar)}
            onPointerDown={(e) => onDragStart(bar, e)}
          >
            <span className={styles.handle} data-handle aria-hidden="true" title="Drag to move" />
            <span className={styles.guest}>{bar.guestName}</span>{' '}
            <span className={styles.label}>{statusText(bar.status)}</span>
            {bar.source ? (
              <span className={styles.source}>
                <span className="sr-only">, from </span>
                {bar.source}
              </span>
            ) : null}
            <span className="sr-only">
              , {bar.bookingRefNo}, {nightsText(bar.nights)}: move to another room or extend
            </span>
            {EXTENDABLE.has(bar.status) ? (
              <span className={styles.grip} data-grip aria-hidden="true" title="Drag to extend" />
            ) : null}
          </button>
        </td>,
      );
      i += bar.nights.length;
    } else if (outOfOrderOn(room, night)) {
      // consecutive nights of one period out of order, up to the next bar: one labelled cell
      const period = outOfOrderOn(room, night)!;
      let span = 1;
      while (
        i + span < nights.length &&
        outOfOrderOn(room, nights[i + span] ?? '') === period &&
        !byFirst.has(nights[i + span])
      )
        span += 1;
      cells.push(
        <td key={night} colSpan={span} className={styles.oooCell} data-night={night}>
          <span className={styles.label}>Out of order</span>{' '}
          <span className={styles.oooReason}>{period.reason}</span>
        </td>,
      );
      i += span;
    } else {
      cells.push(<td key={night} data-night={night} />);
      i += 1;
    }
  }
  return (
    <tr data-retired={room.retired || undefined} data-room-id={room.id}>
      <th scope="row" className={styles.roomHead}>
        {room.number} <span className={styles.roomType}>{room.roomTypeName}</span>{' '}
        <span className={styles.roomType}>{HOUSEKEEPING_WORD[room.housekeeping]}</span>
        {room.retired ? <span className={styles.label}> retired</span> : null}
      </th>
      {cells}
    </tr>
  );
});

function AssignDialog({
  bar,
  chart,
  today,
  onClose,
  onDone,
}: {
  bar: Bar;
  chart: Chart;
  today: string;
  onClose: () => void;
  onDone: (text: string) => void;
}) {
  const moving = bar.roomId !== null;
  const from = moving ? moveFrom(bar, today) : (bar.nights[0] ?? today);
  const free = freeRooms(chart, bar, from);
  const [roomId, setRoomId] = useState(free[0] ? String(free[0].id) : '');
  const [nights, setNights] = useState('1');
  const m = useChartAction();
  const extendable = EXTENDABLE.has(bar.status);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const room = chart.rooms.find((r) => String(r.id) === roomId);
    if (!room) return;
    try {
      onDone(
        await m.mutateAsync(
          moving ? { kind: 'move', bar, room, from } : { kind: 'assign', bar, room },
        ),
      );
    } catch {
      // the error shows in the dialog
    }
  };
  const extend = async (e: FormEvent) => {
    e.preventDefault();
    try {
      onDone(await m.mutateAsync({ kind: 'extend', bar, nights: Number(nights) }));
    } catch {
      // the error shows in the dialog
    }
  };
  const lastNight = bar.nights.at(-1) ?? today;
  return (
    <Modal
      open
      size="sm"
      onClose={onClose}
      title={`${moving ? 'Move' : 'Assign'} ${bar.guestName} to…`}
      closeLabel="Close"
      description={`${bar.bookingRefNo}, ${statusText(bar.status)}, ${nightsText(bar.nights)}.`}
    >
      <p>
        <a href={adminHref(`/bookings/${bar.bookingId}`)}>Open booking {bar.bookingRefNo}</a> to
        check the guest in or out, take a payment or mark a no-show.
      </p>
      <form onSubmit={submit} noValidate className={styles.form}>
        {free.length === 0 ? (
          <p>No room of this type is free on these nights.</p>
        ) : (
          <SelectField
            label={moving ? `Move to (from ${formatDate(from)})` : 'Assign to'}
            value={roomId}
            onChange={(e) => setRoomId(e.target.value)}
          >
            {free.map((r) => (
              <option key={r.id} value={r.id}>
                Room {r.number} ({r.roomTypeName}, floor {r.floor},{' '}
                {HOUSEKEEPING_WORD[r.housekeeping]})
              </option>
            ))}
          </SelectField>
        )}
        <div className={styles.formActions}>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={free.length === 0 || m.isPending}>
            {moving ? 'Move' : 'Assign'}
          </Button>
        </div>
      </form>
      {extendable ? (
        <form onSubmit={extend} noValidate className={styles.form} aria-labelledby="extend-title">
          <h3 id="extend-title" className={styles.nightTitle}>
            Extend the stay
          </h3>
          <SelectField
            label={`Nights to add after ${formatDate(lastNight)}`}
            hint="The hotel's rates for those nights are added to the bill."
            value={nights}
            onChange={(e) => setNights(e.target.value)}
          >
            {Array.from({ length: Math.min(14, EXTEND_MAX_NIGHTS) }, (_, i) => i + 1).map((n) => (
              <option key={n} value={n}>
                {n} {n === 1 ? 'night' : 'nights'} (leaves {formatDate(addDays(lastNight, n + 1))})
              </option>
            ))}
          </SelectField>
          <div className={styles.formActions}>
            <Button type="submit" variant="secondary" disabled={m.isPending}>
              Extend
            </Button>
          </div>
        </form>
      ) : null}
      {m.error ? <p role="alert">{m.error.message}</p> : null}
    </Modal>
  );
}
