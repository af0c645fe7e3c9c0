import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '../../../shared/messages';
import { authText } from '../../i18n/en/auth';
import { ForgotPasswordPage } from './ForgotPasswordPage';
import { fail, fakeApi, ok, renderPage } from '../../test/render';

const t = authText.forgot;

afterEach(() => vi.unstubAllGlobals());

describe('ForgotPasswordPage', { timeout: 20_000 }, () => {
  it('goes Request OTP → Verify OTP → Create New Password → /login, with Back to Login on every step', async () => {
    window.history.replaceState(null, '', '/forgot-password');
    const calls = fakeApi({
      'GET /api/auth/profile': () => fail(401, 'x'),
      'POST /api/auth/sendResetPassword-otp': () =>
        ok('If an account exists for this email, an OTP has been sent to it.'),
      'POST /api/auth/verifyEmail-otp': () => ok(MSG.resetOtpVerified),
      'POST /api/auth/reset-password': () => ok(MSG.resetSuccess),
    });
    const user = userEvent.setup();
    renderPage(<ForgotPasswordPage />);
    const back = () => screen.getByRole('link', { name: t.backToLogin });

    expect(screen.getByRole('heading', { level: 2, name: t.step1 })).toBeInTheDocument();
    expect(back()).toHaveAttribute('href', '/login');
    await user.type(screen.getByRole('textbox', { name: t.email }), 'nope');
    await user.click(screen.getByRole('button', { name: t.requestOtp }));
    expect(await screen.findByText(MSG.resetInvalidEmail)).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: t.email }));
    await user.type(screen.getByRole('textbox', { name: t.email }), 'Asha@Example.com');
    await user.click(screen.getByRole('button', { name: t.requestOtp }));
    expect(await screen.findByText(MSG.resetOtpSent)).toBeInTheDocument();

    const step2 = await screen.findByRole('heading', { level: 2, name: t.step2 });
    await waitFor(() => expect(step2).toHaveFocus());
    expect(back()).toBeInTheDocument();
    // a 4-digit code (the spec's length) is refused: codes are 6 digits
    await user.type(screen.getByRole('textbox', { name: t.otp }), '4321');
    await user.click(screen.getByRole('button', { name: t.verifyOtp }));
    expect(await screen.findByText('OTP should be 6 digits.')).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: t.otp }));
    await user.type(screen.getByRole('textbox', { name: t.otp }), '654321');
    await user.click(screen.getByRole('button', { name: t.verifyOtp }));
    expect(await screen.findByText(MSG.resetOtpVerified)).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/auth/verifyEmail-otp')!.body).toEqual({
      EmailId: 'asha@example.com',
      otp: '654321',
    });

    await screen.findByRole('heading', { level: 2, name: t.step3 });
    expect(back()).toBeInTheDocument();
    const pw = screen.getByLabelText(/^New password/, { selector: 'input' });
    const confirm = screen.getByLabelText(/^Confirm new password/, { selector: 'input' });
    await user.type(pw, '12345');
    await user.type(confirm, '12345');
    await user.click(screen.getByRole('button', { name: t.reset }));
    expect(await screen.findByText(MSG.resetPasswordShort)).toBeInTheDocument();
    await user.clear(pw);
    await user.type(pw, 'brand-new-1');
    await user.clear(confirm);
    await user.type(confirm, 'brand-new-2');
    await user.click(screen.getByRole('button', { name: t.reset }));
    expect(await screen.findByText(MSG.resetPasswordsDoNotMatch)).toBeInTheDocument();
    await user.clear(confirm);
    await user.type(confirm, 'brand-new-1');
    const toggles = screen.getAllByRole('button', { name: authText.password.show });
    expect(toggles).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: t.reset }));
    expect(await screen.findByText(MSG.resetSuccess)).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
  });

  it("shows 'Invalid OTP.' when the code is refused without a message, and stays on step 2", async () => {
    window.history.replaceState(null, '', '/forgot-password');
    fakeApi({
      'GET /api/auth/profile': () => fail(401, 'x'),
      'POST /api/auth/sendResetPassword-otp': () => ok('sent'),
      'POST /api/auth/verifyEmail-otp': () => fail(400),
    });
    const user = userEvent.setup();
    renderPage(<ForgotPasswordPage />);
    await user.type(screen.getByRole('textbox', { name: t.email }), 'asha@example.com');
    await user.click(screen.getByRole('button', { name: t.requestOtp }));
    await user.type(await screen.findByRole('textbox', { name: t.otp }), '654321');
    await user.click(screen.getByRole('button', { name: t.verifyOtp }));
    expect(await screen.findByText(MSG.resetInvalidOtp)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: t.step2 })).toBeInTheDocument();
  });
});
