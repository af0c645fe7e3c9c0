import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { common } from '../i18n/en/common';
import { shellText } from '../i18n/en/shell';
import { fail, fakeApi, renderPage } from '../test/render';
import { Menu } from './Menu';

const asha = {
  customerId: 7,
  EmailId: 'asha.kumari@example.com',
  Customer_Name: 'Asha Kumari',
  Mobile_Number: '9876543210',
};

// a desktop-wide window: every group open, no plus/minus toggles
beforeEach(() => {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
});

afterEach(() => {
  cleanup(); // before the stubs go: the menu must not render again without matchMedia
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('Menu, logged in', () => {
  it('shows the email prefix, My Bookings and Log Out, and hides Log In and Sign Up', async () => {
    fakeApi({
      'GET /api/auth/profile': () => ({ status: 200, body: { success: true, user: asha } }),
    });
    renderPage(<Menu open onClose={() => undefined} />);
    expect(await screen.findByText('asha.kumari', { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: shellText.menu.myBookings })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: shellText.menu.logOut })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: shellText.menu.logIn })).toBeNull();
  });

  it('goes to /login after Log Out even when the server call fails', async () => {
    const calls = fakeApi({
      'GET /api/auth/profile': () => ({ status: 200, body: { success: true, user: asha } }),
      'POST /api/auth/logout': () =>
        fail(500, 'Something went wrong on our side. Please try again.'),
    });
    const user = userEvent.setup();
    renderPage(<Menu open onClose={() => undefined} />);
    await user.click(await screen.findByRole('button', { name: shellText.menu.logOut }));
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/auth/logout')).toBe(true);
    expect(await screen.findByRole('link', { name: shellText.menu.logIn })).toBeInTheDocument();
  });
});

describe('Menu, logged out', () => {
  it('renders into <body>, outside the header, so the fixed overlay is not clipped by it', async () => {
    fakeApi({
      'GET /api/auth/profile': () => ({ status: 200, body: { success: true, user: null } }),
    });
    renderPage(
      <header data-testid="header">
        <Menu open onClose={() => undefined} here="/tours" />
      </header>,
    );
    const dialog = await screen.findByRole('dialog', { name: common.menuTitle });
    expect(screen.getByTestId('header').contains(dialog)).toBe(false);
  });

  it('Log In and Sign Up come back to the page the menu was opened on', async () => {
    fakeApi({
      'GET /api/auth/profile': () => ({ status: 200, body: { success: true, user: null } }),
    });
    renderPage(<Menu open onClose={() => undefined} here="/hotel/3?checkIn=2031-01-10" />);
    expect(await screen.findByRole('link', { name: shellText.menu.logIn })).toHaveAttribute(
      'href',
      '/login?next=%2Fhotel%2F3%3FcheckIn%3D2031-01-10',
    );
    expect(screen.getByRole('link', { name: shellText.menu.signUp })).toHaveAttribute(
      'href',
      '/signup?next=%2Fhotel%2F3%3FcheckIn%3D2031-01-10',
    );
  });
});

describe('Menu on a phone', () => {
  it('lists Hotels and Destinations first, outside the collapsed groups', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: true,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    fakeApi({ 'GET /api/auth/profile': () => fail(401, 'Not logged in') });
    renderPage(<Menu open onClose={() => undefined} />);
    const nav = await screen.findByRole('navigation', { name: common.menuTitle });
    const links = [...nav.querySelectorAll('a')].filter((a) => !a.closest('[hidden]'));
    expect(links.slice(0, 2).map((a) => a.textContent)).toEqual([
      common.nav.hotels,
      common.nav.destinations,
    ]);
    expect(links[0]!.getAttribute('href')).toBe('/allhotel/');
  });
});
