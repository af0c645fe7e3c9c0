import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { ADVANCE_PURPOSES } from '../../../shared/constants';
import { useSearch } from 'wouter';
import {
  advanceBookingRequest,
  effectivePurpose,
  REQUEST_LIMITS,
  REQUEST_MSG,
  type AdvanceBookingItem,
  type AdvanceBookingParsed,
  type AdvanceBookingRequest,
} from '../../../shared/contracts/requests';
import { todayIst } from '../../../shared/dates';
import { SelectField, TextField } from '../../components/Field';
import { useLang, useT } from '../../i18n';
import { usePageMeta } from '../../lib/meta';
import { useAdvanceBookings } from './api/getAdvanceBookings';
import { useHotelNames } from './api/getHotelNames';
import { useSubmitAdvanceBooking } from './api/submitAdvanceBooking';
import {
  dateRange,
  HotelSelect,
  RequestPageFrame,
  NameField,
  MobileField,
  EmailField,
  LongTextField,
} from './RequestParts';
import { TourEnquiryForm } from './TourEnquiryForm';
import { useRequestForm, type ContactFields } from './useRequestForm';

const EMPTY = {
  name: '',
  mobile: '',
  email: '',
  purpose: '',
  otherPurpose: '',
  fromDate: '',
  toDate: '',
  hotelName: '',
  remarks: '',
};

const CONTACT: ContactFields = { name: 'name', mobile: 'mobile', email: 'email' };

/**
 * /advanceBooking: 'Bulk/Shaadi Package Booking'. With `?tour=<id>` (the tours pages' "Request this
 * package") it is the enquiry for that tour package (ADR 088).
 */
export function AdvanceBookingPage() {
  const tourId = Number(new URLSearchParams(useSearch()).get('tour') ?? '');
  if (Number.isInteger(tourId) && tourId > 0) return <TourEnquiryForm tourId={tourId} />;
  return <PackageRequestForm />;
}

function PackageRequestForm() {
  const t = useT().requests.advance;
  const lang = useLang();
  const { requests: requestsText, msg: MSG } = useT();
  usePageMeta(t.title, t.meta);
  const hotels = useHotelNames();
  const submit = useSubmitAdvanceBooking();
  const form = useForm<AdvanceBookingRequest, unknown, AdvanceBookingParsed>({
    resolver: zodResolver(advanceBookingRequest),
    defaultValues: EMPTY,
    mode: 'onTouched',
  });
  const { user, refNo, again, onSubmit } = useRequestForm({
    form,
    empty: EMPTY,
    contact: CONTACT,
    // The other-purpose text replaces 'Other'.
    send: async (values) => {
      const reply = await submit.mutateAsync({ ...values, purpose: effectivePurpose(values) });
      // No booking is made and nothing is paid: not the spec's "Booking successful!" (deviation).
      return { ref: reply.data.Ref, message: REQUEST_MSG.requestReceived(reply.data.Ref) };
    },
    failMessage: MSG.advanceBookingFailed,
  });
  const mine = useAdvanceBookings(user !== null);
  const { errors } = form.formState;
  const purpose = form.watch('purpose');
  const fromDate = form.watch('fromDate');
  const today = todayIst();

  return (
    <RequestPageFrame<AdvanceBookingItem>
      text={t}
      mine={user ? mine : null}
      columns={[
        { label: t.cols.purpose, cell: (r) => r.purpose },
        { label: t.cols.hotel, cell: (r) => r.hotelName ?? r.tourName ?? '' },
        {
          label: t.cols.dates,
          cell: (r) =>
            r.fromDate && r.toDate ? dateRange(r.fromDate, r.toDate, lang) : t.datesOpen,
        },
      ]}
      refNo={refNo}
      onAgain={again}
      submitting={form.formState.isSubmitting}
      onSubmit={onSubmit}
    >
      <SelectField
        label={t.purpose}
        required
        error={errors.purpose?.message}
        {...form.register('purpose')}
      >
        <option value="">{requestsText.selectPlaceholder}</option>
        {ADVANCE_PURPOSES.map((p) => (
          <option key={p} value={p}>
            {t.purposeName(p)}
          </option>
        ))}
      </SelectField>
      {purpose === 'Other' ? (
        <TextField
          label={t.otherPurpose}
          hint={t.otherPurposeHint}
          required
          maxLength={REQUEST_LIMITS.purpose}
          error={errors.otherPurpose?.message}
          {...form.register('otherPurpose')}
        />
      ) : null}
      <TextField
        label={t.fromDate}
        type="date"
        required
        min={today}
        error={errors.fromDate?.message}
        {...form.register('fromDate')}
      />
      <TextField
        label={t.toDate}
        type="date"
        required
        min={fromDate || today}
        error={errors.toDate?.message}
        {...form.register('toDate')}
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
      <HotelSelect
        label={t.hotelName}
        hotels={hotels}
        error={errors.hotelName?.message}
        {...form.register('hotelName')}
      />
      <LongTextField
        label={t.remarks}
        hint={t.remarksHint}
        error={errors.remarks?.message}
        {...form.register('remarks')}
      />
    </RequestPageFrame>
  );
}
