import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NEWSLETTER_MESSAGE_MS } from '../../../shared/constants';
import { MSG } from '../../../shared/messages';
import { newsletterText as t } from '../../i18n/en/newsletter';
import { NewsletterForm } from './NewsletterForm';
import { fail, fakeApi, renderPage, type Call } from '../../test/render';

const asha = {
  customerId: 7,
  EmailId: 'asha@example.com',
  Customer_Name: 'Asha',
  Mobile_Number: '9876543210',
};

function api(
  subscribe: (body: unknown) => { status: number; body: unknown },
  user: typeof asha | null = null,
  subscribed = false,
): Call[] {
  return fakeApi({
    'GET /api/auth/profile': () => ({ status: 200, body: { success: true, user } }),
    'GET /api/newsletter/status': () =>
      user
        ? { status: 200, body: { success: true, data: { subscribed } } }
        : fail(401, 'Please log in to continue.'),
    'POST /api/newsletter/subscribe': subscribe,
  });
}
const created = () => ({ status: 201, body: { success: true, message: MSG.newsletterSuccess } });
const input = () => screen.getByRole('textbox', { name: t.label });
const submit = () => screen.getByRole('button', { name: t.subscribe });
const posts = (calls: Call[]) => calls.filter((c) => c.path === '/api/newsletter/subscribe');

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('NewsletterForm', () => {
  it('strips < > " \' ` ; ( ) { } as they are typed and keeps at most 100 characters', async () => {
    api(created);
    const user = userEvent.setup();
    renderPage(<NewsletterForm />);
    await user.type(input(), `a<b>"c'd\`e;f(g)h@x.io`);
    expect(input()).toHaveValue('abcdefgh@x.io');
    fireEvent.change(input(), { target: { value: 'x{y}<script>alert(1)</script>@x.io' } });
    expect(input()).toHaveValue('xyscriptalert1/script@x.io');
    expect(input()).toHaveAttribute('maxLength', '100');
    fireEvent.change(input(), { target: { value: `${'z'.repeat(120)}@x.io` } });
    expect((input() as HTMLInputElement).value).toHaveLength(100);
  });

  it('refuses an invalid address in the browser with the spec message', async () => {
    const calls = api(created);
    const user = userEvent.setup();
    renderPage(<NewsletterForm />);
    await user.type(input(), 'not-an-email');
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.newsletterInvalidEmail);
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    expect(posts(calls)).toHaveLength(0);
  });

  it('sends the address trimmed and lowercased and shows success for 4 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = api(created);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderPage(<NewsletterForm />);
    await user.type(input(), '  Asha.K@Example.COM  ');
    await user.click(submit());
    expect(await screen.findByText(MSG.newsletterSuccess)).toBeInTheDocument();
    expect(posts(calls)[0]?.body).toEqual({ email: 'asha.k@example.com', language: 'en' });
    expect(input()).toHaveValue('');
    act(() => vi.advanceTimersByTime(NEWSLETTER_MESSAGE_MS - 100));
    expect(screen.getByText(MSG.newsletterSuccess)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText(MSG.newsletterSuccess)).not.toBeInTheDocument();
  });

  it("shows You're already subscribed. when the server says the address is already subscribed", async () => {
    api(() => fail(409, 'This email address is already subscribed.'));
    const user = userEvent.setup();
    renderPage(<NewsletterForm />);
    await user.type(input(), 'asha@example.com');
    await user.click(submit());
    expect(await screen.findByText(MSG.newsletterAlready)).toBeInTheDocument();
  });

  it('shows Subscription failed. Try again. when the server fails', async () => {
    api(() => fail(500));
    const user = userEvent.setup();
    renderPage(<NewsletterForm />);
    await user.type(input(), 'asha@example.com');
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.newsletterFailed);
  });

  it('keeps the button busy while subscribing, so one click sends one request', async () => {
    let release: () => void = () => undefined;
    const calls = fakeApi({
      'GET /api/auth/profile': () => fail(401, 'x'),
      'POST /api/newsletter/subscribe': () =>
        new Promise((resolve) => {
          release = () => resolve(created());
        }),
    });
    const user = userEvent.setup();
    renderPage(<NewsletterForm />);
    await user.type(input(), 'asha@example.com');
    await user.click(submit());
    const busy = await screen.findByRole('button', { name: t.subscribing });
    expect(busy).toBeDisabled();
    await user.click(busy);
    release();
    expect(await screen.findByText(MSG.newsletterSuccess)).toBeInTheDocument();
    expect(posts(calls)).toHaveLength(1);
  });

  it('is disabled for a logged-in customer whose account email the server says is subscribed', async () => {
    const calls = api(created, asha, true);
    renderPage(<NewsletterForm />);
    expect(await screen.findByText(MSG.newsletterLoggedIn)).toBeInTheDocument();
    await waitFor(() => expect(input()).toBeDisabled());
    expect(submit()).toBeDisabled();
    expect(posts(calls)).toHaveLength(0);
  });

  it('offers the form, filled with the account email, when that email is not subscribed', async () => {
    const calls = api(created, asha, false);
    const user = userEvent.setup();
    renderPage(<NewsletterForm />);
    await waitFor(() => expect(input()).toHaveValue(asha.EmailId));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/newsletter/status')).toBe(true));
    expect(input()).toBeEnabled();
    expect(screen.queryByText(MSG.newsletterLoggedIn)).toBeNull();
    await user.click(submit());
    expect(await screen.findByText(MSG.newsletterSuccess)).toBeInTheDocument();
    expect(posts(calls)[0]?.body).toEqual({ email: asha.EmailId, language: 'en' });
  });

  it('asks a visitor nothing about the status (no login, no call)', async () => {
    const calls = api(created);
    renderPage(<NewsletterForm />);
    await waitFor(() => expect(calls.some((c) => c.path === '/api/auth/profile')).toBe(true));
    expect(calls.some((c) => c.path === '/api/newsletter/status')).toBe(false);
  });
});
