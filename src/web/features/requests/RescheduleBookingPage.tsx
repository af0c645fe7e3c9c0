import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation, useSearch } from 'wouter';
import {
  REQUEST_LIMITS,
  rescheduleRequest,
  type RescheduleItem,
} from '../../../shared/contracts/requests';
import { addDays, todayIst } from '../../../shared/dates';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { Spinner } from '../../components/Spinner';
import { TextField } from '../../components/Field';
import { useLang, useLocalePath, useT } from '../../i18n';
import { useAuth } from '../../lib/auth';
import { usePageMeta } from '../../lib/meta';
import { href } from '../../lib/paths';
import { useHotelNames } from './api/getHotelNames';
import { useRescheduleHistory } from './api/getRescheduleHistory';
import { useSubmitReschedule } from './api/submitReschedule';
import {
  dateRange,
  HotelSelect,
  RequestLayout,
  RequestPageFrame,
  NameField,
  MobileField,
  EmailField,
  LongTextField,
} from './RequestParts';
import styles from './requests.module.css';
import { useRequestForm, type ContactFields } from './useRequestForm';

const EMPTY = {
  bookingrefno: '',
  name: '',
  email: '',
  phone: '',
  hotelName: '',
  newCheckIn: '',
  newCheckOut: '',
  reason: '',
};

const CONTACT: ContactFields = { name: 'name', mobile: 'phone', email: 'email' };

/**
 * /rescheduleBooking: 'Request for Rescheduling'; every field is required.
 * Only a logged-in customer can file one, for a booking of their own (ADR 085); the booking
 * history's Reschedule button opens it with `?booking=<ref>&hotel=<name>` filled in.
 */
export function RescheduleBookingPage() {
  const lp = useLocalePath();
  const t = useT().requests.reschedule;
  usePageMeta(t.title, t.meta);
  const { user, loaded } = useAuth();
  const [location] = useLocation();
  const search = useSearch();
  if (!loaded) {
    return (
      <RequestLayout title={t.title} subtitle={t.subtitle} crumb={t.crumb} steps={t.steps}>
        <Spinner block />
      </RequestLayout>
    );
  }
  if (!user) {
    const next = location + (search ? `?${search}` : '');
    return (
      <RequestLayout title={t.title} subtitle={t.subtitle} crumb={t.crumb} steps={t.steps}>
        <EmptyState
          title={t.loginTitle}
          description={t.loginText}
          action={<Button href={lp(href('login', {}, { next }))}>{t.loginButton}</Button>}
        />
      </RequestLayout>
    );
  }
  return <RescheduleForm search={search} />;
}

function RescheduleForm({ search }: { search: string }) {
  const { msg: MSG } = useT();
  const lp = useLocalePath();
  const t = useT().requests.reschedule;
  const lang = useLang();
  const hotels = useHotelNames();
  const submit = useSubmitReschedule();
  const query = new URLSearchParams(search);
  const presetHotel = query.get('hotel') ?? '';
  const form = useForm({
    resolver: zodResolver(rescheduleRequest),
    defaultValues: { ...EMPTY, bookingrefno: query.get('booking') ?? '' },
    mode: 'onTouched',
  });
  // The hotel list loads after the form: choose the booking's hotel once its option exists.
  useEffect(() => {
    if (presetHotel && hotels.data?.some((h) => h.UnitName === presetHotel))
      form.setValue('hotelName', presetHotel);
  }, [presetHotel, hotels.data, form]);
  const { user, refNo, again, onSubmit } = useRequestForm({
    form,
    empty: EMPTY,
    contact: CONTACT,
    send: async (values) => {
      const reply = await submit.mutateAsync(values);
      return { ref: reply.data.Ref, message: reply.message };
    },
    failMessage: MSG.reschedulingFailed,
  });
  const mine = useRescheduleHistory(user !== null);
  const { errors } = form.formState;
  const checkIn = form.watch('newCheckIn');
  const today = todayIst();

  return (
    <RequestPageFrame<RescheduleItem>
      text={t}
      mine={user ? mine : null}
      columns={[
        { label: t.cols.booking, cell: (r) => r.bookingrefno },
        { label: t.cols.hotel, cell: (r) => r.hotelName },
        { label: t.cols.dates, cell: (r) => dateRange(r.newCheckIn, r.newCheckOut, lang) },
      ]}
      refNo={refNo}
      onAgain={again}
      intro={
        <p className={styles.muted}>
          {t.fromHistory} <a href={lp(href('bookingHistory'))}>{t.historyLink}</a>.
        </p>
      }
      submitting={form.formState.isSubmitting}
      onSubmit={onSubmit}
    >
      <TextField
        label={t.bookingrefno}
        hint={t.bookingrefnoHint}
        required
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={REQUEST_LIMITS.ref}
        error={errors.bookingrefno?.message}
        {...form.register('bookingrefno')}
      />
      <HotelSelect
        label={t.hotelName}
        hotels={hotels}
        error={errors.hotelName?.message}
        {...form.register('hotelName')}
      />
      <NameField label={t.name} error={errors.name?.message} {...form.register('name')} />
      <EmailField
        label={t.email}
        required
        error={errors.email?.message}
        {...form.register('email')}
      />
      <MobileField
        label={t.phone}
        hint={t.phoneHint}
        error={errors.phone?.message}
        {...form.register('phone')}
      />
      <TextField
        label={t.newCheckIn}
        type="date"
        required
        min={today}
        error={errors.newCheckIn?.message}
        {...form.register('newCheckIn')}
      />
      <TextField
        label={t.newCheckOut}
        type="date"
        required
        min={checkIn ? addDays(checkIn, 1) : addDays(today, 1)}
        error={errors.newCheckOut?.message}
        {...form.register('newCheckOut')}
      />
      <LongTextField
        label={t.reason}
        required
        error={errors.reason?.message}
        {...form.register('reason')}
      />
    </RequestPageFrame>
  );
}
