import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { Tour } from '../../../shared/contracts/content';
import {
  advanceBookingRequest,
  REQUEST_MSG,
  type AdvanceBookingParsed,
  type AdvanceBookingRequest,
} from '../../../shared/contracts/requests';
import { todayIst } from '../../../shared/dates';
import { formatRupees, rupeesToPaise } from '../../../shared/money';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { TextField } from '../../components/Field';
import { Localized } from '../../components/Localized';
import { Spinner } from '../../components/Spinner';
import { useT } from '../../i18n';
import { ApiError } from '../../lib/api';
import { usePageMeta } from '../../lib/meta';
import { href } from '../../lib/paths';
import { useTour } from './api/getTour';
import { useSubmitAdvanceBooking } from './api/submitAdvanceBooking';
import {
  RefPanel,
  RequestForm,
  RequestLayout,
  NameField,
  MobileField,
  EmailField,
  LongTextField,
} from './RequestParts';
import styles from './requests.module.css';
import { useRequestForm, type ContactFields } from './useRequestForm';

const CONTACT: ContactFields = { name: 'name', mobile: 'mobile', email: 'email' };

/**
 * /advanceBooking?tour=<id>: the enquiry for one tour package, opened by "Request this package"
 * on the tours pages. It posts to the package request endpoint with the tour named: no hotel, no
 * purpose, dates optional (ADR 088).
 */
export function TourEnquiryForm({ tourId }: { tourId: number }) {
  const t = useT().requests.tour;
  usePageMeta(t.title, t.meta);
  const tour = useTour(tourId);
  return (
    <RequestLayout title={t.title} subtitle={t.subtitle} crumb={t.crumb} steps={t.steps}>
      {tour.isPending ? (
        <Spinner block />
      ) : tour.isError ? (
        tour.error instanceof ApiError && tour.error.status === 404 ? (
          <EmptyState
            tone="error"
            title={t.notFound}
            description={t.notFoundText}
            action={<Button href={href('tours')}>{t.allTours}</Button>}
          />
        ) : (
          <EmptyState
            tone="error"
            title={t.loadError}
            action={<Button onClick={() => void tour.refetch()}>{t.retry}</Button>}
          />
        )
      ) : (
        <EnquiryForm tour={tour.data} />
      )}
    </RequestLayout>
  );
}

function EnquiryForm({ tour }: { tour: Tour }) {
  const { msg: MSG } = useT();
  const t = useT().requests.tour;
  const submit = useSubmitAdvanceBooking();
  const empty = {
    tourId: tour.id,
    name: '',
    mobile: '',
    email: '',
    fromDate: '',
    toDate: '',
    remarks: '',
  };
  const form = useForm<AdvanceBookingRequest, unknown, AdvanceBookingParsed>({
    resolver: zodResolver(advanceBookingRequest),
    defaultValues: empty,
    mode: 'onTouched',
  });
  const { refNo, again, onSubmit } = useRequestForm({
    form,
    empty,
    contact: CONTACT,
    send: async (values) => {
      const reply = await submit.mutateAsync({ ...values, tourId: tour.id });
      return { ref: reply.data.Ref, message: REQUEST_MSG.requestReceived(reply.data.Ref) };
    },
    failMessage: MSG.advanceBookingFailed,
  });
  const { errors } = form.formState;
  const fromDate = form.watch('fromDate');
  const today = todayIst();

  if (refNo) return <RefPanel refNo={refNo} onAgain={again} />;
  return (
    <RequestForm
      title={t.formTitle}
      intro={
        <dl className={styles.tourBox} data-testid="enquiry-tour">
          <dt>{t.package}</dt>
          <dd>
            <strong>
              <Localized en={tour.title} hi={tour.titleHi} />
            </strong>
            <br />
            <Localized en={tour.location} hi={tour.locationHi} />,{' '}
            <Localized en={tour.duration} hi={tour.durationHi} />,{' '}
            {t.perPerson(formatRupees(rupeesToPaise(tour.price)))}
          </dd>
        </dl>
      }
      submitLabel={t.submit}
      submitting={form.formState.isSubmitting}
      onSubmit={onSubmit}
    >
      <TextField
        label={t.fromDate}
        type="date"
        min={today}
        hint={t.datesHint}
        error={errors.fromDate?.message}
        {...form.register('fromDate')}
      />
      <TextField
        label={t.toDate}
        type="date"
        min={fromDate || today}
        error={errors.toDate?.message}
        {...form.register('toDate')}
      />
      <TextField
        label={t.travellers}
        hint={t.travellersHint}
        inputMode="numeric"
        error={errors.travellers?.message}
        {...form.register('travellers', {
          setValueAs: (v: unknown) => (v === '' || v == null ? undefined : Number(v)),
        })}
      />
      <NameField label={t.name} error={errors.name?.message} {...form.register('name')} />
      <MobileField
        label={t.mobile}
        hint={t.mobileHint}
        error={errors.mobile?.message}
        {...form.register('mobile')}
      />
      <EmailField
        label={t.email}
        hint={t.emailHint}
        error={errors.email?.message}
        {...form.register('email')}
      />
      <LongTextField
        label={t.remarks}
        hint={t.remarksHint}
        error={errors.remarks?.message}
        {...form.register('remarks')}
      />
    </RequestForm>
  );
}
