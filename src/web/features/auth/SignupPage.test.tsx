import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '../../../shared/messages';
import { authText } from '../../i18n/en/auth';
import { SignupPage } from './SignupPage';
import { fail, fakeApi, ok, renderPage, type Call } from '../../test/render';

const t = authText.signup;
const profile401 = () => fail(401, 'Please log in to continue.');

function happyApi(): Call[] {
  return fakeApi({
    'GET /api/auth/profile': profile401,
    'POST /api/auth/send-otp': () => ok(MSG.otpsSent),
    'POST /api/auth/verifyEmail-otp': (b) =>
      (b as { otp: string }).otp === '111111'
        ? ok(MSG.emailOtpVerified)
        : fail(400, 'Invalid OTP.'),
    'POST /api/auth/verify-otp': (b) =>
      (b as { otp: string }).otp === '222222'
        ? ok(MSG.mobileOtpVerified)
        : fail(400, 'Invalid OTP.'),
    'POST /api/auth/register': () => ({
      status: 201,
      body: { success: true, message: MSG.registeredSuccessfully },
    }),
  });
}

const box = (name: string) => screen.getByRole('textbox', { name });
const emailInput = () => box(t.email);
const mobileInput = () => box(t.mobile);
const emailOtp = () => box(t.emailOtp);
const mobileOtp = () => box(t.mobileOtp);
const passwordInput = () => screen.getByLabelText(/^Password/, { selector: 'input' });
const confirmInput = () => screen.getByLabelText(/^Confirm password/, { selector: 'input' });

async function sendCodes(user: ReturnType<typeof userEvent.setup>) {
  await user.type(emailInput(), 'asha@example.com');
  await user.type(mobileInput(), '9876543210');
  await user.click(screen.getByRole('button', { name: t.sendOtp }));
  await screen.findByRole('textbox', { name: t.emailOtp });
}

