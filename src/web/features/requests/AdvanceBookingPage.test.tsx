import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDays, todayIst } from '../../../shared/dates';
import { REQUEST_MSG } from '../../../shared/contracts/requests';
import { MSG } from '../../../shared/messages';
import { requestsText } from '../../i18n/en/requests';
import { AdvanceBookingPage } from './AdvanceBookingPage';
import { fail, fakeApi, renderPage, type Call } from '../../test/render';

const t = requestsText.advance;
const asha = {
  customerId: 7,
  EmailId: 'asha@example.com',
  Customer_Name: 'Asha Kumari',
  Mobile_Number: '9876543210',
};
const TOUR = {
  id: 4,
  title: 'Netarhat Sunrise Trail',
  location: 'Netarhat',
  category: 'Nature',
  price: 6500,
  originalPrice: null,
  duration: '3 Days / 2 Nights',
  guests: '2-12',
  rating: 4.6,
  reviews: 120,
  image: '/media/tours/4.svg',
  imageAlt: 'Sunrise over the Netarhat plateau',
  featured: false,
  discount: null,
  description: 'A walk to Magnolia Point.',
  includes: ['Stay'],
};
const HOTELS = [
  { PropertyID: 1, UnitName: 'Patratu Lake Resort' },
  { PropertyID: 2, UnitName: 'Hotel Birsa Vihar, Ranchi' },
];
type Reply = { status: number; body: unknown };

function api(opts: { submit?: (body: unknown) => Reply; user?: typeof asha } = {}): Call[] {
  return fakeApi({
    'GET /api/auth/profile': () =>
      opts.user ? { status: 200, body: { success: true, user: opts.user } } : fail(401, 'x'),
    'GET /api/room-tariff/get-hotels': () => ({
      status: 200,
      body: { success: true, data: HOTELS },
    }),
    'GET /api/tours/4': () => ({ status: 200, body: { success: true, data: TOUR } }),
    'GET /api/tours/99': () => fail(404, 'Tour not found.'),
    'POST /api/dashboard/admin/submit-advance-booking-request':
      opts.submit ??
      (() => ({
        status: 200,
        body: { success: true, message: 'ok', data: { Ref: 'ABR-261122-K7Q2M' } },
      })),
    'GET /api/dashboard/admin/advance-bookings': () => ({
      status: 200,
      body: {
        success: true,
        data: [
          {
            Ref: 'ABR-261101-AAAAA',
            name: 'Asha Kumari',
            mobile: '9876543210',
            email: 'asha@example.com',
            purpose: '<b>Anniversary</b>',
            fromDate: '2030-01-10',
            toDate: '2030-01-11',
            hotelName: 'Patratu Lake Resort',
            tourName: null,
            remarks: null,
            createdAt: '2026-11-01T10:00:00.000Z',
          },
        ],
      },
    }),
  });
}

const posts = (calls: Call[]) => calls.filter((c) => c.method === 'POST');
const from = addDays(todayIst(), 30);
const to = addDays(todayIst(), 32);

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(screen.getByRole('combobox', { name: /Purpose/ }), 'Marriage');
  fireEvent.change(screen.getByLabelText(/From date/), { target: { value: from } });
  fireEvent.change(screen.getByLabelText(/To date/), { target: { value: to } });
  await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Meera Soren');
  await user.type(screen.getByRole('textbox', { name: /Mobile number/ }), '9876543210');
  const hotel = screen.getByRole('combobox', { name: /Hotel/ });
  await waitFor(() => expect(hotel).toBeEnabled());
  await user.selectOptions(hotel, 'Patratu Lake Resort');
}

afterEach(() => vi.unstubAllGlobals());

