import type { FormEvent } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { MOBILE_INPUT_MAX_LENGTH } from '../../../shared/contracts/auth';
import {
  CUSTOMER_TYPES,
  IDENTITY_TYPES,
  SPECIAL_REQUESTS_MAX,
} from '../../../shared/contracts/bookings';
import { SelectField, TextareaField, TextField } from '../../components/Field';
import { useT } from '../../i18n';
import styles from './booking.module.css';

export type GuestForm = {
  CustomerName: string;
  CustomerType: (typeof CUSTOMER_TYPES)[number];
  EmailID: string;
  MobileNo: string;
  CustomerAddress: string;
  IdentityType: (typeof IDENTITY_TYPES)[number];
  IdentityNo: string;
  GSTIN?: string;
  SpecialRequests?: string;
  AcceptTerms: boolean;
};

type Props = {
  form: UseFormReturn<GuestForm>;
  disabled: boolean;
  onSubmit: (e: FormEvent) => void;
};

/**
 * The guest's details (form id "guest-form": the terms box and the Pay button in the checkout
 * panel submit it).
 */
export function GuestDetails({ form, disabled, onSubmit }: Props) {
  const { booking: t } = useT();
  const identityType = form.watch('IdentityType');
  const { errors } = form.formState;
  return (
    <form
      className={styles.panel}
      aria-labelledby="guest-title"
      onSubmit={onSubmit}
      noValidate
      id="guest-form"
    >
      <h2 id="guest-title">{t.stepGuest}</h2>
      <fieldset className={styles.plainFieldset} disabled={disabled}>
        <legend className="visually-hidden">{t.stepGuest}</legend>
        <div className={styles.guestGrid}>
          <TextField
            label={t.customerName}
            autoComplete="name"
            required
            error={errors.CustomerName?.message}
            {...form.register('CustomerName')}
          />
          <SelectField
            label={t.customerType}
            error={errors.CustomerType?.message}
            {...form.register('CustomerType')}
          >
            {CUSTOMER_TYPES.map((c) => (
              <option key={c} value={c}>
                {t.customerTypeName(c)}
              </option>
            ))}
          </SelectField>
          <TextField
            label={t.email}
            type="email"
            autoComplete="email"
            required
            error={errors.EmailID?.message}
            {...form.register('EmailID')}
          />
          <TextField
            label={t.mobile}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            maxLength={MOBILE_INPUT_MAX_LENGTH}
            hint={t.mobileHint}
            required
            error={errors.MobileNo?.message}
            {...form.register('MobileNo')}
          />
          <TextareaField
            label={t.address}
            autoComplete="street-address"
            rows={2}
            hint={t.addressHint}
            className={styles.wide}
            error={errors.CustomerAddress?.message}
            {...form.register('CustomerAddress')}
          />
          <SelectField
            label={t.identityType}
            required
            error={errors.IdentityType?.message}
            {...form.register('IdentityType')}
          >
            {IDENTITY_TYPES.map((c) => (
              <option key={c} value={c}>
                {t.identityTypeName(c)}
              </option>
            ))}
          </SelectField>
          <TextField
            label={t.identityNo}
            hint={identityType === 'Aadhaar Card' ? t.aadhaarHint : t.identityHint}
            autoCapitalize="characters"
            required
            error={errors.IdentityNo?.message}
            {...form.register('IdentityNo')}
          />
          <TextField
            label={t.gstin}
            hint={t.gstinHint}
            autoCapitalize="characters"
            maxLength={15}
            error={errors.GSTIN?.message}
            {...form.register('GSTIN')}
          />
          <TextareaField
            label={t.specialRequests}
            rows={2}
            hint={t.specialRequestsHint(SPECIAL_REQUESTS_MAX)}
            maxLength={SPECIAL_REQUESTS_MAX}
            className={styles.wide}
            error={errors.SpecialRequests?.message}
            {...form.register('SpecialRequests')}
          />
        </div>
      </fieldset>
    </form>
  );
}
