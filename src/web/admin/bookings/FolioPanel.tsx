import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { deskActionReply, type StaffBookingDetail } from '../../../shared/contracts/desk';
import {
  FOLIO_KIND_LABELS,
  FOLIO_KINDS,
  FOLIO_METHOD_LABELS,
  FOLIO_PAYMENT_METHODS,
  folioRefundReply,
  folioReply,
  type Folio,
  type FolioKind,
  type FolioPaymentMethod,
} from '../../../shared/contracts/folio';
import { todayIst } from '../../../shared/dates';
import { rupeesToPaise } from '../../../shared/money';
import { ratePercent } from '../../../shared/pricing';
import { Button } from '../../components/Button';
import { SelectField, TextField } from '../../components/Field';
import { Modal } from '../../components/Modal';
import { Spinner } from '../../components/Spinner';
import { ADMIN_KEY, adminApi } from '../api';
import { useStaff } from '../useStaff';
import { errorText, istDateTime, rupees, shortDate } from './deskShared';
import styles from './desk.module.css';
import own from './FolioPanel.module.css';

/**
 * The guest folio of a stay at the desk (issue 28): the charges posted with their GST, payments,
 * the balance; forms to post a charge, reverse one, take a payment and refund an overpaid
 * balance; and the check-out dialog that shows the bill.
 */
const folioKey = (id: number) => [ADMIN_KEY, 'folio', id] as const;

function useFolio(id: number) {
  return useQuery({
    queryKey: folioKey(id),
    queryFn: async () => (await adminApi(`/api/staff/bookings/${id}/folio`, folioReply)).data,
  });
}

/** "₹1,250.50" typed in rupees → paise; null when it is not a positive amount. */
function paiseOf(text: string): number | null {
  const v = Number(text.replace(/[₹,\s]/g, ''));
  if (!Number.isFinite(v) || v <= 0) return null;
  return rupeesToPaise(v);
}

export function FolioPanel({ bookingId }: { bookingId: number }) {
  const q = useFolio(bookingId);
  const [reversing, setReversing] = useState<number | null>(null);
  if (q.isPending) return <Spinner block />;
  if (q.isError)
    return (
      <p className={styles.error} role="alert">
        {errorText(q.error)}
      </p>
    );
  const f = q.data;
  return (
    <section className={styles.panel} aria-labelledby="folio-h">
      <h2 id="folio-h">Guest folio</h2>
      <Bill folio={f} onReverse={f.canPost ? setReversing : undefined} />
      <div className={styles.grid2}>
        {f.canPost ? <PostChargeForm folio={f} /> : null}
        {f.canPay ? <PaymentForm folio={f} /> : null}
      </div>
      {f.totals.balancePaise < 0 ? <RefundButton folio={f} /> : null}
      {f.invoice ? <InvoiceView folio={f} /> : null}
      {reversing !== null ? (
        <ReverseDialog folio={f} postingId={reversing} onClose={() => setReversing(null)} />
      ) : null}
    </section>
  );
}

