import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  GST_RATES_PERCENT,
  MAX_SLABS_PER_SET,
  gstSlabSetBody,
  staffGstSlabSetReply,
  staffGstSlabSetsReply,
  type GstSlabSetStatus,
  type StaffGstSlabSet,
} from '../../../shared/contracts/bookings';
import { messageReply } from '../../../shared/contracts/common';
import { addDays, formatDate, todayIst } from '../../../shared/dates';
import { formatRupees, rupeesToPaise } from '../../../shared/money';
import { Badge, type BadgeTone } from '../../components/Badge';
import { Button } from '../../components/Button';
import { SelectField, TextField } from '../../components/Field';
import { ADMIN_KEY, adminApi } from '../api';
import { AdminPage } from '../AdminPage';
import { ListedTable } from '../ListedTable';
import ui from '../ui.module.css';
import styles from './tax.module.css';

const SLABS_KEY = [ADMIN_KEY, 'gst-slabs'] as const;

const STATUS: Record<GstSlabSetStatus, { label: string; tone: BadgeTone }> = {
  past: { label: 'Past', tone: 'neutral' },
  in_force: { label: 'In force', tone: 'success' },
  future: { label: 'Scheduled', tone: 'info' },
};

/** "from ₹7,500.01: 18%", "from ₹0: 5%" */
const slabText = (s: { minTariff: number; ratePercent: number }) =>
  `from ${formatRupees(rupeesToPaise(s.minTariff))}: ${s.ratePercent}%`;

function SlabSetRow({ set, onDone }: { set: StaffGstSlabSet; onDone: (m: string) => void }) {
  const qc = useQueryClient();
  const withdraw = useMutation({
    mutationFn: () =>
      adminApi(`/api/staff/gst-slabs/${set.effectiveFrom}`, messageReply, { method: 'DELETE' }),
    onSuccess: async (r) => {
      await qc.invalidateQueries({ queryKey: SLABS_KEY });
      onDone(r.message);
    },
    onError: (err) => onDone(err.message),
  });
  const status = STATUS[set.status];
  return (
    <tr>
      <th scope="row">{formatDate(set.effectiveFrom)}</th>
      <td>{set.until ? formatDate(set.until) : 'Until a later set'}</td>
      <td>
        <Badge tone={status.tone} size="sm">
          {status.label}
        </Badge>
      </td>
      <td>
        <ul className={styles.list}>
          {set.slabs.map((s) => (
            <li key={s.minTariff}>{slabText(s)}</li>
          ))}
        </ul>
      </td>
      <td>
        {set.status === 'future' ? (
          <Button
            size="sm"
            variant="danger"
            loading={withdraw.isPending}
            onClick={() => withdraw.mutate()}
            aria-label={`Withdraw the slab set from ${formatDate(set.effectiveFrom)}`}
          >
            Withdraw
          </Button>
        ) : (
          <span className={ui.muted}>Cannot change</span>
        )}
      </td>
    </tr>
  );
}

type Row = { minTariff: string; ratePercent: string };
const emptyRows = (): Row[] => [
  { minTariff: '0', ratePercent: '5' },
  { minTariff: '7500.01', ratePercent: '18' },
];

