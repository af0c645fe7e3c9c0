import { useState, type FormEvent } from 'react';
import { FormMessages } from '../FormMessages';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MIN_CANCEL_DAYS } from '../../../shared/cancellation-policy';
import {
  cancellationPolicyBody,
  staffCancellationPolicyReply,
  type PolicyVersionDto,
} from '../../../shared/contracts/cancellation';
import { formatDate, todayIst } from '../../../shared/dates';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { TextField } from '../../components/Field';
import { Spinner } from '../../components/Spinner';
import { ADMIN_KEY, adminApi } from '../api';
import { useStaff } from '../useStaff';
import ui from '../ui.module.css';
import styles from './hotels.module.css';

type Rule = PolicyVersionDto['rules'][number];

/** "15 days or more: 20%" */
function bandText(r: Rule): string {
  const days =
    r.maxDays === null ? `${r.minDays} days or more` : `${r.minDays} to ${r.maxDays} days`;
  return `${days} before check-in: ${r.deductionPercent}% deducted`;
}

function Bands({ rules }: { rules: Rule[] }) {
  return (
    <ul className={styles.policyBands}>
      {rules.map((r) => (
        <li key={r.minDays}>{bandText(r)}</li>
      ))}
      <li>Under {MIN_CANCEL_DAYS} days: cancellation not allowed</li>
    </ul>
  );
}

type Row = { minDays: string; maxDays: string; deductionPercent: string };
const toRows = (rules: Rule[]): Row[] =>
  rules.map((r) => ({
    minDays: String(r.minDays),
    maxDays: r.maxDays === null ? '' : String(r.maxDays),
    deductionPercent: String(r.deductionPercent),
  }));
const num = (v: string) => (v.trim() === '' ? Number.NaN : Number(v));

/** Admins: a new version of the hotel's policy from a date (today or later). */
function ScheduleForm({ hotelId, start }: { hotelId: number; start: Rule[] }) {
  const qc = useQueryClient();
  const [effectiveFrom, setEffectiveFrom] = useState('');
  const [rows, setRows] = useState<Row[]>(() => toRows(start));
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const body = () => ({
    effectiveFrom,
    rules: rows.map((r) => ({
      minDays: num(r.minDays),
      maxDays: r.maxDays.trim() === '' ? null : num(r.maxDays),
      deductionPercent: num(r.deductionPercent),
    })),
  });
  const save = useMutation({
    mutationFn: () =>
      adminApi(`/api/staff/hotels/${hotelId}/cancellation-policy`, staffCancellationPolicyReply, {
        method: 'PUT',
        body: body(),
      }),
    onSuccess: (r) => {
      qc.setQueryData([ADMIN_KEY, 'cancellation-policy', hotelId], r.data);
      setDone(r.message ?? 'Policy scheduled.');
    },
    onError: (err) => setError(err.message),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    setDone(null);
    const parsed = cancellationPolicyBody.safeParse(body());
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Check the policy.');
      return;
    }
    save.mutate();
  };
  const setRow = (i: number, patch: Partial<Row>) =>
    setRows((rs) => rs.map((r, k) => (k === i ? { ...r, ...patch } : r)));
  return (
    <form className={ui.section} onSubmit={submit} noValidate aria-labelledby="policy-schedule">
      <h3 id="policy-schedule">Schedule a new policy</h3>
      <p className={ui.muted}>
        Bookings made from the effective date on are sold under the new bands; bookings made before
        keep the policy they were sold under. A policy not yet in force is replaced by scheduling
        another for the same date.
      </p>
      <FormMessages error={error} notice={done} />
      <TextField
        label="Effective from"
        type="date"
        required
        min={todayIst()}
        hint="Today or later (IST)."
        value={effectiveFrom}
        onChange={(e) => setEffectiveFrom(e.target.value)}
      />
      <fieldset className={styles.policyFieldset}>
        <legend>Bands, fewest days first</legend>
        {rows.map((r, i) => (
          <div key={i} className={styles.policyRow}>
            <TextField
              label={`Band ${i + 1}: from days before check-in`}
              inputMode="numeric"
              required
              value={r.minDays}
              onChange={(e) => setRow(i, { minDays: e.target.value })}
            />
            <TextField
              label={`Band ${i + 1}: to days (empty: no limit)`}
              inputMode="numeric"
              value={r.maxDays}
              onChange={(e) => setRow(i, { maxDays: e.target.value })}
            />
            <TextField
              label={`Band ${i + 1}: deduction (%)`}
              inputMode="numeric"
              required
              value={r.deductionPercent}
              onChange={(e) => setRow(i, { deductionPercent: e.target.value })}
            />
            {rows.length > 1 ? (
              <div>
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => setRows((rs) => rs.filter((_, k) => k !== i))}
                  aria-label={`Remove band ${i + 1}`}
                >
                  Remove
                </Button>
              </div>
            ) : null}
          </div>
        ))}
        <div>
          <Button
            size="sm"
            variant="secondary"
            iconStart="plus"
            onClick={() =>
              setRows((rs) => [...rs, { minDays: '', maxDays: '', deductionPercent: '' }])
            }
          >
            Add a band
          </Button>
        </div>
      </fieldset>
      <div>
        <Button type="submit" loading={save.isPending}>
          Schedule policy
        </Button>
      </div>
    </form>
  );
}

const STATUS_LABEL = { past: 'Past', in_force: 'In force', future: 'Scheduled' } as const;

/** The hotel's cancellation policy: what applies today, its versions; admins schedule a new one. */
export function PolicySection({ hotelId }: { hotelId: number }) {
  const me = useStaff();
  const q = useQuery({
    queryKey: [ADMIN_KEY, 'cancellation-policy', hotelId],
    queryFn: async () =>
      (
        await adminApi(
          `/api/staff/hotels/${hotelId}/cancellation-policy`,
          staffCancellationPolicyReply,
        )
      ).data,
  });
  const p = q.data;
  return (
    <section aria-labelledby="policy-title" className={styles.card}>
      <h2 id="policy-title" className={styles.panelTitle}>
        Cancellation policy
      </h2>
      {q.isPending ? <Spinner block /> : null}
      {q.error ? <p role="alert">{q.error.message}</p> : null}
      {p ? (
        <>
          {p.inForce ? (
            <div>
              <p>
                In force today (since {formatDate(p.inForce.effectiveFrom)}
                {p.inForce.standard ? ', the corporation’s standard policy' : ''}):
              </p>
              <Bands rules={[...p.inForce.rules].reverse()} />
            </div>
          ) : (
            <p>No policy is in force: cancellations are refused.</p>
          )}
          {p.versions.length > 0 ? (
            <div className={ui.tableWrap} tabIndex={0} role="region" aria-label="Policy versions">
              <table className={ui.table}>
                <thead>
                  <tr>
                    <th scope="col">Effective from</th>
                    <th scope="col">Status</th>
                    <th scope="col">Bands</th>
                  </tr>
                </thead>
                <tbody>
                  {p.versions.map((v) => (
                    <tr key={v.id}>
                      <th scope="row">{formatDate(v.effectiveFrom)}</th>
                      <td>
                        <Badge size="sm" tone={v.status === 'in_force' ? 'success' : 'neutral'}>
                          {STATUS_LABEL[v.status]}
                        </Badge>
                      </td>
                      <td>
                        <Bands rules={[...v.rules].reverse()} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : null}
          {me.role === 'admin' ? (
            <ScheduleForm
              hotelId={hotelId}
              start={p.inForce ? p.inForce.rules.slice().reverse() : []}
            />
          ) : null}
        </>
      ) : null}
    </section>
  );
}
