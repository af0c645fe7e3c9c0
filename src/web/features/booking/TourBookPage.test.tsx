import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'wouter';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi, renderPage, type Call } from '../../test/render';
import { TourBookPage } from './TourBookPage';

afterEach(() => window.history.replaceState(null, '', '/'));

const SUNITA = {
  customerId: 31,
  EmailId: 'sunita@example.com',
  Customer_Name: 'Sunita Hembrom',
  Mobile_Number: '7209876543',
};

const DEPARTURES = {
  departures: [
    {
      id: 3,
      date: '2026-12-12',
      time: '06:00',
      seatsLeft: 12,
      adultPricePaise: 200000,
      childPricePaise: 100000,
      singleSupplementPaise: null,
      pickupPoints: [{ id: 9, name: 'Ranchi Railway Station', time: '06:00' }],
    },
  ],
  gstRatePercent: 5,
  sac: '998555',
  cancellationPolicy: [{ minDays: 7, maxDays: null, deductionPercent: 0 }],
};

/** The booking page of tour 1 for a visitor without a session. */
function openAsGuest(): Call[] {
  let user: typeof SUNITA | null = null;
  const calls = fakeApi({
    'GET /api/auth/profile': () => ({ status: 200, body: { success: true, user } }),
    'GET /api/tours/1/departures': () => ({
      status: 200,
      body: { success: true, data: DEPARTURES },
    }),
    'POST /api/auth/mobile-code': () => ({
      status: 200,
      body: { success: true, message: 'OTP sent to your mobile.' },
    }),
    'POST /api/auth/mobile-login': () => {
      user = SUNITA;
      return { status: 200, body: { success: true, message: 'Signed in.', user: SUNITA } };
    },
    // the last seats went to someone else meanwhile: the page says so (no gateway in jsdom)
    'POST /api/tour-bookings': () => ({
      status: 409,
      body: { success: false, message: 'This departure has only 0 seats left.', seatsLeft: 0 },
    }),
  });
  window.history.replaceState(null, '', '/book-tour/1');
  renderPage(<Route path="/book-tour/:id" component={TourBookPage} />);
  return calls;
}

describe('TourBookPage without a session (no login wall, ADR 316)', () => {
  it('asks for the mobile number in place of the contact; paying waits for the sign-in', async () => {
    openAsGuest();
    expect(await screen.findByRole('heading', { name: 'Your mobile number' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Your contact' })).toBeNull();
    const pay = screen.getByRole('button', { name: 'Hold seats and pay' });
    expect(pay).toBeDisabled();
    expect(pay).toHaveAccessibleDescription(/Enter your mobile number and the code we send/);
  });

  it('signs the guest in by a code to the mobile, fills the contact and books with it', async () => {
    const calls = openAsGuest();
    const signIn = (await screen.findByRole('heading', { name: 'Your mobile number' })).closest(
      'section',
    ) as HTMLElement;
    const inSignIn = within(signIn);
    fireEvent.change(inSignIn.getByLabelText('Full name'), {
      target: { value: 'Sunita Hembrom' },
    });
    fireEvent.change(inSignIn.getByLabelText(/Email/), { target: { value: SUNITA.EmailId } });
    fireEvent.change(inSignIn.getByLabelText(/^Mobile number/), {
      target: { value: SUNITA.Mobile_Number },
    });
    fireEvent.click(inSignIn.getByRole('button', { name: 'Send OTP' }));
    fireEvent.change(await inSignIn.findByLabelText(/^OTP sent to your mobile/), {
      target: { value: '123456' },
    });
    fireEvent.click(inSignIn.getByRole('button', { name: 'Verify and continue' }));

    const contact = (await screen.findByRole('heading', { name: 'Your contact' })).closest(
      'section',
    ) as HTMLElement;
    await waitFor(() =>
      expect(within(contact).getByLabelText(/^Your name/)).toHaveValue('Sunita Hembrom'),
    );
    expect(within(contact).getByLabelText(/^Mobile number/)).toHaveValue(SUNITA.Mobile_Number);

    const first = screen.getByRole('group', { name: 'Traveller 1' });
    fireEvent.change(within(first).getByLabelText(/^Full name/), {
      target: { value: 'Sunita Hembrom' },
    });
    fireEvent.change(within(first).getByLabelText(/^Age/), { target: { value: '34' } });
    fireEvent.click(screen.getByLabelText(/accept the cancellation policy/));
    const pay = screen.getByRole('button', { name: 'Hold seats and pay' });
    expect(pay).toBeEnabled();
    fireEvent.click(pay);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This departure has only 0 seats left.',
    );
    expect(calls.find((c) => c.path === '/api/tour-bookings')?.body).toMatchObject({
      departureId: 3,
      pickupPointId: 9,
      travellers: [{ name: 'Sunita Hembrom', age: 34, idType: 'Aadhaar Card' }],
      CustomerName: 'Sunita Hembrom',
      MobileNo: SUNITA.Mobile_Number,
      EmailID: SUNITA.EmailId,
      AcceptTerms: true,
    });
  });
});
