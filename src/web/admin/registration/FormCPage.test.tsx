import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { FormCList, FormCRow, Registration } from '../../../shared/contracts/registrations';
import { fakeApi, renderPage } from '../../test/render';
import { FormCSection } from './FormCPage';

/** The departures section of the Form C page: who left that day, and marking each reported (ADR 377). */

const row = (over: Partial<FormCRow> = {}): FormCRow => ({
  id: 11,
  name: 'Anna Schmidt',
  nationality: 'DE',
  nationalityName: 'Germany',
  sex: 'F',
  dateOfBirth: '1988-04-12',
  idType: 'Passport',
  idNumber: null,
  homeAddress: 'Hauptstrasse 5, Berlin',
  passportNo: 'C01X00T47',
  passportPlaceOfIssue: 'Berlin',
  passportIssuedOn: '2020-01-15',
  passportExpiresOn: '2030-01-14',
  visaNo: 'VA1234567',
  visaType: 'e-Tourist',
  visaPlaceOfIssue: 'Frankfurt',
  visaIssuedOn: '2026-10-01',
  visaExpiresOn: '2027-09-01',
  arrivedInIndiaOn: '2026-11-24',
  arrivedFrom: 'Frankfurt, Germany',
  nextDestination: 'Kolkata',
  purpose: 'Tourism',
  erasedAt: null,
  bookingId: 7,
  ref: 'JTDC7',
  roomNos: ['101'],
  checkedInAt: '2026-11-25T06:30:00.000Z',
  checkOut: '2026-11-27',
  checkedOutAt: '2026-11-27T04:30:00.000Z',
  submittedAt: null,
  reference: null,
  overdue: true,
  ...over,
});

const list = (rows: FormCRow[]): FormCList => ({
  kind: 'departure',
  hotelId: 1,
  hotelName: 'Patratu Lake Resort',
  hotelAddress: 'Patratu',
  date: '2026-11-27',
  rows,
});

const registration: Registration = {
  bookingId: 7,
  ref: 'JTDC7',
  status: 'checked_out',
  hotel: { id: 1, name: 'Patratu Lake Resort', address: 'Patratu' },
  bookedName: 'Anna Schmidt',
  mobile: '9800000000',
  email: 'anna@example.com',
  checkIn: '2026-11-25',
  checkOut: '2026-11-27',
  nights: 2,
  adults: 1,
  children: 0,
  roomNos: ['101'],
  checkedInAt: '2026-11-25T06:30:00.000Z',
  guests: [],
  editable: false,
  formC: {
    required: true,
    submittedAt: '2026-11-25T08:00:00.000Z',
    reference: null,
    dueAt: '2026-11-26T06:30:00.000Z',
    overdue: false,
    departure: {
      submittedAt: '2026-11-28T05:00:00.000Z',
      reference: null,
      dueAt: '2026-11-28T04:30:00.000Z',
      overdue: false,
    },
  },
};

describe('the Form C departures section', () => {
  it('lists the foreign guests who left that day and marks a departure reported', async () => {
    let marked = false;
    const calls = fakeApi({
      'GET /api/staff/hotels/1/form-c/departures': () => ({
        status: 200,
        body: {
          success: true,
          data: list([
            marked ? row({ submittedAt: '2026-11-28T05:00:00.000Z', overdue: false }) : row(),
          ]),
        },
      }),
      'POST /api/staff/bookings/7/form-c/departure': () => {
        marked = true;
        return { status: 200, body: { success: true, data: registration } };
      },
    });
    renderPage(<FormCSection kind="departure" hotelId="1" date="2026-11-27" />);

    expect(screen.getByRole('heading', { name: 'Departures: departure report' })).toBeVisible();
    const table = await screen.findByRole('region', {
      name: 'Foreign guests checked out of Patratu Lake Resort on 27 Nov 2026',
    });
    const guest = within(table).getByRole('row', { name: /Anna Schmidt/ });
    expect(within(guest).getByText('Overdue')).toBeVisible();
    expect(within(guest).getByText(/left 27 Nov, 10:00/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Download departures CSV' })).toHaveAttribute(
      'href',
      '/api/staff/hotels/1/form-c/departures?date=2026-11-27&format=csv',
    );

    await userEvent.click(
      within(guest).getByRole('button', {
        name: 'Mark reported: departure of Anna Schmidt (JTDC7)',
      }),
    );
    expect(
      await screen.findByText('The departure of booking JTDC7 is marked reported.'),
    ).toBeVisible();
    await waitFor(() => expect(within(table).getByText(/^Reported/)).toBeVisible());
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      '/api/staff/bookings/7/form-c/departure',
    ]);
  });
});
