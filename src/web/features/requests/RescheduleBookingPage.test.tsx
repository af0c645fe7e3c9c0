import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDays, todayIst } from '../../../shared/dates';
import { MSG } from '../../../shared/messages';
import { requestsText } from '../../i18n/en/requests';
import { RescheduleBookingPage } from './RescheduleBookingPage';
import { fail, fakeApi, renderPage, type Call } from '../../test/render';

const t = requestsText.reschedule;
type Reply = { status: number; body: unknown };

const rohit = {
  customerId: 9,
  EmailId: 'rohit.old@example.com',
  Customer_Name: 'Rohit T',
  Mobile_Number: '9000000001',
};

function api(submit?: () => Reply, loggedIn = true): Call[] {
  return fakeApi({
    'GET /api/auth/profile': () =>
      loggedIn ? { status: 200, body: { success: true, user: rohit } } : fail(401, 'x'),
    'GET /api/dashboard/admin/history/hotel-reschedule': () => ({
      status: 200,
      body: { success: true, data: [] },
    }),
    'GET /api/room-tariff/get-hotels': () => ({
      status: 200,
      body: { success: true, data: [{ PropertyID: 3, UnitName: 'Prabhat Vihar, Netarhat' }] },
    }),
    'POST /api/dashboard/admin/hotel-reschedule':
      submit ??
      (() => ({
        status: 200,
        body: {
          success: true,
          message: 'Your reschedule request has been received. Ref: RSR-261122-ABCDE',
          data: { Ref: 'RSR-261122-ABCDE' },
        },
      })),
  });
}
const posts = (calls: Call[]) => calls.filter((c) => c.method === 'POST');

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(
    screen.getByRole('textbox', { name: /Booking reference number/ }),
    'JTDC26112200001',
  );
  const hotel = screen.getByRole('combobox', { name: /Hotel/ });
  await waitFor(() => expect(hotel).toBeEnabled());
  await user.selectOptions(hotel, 'Prabhat Vihar, Netarhat');
  for (const [name, value] of [
    [/^Name/, 'Rohit Tirkey'],
    [/^Email/, 'Rohit@Example.com'],
    [/^Phone/, '9123456780'],
  ] as const) {
    const box = screen.getByRole('textbox', { name });
    await user.clear(box);
    await user.type(box, value);
  }
  fireEvent.change(screen.getByLabelText(/New check-in date/), {
    target: { value: addDays(todayIst(), 10) },
  });
  fireEvent.change(screen.getByLabelText(/New check-out date/), {
    target: { value: addDays(todayIst(), 12) },
  });
  await user.type(screen.getByRole('textbox', { name: /Reason/ }), 'Train cancelled <again>');
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('RescheduleBookingPage', () => {
  it('asks a visitor who is not logged in to log in, coming back to the same page', async () => {
    window.history.replaceState(null, '', '/rescheduleBooking?booking=JTDC26112200001');
    const calls = api(undefined, false);
    renderPage(<RescheduleBookingPage />);
    expect(
      await screen.findByRole('heading', { name: t.loginTitle }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t.loginButton })).toHaveAttribute(
      'href',
      `/login?next=${encodeURIComponent('/rescheduleBooking?booking=JTDC26112200001')}`,
    );
    expect(screen.queryByRole('button', { name: t.submit })).not.toBeInTheDocument();
    expect(posts(calls)).toHaveLength(0);
  });

  it('fills in the booking and hotel from the booking history link, and the contact from the account', async () => {
    window.history.replaceState(
      null,
      '',
      `/rescheduleBooking?booking=JTDC26112200001&hotel=${encodeURIComponent('Prabhat Vihar, Netarhat')}`,
    );
    api();
    renderPage(<RescheduleBookingPage />);
    const ref = await screen.findByRole('textbox', { name: /Booking reference number/ });
    expect(ref).toHaveValue('JTDC26112200001');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /Hotel/ })).toHaveValue(
        'Prabhat Vihar, Netarhat',
      ),
    );
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Rohit T'),
    );
    expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveValue('rohit.old@example.com');
    expect(screen.getByRole('textbox', { name: /^Phone/ })).toHaveValue('9000000001');
  });

  it('requires every field', async () => {
    const calls = api();
    const user = userEvent.setup();
    renderPage(<RescheduleBookingPage />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Request for Rescheduling' }),
    ).toBeInTheDocument();
    for (const name of [/^Name/, /^Email/, /^Phone/]) {
      const box = await screen.findByRole('textbox', { name });
      await waitFor(() => expect(box).not.toHaveValue(''));
      await user.clear(box);
    }
    await user.click(screen.getByRole('button', { name: t.submit }));
    for (const msg of [
      'Please enter the booking reference number.',
      'Please enter your name.',
      'Please enter your email.',
      MSG.signupInvalidMobile,
      'Please choose a hotel.',
      'Please choose the new check-in date.',
      'Please choose the new check-out date.',
      'Please tell us why you want to reschedule.',
    ]) {
      expect(await screen.findByText(msg)).toBeInTheDocument();
    }
    expect(posts(calls)).toHaveLength(0);
  });

  it('refuses a check-out that is not after the check-in', async () => {
    const calls = api();
    const user = userEvent.setup();
    renderPage(<RescheduleBookingPage />);
    await screen.findByRole('button', { name: t.submit });
    await fillValid(user);
    fireEvent.change(screen.getByLabelText(/New check-out date/), {
      target: { value: addDays(todayIst(), 10) },
    });
    await user.click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByText('Check-out must be after check-in.')).toBeInTheDocument();
    expect(posts(calls)).toHaveLength(0);
  });

  it("sends the fields and toasts the server's message with the reference", async () => {
    const calls = api();
    const user = userEvent.setup();
    renderPage(<RescheduleBookingPage />);
    await screen.findByRole('button', { name: t.submit });
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: t.submit }));
    expect(
      await screen.findByText('Your reschedule request has been received. Ref: RSR-261122-ABCDE'),
    ).toBeInTheDocument();
    expect(posts(calls)[0]?.body).toMatchObject({
      bookingrefno: 'JTDC26112200001',
      email: 'rohit@example.com',
      phone: '9123456780',
      hotelName: 'Prabhat Vihar, Netarhat',
      reason: 'Train cancelled <again>',
    });
  });

  it("shows the server's refusal (e.g. a cancelled booking) under the reference field", async () => {
    const message =
      'Only a confirmed booking can be rescheduled. Booking JTDC26112200001 is cancelled.';
    api(() => ({
      status: 409,
      body: { success: false, message, errors: [{ path: 'bookingrefno', message }] },
    }));
    const user = userEvent.setup();
    renderPage(<RescheduleBookingPage />);
    await screen.findByRole('button', { name: t.submit });
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(
      screen.getByRole('textbox', { name: /Booking reference number/ }),
    ).toHaveAccessibleDescription(expect.stringContaining(message));
  });

  it('toasts Rescheduling failed! when the server fails', async () => {
    api(() => ({
      status: 500,
      body: { success: false, message: 'Something went wrong on our side.' },
    }));
    const user = userEvent.setup();
    renderPage(<RescheduleBookingPage />);
    await screen.findByRole('button', { name: t.submit });
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByText(MSG.reschedulingFailed)).toBeInTheDocument();
  });
});