beforeEach(() => {
  window.history.replaceState(null, '', '/signup');
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('SignupPage', { timeout: 20_000 }, () => {
  it('shows only email, mobile and Send OTP at first', () => {
    happyApi();
    renderPage(<SignupPage />);
    expect(screen.getByRole('heading', { level: 1, name: t.title })).toBeInTheDocument();
    expect(emailInput()).toBeInTheDocument();
    expect(mobileInput()).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: t.emailOtp })).toBeNull();
    expect(screen.queryByRole('textbox', { name: t.fullName })).toBeNull();
  });

  it('refuses a bad email and a mobile that is not 10 digits without calling the server', async () => {
    const calls = happyApi();
    const user = userEvent.setup();
    renderPage(<SignupPage />);
    await user.type(emailInput(), 'asha@');
    await user.type(mobileInput(), '98765abc');
    await user.click(screen.getByRole('button', { name: t.sendOtp }));
    expect(await screen.findByText(MSG.signupInvalidEmail)).toBeInTheDocument();
    expect(screen.getByText(MSG.signupInvalidMobile)).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/auth/send-otp')).toHaveLength(0);
  });

  it('locks both inputs and shows the two code inputs after Send OTP', async () => {
    const calls = happyApi();
    const user = userEvent.setup();
    renderPage(<SignupPage />);
    await sendCodes(user);
    expect(calls.find((c) => c.path === '/api/auth/send-otp')!.body).toEqual({
      EmailId: 'asha@example.com',
      mobileNumber: '9876543210',
      language: 'en',
    });
    expect(await screen.findByText(MSG.otpsSent)).toBeInTheDocument();
    expect(emailInput()).toHaveAttribute('readonly');
    expect(mobileInput()).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: t.sendOtp })).toBeNull();
    expect(emailOtp()).toHaveAttribute('maxlength', '6');
    expect(mobileOtp()).toBeInTheDocument();
    expect(emailOtp()).toHaveFocus();
  });

  it('shows the server message for a 409', async () => {
    fakeApi({
      'GET /api/auth/profile': profile401,
      // the server's own words, distinct from the page's fallback (MSG.userAlreadyRegistered)
      'POST /api/auth/send-otp': () => fail(409, 'This mobile number already has an account.'),
    });
    const user = userEvent.setup();
    renderPage(<SignupPage />);
    await user.type(emailInput(), 'asha@example.com');
    await user.type(mobileInput(), '9876543210');
    await user.click(screen.getByRole('button', { name: t.sendOtp }));
    expect(
      await screen.findByText('This mobile number already has an account.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(MSG.userAlreadyRegistered)).toBeNull();
    expect(screen.queryByRole('textbox', { name: t.emailOtp })).toBeNull();
  });

  it("says 'Error sending OTP' for a server failure", async () => {
    fakeApi({ 'GET /api/auth/profile': profile401, 'POST /api/auth/send-otp': () => fail(500) });
    const user = userEvent.setup();
    renderPage(<SignupPage />);
    await user.type(emailInput(), 'asha@example.com');
    await user.type(mobileInput(), '9876543210');
    await user.click(screen.getByRole('button', { name: t.sendOtp }));
    expect(await screen.findByText(MSG.errorSendingOtp)).toBeInTheDocument();
  });

  it('verifies each 6-digit code on its own, with a check mark, and refuses a 4-digit code', async () => {
    const calls = happyApi();
    const user = userEvent.setup();
    renderPage(<SignupPage />);
    await sendCodes(user);

    await user.type(emailOtp(), '1111');
    await user.click(screen.getByRole('button', { name: t.verifyEmail }));
    expect(await screen.findByText('Enter a valid 6-digit email OTP')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/auth/verifyEmail-otp')).toHaveLength(0);

    await user.clear(emailOtp());
    await user.type(emailOtp(), '111111');
    await user.click(screen.getByRole('button', { name: t.verifyEmail }));
    expect(await screen.findByText(MSG.emailOtpVerified)).toBeInTheDocument();
    expect(screen.getByTestId('email-otp-verified')).toBeInTheDocument();
    expect(emailOtp()).toHaveAttribute('readonly');
    // the mobile code is still to be verified; no name or password yet
    expect(screen.getByRole('button', { name: t.verifyMobile })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: t.fullName })).toBeNull();

    await user.type(mobileOtp(), '999999');
    await user.click(screen.getByRole('button', { name: t.verifyMobile }));
    expect(await screen.findByText('Invalid OTP.')).toBeInTheDocument();
    expect(screen.queryByTestId('mobile-otp-verified')).toBeNull();
  });

  it('shows name, password, confirm password and Signup once both codes are verified, logged in, goes back to ?next=', async () => {
    window.history.replaceState(
      null,
      '',
      '/signup?next=%2Favailibilty%2Fbook-hotel%2F3%3FcheckIn%3D2031-01-10',
    );
    const calls = happyApi();
    const user = userEvent.setup();
    renderPage(<SignupPage />);
    await sendCodes(user);
    await user.type(emailOtp(), '111111');
    await user.click(screen.getByRole('button', { name: t.verifyEmail }));
    await screen.findByTestId('email-otp-verified');
    await user.type(mobileOtp(), '222222');
    await user.click(screen.getByRole('button', { name: t.verifyMobile }));
    await screen.findByTestId('mobile-otp-verified');

    const name = await screen.findByRole('textbox', { name: t.fullName });
    await waitFor(() => expect(name).toHaveFocus());
    expect(screen.queryByRole('button', { name: t.resend })).toBeNull();
    await user.type(name, 'Asha Kumari');
    await user.type(passwordInput(), 'secret12');
    await user.type(confirmInput(), 'secret13');
    await user.click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByText(MSG.passwordsDoNotMatch)).toBeInTheDocument();

    await user.clear(confirmInput());
    await user.type(confirmInput(), 'secret12');
    await user.click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByText(MSG.registeredSuccessfully)).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/auth/register')!.body).toEqual({
      EmailId: 'asha@example.com',
      Mobile_Number: '9876543210',
      Customer_Name: 'Asha Kumari',
      User_Password: 'secret12',
      newsletter: false,
      language: 'en',
    });
    await waitFor(() => expect(window.location.pathname).toBe('/availibilty/book-hotel/3'));
    expect(window.location.search).toBe('?checkIn=2031-01-10');
  });

  it('offers the newsletter with an unticked box and sends the choice the person made', async () => {
    window.history.replaceState(null, '', '/signup');
    const calls = happyApi();
    const user = userEvent.setup();
    renderPage(<SignupPage />);
    await sendCodes(user);
    await user.type(emailOtp(), '111111');
    await user.click(screen.getByRole('button', { name: t.verifyEmail }));
    await user.type(mobileOtp(), '222222');
    await user.click(screen.getByRole('button', { name: t.verifyMobile }));
    await user.type(await screen.findByRole('textbox', { name: t.fullName }), 'Asha Kumari');
    await user.type(passwordInput(), 'secret12');
    await user.type(confirmInput(), 'secret12');
    const news = screen.getByRole('checkbox', { name: t.newsletter });
    expect(news).not.toBeChecked();
    await user.click(news);
    await user.click(screen.getByRole('button', { name: t.submit }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/auth/register')?.body).toMatchObject({
        newsletter: true,
      }),
    );
    await waitFor(() => expect(window.location.pathname).toBe('/'));
  });

  it('never follows a next= to another site', async () => {
    window.history.replaceState(null, '', '/signup?next=https%3A%2F%2Fevil.example%2F');
    happyApi();
    const user = userEvent.setup();
    renderPage(<SignupPage />);
    expect(screen.getByRole('link', { name: t.login })).toHaveAttribute('href', '/login');
    await sendCodes(user);
    await user.type(emailOtp(), '111111');
    await user.click(screen.getByRole('button', { name: t.verifyEmail }));
    await user.type(mobileOtp(), '222222');
    await user.click(screen.getByRole('button', { name: t.verifyMobile }));
    await user.type(await screen.findByRole('textbox', { name: t.fullName }), 'Asha Kumari');
    await user.type(passwordInput(), 'secret12');
    await user.type(confirmInput(), 'secret12');
    await user.click(screen.getByRole('button', { name: t.submit }));
    await waitFor(() => expect(window.location.pathname).toBe('/'));
  });

  it('shows the show/hide toggle on the password fields', async () => {
    happyApi();
    const user = userEvent.setup();
    renderPage(<SignupPage />);
    await sendCodes(user);
    await user.type(emailOtp(), '111111');
    await user.click(screen.getByRole('button', { name: t.verifyEmail }));
    await user.type(mobileOtp(), '222222');
    await user.click(screen.getByRole('button', { name: t.verifyMobile }));
    const password = await screen.findByLabelText(/^Password/, { selector: 'input' });
    expect(password).toHaveAttribute('type', 'password');
    const toggle = screen.getAllByRole('button', { name: authText.password.show })[0]!;
    await user.click(toggle);
    expect(password).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('SignupPage countdown', { timeout: 20_000 }, () => {
  it('counts 60 seconds down, then offers Resend OTP, which clears both codes and restarts the count', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = happyApi();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderPage(<SignupPage />);
    await sendCodes(user);
    expect(screen.getByRole('timer')).toHaveTextContent(t.resendIn(60));
    expect(screen.queryByRole('button', { name: t.resend })).toBeNull();

    await user.type(emailOtp(), '12');
    await user.type(mobileOtp(), '34');
    await act(async () => {
      vi.advanceTimersByTime(30_000);
    });
    expect(screen.getByRole('timer')).toHaveTextContent(t.resendIn(30));
    await act(async () => {
      vi.advanceTimersByTime(30_000);
    });
    expect(screen.queryByRole('timer')).toBeNull();
    const resend = screen.getByRole('button', { name: t.resend });

    await user.click(resend);
    expect(await screen.findByText(MSG.otpResent)).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/auth/send-otp')).toHaveLength(2);
    expect(emailOtp()).toHaveValue('');
    expect(mobileOtp()).toHaveValue('');
    expect(screen.getByRole('timer')).toHaveTextContent(t.resendIn(60));
    expect(screen.queryByRole('button', { name: t.resend })).toBeNull();
  });

  it("shows 'Error resending OTP' when the resend fails", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let first = true;
    fakeApi({
      'GET /api/auth/profile': profile401,
      'POST /api/auth/send-otp': () => {
        if (first) {
          first = false;
          return ok(MSG.otpsSent);
        }
        return fail(500, 'Something went wrong on our side. Please try again.');
      },
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderPage(<SignupPage />);
    await sendCodes(user);
    await act(async () => {
      vi.advanceTimersByTime(61_000);
    });
    await user.click(screen.getByRole('button', { name: t.resend }));
    expect(await screen.findByText(MSG.errorResendingOtp)).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong on our side. Please try again.')).toBeNull();
    expect(screen.getByRole('button', { name: t.resend })).toBeInTheDocument();
  });
});
