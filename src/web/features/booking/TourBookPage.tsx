import { useEffect, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { useLocation, useParams, useSearch } from 'wouter';
import { IDENTITY_TYPES } from '../../../shared/contracts/bookings';
import { okReply } from '../../../shared/contracts/common';
import {
  CHILD_AGE_BELOW,
  MAX_TRAVELLERS,
  tourBookingCreated,
  tourDeparturesReply,
  type TourBookingCreated,
} from '../../../shared/contracts/tours';
import { formatDate } from '../../../shared/dates';
import { formatRupees } from '../../../shared/money';
import { Button } from '../../components/Button';
import { SelectField, TextField } from '../../components/Field';
import { Spinner } from '../../components/Spinner';
import { useLang, useT } from '../../i18n';
import { useAuth } from '../../lib/auth';
import { api, ApiError } from '../../lib/api';
import { usePageMeta } from '../../lib/meta';
import { href } from '../../lib/paths';
import { BareLayout } from './BareLayout';
import { MobileSignIn } from './MobileSignIn';
import { openRazorpay } from './razorpay';
import { verifyPayment } from './api/verifyPayment';
import styles from './booking.module.css';

type Traveller = { name: string; age: string; idType: string };
const blank = (): Traveller => ({ name: '', age: '', idType: IDENTITY_TYPES[0] });

const departures = okReply(tourDeparturesReply);
const created = okReply(tourBookingCreated);

/** The voucher's address of a tour booking (the sandbox checkout lands there too). */
const voucherHref = (id: number) => href('tourVoucher', { id });

/** The form's id: the contact, policy and pay button are tied to it (a guest's sign-in between
 * them is a form of its own, and forms do not nest). */
const FORM_ID = 'tour-book-form';

/**
 * /book-tour/{id}: a departure with its seats and price, the travellers (name, age, ID), the
 * pickup point and the guest's contact, the policy to accept; then the seats are held and paid
 * through the same gateway path as rooms (issue 29). No login wall: a guest without a session
 * signs in on the page by a code sent to their mobile (ADR 316, as the hotel booking page).
 */
export function TourBookPage() {
  const { tours: t, msg: MSG } = useT();
  const lang = useLang();
  const { id = '' } = useParams<{ id: string }>();
  const [location, navigate] = useLocation();
  const search = useSearch();
  const { user } = useAuth();
  usePageMeta(t.bookTitle, t.bookMeta);
  const list = useQuery({
    queryKey: ['public', 'tour-departures', id],
    queryFn: () => api(`/api/tours/${encodeURIComponent(id)}/departures`, departures),
  });
  const [departureId, setDepartureId] = useState<number | null>(null);
  const [pickupId, setPickupId] = useState<number | null>(null);
  const [people, setPeople] = useState<Traveller[]>([blank()]);
  const [contact, setContact] = useState({
    name: user?.Customer_Name ?? '',
    mobile: user?.Mobile_Number ?? '',
    email: user?.EmailId ?? '',
  });
  const [accepted, setAccepted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // a guest who signs in on this page by a mobile code: their details fill the contact's blanks
  const signedIn = user?.customerId ?? null;
  useEffect(() => {
    if (!user) return;
    setContact((c) => ({
      name: c.name || user.Customer_Name,
      mobile: c.mobile || user.Mobile_Number,
      email: c.email || user.EmailId,
    }));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signedIn]);

  const back = { href: href('tourDetails', { id }), label: t.back };
  if (list.isPending)
    return (
      <BareLayout back={back}>
        <Spinner block label={MSG.loading} />
      </BareLayout>
    );
  if (list.isError)
    return (
      <BareLayout back={back}>
        <h1 className={styles.pageTitle}>{t.bookTitle}</h1>
        <p role="alert">{list.error instanceof ApiError ? list.error.message : t.loadError}</p>
      </BareLayout>
    );
  const data = list.data.data;
  const dep = data.departures.find((d) => d.id === departureId) ?? data.departures[0] ?? null;
  const pickup = dep?.pickupPoints.find((p) => p.id === pickupId) ?? dep?.pickupPoints[0] ?? null;
  const rupee = (p: number) => formatRupees(p, { decimals: true });
  const ages = people.map((p) => Number(p.age));
  const amount = dep
    ? ages.reduce(
        (s, a) => s + (a < CHILD_AGE_BELOW ? dep.childPricePaise : dep.adultPricePaise),
        0,
      ) + (people.length === 1 ? (dep.singleSupplementPaise ?? 0) : 0)
    : 0;
  const gst = Math.round((amount * data.gstRatePercent) / 100);

  const set = (i: number, patch: Partial<Traveller>) =>
    setPeople((ps) => ps.map((p, j) => (j === i ? { ...p, ...patch } : p)));

  const paid = async (b: TourBookingCreated) => {
    if (b.payment.checkoutUrl) {
      // the sandbox gateway's own page pays and lands on the voucher
      window.location.assign(b.payment.checkoutUrl);
      return;
    }
    await openRazorpay(
      { ...b, hotelName: b.tourTitle },
      {
        success: (r) =>
          void verifyPayment(r)
            .then(() => navigate(voucherHref(b.tourBookingId)))
            .catch((err: unknown) =>
              toast.error(err instanceof ApiError ? err.message : MSG.somethingWentWrongBang),
            ),
        failure: () => navigate(voucherHref(b.tourBookingId)),
        dismiss: () => navigate(voucherHref(b.tourBookingId)),
      },
    );
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!dep || !pickup) return;
    setBusy(true);
    setError(null);
    try {
      const r = await api('/api/tour-bookings', created, {
        body: {
          departureId: dep.id,
          pickupPointId: pickup.id,
          travellers: people.map((p) => ({
            name: p.name,
            age: p.age === '' ? -1 : Number(p.age),
            idType: p.idType,
          })),
          CustomerName: contact.name,
          MobileNo: contact.mobile,
          EmailID: contact.email,
          AcceptTerms: accepted,
        },
      });
      await paid(r.data);
    } catch (err) {
      const message = err instanceof ApiError ? err.message : MSG.somethingWentWrongBang;
      setError(message);
      if (err instanceof ApiError && err.status === 409) void list.refetch();
    } finally {
      setBusy(false);
    }
  };

  return (
    <BareLayout back={back}>
      <h1 className={styles.pageTitle}>{t.bookTitle}</h1>
      {!dep ? (
        <p>{t.noDepartures}</p>
      ) : (
        <div className={styles.bookMain}>
          <form
            id={FORM_ID}
            onSubmit={(e) => void submit(e)}
            noValidate
            className={styles.bookMain}
          >
            <section className={styles.panel} aria-labelledby="tour-departure">
              <h2 id="tour-departure">{t.departure}</h2>
              <SelectField
                label={t.departure}
                value={dep.id}
                onChange={(e) => {
                  setDepartureId(Number(e.target.value));
                  setPickupId(null);
                }}
              >
                {data.departures.map((d) => (
                  <option key={d.id} value={d.id}>
                    {`${formatDate(d.date, lang)} ${d.time} · ${t.seatsLeft(d.seatsLeft)}`}
                  </option>
                ))}
              </SelectField>
              <p className={styles.muted}>
                {t.adultPrice(rupee(dep.adultPricePaise))} ·{' '}
                {t.childPrice(rupee(dep.childPricePaise))}
              </p>
              <SelectField
                label={t.pickup}
                value={pickup?.id ?? ''}
                onChange={(e) => setPickupId(Number(e.target.value))}
              >
                {dep.pickupPoints.map((p) => (
                  <option key={p.id} value={p.id}>
                    {`${p.name}, ${p.time}`}
                  </option>
                ))}
              </SelectField>
            </section>
            <section className={styles.panel} aria-labelledby="tour-travellers">
              <h2 id="tour-travellers">{t.travellers}</h2>
              {people.map((p, i) => (
                <fieldset key={i} className={styles.fieldset}>
                  <legend>{t.traveller(i + 1)}</legend>
                  <TextField
                    label={t.name}
                    name={`traveller-${i}-name`}
                    value={p.name}
                    autoComplete="off"
                    required
                    onChange={(e) => set(i, { name: e.target.value })}
                  />
                  <TextField
                    label={t.age}
                    name={`traveller-${i}-age`}
                    inputMode="numeric"
                    value={p.age}
                    required
                    onChange={(e) => set(i, { age: e.target.value.replace(/\D/g, '').slice(0, 3) })}
                  />
                  <SelectField
                    label={t.idType}
                    name={`traveller-${i}-id`}
                    value={p.idType}
                    onChange={(e) => set(i, { idType: e.target.value })}
                  >
                    {IDENTITY_TYPES.map((x) => (
                      <option key={x}>{x}</option>
                    ))}
                  </SelectField>
                  {people.length > 1 ? (
                    <Button
                      type="button"
                      variant="ghost"
                      onClick={() => setPeople((ps) => ps.filter((_, j) => j !== i))}
                    >
                      {t.removeTraveller(i + 1)}
                    </Button>
                  ) : null}
                </fieldset>
              ))}
              {people.length < Math.min(MAX_TRAVELLERS, dep.seatsLeft) ? (
                <Button
                  type="button"
                  variant="secondary"
                  onClick={() => setPeople((ps) => [...ps, blank()])}
                >
                  {t.addTraveller}
                </Button>
              ) : null}
            </section>
          </form>
          {user ? (
            <section className={styles.panel} aria-labelledby="tour-contact">
              <h2 id="tour-contact">{t.contact}</h2>
              <TextField
                label={t.contactName}
                name="CustomerName"
                form={FORM_ID}
                autoComplete="name"
                value={contact.name}
                required
                onChange={(e) => setContact({ ...contact, name: e.target.value })}
              />
              <TextField
                label={t.mobile}
                name="MobileNo"
                form={FORM_ID}
                type="tel"
                autoComplete="tel-national"
                value={contact.mobile}
                required
                onChange={(e) => setContact({ ...contact, mobile: e.target.value })}
              />
              <TextField
                label={t.email}
                name="EmailID"
                type="email"
                autoComplete="email"
                value={contact.email}
                required
                onChange={(e) => setContact({ ...contact, email: e.target.value })}
                form={FORM_ID}
              />
            </section>
          ) : (
            <MobileSignIn next={search ? `${location}?${search}` : location} />
          )}
          <section className={styles.panel} aria-labelledby="tour-policy">
            <h2 id="tour-policy">{t.policy}</h2>
            <ul>
              {data.cancellationPolicy.map((b) => (
                <li key={b.minDays}>{t.band(b.minDays, b.maxDays, b.deductionPercent)}</li>
              ))}
            </ul>
            <label>
              <input
                type="checkbox"
                name="AcceptTerms"
                form={FORM_ID}
                checked={accepted}
                onChange={(e) => setAccepted(e.target.checked)}
              />{' '}
              {t.accept}
            </label>
          </section>
          <p className={styles.lead} aria-live="polite">
            {t.total(rupee(amount + gst), rupee(gst), data.gstRatePercent)}
          </p>
          {error ? (
            <p role="alert" className={styles.fieldError}>
              {error}
            </p>
          ) : null}
          {user ? null : (
            <p id="tour-sign-in-first" className={styles.muted}>
              {t.signInToPay}
            </p>
          )}
          <Button
            type="submit"
            form={FORM_ID}
            loading={busy}
            disabled={!user}
            aria-describedby={user ? undefined : 'tour-sign-in-first'}
            iconEnd="arrow-right"
          >
            {t.pay}
          </Button>
        </div>
      )}
    </BareLayout>
  );
}
