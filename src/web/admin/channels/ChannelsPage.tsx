import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FormMessages } from '../FormMessages';
import { useState, type FormEvent } from 'react';
import { messageReply } from '../../../shared/contracts/common';
import {
  channelCommissionsReply,
  channelMappingsReply,
  channelStatusReply,
  icalFeedReply,
  icalFeedsReply,
  putChannelCommissionsBody,
  putChannelMappingBody,
  type ChannelCommission,
  type ChannelHotelMapping,
  type ChannelPushStatus,
  type IcalFeed,
} from '../../../shared/contracts/channels';
import { gridReply } from '../../../shared/contracts/rates';
import { formatDateTimeIst, todayIst } from '../../../shared/dates';
import { percentNumber, percentToBp } from '../../../shared/pricing';
import { Button } from '../../components/Button';
import { SelectField, TextField } from '../../components/Field';
import { ADMIN_KEY, adminApi } from '../api';
import { AdminPage } from '../AdminPage';
import { useReachableHotels } from '../bookings/deskShared';
import ui from '../ui.module.css';
import styles from './channels.module.css';

const KEY = [ADMIN_KEY, 'channels'] as const;
const KIND_LABEL: Record<ChannelPushStatus['kind'], string> = {
  availability: 'Free rooms',
  rates: 'Prices and restrictions',
};

const when = (iso: string | null) => (iso ? formatDateTimeIst(iso) : 'Never');

