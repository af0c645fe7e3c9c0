import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import {
  promoCodeBody,
  promoCodeReply,
  promoCodesReply,
  type PromoCode,
  type PromoCodeBody,
} from '../../../shared/contracts/promo-codes';
import { formatDate } from '../../../shared/dates';
import { formatRupees } from '../../../shared/money';
import type { PromoKind } from '../../../shared/promo-codes';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { SelectField, TextField } from '../../components/Field';
import { ADMIN_KEY, adminApi } from '../api';
import { AdminPage } from '../AdminPage';
import { ListedTable } from '../ListedTable';
import { useReachableHotels } from '../bookings/deskShared';
import ui from '../ui.module.css';
import styles from './promo.module.css';

const CODES_KEY = [ADMIN_KEY, 'promo-codes'] as const;

const discountText = (c: PromoCode) =>
  c.kind === 'percent'
    ? `${c.discountPercent ?? 0}% off each night`
    : `${formatRupees(Math.round((c.discountAmount ?? 0) * 100))} off the stay`;

const limitText = (n: number | null) => (n === null ? 'no limit' : String(n));

/** The code as the PUT wants it: every field as it is, `active` false. */
function deactivated(c: PromoCode): PromoCodeBody {
  return {
    code: c.code,
    description: c.description,
    hotelId: c.hotelId,
    kind: c.kind,
    discountPercent: c.discountPercent,
    discountAmount: c.discountAmount,
    validFrom: c.validFrom,
    validTo: c.validTo,
    minNights: c.minNights,
    usageLimit: c.usageLimit,
    perCustomerLimit: c.perCustomerLimit,
    active: false,
  };
}

function CodeRow({
  code,
  hotelName,
  onDone,
}: {
  code: PromoCode;
  hotelName: string;
  onDone: (m: string) => void;
}) {
  const qc = useQueryClient();
  const deactivate = useMutation({
    mutationFn: () =>
      adminApi(`/api/staff/promo-codes/${code.id}`, promoCodeReply, {
        method: 'PUT',
        body: deactivated(code),
      }),
    onSuccess: async () => {
      await qc.invalidateQueries({ queryKey: CODES_KEY });
      onDone(`Promo code ${code.code} deactivated: guests can no longer use it.`);
    },
    onError: (err) => onDone(err.message),
  });
  return (
    <tr>
      <th scope="row">
        <span className={styles.code}>{code.code}</span>
        {code.description ? <div className={ui.muted}>{code.description}</div> : null}
      </th>
      <td>{hotelName}</td>
      <td>{discountText(code)}</td>
      <td>
        <span className={styles.nowrap}>{formatDate(code.validFrom)}</span> to{' '}
        <span className={styles.nowrap}>{formatDate(code.validTo)}</span>
        {code.minNights > 1 ? (
          <div className={ui.muted}>at least {code.minNights} nights</div>
        ) : null}
      </td>
      <td>
        <div className={styles.nowrap}>In all: {limitText(code.usageLimit)}</div>
        <div className={styles.nowrap}>Per guest: {limitText(code.perCustomerLimit)}</div>
      </td>
      <td className={ui.num}>{code.uses}</td>
      <td>
        <Badge tone={code.active ? 'success' : 'neutral'} size="sm">
          {code.active ? 'Active' : 'Inactive'}
        </Badge>
      </td>
      <td>
        {code.active ? (
          <Button
            size="sm"
            variant="danger"
            loading={deactivate.isPending}
            onClick={() => deactivate.mutate()}
            aria-label={`Deactivate ${code.code}`}
          >
            Deactivate
          </Button>
        ) : null}
      </td>
    </tr>
  );
}

type Draft = {
  code: string;
  description: string;
  hotelId: string;
  kind: PromoKind;
  discount: string;
  validFrom: string;
  validTo: string;
  minNights: string;
  usageLimit: string;
  perCustomerLimit: string;
};

const EMPTY: Draft = {
  code: '',
  description: '',
  hotelId: '',
  kind: 'percent',
  discount: '',
  validFrom: '',
  validTo: '',
  minNights: '1',
  usageLimit: '',
  perCustomerLimit: '1',
};

const numberOrNull = (v: string) => (v.trim() === '' ? null : Number(v));

function bodyOf(d: Draft): PromoCodeBody {
  return {
    code: d.code,
    description: d.description,
    hotelId: d.hotelId ? Number(d.hotelId) : null,
    kind: d.kind,
    discountPercent: d.kind === 'percent' ? numberOrNull(d.discount) : null,
    discountAmount: d.kind === 'amount' ? numberOrNull(d.discount) : null,
    validFrom: d.validFrom,
    validTo: d.validTo,
    minNights: Number(d.minNights || '1'),
    usageLimit: numberOrNull(d.usageLimit),
    perCustomerLimit: numberOrNull(d.perCustomerLimit),
    active: true,
  };
}

