import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { messageReply } from '../../../shared/contracts/common';
import {
  FOLIO_GST_RATES_PERCENT,
  FOLIO_KINDS,
  FOLIO_KIND_LABELS,
  folioTaxRateBody,
  staffFolioTaxRateReply,
  staffFolioTaxRatesReply,
  type FolioKind,
  type StaffFolioTaxRate,
} from '../../../shared/contracts/folio';
import { addDays, formatDate, todayIst } from '../../../shared/dates';
import { Badge, type BadgeTone } from '../../components/Badge';
import { Button } from '../../components/Button';
import { SelectField, TextField } from '../../components/Field';
import { ADMIN_KEY, adminApi } from '../api';
import { AdminPage } from '../AdminPage';
import { ListedTable } from '../ListedTable';
import { useReachableHotels } from '../bookings/deskShared';
import ui from '../ui.module.css';
import styles from './tax.module.css';

const RATES_KEY = [ADMIN_KEY, 'folio-tax-rates'] as const;

const STATUS: Record<StaffFolioTaxRate['status'], { label: string; tone: BadgeTone }> = {
  past: { label: 'Past', tone: 'neutral' },
  in_force: { label: 'In force', tone: 'success' },
  future: { label: 'Scheduled', tone: 'info' },
};

/** The SAC and description the seeded rates use, proposed when a kind is chosen. */
const DEFAULTS: Record<FolioKind, { sac: string; description: string }> = {
  food: { sac: '996331', description: 'Restaurant service' },
  laundry: { sac: '999712', description: 'Laundry and dry cleaning' },
  extra_bed: { sac: '996311', description: 'Extra bed' },
  damages: { sac: '999799', description: 'Damages recovered' },
  other: { sac: '999799', description: 'Other services' },
};