describe('AdvanceBookingPage', () => {
  it('has the spec title and offers the hotels of /api/room-tariff/get-hotels and the four purposes', async () => {
    api();
    renderPage(<AdvanceBookingPage />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Bulk/Shaadi Package Booking' }),
    ).toBeInTheDocument();
    const hotel = screen.getByRole('combobox', { name: /Hotel/ });
    expect(
      await within(hotel).findByRole('option', { name: 'Hotel Birsa Vihar, Ranchi' }),
    ).toBeInTheDocument();
    const purposes = within(screen.getByRole('combobox', { name: /Purpose/ }))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(purposes).toEqual([
      'Select',
      'Marriage',
      'Birthday Party',
      'Corporate Function',
      'Other',
    ]);
  });

  it('requires purpose, dates, name, mobile and hotel; email and remarks are optional', async () => {
    const calls = api();
    const user = userEvent.setup();
    renderPage(<AdvanceBookingPage />);
    await user.click(screen.getByRole('button', { name: t.submit }));
    for (const msg of [
      'Please choose the purpose of the booking.',
      'Please choose a From date.',
      'Please choose a To date.',
      'Please enter your name.',
      MSG.signupInvalidMobile,
      'Please choose a hotel.',
    ]) {
      expect(await screen.findByText(msg)).toBeInTheDocument();
    }
    expect(screen.getByRole('textbox', { name: /^Email/ })).not.toHaveAttribute('aria-required');
    expect(posts(calls)).toHaveLength(0);
  });

  it('asks for the other purpose when Other is chosen and sends it in place of Other', async () => {
    const calls = api();
    const user = userEvent.setup();
    renderPage(<AdvanceBookingPage />);
    await fillValid(user);
    expect(screen.queryByRole('textbox', { name: /Other purpose/ })).not.toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: /Purpose/ }), 'Other');
    await user.click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByText('Please describe the purpose.')).toBeInTheDocument();
    expect(posts(calls)).toHaveLength(0);
    await user.type(screen.getByRole('textbox', { name: /Other purpose/ }), 'Family reunion');
    await user.click(screen.getByRole('button', { name: t.submit }));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]?.body).toMatchObject({
      purpose: 'Family reunion',
      hotelName: 'Patratu Lake Resort',
    });
  });

  it('says Request received (not Booking successful!) with the reference number: nothing was booked', async () => {
    const calls = api();
    const user = userEvent.setup();
    renderPage(<AdvanceBookingPage />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByText('Request received. Ref: ABR-261122-K7Q2M')).toBeInTheDocument();
    expect(screen.queryByText(/Booking successful/)).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /ABR-261122-K7Q2M/ })).toHaveFocus();
    expect(posts(calls)[0]?.body).toEqual({
      name: 'Meera Soren',
      mobile: '9876543210',
      email: '',
      purpose: 'Marriage',
      otherPurpose: '',
      fromDate: from,
      toDate: to,
      hotelName: 'Patratu Lake Resort',
      remarks: '',
      // the page's language: the acknowledgement's language (ADR 185)
      language: 'en',
    });
  });

  it('shows the toast Booking failed! when the server refuses, with its message on the field', async () => {
    api({
      submit: () => ({
        status: 400,
        body: {
          success: false,
          message: 'Please choose a hotel from the list.',
          errors: [{ path: 'hotelName', message: 'Please choose a hotel from the list.' }],
        },
      }),
    });
    const user = userEvent.setup();
    renderPage(<AdvanceBookingPage />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByText(MSG.advanceBookingFailed)).toBeInTheDocument();
    expect(screen.getByText('Please choose a hotel from the list.')).toBeInTheDocument();
  });

  it('fills in a logged-in customer and lists their own requests, markup shown as text', async () => {
    api({ user: asha });
    renderPage(<AdvanceBookingPage />);
    expect(await screen.findByRole('heading', { name: t.mineTitle })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Asha Kumari'),
    );
    expect(screen.getByRole('textbox', { name: /Mobile number/ })).toHaveValue('9876543210');
    expect(await screen.findByText('ABR-261101-AAAAA')).toBeInTheDocument();
    expect(screen.getByText('<b>Anniversary</b>')).toBeInTheDocument();
  });

  it('does not fill a field again once the logged-in customer has emptied it', async () => {
    api({ user: asha });
    const user = userEvent.setup();
    renderPage(<AdvanceBookingPage />);
    const name = screen.getByRole('textbox', { name: /^Name/ });
    await waitFor(() => expect(name).toHaveValue('Asha Kumari'));
    await user.clear(name);
    await user.type(screen.getByRole('textbox', { name: /Remarks/ }), 'Two halls');
    expect(name).toHaveValue('');
  });

  describe('as the enquiry for a tour (?tour=)', () => {
    afterEach(() => window.history.replaceState(null, '', '/'));

    it('names the tour, asks no hotel or purpose, and sends the enquiry without dates', async () => {
      window.history.replaceState(null, '', '/advanceBooking?tour=4');
      const calls = api();
      const user = userEvent.setup();
      renderPage(<AdvanceBookingPage />);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Tour Package Enquiry' }),
      ).toBeInTheDocument();
      expect(await screen.findByText('Netarhat Sunrise Trail')).toBeInTheDocument();
      expect(screen.queryByRole('combobox', { name: /Hotel/ })).not.toBeInTheDocument();
      expect(screen.queryByRole('combobox', { name: /Purpose/ })).not.toBeInTheDocument();
      await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Meera Soren');
      await user.type(screen.getByRole('textbox', { name: /Mobile number/ }), '9876543210');
      await user.click(screen.getByRole('button', { name: 'Send Enquiry' }));
      expect(
        await screen.findByText('Request received. Ref: ABR-261122-K7Q2M'),
      ).toBeInTheDocument();
      expect(posts(calls)[0]?.body).toMatchObject({
        tourId: 4,
        name: 'Meera Soren',
        mobile: '9876543210',
        fromDate: '',
        toDate: '',
      });
      expect(posts(calls)[0]?.body).not.toHaveProperty('hotelName');
    });

    it('takes a mobile number typed with +91 and spaces, as the other forms do', async () => {
      window.history.replaceState(null, '', '/advanceBooking?tour=4');
      const calls = api();
      const user = userEvent.setup();
      renderPage(<AdvanceBookingPage />);
      await screen.findByText('Netarhat Sunrise Trail');
      await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Meera Soren');
      await user.type(screen.getByRole('textbox', { name: /Mobile number/ }), '+91 98765 43210');
      await user.click(screen.getByRole('button', { name: 'Send Enquiry' }));
      await screen.findByText('Request received. Ref: ABR-261122-K7Q2M');
      expect(posts(calls)[0]?.body).toMatchObject({ mobile: '9876543210' });
    });

    it('asks for the to date when only the from date is given', async () => {
      window.history.replaceState(null, '', '/advanceBooking?tour=4');
      const calls = api();
      const user = userEvent.setup();
      renderPage(<AdvanceBookingPage />);
      await screen.findByText('Netarhat Sunrise Trail');
      fireEvent.change(screen.getByLabelText(/From date/), { target: { value: from } });
      await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Meera Soren');
      await user.type(screen.getByRole('textbox', { name: /Mobile number/ }), '9876543210');
      await user.click(screen.getByRole('button', { name: 'Send Enquiry' }));
      expect(await screen.findByText(REQUEST_MSG.toDateRequired)).toBeInTheDocument();
      expect(posts(calls)).toHaveLength(0);
    });

    it('says so when the tour is no longer offered, with a way back to the tours', async () => {
      window.history.replaceState(null, '', '/advanceBooking?tour=99');
      api();
      renderPage(<AdvanceBookingPage />);
      expect(
        await screen.findByRole('heading', { name: 'This tour package is no longer offered.' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'All tours' })).toHaveAttribute('href', '/tours');
    });
  });
});
