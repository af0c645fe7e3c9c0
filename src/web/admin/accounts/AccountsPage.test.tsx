import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderPage } from '../../test/render';
import { StaffProvider } from '../useStaff';
import { AccountsPage } from './AccountsPage';

const ADMIN = {
  email: 'admin@jtdc.demo',
  role: 'admin',
  hotelIds: [],
  totpEnabled: true,
  totpRequired: false,
  idleMinutes: 30,
};

describe('the staff accounts page: a new tour operator', () => {
  it('names the tours the operator runs and sends them as tourIds', async () => {
    const calls = fakeApi({
      'GET /api/staff/me': () => ({ status: 200, body: { success: true, data: ADMIN } }),
      'GET /api/staff/accounts': () => ({ status: 200, body: { success: true, data: [] } }),
      'GET /api/room-tariff/get-hotels': () => ({ status: 200, body: { success: true, data: [] } }),
      'GET /api/staff/tours': () => ({
        status: 200,
        body: {
          success: true,
          data: [
            { id: 2, title: 'Betla Safari', published: true },
            { id: 3, title: 'Netarhat Sunrise', published: true },
          ],
        },
      }),
      'POST /api/staff/accounts': (body) => ({
        status: 200,
        body: {
          success: true,
          data: {
            id: 9,
            email: (body as { email: string }).email,
            role: 'tour_operator',
            hotelIds: [],
            totpEnabled: false,
            disabled: false,
            createdAt: '2026-11-27T10:00:00.000Z',
          },
        },
      }),
    });
    renderPage(
      <StaffProvider>
        <AccountsPage />
      </StaffProvider>,
    );
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
});