function RateRow({ rate, onDone }: { rate: StaffFolioTaxRate; onDone: (m: string) => void }) {
  const qc = useQueryClient();
  const withdraw = useMutation({
    mutationFn: () =>
      adminApi(`/api/staff/folio-tax-rates/${rate.id}`, messageReply, { method: 'DELETE' }),
    onSuccess: async (r) => {
      await qc.invalidateQueries({ queryKey: RATES_KEY });
      onDone(r.message);
    },
    onError: (err) => onDone(err.message),
  });
  const status = STATUS[rate.status];
  return (
    <tr>
      <th scope="row">
        {FOLIO_KIND_LABELS[rate.kind]}
        <br />
        <span className={ui.muted}>{rate.description}</span>
      </th>
      <td>{rate.sac}</td>
      <td>{rate.ratePercent}%</td>
      <td>{rate.hotelName ?? 'Every hotel'}</td>
      <td>{formatDate(rate.effectiveFrom)}</td>
      <td>{rate.until ? formatDate(rate.until) : 'Until a later rate'}</td>
      <td>
        <Badge tone={status.tone} size="sm">
          {status.label}
        </Badge>
      </td>
      <td>
        {rate.status === 'future' ? (
          <Button
            size="sm"
            variant="danger"
            loading={withdraw.isPending}
            onClick={() => withdraw.mutate()}
            aria-label={`Withdraw the ${FOLIO_KIND_LABELS[rate.kind]} rate from ${formatDate(rate.effectiveFrom)}`}
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

/** The form of a new rate; the shared schema checks it here and again on the server. */
function AddRateForm({ onDone }: { onDone: (m: string) => void }) {
  const qc = useQueryClient();
  const hotels = useReachableHotels();
  const [kind, setKind] = useState<FolioKind>('food');
  const [sac, setSac] = useState(DEFAULTS.food.sac);
  const [description, setDescription] = useState(DEFAULTS.food.description);
  const [ratePercent, setRatePercent] = useState('5');
  const [hotelId, setHotelId] = useState('');
  const [effectiveFrom, setEffectiveFrom] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const body = () => ({
    kind,
    sac,
    description,
    ratePercent: Number(ratePercent),
    hotelId: hotelId ? Number(hotelId) : null,
    effectiveFrom,
  });
  const add = useMutation({
    mutationFn: () =>
      adminApi('/api/staff/folio-tax-rates', staffFolioTaxRateReply, { body: body() }),
    onSuccess: async (r) => {
      await qc.invalidateQueries({ queryKey: RATES_KEY });
      setEffectiveFrom('');
      onDone(r.message);
    },
    onError: (err) => setError(err.message),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    const parsed = folioTaxRateBody.safeParse(body());
    if (!parsed.success) {
      const errs: Record<string, string> = {};
      for (const issue of parsed.error.issues) errs[issue.path.join('.')] ??= issue.message;
      setFieldErrors(errs);
      setError(parsed.error.issues[0]?.message ?? 'Check the rate.');
      return;
    }
    setFieldErrors({});
    add.mutate();
  };
  return (
    <section className={ui.section} aria-labelledby="new-folio-rate">
      <h2 id="new-folio-rate" className={ui.sectionTitle}>
        Schedule a rate
      </h2>
      <p className={ui.muted}>
        A rate takes effect on a date after today for charges posted from that day; charges already
        posted keep the rate they were charged. A hotel&apos;s own rate (for instance restaurant
        service at 18% in a hotel that is &ldquo;specified premises&rdquo;) wins over the rate for
        every hotel. A rate already scheduled for the same charge, hotel and date is replaced.
      </p>
      <form className={ui.section} onSubmit={submit} noValidate>
        {error ? (
          <p className={ui.error} role="alert">
            {error}
          </p>
        ) : null}
        <div className={styles.slabRow}>
          <SelectField
            label="Kind of charge"
            value={kind}
            error={fieldErrors.kind}
            onChange={(e) => {
              const k = e.target.value as FolioKind;
              setKind(k);
              setSac(DEFAULTS[k].sac);
              setDescription(DEFAULTS[k].description);
            }}
          >
            {FOLIO_KINDS.map((k) => (
              <option key={k} value={k}>
                {FOLIO_KIND_LABELS[k]}
              </option>
            ))}
          </SelectField>
          <TextField
            label="SAC code"
            inputMode="numeric"
            required
            value={sac}
            error={fieldErrors.sac}
            onChange={(e) => setSac(e.target.value)}
          />
          <TextField
            label="Description"
            required
            value={description}
            error={fieldErrors.description}
            onChange={(e) => setDescription(e.target.value)}
          />
          <SelectField
            label="GST rate"
            value={ratePercent}
            error={fieldErrors.ratePercent}
            onChange={(e) => setRatePercent(e.target.value)}
          >
            {FOLIO_GST_RATES_PERCENT.map((p) => (
              <option key={p} value={String(p)}>
                {p}%
              </option>
            ))}
          </SelectField>
          <SelectField
            label="Hotel"
            value={hotelId}
            error={fieldErrors.hotelId}
            onChange={(e) => setHotelId(e.target.value)}
          >
            <option value="">Every hotel</option>
            {hotels.map((h) => (
              <option key={h.PropertyID} value={String(h.PropertyID)}>
                {h.UnitName}
              </option>
            ))}
          </SelectField>
          <TextField
            label="Effective from"
            type="date"
            required
            min={addDays(todayIst(), 1)}
            hint="The first day the rate applies (IST). Must be after today."
            value={effectiveFrom}
            error={fieldErrors.effectiveFrom}
            onChange={(e) => setEffectiveFrom(e.target.value)}
          />
        </div>
        <div className={ui.filterActions}>
          <Button type="submit" loading={add.isPending}>
            Schedule rate
          </Button>
        </div>
      </form>
    </section>
  );
}

/** /admin/folio-tax-rates (accounts, admins): the GST rates of the charges posted on a folio. */
export function FolioTaxRatesPage() {
  const [message, setMessage] = useState<string | null>(null);
  const q = useQuery({
    queryKey: RATES_KEY,
    queryFn: async () =>
      (await adminApi('/api/staff/folio-tax-rates', staffFolioTaxRatesReply)).data,
  });
  return (
    <AdminPage
      title="Folio GST rates"
      intro="The GST rates of the charges the desk posts on a guest's folio (food, laundry, extra bed, damages, other): the rate in force on the day a charge is posted applies to it. A rate in force or past never changes; every change is in the audit log."
    >
      <ListedTable
        query={q}
        label="Folio GST rates"
        columns={['Charge', 'SAC', 'Rate', 'Hotel', 'From', 'Until', 'Status', 'Actions']}
        message={message}
        row={(r) => <RateRow key={r.id} rate={r} onDone={setMessage} />}
      />
      <AddRateForm onDone={setMessage} />
    </AdminPage>
  );
}