/** The form of a new slab set; the shared schema checks it here and again on the server. */
function AddSlabSetForm({ onDone }: { onDone: (m: string) => void }) {
  const qc = useQueryClient();
  const [effectiveFrom, setEffectiveFrom] = useState('');
  const [rows, setRows] = useState<Row[]>(emptyRows);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const body = () => ({
    effectiveFrom,
    slabs: rows.map((r) => ({
      minTariff: r.minTariff.trim() === '' ? Number.NaN : Number(r.minTariff),
      ratePercent: Number(r.ratePercent),
    })),
  });
  const add = useMutation({
    mutationFn: () => adminApi('/api/staff/gst-slabs', staffGstSlabSetReply, { body: body() }),
    onSuccess: async (r) => {
      await qc.invalidateQueries({ queryKey: SLABS_KEY });
      setEffectiveFrom('');
      setRows(emptyRows());
      onDone(r.message);
    },
    onError: (err) => setError(err.message),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    const parsed = gstSlabSetBody.safeParse(body());
    if (!parsed.success) {
      const errs: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path.join('.');
        errs[key] ??= issue.message;
      }
      setFieldErrors(errs);
      setError(parsed.error.issues[0]?.message ?? 'Check the slab set.');
      return;
    }
    setFieldErrors({});
    add.mutate();
  };
  const setRow = (i: number, patch: Partial<Row>) =>
    setRows((rs) => rs.map((r, k) => (k === i ? { ...r, ...patch } : r)));
  return (
    <section className={ui.section} aria-labelledby="new-slab-set">
      <h2 id="new-slab-set" className={ui.sectionTitle}>
        Schedule a slab set
      </h2>
      <p className={ui.muted}>
        A new set takes effect on a date after today and replaces the whole set in force from that
        day. Each slab is the rate of a room-night whose value (price with extra persons) is at
        least its minimum. A set already scheduled for that date is replaced.
      </p>
      <form className={ui.section} onSubmit={submit} noValidate>
        {error ? (
          <p className={ui.error} role="alert">
            {error}
          </p>
        ) : null}
        <TextField
          label="Effective from"
          className={styles.dateField}
          type="date"
          required
          min={addDays(todayIst(), 1)}
          hint="The first day the new rates apply (IST). Must be after today."
          value={effectiveFrom}
          error={fieldErrors.effectiveFrom}
          onChange={(e) => setEffectiveFrom(e.target.value)}
        />
        <fieldset className={styles.slabs}>
          <legend>Slabs, lowest first</legend>
          {rows.map((r, i) => (
            <div key={i} className={styles.slabRow}>
              <TextField
                label={`Slab ${i + 1}: from (₹ per room-night)`}
                inputMode="decimal"
                required
                value={r.minTariff}
                error={fieldErrors[`slabs.${i}.minTariff`]}
                onChange={(e) => setRow(i, { minTariff: e.target.value })}
              />
              <SelectField
                label={`Slab ${i + 1}: GST rate`}
                value={r.ratePercent}
                error={fieldErrors[`slabs.${i}.ratePercent`]}
                onChange={(e) => setRow(i, { ratePercent: e.target.value })}
              >
                {GST_RATES_PERCENT.map((p) => (
                  <option key={p} value={String(p)}>
                    {p}%
                  </option>
                ))}
              </SelectField>
              {rows.length > 1 ? (
                <div className={ui.filterActions}>
                  <Button
                    variant="secondary"
                    size="sm"
                    onClick={() => setRows((rs) => rs.filter((_, k) => k !== i))}
                    aria-label={`Remove slab ${i + 1}`}
                  >
                    Remove
                  </Button>
                </div>
              ) : null}
            </div>
          ))}
          {rows.length < MAX_SLABS_PER_SET ? (
            <div className={ui.filterActions}>
              <Button
                variant="secondary"
                size="sm"
                iconStart="plus"
                onClick={() => setRows((rs) => [...rs, { minTariff: '', ratePercent: '18' }])}
              >
                Add a slab
              </Button>
            </div>
          ) : null}
        </fieldset>
        <div className={ui.filterActions}>
          <Button type="submit" loading={add.isPending}>
            Schedule slab set
          </Button>
        </div>
      </form>
    </section>
  );
}

/** /admin/gst-slabs (accounts, admins): GST slab sets by effective date; schedule a new one. */
export function GstSlabsPage() {
  const [message, setMessage] = useState<string | null>(null);
  const q = useQuery({
    queryKey: SLABS_KEY,
    queryFn: async () => (await adminApi('/api/staff/gst-slabs', staffGstSlabSetsReply)).data,
  });
  return (
    <AdminPage
      title="GST rates"
      intro="The GST slab sets bookings are taxed with: the set in force on the day a booking is paid applies to its whole stay. A set in force or past never changes; every change is in the audit log."
    >
      <ListedTable
        query={q}
        label="GST slab sets"
        columns={['Effective from', 'Until', 'Status', 'Slabs', 'Actions']}
        message={message}
        row={(s) => <SlabSetRow key={s.effectiveFrom} set={s} onDone={setMessage} />}
      />
      <AddSlabSetForm onDone={setMessage} />
    </AdminPage>
  );
}
