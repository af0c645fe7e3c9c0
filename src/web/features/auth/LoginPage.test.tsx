import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '../../../shared/messages';
import { authText } from '../../i18n/en/auth';
import { LoginPage } from './LoginPage';
import { nextPath } from './nextPath';
import { fail, fakeApi, renderPage } from '../../test/render';

const t = authText.login;
const user1 = {
  customerId: 7,
  EmailId: 'asha@example.com',
  Customer_Name: 'Asha',
  Mobile_Number: '9876543210',
};

/** What the fake server says when a login fails: not the page's fallback, so showing it proves the page read the reply. */
const SERVER_REFUSAL = 'Too many failed attempts for this account. Try again in 15 minutes.';

function api(loginOk: boolean) {
  let loggedIn = false;
  return fakeApi({
    'GET /api/auth/profile': () =>
      loggedIn ? { status: 200, body: { success: true, user: user1 } } : fail(401, 'x'),
    'GET /api/auth/admin-site': () => ({
      status: 200,
      body: { success: true, data: { url: 'https://admin.example.gov.in/login' } },
    }),
    'POST /api/auth/login': () => {
      if (!loginOk) return fail(401, SERVER_REFUSAL);
      loggedIn = true;
      return { status: 200, body: { success: true, message: MSG.loginSuccess, user: user1 } };
    },
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('LoginPage', { timeout: 20_000 }, () => {
  it('links to Forgot Password, Signup and the external admin site', async () => {
    window.history.replaceState(null, '', '/login');
    api(true);
    renderPage(<LoginPage />);
    expect(screen.getByRole('heading', { level: 1, name: t.title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t.forgot })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: t.signup })).toHaveAttribute('href', '/signup');
    const admin = await screen.findByRole('link', {
      name: new RegExp(t.admin.replace('/', '\\/')),
    });
    expect(admin).toHaveAttribute('href', 'https://admin.example.gov.in/login');
  });

  it('says so when the browser comes back from the emailed unlock link, or the link was old', async () => {
    window.history.replaceState(null, '', '/login?unlock=ok');
    api(true);
    const { unmount } = renderPage(<LoginPage />);
    expect(await screen.findByRole('status')).toHaveTextContent(t.unlocked);
    unmount();
    window.history.replaceState(null, '', '/login?unlock=expired');
    renderPage(<LoginPage />);
    expect(await screen.findByRole('status')).toHaveTextContent(t.unlockExpired);
  });

  it('applies the identifier and password rules in the browser', async () => {
    window.history.replaceState(null, '', '/login');
    const calls = api(true);
    const user = userEvent.setup();
    renderPage(<LoginPage />);
    await user.type(screen.getByRole('textbox', { name: t.identifier }), 'a b');
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), '123');
    await user.click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByText(MSG.loginInvalidIdentifier)).toBeInTheDocument();
    expect(screen.getByText(MSG.loginPasswordShort)).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/auth/login')).toBe(false);
  });

  it('shows and hides the password', async () => {
    window.history.replaceState(null, '', '/login');
    api(true);
    const user = userEvent.setup();
    renderPage(<LoginPage />);
    const password = screen.getByLabelText(/^Password/, { selector: 'input' });
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: authText.password.show }));
    expect(password).toHaveAttribute('type', 'text');
  });

  it("shows the server's message when the login fails", async () => {
    window.history.replaceState(null, '', '/login');
    api(false);
    const user = userEvent.setup();
    renderPage(<LoginPage />);
    await user.type(screen.getByRole('textbox', { name: t.identifier }), 'asha@example.com');
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'secret12');
    await user.click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByText(SERVER_REFUSAL)).toBeInTheDocument();
    expect(screen.queryByText(MSG.loginFailed)).toBeNull();
    expect(window.location.pathname).toBe('/login');
  });

  it('after success refreshes the profile and goes back to ?next=', async () => {
    window.history.replaceState(null, '', '/login?next=%2Fbooking-history%3FfromDate%3D2030-01-01');
    const calls = api(true);
    const user = userEvent.setup();
    renderPage(<LoginPage />);
    await user.type(screen.getByRole('textbox', { name: t.identifier }), 'asha_1234');
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'secret12');
    await user.click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByText(MSG.loginSuccess)).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/booking-history'));
    expect(window.location.search).toBe('?fromDate=2030-01-01');
    expect(calls.filter((c) => c.path === '/api/auth/profile').length).toBeGreaterThanOrEqual(2);
  });
});

describe('nextPath: only a same-site relative path is followed (no open redirect)', () => {
  it.each([
    ['', '/'],
    ['?next=%2Favailibilty%2Fbook-hotel%2F3', '/availibilty/book-hotel/3'],
    ['?next=%2F%2Fevil.example%2Fx', '/'],
    ['?next=https%3A%2F%2Fevil.example', '/'],
    ['?next=%2F%5Cevil.example', '/'],
    ['?next=javascript%3Aalert(1)', '/'],
    ['?next=%2Flogin', '/'],
    ['?next=booking-history', '/'],
    ['?next=%2F%09%2Fevil.example', '/'],
    ['?next=%2Fsignup%3Fnext%3D%2Fx', '/'],
    ['?next=%2FLogin', '/'],
    ['?next=%2Fhotel%2F3%3Fx%3D1%23rooms', '/hotel/3?x=1#rooms'],
  ])('%s -> %s', (search, expected) => {
    expect(nextPath(search)).toBe(expected);
  });
});
