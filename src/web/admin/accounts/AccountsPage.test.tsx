import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderStaffPage } from '../../test/render';
import { AccountsPage } from './AccountsPage';

const ADMIN = {
  email: 'admin@jtdc.demo',
  role: 'admin',
  hotelIds: [],
  totpEnabled: true,
  totpRequired: false,
  idleMinutes: 30,
};

const TOURS = [
  { id: 2, title: 'Betla Safari', published: true },
  { id: 3, title: 'Netarhat Sunrise', published: true },
];

const GUIDE = {
  id: 9,
  email: 'guide@jtdc.demo',
  role: 'tour_operator',
  hotelIds: [],
  tourIds: [3],
  totpEnabled: false,
  disabled: false,
  createdAt: '2026-11-27T10:00:00.000Z',
};

const ok = (data: unknown) => ({ status: 200, body: { success: true, data } });

/** The accounts page on a fake API holding `accounts`; returns the calls it received. */
function showPage(accounts: unknown[]) {
  const calls = fakeApi({
    'GET /api/staff/me': () => ok(ADMIN),
    'GET /api/staff/accounts': () => ok(accounts),
    'GET /api/room-tariff/get-hotels': () => ok([]),
    'GET /api/staff/tours': () => ok(TOURS),
    'POST /api/staff/accounts': (body) =>
      ok({ ...GUIDE, email: (body as { email: string }).email }),
    'PATCH /api/staff/accounts/9': (body) => ok({ ...GUIDE, ...(body as object) }),
  });
  renderStaffPage(<AccountsPage />);
  return calls;
}

describe('the staff accounts page: a tour operator', () => {
  it('names the tours a new operator runs and sends them as tourIds', async () => {
    const calls = showPage([]);
    fireEvent.change(await screen.findByLabelText(/^Email/), {
      target: { value: 'guide@jtdc.demo' },
    });
    fireEvent.change(screen.getByLabelText('Role'), { target: { value: 'tour_operator' } });
    expect(screen.queryByRole('group', { name: 'Hotels this manager runs' })).toBeNull();
    fireEvent.click(await screen.findByLabelText('Netarhat Sunrise'));
    fireEvent.change(screen.getByLabelText(/^First password/), {
      target: { value: 'a long enough password' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
        email: 'guide@jtdc.demo',
        role: 'tour_operator',
        hotelIds: [],
        tourIds: [3],
        password: 'a long enough password',
      }),
    );
  });

  it("lists an operator's tours and edits them: the dialog starts from the tours they run", async () => {
    const calls = showPage([GUIDE]);
    const row = (await screen.findByRole('rowheader', { name: 'guide@jtdc.demo' })).closest('tr')!;
    await waitFor(() => expect(row.textContent).toContain('Netarhat Sunrise'));
    fireEvent.click(screen.getByRole('button', { name: 'Edit guide@jtdc.demo' }));
    const dialog = await screen.findByRole('dialog');
    const tours = within(dialog).getByRole('group', { name: 'Tours this operator runs' });
    expect(within(tours).getByLabelText('Netarhat Sunrise')).toBeChecked();
    expect(within(tours).getByLabelText('Betla Safari')).not.toBeChecked();
    fireEvent.click(within(tours).getByLabelText('Betla Safari'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({
        role: 'tour_operator',
        hotelIds: [],
        tourIds: [3, 2],
      }),
    );
  });
});