/** The feed's last pull and each mapped hotel's pushes, with a retry of a failed one. */
function StatusSection({ hotelName }: { hotelName: (id: number) => string }) {
  const qc = useQueryClient();
  const [notice, setNotice] = useState<string | null>(null);
  const q = useQuery({
    queryKey: [...KEY, 'status'],
    queryFn: async () => (await adminApi('/api/staff/channels/status', channelStatusReply)).data,
  });
  // a button's call (a retry, a full sync): its message shown, the status read again
  const statusAction = <T,>(url: (v: T) => string) => ({
    mutationFn: (v: T) => adminApi(url(v), messageReply, { method: 'POST', body: {} }),
    onSuccess: async (r: { message: string }) => {
      setNotice(r.message);
      await qc.invalidateQueries({ queryKey: [...KEY, 'status'] });
    },
    onError: (err: Error) => setNotice(err.message),
  });
  const retry = useMutation(
    statusAction(
      (p: ChannelPushStatus) => `/api/staff/channels/pushes/${p.hotelId}/${p.kind}/retry`,
    ),
  );
  const fullSync = useMutation(
    statusAction((hotelId: number) => `/api/staff/channels/full-sync/${hotelId}`),
  );
  const s = q.data;
  return (
    <section className={ui.section} aria-labelledby="channel-status">
      <h2 id="channel-status" className={ui.sectionTitle}>
        Connection
      </h2>
      {q.isError ? (
        <p className={ui.error} role="alert">
          {q.error.message}
        </p>
      ) : null}
      <p role="status" className={notice ? ui.success : styles.hidden}>
        {notice}
      </p>
      {s ? (
        <>
          {!s.enabled ? (
            <p className={ui.muted}>
              {/* the setting's name may break after its underscore: at 200% text on a phone it is
                  wider than the column (ADR 230) */}
              The channel manager is off on this server (setting{' '}
              <code>
                CHANNEL_
                <wbr />
                MANAGER
              </code>
              ): nothing is sent or read.
            </p>
          ) : null}
          <dl className={styles.facts}>
            <div>
              <dt>Booking feed last read</dt>
              <dd>{when(s.feed.lastPullAt)}</dd>
            </div>
            <div>
              <dt>Last read without error</dt>
              <dd>{when(s.feed.lastSuccessAt)}</dd>
            </div>
            {s.feed.lastError ? (
              <div>
                <dt>Last error</dt>
                <dd className={styles.problem}>{s.feed.lastError}</dd>
              </div>
            ) : null}
          </dl>
          <div className={ui.tableWrap} tabIndex={0} role="region" aria-label="Pushes">
            <table className={ui.table}>
              <caption>Pushes to the channel manager</caption>
              <thead>
                <tr>
                  <th scope="col">Hotel</th>
                  <th scope="col">What</th>
                  <th scope="col" className={ui.num}>
                    Waiting
                  </th>
                  <th scope="col">Last success</th>
                  <th scope="col">Problem</th>
                  <th scope="col">Action</th>
                </tr>
              </thead>
              <tbody>
                {s.pushes.length === 0 ? (
                  <tr>
                    <td colSpan={6}>No hotel is mapped yet.</td>
                  </tr>
                ) : (
                  s.pushes.map((p) => {
                    const label = `${hotelName(p.hotelId)}: ${KIND_LABEL[p.kind]}`;
                    return (
                      <tr key={`${p.hotelId}-${p.kind}`}>
                        <th scope="row">{hotelName(p.hotelId)}</th>
                        <td>{KIND_LABEL[p.kind]}</td>
                        <td className={ui.num}>{p.pending}</td>
                        <td>{when(p.lastSuccessAt)}</td>
                        <td>
                          {p.lastError ? (
                            <>
                              <span className={styles.problem}>{p.lastError}</span>
                              <div className={ui.muted}>
                                {p.attempts} failed {p.attempts === 1 ? 'try' : 'tries'}
                                {p.nextAttemptAt ? `; next ${when(p.nextAttemptAt)}` : ''}
                              </div>
                            </>
                          ) : (
                            'None'
                          )}
                        </td>
                        <td>
                          {p.lastError ? (
                            <Button
                              size="sm"
                              onClick={() => retry.mutate(p)}
                              loading={
                                retry.isPending &&
                                retry.variables.hotelId === p.hotelId &&
                                retry.variables.kind === p.kind
                              }
                              aria-label={`Retry ${label}`}
                            >
                              Retry
                            </Button>
                          ) : null}
                        </td>
                      </tr>
                    );
                  })
                )}
              </tbody>
            </table>
          </div>
          {s.fullSyncs.length > 0 ? (
            <>
              <h3 className={styles.subTitle}>Full sync</h3>
              <p className={ui.muted}>
                Every night from 02:00 the year ahead of each mapped hotel is sent again whole, at
                the channel manager&rsquo;s pace. Send it now after a problem at the channel
                manager.
              </p>
              <ul className={styles.syncs}>
                {s.fullSyncs.map((f) => (
                  <li key={f.hotelId}>
                    <span>
                      {hotelName(f.hotelId)}: last full sync {when(f.lastFullSyncAt)}
                    </span>
                    <Button
                      size="sm"
                      variant="secondary"
                      onClick={() => fullSync.mutate(f.hotelId)}
                      loading={fullSync.isPending && fullSync.variables === f.hotelId}
                      aria-label={`Full sync now: ${hotelName(f.hotelId)}`}
                    >
                      Full sync now
                    </Button>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </>
      ) : null}
    </section>
  );
}

type CommissionDraft = { key: number; otaName: string; percent: string };
let commissionKey = 0;
const commissionDraft = (c?: ChannelCommission): CommissionDraft => ({
  key: (commissionKey += 1),
  otaName: c?.otaName ?? '',
  percent: c ? percentNumber(c.commissionBp) : '',
});

/**
 * What each OTA charges (ADR 393): its name as the channel manager sends it and its commission in
 * percent; the reports' bookings by source read it.
 */
function CommissionsForm({ saved }: { saved: ChannelCommission[] }) {
  const qc = useQueryClient();
  const [rows, setRows] = useState<CommissionDraft[]>(() =>
    saved.length ? saved.map(commissionDraft) : [commissionDraft()],
  );
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (body: { commissions: ChannelCommission[] }) =>
      adminApi('/api/staff/channels/commissions', channelCommissionsReply, {
        method: 'PUT',
        body,
      }),
    onSuccess: async () => {
      setNotice('Commissions saved. The reports of bookings by source use them.');
      await qc.invalidateQueries({ queryKey: [...KEY, 'commissions'] });
    },
    onError: (err) => setError(err.message),
  });
  const set = (key: number, patch: Partial<CommissionDraft>) =>
    setRows((rs) => rs.map((r) => (r.key === key ? { ...r, ...patch } : r)));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    setNotice(null);
    const filled = rows.filter((r) => r.otaName.trim() || r.percent.trim());
    const commissions: ChannelCommission[] = [];
    for (const r of filled) {
      const bp = percentToBp(r.percent);
      if (bp === null) {
        setError(
          `${r.otaName.trim() || 'A channel'}: write the commission as a percentage from 0 to 100, e.g. 15 or 15.5.`,
        );
        return;
      }
      commissions.push({ otaName: r.otaName, commissionBp: bp });
    }
    const parsed = putChannelCommissionsBody.safeParse({ commissions });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Check the channels.');
      return;
    }
    save.mutate(parsed.data);
  };
  return (
    <form className={ui.section} onSubmit={submit} noValidate aria-labelledby="channel-commission">
      <h2 id="channel-commission" className={ui.sectionTitle}>
        Commission per channel
      </h2>
      <p className={ui.muted}>
        The share of a booking&rsquo;s value before GST each OTA keeps. The channel&rsquo;s name is
        as the channel manager sends it (Booking.com, MakeMyTrip, Agoda, Airbnb). A channel not
        listed shows &ldquo;Not known&rdquo; in the reports.
      </p>
      <FormMessages error={error} notice={notice} />
      {rows.map((r, i) => (
        <fieldset key={r.key} className={styles.roomType}>
          <legend>{r.otaName.trim() || `Channel ${i + 1}`}</legend>
          <div className={styles.grid}>
            <TextField
              label="Channel name"
              autoComplete="off"
              value={r.otaName}
              onChange={(e) => set(r.key, { otaName: e.target.value })}
            />
            <TextField
              label="Commission (%)"
              inputMode="decimal"
              autoComplete="off"
              value={r.percent}
              onChange={(e) => set(r.key, { percent: e.target.value })}
            />
            <Button
              size="sm"
              variant="secondary"
              onClick={() => setRows((rs) => rs.filter((x) => x.key !== r.key))}
              aria-label={`Remove ${r.otaName.trim() || `channel ${i + 1}`}`}
            >
              Remove
            </Button>
          </div>
        </fieldset>
      ))}
      <div className={ui.filterActions}>
        <Button variant="secondary" onClick={() => setRows((rs) => [...rs, commissionDraft()])}>
          Add a channel
        </Button>
        <Button type="submit" loading={save.isPending}>
          Save commissions
        </Button>
      </div>
    </form>
  );
}

type Draft = {
  propertyId: string;
  rooms: Record<number, { channelRoomTypeId: string; channelRatePlanId: string }>;
  plans: Record<number, string>;
};

function draftOf(m: ChannelHotelMapping | undefined): Draft {
  return {
    propertyId: m?.propertyId ?? '',
    rooms: Object.fromEntries(
      (m?.roomTypes ?? []).map((r) => [
        r.roomTypeId,
        { channelRoomTypeId: r.channelRoomTypeId, channelRatePlanId: r.channelRatePlanId ?? '' },
      ]),
    ),
    plans: Object.fromEntries((m?.ratePlans ?? []).map((p) => [p.ratePlanId, p.channelRatePlanId])),
  };
}

/** The body of the PUT: only the room types and plans with an id filled in. */
function bodyOf(hotelId: number, d: Draft) {
  return {
    hotelId,
    propertyId: d.propertyId.trim() || null,
    roomTypes: Object.entries(d.rooms)
      .filter(([, r]) => r.channelRoomTypeId.trim())
      .map(([id, r]) => ({
        roomTypeId: Number(id),
        channelRoomTypeId: r.channelRoomTypeId.trim(),
        channelRatePlanId: r.channelRatePlanId.trim() || null,
      })),
    ratePlans: Object.entries(d.plans)
      .filter(([, v]) => v.trim())
      .map(([id, v]) => ({ ratePlanId: Number(id), channelRatePlanId: v.trim() })),
  };
}

/** One hotel's ids at the channel manager, and each room type's calendar address. */
function MappingForm({
  hotelId,
  mapping,
  feeds,
}: {
  hotelId: number;
  mapping: ChannelHotelMapping | undefined;
  feeds: IcalFeed[];
}) {
  const qc = useQueryClient();
  const [draft, setDraft] = useState<Draft>(() => draftOf(mapping));
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const grid = useQuery({
    queryKey: [...KEY, 'grid', hotelId],
    queryFn: async () =>
      (
        await adminApi(
          `/api/staff/hotels/${hotelId}/rate-grid?from=${todayIst()}&days=1`,
          gridReply,
        )
      ).data,
  });
  const save = useMutation({
    mutationFn: () =>
      adminApi('/api/staff/channels/mappings', channelMappingsReply, {
        method: 'PUT',
        body: bodyOf(hotelId, draft),
      }),
    onSuccess: async () => {
      setNotice('Mapping saved. Free rooms, prices and restrictions of the year ahead are sent.');
      await qc.invalidateQueries({ queryKey: KEY });
    },
    onError: (err) => setError(err.message),
  });
  const calendar = useMutation({
    mutationFn: (roomTypeId: number) =>
      adminApi('/api/staff/channels/ical-feeds', icalFeedReply, {
        method: 'POST',
        body: { hotelId, roomTypeId },
      }),
    onSuccess: async (r) => {
      setNotice(r.message);
      await qc.invalidateQueries({ queryKey: [...KEY, 'ical'] });
    },
    onError: (err) => setError(err.message),
  });
  const room = (id: number) => draft.rooms[id] ?? { channelRoomTypeId: '', channelRatePlanId: '' };
  const setRoom = (id: number, k: 'channelRoomTypeId' | 'channelRatePlanId', v: string) =>
    setDraft((d) => ({ ...d, rooms: { ...d.rooms, [id]: { ...room(id), [k]: v } } }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    setNotice(null);
    const parsed = putChannelMappingBody.safeParse(bodyOf(hotelId, draft));
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Check the ids.');
      return;
    }
    save.mutate();
  };
  return (
    <form className={ui.section} onSubmit={submit} noValidate aria-label="Channel mapping">
      <FormMessages error={error} notice={notice} />
      <TextField
        label="Channel property id"
        className={styles.narrow}
        hint="Empty: the hotel is not sold through the channel manager."
        autoComplete="off"
        value={draft.propertyId}
        onChange={(e) => setDraft((d) => ({ ...d, propertyId: e.target.value }))}
      />
      {grid.isError ? (
        <p className={ui.error} role="alert">
          {grid.error.message}
        </p>
      ) : null}
      {(grid.data?.roomTypes ?? []).map((rt) => {
        const feed = feeds.find((f) => f.roomTypeId === rt.id);
        return (
          <fieldset key={rt.id} className={styles.roomType}>
            <legend>{rt.name}</legend>
            <div className={styles.grid}>
              <TextField
                label="Channel room type id"
                autoComplete="off"
                value={room(rt.id).channelRoomTypeId}
                onChange={(e) => setRoom(rt.id, 'channelRoomTypeId', e.target.value)}
              />
              <TextField
                label="Standard rate: channel rate plan id"
                autoComplete="off"
                value={room(rt.id).channelRatePlanId}
                onChange={(e) => setRoom(rt.id, 'channelRatePlanId', e.target.value)}
              />
              {rt.plans.flatMap((p) => {
                const planId = p.id;
                if (planId === null) return [];
                return [
                  <TextField
                    key={planId}
                    label={`${p.name}${p.active ? '' : ' (withdrawn)'}: channel rate plan id`}
                    autoComplete="off"
                    value={draft.plans[planId] ?? ''}
                    onChange={(e) =>
                      setDraft((d) => ({ ...d, plans: { ...d.plans, [planId]: e.target.value } }))
                    }
                  />,
                ];
              })}
            </div>
            <div className={styles.calendar}>
              <span className={ui.muted}>Calendar for channels that read one: </span>
              {feed ? <code className={styles.url}>{feed.url}</code> : <span>none yet</span>}{' '}
              <Button
                size="sm"
                variant="secondary"
                loading={calendar.isPending && calendar.variables === rt.id}
                onClick={() => calendar.mutate(rt.id)}
                aria-label={`${feed ? 'Replace' : 'Make'} calendar address of ${rt.name}`}
              >
                {feed ? 'Replace calendar address' : 'Make calendar address'}
              </Button>
            </div>
          </fieldset>
        );
      })}
      <div className={ui.filterActions}>
        <Button type="submit" loading={save.isPending}>
          Save mapping
        </Button>
      </div>
    </form>
  );
}

/**
 * /admin/channels (admins): which room types and plans map to which channel room and rate ids
 * (ADR 260, 384), the last successful push and pull, failed pushes with a retry, and each room
 * type's calendar address (ADR 386).
 */
export function ChannelsPage() {
  const hotels = useReachableHotels();
  const [hotelId, setHotelId] = useState<number | null>(null);
  const names = new Map(hotels.map((h) => [h.PropertyID, h.UnitName]));
  const hotelName = (id: number) => names.get(id) ?? `Hotel ${id}`;
  const mappings = useQuery({
    queryKey: [...KEY, 'mappings'],
    queryFn: async () =>
      (await adminApi('/api/staff/channels/mappings', channelMappingsReply)).data,
  });
  const feeds = useQuery({
    queryKey: [...KEY, 'ical'],
    queryFn: async () => (await adminApi('/api/staff/channels/ical-feeds', icalFeedsReply)).data,
  });
  const commissions = useQuery({
    queryKey: [...KEY, 'commissions'],
    queryFn: async () =>
      (await adminApi('/api/staff/channels/commissions', channelCommissionsReply)).data,
  });
  const chosen = hotelId ?? hotels[0]?.PropertyID ?? null;
  return (
    <AdminPage
      title="Channel manager"
      intro="The hotels sold on Booking.com, MakeMyTrip, Agoda and Airbnb through the channel manager: the ids of each room type and rate plan there, and whether free rooms, prices and bookings are getting through."
    >
      <StatusSection hotelName={hotelName} />
      <section className={ui.section} aria-labelledby="channel-mapping">
        <h2 id="channel-mapping" className={ui.sectionTitle}>
          Mapping
        </h2>
        <SelectField
          label="Hotel"
          className={styles.narrow}
          value={chosen === null ? '' : String(chosen)}
          onChange={(e) => setHotelId(Number(e.target.value))}
        >
          {hotels.map((h) => (
            <option key={h.PropertyID} value={String(h.PropertyID)}>
              {h.UnitName}
            </option>
          ))}
        </SelectField>
        {mappings.isError ? (
          <p className={ui.error} role="alert">
            {mappings.error.message}
          </p>
        ) : null}
        {chosen !== null && mappings.data && feeds.data ? (
          <MappingForm
            key={chosen}
            hotelId={chosen}
            mapping={mappings.data.find((m) => m.hotelId === chosen)}
            feeds={feeds.data.filter((f) => f.hotelId === chosen)}
          />
        ) : null}
      </section>
      {commissions.isError ? (
        <p className={ui.error} role="alert">
          {commissions.error.message}
        </p>
      ) : null}
      {commissions.data ? <CommissionsForm saved={commissions.data} /> : null}
    </AdminPage>
  );
}