/** The new code's form; the shared schema checks it here and again on the server. */
function AddCodeForm({ onDone }: { onDone: (m: string) => void }) {
  const qc = useQueryClient();
  const hotels = useReachableHotels();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const set = (k: keyof Draft) => (e: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [k]: e.target.value }));
  const add = useMutation({
    mutationFn: () =>
      adminApi('/api/staff/promo-codes', promoCodeReply, { method: 'POST', body: bodyOf(draft) }),
    onSuccess: async (r) => {
      await qc.invalidateQueries({ queryKey: CODES_KEY });
      setDraft(EMPTY);
      onDone(r.message);
    },
    onError: (err) => setError(err.message),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    const parsed = promoCodeBody.safeParse(bodyOf(draft));
    if (!parsed.success) {
      const errs: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] ?? '');
        errs[key === 'discountPercent' || key === 'discountAmount' ? 'discount' : key] ??=
          issue.message;
      }
      setFieldErrors(errs);
      setError(parsed.error.issues[0]?.message ?? 'Check the promo code.');
      return;
    }
    setFieldErrors({});
    add.mutate();
  };
  return (
    <section className={ui.section} aria-labelledby="new-promo-code">
      <h2 id="new-promo-code" className={ui.sectionTitle}>
        Add a promo code
      </h2>
      <form className={ui.section} onSubmit={submit} noValidate>
        {error ? (
          <p className={ui.error} role="alert">
            {error}
          </p>
        ) : null}
        <div className={styles.grid}>
          <TextField
            label="Code"
            required
            autoComplete="off"
            hint="3 to 20 letters, digits or dashes; kept in capitals."
            value={draft.code}
            error={fieldErrors.code}
            onChange={set('code')}
          />
          <TextField
            label="Description"
            value={draft.description}
            error={fieldErrors.description}
            onChange={set('description')}
          />
          <SelectField
            label="Hotel"
            value={draft.hotelId}
            error={fieldErrors.hotelId}
            onChange={set('hotelId')}
          >
            <option value="">Every hotel</option>
            {hotels.map((h) => (
              <option key={h.PropertyID} value={String(h.PropertyID)}>
                {h.UnitName}
              </option>
            ))}
          </SelectField>
          <SelectField label="Kind of discount" value={draft.kind} onChange={set('kind')}>
            <option value="percent">Percentage off each night</option>
            <option value="amount">Amount off the stay</option>
          </SelectField>
          <TextField
            label={draft.kind === 'percent' ? 'Percent off' : 'Amount off (₹)'}
            required
            inputMode="decimal"
            hint={
              draft.kind === 'percent'
                ? 'A whole percent, 1 to 90, off the room price before GST.'
                : 'Rupees off the room-nights before GST.'
            }
            value={draft.discount}
            error={fieldErrors.discount}
            onChange={set('discount')}
          />
          <TextField
            label="First night"
            type="date"
            required
            value={draft.validFrom}
            error={fieldErrors.validFrom}
            onChange={set('validFrom')}
          />
          <TextField
            label="Last night"
            type="date"
            required
            hint="Every night of the stay must fall in these dates."
            value={draft.validTo}
            error={fieldErrors.validTo}
            onChange={set('validTo')}
          />
          <TextField
            label="Minimum nights"
            inputMode="numeric"
            value={draft.minNights}
            error={fieldErrors.minNights}
            onChange={set('minNights')}
          />
          <TextField
            label="Uses in all"
            inputMode="numeric"
            hint="Empty: no limit."
            value={draft.usageLimit}
            error={fieldErrors.usageLimit}
            onChange={set('usageLimit')}
          />
          <TextField
            label="Uses per guest"
            inputMode="numeric"
            hint="Empty: no limit."
            value={draft.perCustomerLimit}
            error={fieldErrors.perCustomerLimit}
            onChange={set('perCustomerLimit')}
          />
        </div>
        <div className={ui.filterActions}>
          <Button type="submit" loading={add.isPending}>
            Add promo code
          </Button>
        </div>
      </form>
    </section>
  );
}

/**
 * /admin/promo-codes (admins): the promo codes of every hotel (ADR 365): a percentage or an
 * amount off, the nights they cover, limits in all and per guest; add one, deactivate one.
 */
export function PromoCodesPage() {
  const [message, setMessage] = useState<string | null>(null);
  const hotels = useReachableHotels();
  const names = new Map(hotels.map((h) => [h.PropertyID, h.UnitName]));
  const q = useQuery({
    queryKey: CODES_KEY,
    queryFn: async () => (await adminApi('/api/staff/promo-codes', promoCodesReply)).data,
  });
  return (
    <AdminPage
      title="Promo codes"
      intro="Codes guests type on the booking page: the discount comes off the room-nights before GST. A code is used once per paid booking; a hold that ends unpaid gives its use back. A deactivated code is refused at once; every change is in the audit log."
    >
      <ListedTable
        query={q}
        label="Promo codes"
        columns={['Code', 'Hotel', 'Discount', 'Nights', 'Limits', 'Used', 'Status', 'Action']}
        message={message}
        row={(c) => (
          <CodeRow
            key={c.id}
            code={c}
            hotelName={
              c.hotelId === null ? 'Every hotel' : (names.get(c.hotelId) ?? `Hotel ${c.hotelId}`)
            }
            onDone={setMessage}
          />
        )}
      />
      <AddCodeForm onDone={setMessage} />
    </AdminPage>
  );
}