/** The bill: room charges, postings, GST per rate, payments and the balance. */
function Bill({
  folio: f,
  onReverse,
  label = 'Charges',
}: {
  folio: Folio;
  onReverse?: (id: number) => void;
  /** the name of the charges' scroll region (the check-out dialog's differs from the panel's) */
  label?: string;
}) {
  const due = f.totals.balancePaise;
  return (
    <>
      <div className={styles.tableWrap} tabIndex={0} role="region" aria-label={label}>
        <table className={styles.table}>
          <caption>Charges</caption>
          <thead>
            <tr>
              <th scope="col">Charge</th>
              <th scope="col">SAC</th>
              <th scope="col" className={styles.num}>
                Qty
              </th>
              <th scope="col" className={styles.num}>
                Amount
              </th>
              <th scope="col" className={styles.num}>
                GST
              </th>
              <th scope="col">Posted</th>
              {onReverse ? <th scope="col">Correction</th> : null}
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">Room charges (invoice {f.room.invoiceNo ?? 'none'})</th>
              <td>996311</td>
              <td className={styles.num}></td>
              <td className={styles.num}>{rupees(f.room.chargesPaise)}</td>
              <td className={styles.num}>incl.</td>
              <td></td>
              {onReverse ? <td></td> : null}
            </tr>
            {f.postings.map((p) => (
              <tr key={p.id}>
                <th scope="row">
                  {FOLIO_KIND_LABELS[p.kind]}: {p.description}
                  {p.reason ? ` (reason: ${p.reason})` : ''}
                  {p.reversedById ? ' (reversed)' : ''}
                </th>
                <td>{p.sac}</td>
                <td className={styles.num}>{p.quantity}</td>
                <td className={styles.num}>{rupees(p.amountPaise)}</td>
                <td className={styles.num}>
                  {rupees(p.gstPaise)} ({ratePercent(p.rateBp)})
                </td>
                <td>
                  {istDateTime(p.postedAt)}
                  {p.postedBy ? `, ${p.postedBy}` : ''}
                </td>
                {onReverse ? (
                  <td>
                    {p.reversesId === null && p.reversedById === null ? (
                      <Button
                        size="sm"
                        variant="ghost"
                        onClick={() => onReverse(p.id)}
                        aria-label={`Reverse ${p.description}`}
                      >
                        Reverse
                      </Button>
                    ) : null}
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className={styles.grid2}>
        <div className={own.stack}>
          <h3 className={own.sub}>GST on the charges</h3>
          {f.gstByRate.length === 0 ? (
            <p className={styles.note}>No charges posted.</p>
          ) : (
            <dl className={styles.facts}>
              {f.gstByRate.map((g) => (
                <div key={g.rateBp} style={{ display: 'contents' }}>
                  <dt>GST {ratePercent(g.rateBp)}</dt>
                  <dd>
                    on {rupees(g.taxablePaise)}: CGST {rupees(g.cgstPaise)} + SGST{' '}
                    {rupees(g.sgstPaise)}
                  </dd>
                </div>
              ))}
            </dl>
          )}
          <h3 className={own.sub}>Payments</h3>
          {f.payments.length === 0 ? (
            <p className={styles.note}>No payments at the desk.</p>
          ) : (
            <ul className={own.list}>
              {f.payments.map((p) => (
                <li key={p.id}>
                  {FOLIO_METHOD_LABELS[p.method]} {rupees(p.amountPaise)}
                  {p.advance ? ' (advance)' : ''}
                  {p.reference ? `, ref. ${p.reference}` : ''}
                  {p.companyName ? `, ${p.companyName} (GSTIN ${p.companyGstin ?? ''})` : ''}
                  {' · '}
                  {istDateTime(p.at)}
                </li>
              ))}
              {f.refunds.map((r) => (
                <li key={`r${r.id}`}>
                  Refund {rupees(r.amountPaise)}: {r.status} · {istDateTime(r.at)}
                </li>
              ))}
            </ul>
          )}
        </div>
        <dl className={styles.facts} aria-label="Totals">
          <dt>Room charges</dt>
          <dd>{rupees(f.totals.roomPaise)}</dd>
          <dt>Charges posted (incl. GST)</dt>
          <dd>{rupees(f.totals.postingsPaise)}</dd>
          <dt>Paid</dt>
          <dd>{rupees(f.totals.paidPaise)}</dd>
          {f.totals.refundedPaise ? (
            <>
              <dt>Refunded</dt>
              <dd>{rupees(f.totals.refundedPaise)}</dd>
            </>
          ) : null}
          <dt>{due < 0 ? 'Refund due to the guest' : 'Balance due'}</dt>
          <dd>
            <strong data-testid="folio-balance">{rupees(Math.abs(due))}</strong>
          </dd>
          {f.billedToCompany ? (
            <>
              <dt>Billed to</dt>
              <dd>
                {f.billedToCompany.name} (GSTIN {f.billedToCompany.gstin})
              </dd>
            </>
          ) : null}
        </dl>
      </div>
    </>
  );
}

function useFolioWrite(bookingId: number) {
  const qc = useQueryClient();
  return (f: Folio) => qc.setQueryData(folioKey(bookingId), f);
}

function PostChargeForm({ folio: f }: { folio: Folio }) {
  const save = useFolioWrite(f.bookingId);
  const [kind, setKind] = useState<FolioKind>('food');
  const sacs = f.rates.filter((r) => r.kind === kind);
  const [sac, setSac] = useState('');
  const [description, setDescription] = useState('');
  const [quantity, setQuantity] = useState('1');
  const [unit, setUnit] = useState('');
  const [formError, setFormError] = useState('');
  const [notice, setNotice] = useState('');
  const chosenSac = sacs.some((r) => r.sac === sac) ? sac : (sacs[0]?.sac ?? '');
  const rate = sacs.find((r) => r.sac === chosenSac);
  const m = useMutation({
    mutationFn: async (body: object) =>
      (
        await adminApi(`/api/staff/bookings/${f.bookingId}/folio`, folioReply, {
          method: 'POST',
          body,
        })
      ).data,
    onSuccess: (x) => {
      save(x);
      setNotice(`Posted: ${description}.`);
      setDescription('');
      setUnit('');
      setQuantity('1');
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const unitPaise = paiseOf(unit);
    const qty = Number(quantity);
    if (!description.trim()) return setFormError('Describe the charge.');
    if (!Number.isInteger(qty) || qty < 1) return setFormError('The quantity must be at least 1.');
    if (unitPaise === null) return setFormError('Enter the unit price in rupees, e.g. 450.');
    setFormError('');
    setNotice('');
    m.mutate({ kind, sac: chosenSac, description, quantity: qty, unitPaise });
  };
  return (
    <form className={styles.formGrid} onSubmit={submit} noValidate aria-labelledby="post-h">
      <h3 id="post-h" className={own.sub}>
        Post a charge
      </h3>
      <SelectField label="Kind" value={kind} onChange={(e) => setKind(e.target.value as FolioKind)}>
        {FOLIO_KINDS.map((k) => (
          <option key={k} value={k}>
            {FOLIO_KIND_LABELS[k]}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="SAC"
        value={chosenSac}
        onChange={(e) => setSac(e.target.value)}
        hint={rate ? `${rate.description}: GST ${ratePercent(rate.rateBp)}` : undefined}
      >
        {sacs.map((r) => (
          <option key={r.sac} value={r.sac}>
            {r.sac}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Description"
        value={description}
        maxLength={120}
        onChange={(e) => setDescription(e.target.value)}
      />
      <TextField
        label="Quantity"
        inputMode="numeric"
        value={quantity}
        onChange={(e) => setQuantity(e.target.value)}
      />
      <TextField
        label="Unit price (₹, before GST)"
        inputMode="decimal"
        value={unit}
        onChange={(e) => setUnit(e.target.value)}
      />
      {formError || m.isError ? (
        <p className={`${styles.error} ${own.full}`} role="alert">
          {formError || errorText(m.error)}
        </p>
      ) : null}
      <p role="status" aria-live="polite" className={`${styles.note} ${own.full}`}>
        {notice}
      </p>
      <div className={own.full}>
        <Button type="submit" loading={m.isPending}>
          Post charge
        </Button>
      </div>
    </form>
  );
}

/** Takes a payment; `onPaid` is told after it is recorded (the check-out dialog). */
function PaymentForm({
  folio: f,
  title = 'Take a payment',
  defaultPaise,
}: {
  folio: Folio;
  title?: string;
  defaultPaise?: number;
}) {
  const save = useFolioWrite(f.bookingId);
  const [method, setMethod] = useState<FolioPaymentMethod>('cash');
  const [amount, setAmount] = useState(defaultPaise ? (defaultPaise / 100).toFixed(2) : '');
  const [reference, setReference] = useState('');
  const [companyName, setCompanyName] = useState('');
  const [companyGstin, setCompanyGstin] = useState('');
  const [formError, setFormError] = useState('');
  const [notice, setNotice] = useState('');
  const headingId = useId();
  const m = useMutation({
    mutationFn: async (body: object) =>
      (
        await adminApi(`/api/staff/bookings/${f.bookingId}/payments`, folioReply, {
          method: 'POST',
          body,
        })
      ).data,
    onSuccess: (x) => {
      save(x);
      setNotice(`${FOLIO_METHOD_LABELS[method]} payment recorded.`);
      setAmount(x.totals.balancePaise > 0 ? (x.totals.balancePaise / 100).toFixed(2) : '');
      setReference('');
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const amountPaise = paiseOf(amount);
    if (amountPaise === null) return setFormError('Enter the amount in rupees, e.g. 1200.');
    if (method === 'upi' && !reference.trim())
      return setFormError('Enter the UPI transaction reference (UTR) for a UPI payment.');
    setFormError('');
    setNotice('');
    m.mutate({
      method,
      amountPaise,
      ...(reference.trim() ? { reference } : {}),
      ...(method === 'company' ? { companyName, companyGstin } : {}),
    });
  };
  return (
    <form className={styles.formGrid} onSubmit={submit} noValidate aria-labelledby={headingId}>
      <h3 id={headingId} className={own.sub}>
        {title}
      </h3>
      <SelectField
        label="Method"
        value={method}
        onChange={(e) => setMethod(e.target.value as FolioPaymentMethod)}
      >
        {FOLIO_PAYMENT_METHODS.map((k) => (
          <option key={k} value={k}>
            {FOLIO_METHOD_LABELS[k]}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Amount (₹)"
        inputMode="decimal"
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
      />
      {method !== 'company' ? (
        <TextField
          label={method === 'upi' ? 'UPI reference (UTR)' : 'Reference (slip number)'}
          required={method === 'upi'}
          value={reference}
          maxLength={40}
          onChange={(e) => setReference(e.target.value)}
        />
      ) : (
        <>
          <TextField
            label="Company name"
            required
            value={companyName}
            onChange={(e) => setCompanyName(e.target.value)}
          />
          <TextField
            label="Company GSTIN"
            required
            value={companyGstin}
            maxLength={15}
            onChange={(e) => setCompanyGstin(e.target.value)}
          />
        </>
      )}
      {formError || m.isError ? (
        <p className={`${styles.error} ${own.full}`} role="alert">
          {formError || errorText(m.error)}
        </p>
      ) : null}
      <p role="status" aria-live="polite" className={`${styles.note} ${own.full}`}>
        {notice}
      </p>
      <div className={own.full}>
        <Button type="submit" loading={m.isPending}>
          Record payment
        </Button>
      </div>
    </form>
  );
}

function RefundButton({ folio: f }: { folio: Folio }) {
  // refunding an overpaid folio is the manager's (a front-desk clerk refunds nothing)
  const mayRefund = useStaff().role !== 'front_desk';
  const save = useFolioWrite(f.bookingId);
  const m = useMutation({
    mutationFn: async () =>
      (
        await adminApi(`/api/staff/bookings/${f.bookingId}/folio/refund`, folioRefundReply, {
          method: 'POST',
        })
      ).data,
    onSuccess: (x) => save(x.folio),
  });
  if (!mayRefund) return null;
  return (
    <div className={styles.actions}>
      <Button
        variant="secondary"
        loading={m.isPending}
        onClick={() => {
          if (window.confirm(`Refund ${rupees(-f.totals.balancePaise)} to ${f.guestName}?`))
            m.mutate();
        }}
      >
        Refund {rupees(-f.totals.balancePaise)}
      </Button>
      {m.isError ? (
        <p className={styles.error} role="alert">
          {errorText(m.error)}
        </p>
      ) : null}
    </div>
  );
}

function ReverseDialog({
  folio: f,
  postingId,
  onClose,
}: {
  folio: Folio;
  postingId: number;
  onClose: () => void;
}) {
  const save = useFolioWrite(f.bookingId);
  const p = f.postings.find((x) => x.id === postingId);
  const [reason, setReason] = useState('');
  const m = useMutation({
    mutationFn: async () =>
      (
        await adminApi(
          `/api/staff/bookings/${f.bookingId}/folio/${postingId}/reverse`,
          folioReply,
          { method: 'POST', body: { reason } },
        )
      ).data,
    onSuccess: (x) => {
      save(x);
      onClose();
    },
  });
  return (
    <Modal
      open
      onClose={onClose}
      title="Reverse a charge"
      closeLabel="Close"
      description={p ? `${p.description}: ${rupees(p.amountPaise + p.gstPaise)} with GST.` : ''}
    >
      <form
        className={styles.formGrid}
        onSubmit={(e) => {
          e.preventDefault();
          m.mutate();
        }}
        noValidate
      >
        <TextField
          label="Reason"
          value={reason}
          maxLength={200}
          required
          onChange={(e) => setReason(e.target.value)}
        />
        {m.isError ? (
          <p className={styles.error} role="alert">
            {errorText(m.error)}
          </p>
        ) : null}
        <div className={styles.actions}>
          <Button type="submit" variant="danger" loading={m.isPending}>
            Reverse charge
          </Button>
          <Button variant="ghost" onClick={onClose}>
            Keep it
          </Button>
        </div>
      </form>
    </Modal>
  );
}

/** The postings' tax invoice, issued at check-out. */
function InvoiceView({ folio: f }: { folio: Folio }) {
  const inv = f.invoice!;
  return (
    <article className={styles.panel} aria-labelledby="inv-h">
      <h3 id="inv-h" className={own.sub}>
        Tax invoice {inv.invoiceNo}
      </h3>
      <p>
        Issued {shortDate(inv.issueDate)} to {inv.billedToName}
        {inv.billedToGstin ? ` (GSTIN ${inv.billedToGstin})` : ''}, booking {f.bookingRefNo}. It was
        mailed to the guest with its PDF.
      </p>
      <p>
        <a href={`/api/staff/bookings/${f.bookingId}/folio/invoice.pdf?lang=en`} download>
          Invoice PDF (English)
        </a>
        {' · '}
        <a
          href={`/api/staff/bookings/${f.bookingId}/folio/invoice.pdf?lang=hi`}
          download
          hrefLang="hi"
        >
          Invoice PDF (Hindi)
        </a>
      </p>
      <div className={styles.tableWrap} tabIndex={0} role="region" aria-label="Invoice lines">
        <table className={styles.table}>
          <caption>Invoice lines</caption>
          <thead>
            <tr>
              <th scope="col">Description</th>
              <th scope="col">SAC</th>
              <th scope="col" className={styles.num}>
                Taxable
              </th>
              <th scope="col" className={styles.num}>
                CGST
              </th>
              <th scope="col" className={styles.num}>
                SGST
              </th>
            </tr>
          </thead>
          <tbody>
            {inv.lines.map((l) => (
              <tr key={l.postingId}>
                <th scope="row">
                  {l.description} ({l.quantity} × {rupees(l.unitPaise)})
                </th>
                <td>{l.sac}</td>
                <td className={styles.num}>{rupees(l.taxablePaise)}</td>
                <td className={styles.num}>
                  {rupees(l.cgstPaise)} ({ratePercent(l.rateBp / 2)})
                </td>
                <td className={styles.num}>
                  {rupees(l.sgstPaise)} ({ratePercent(l.rateBp / 2)})
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">Total {rupees(inv.totalPaise)}</th>
              <td></td>
              <td className={styles.num}>{rupees(inv.taxablePaise)}</td>
              <td className={styles.num}>{rupees(inv.cgstPaise)}</td>
              <td className={styles.num}>{rupees(inv.sgstPaise)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
    </article>
  );
}

/**
 * Check-out with the bill: the charges, GST per rate, payments and the balance; while a balance
 * is due (and no company is billed) a payment is taken here first; then the guest checks out.
 */
export function CheckOutDialog({
  booking,
  onClose,
  onDone,
}: {
  booking: StaffBookingDetail;
  onClose: () => void;
  onDone: (b: StaffBookingDetail) => void;
}) {
  const q = useFolio(booking.id);
  const qc = useQueryClient();
  const early = todayIst() < booking.checkOut;
  const m = useMutation({
    mutationFn: async () =>
      (
        await adminApi(`/api/staff/bookings/${booking.id}/check-out`, deskActionReply, {
          method: 'POST',
          body: { confirm: true, ...(early ? { leaveEarly: true } : {}) },
        })
      ).data,
    onSuccess: (b) => {
      void qc.invalidateQueries({ queryKey: folioKey(booking.id) });
      onDone(b);
    },
  });
  const f = q.data;
  const due = f?.totals.balancePaise ?? 0;
  const blocked = due > 0 && !f?.billedToCompany;
  return (
    <Modal
      open
      size="lg"
      onClose={onClose}
      title={`Check out ${booking.guestName}`}
      closeLabel="Close check-out"
      description={
        early
          ? `Booked until ${shortDate(booking.checkOut)}: the guest leaves early and the remaining nights go back on sale.`
          : `Booking ${booking.ref}.`
      }
    >
      {q.isPending ? <Spinner block /> : null}
      {q.isError ? (
        <p className={styles.error} role="alert">
          {errorText(q.error)}
        </p>
      ) : null}
      {f ? (
        <div className={own.stack}>
          <h3 className={own.sub}>The bill</h3>
          <Bill folio={f} label="Charges on the bill" />
          {blocked ? (
            <>
              <p className={styles.note}>
                A balance of {rupees(due)} is due: take the payment (or bill it to a company) before
                check-out.
              </p>
              <PaymentForm folio={f} title="Settle the balance" defaultPaise={due} />
            </>
          ) : null}
          {m.isError ? (
            <p className={styles.error} role="alert">
              {errorText(m.error)}
            </p>
          ) : null}
          <div className={styles.actions}>
            <Button onClick={() => m.mutate()} disabled={blocked} loading={m.isPending}>
              {early ? 'Check out (leaves early)' : 'Check out'}
            </Button>
            <Button variant="ghost" onClick={onClose}>
              Not now
            </Button>
          </div>
        </div>
      ) : null}
    </Modal>
  );
}
