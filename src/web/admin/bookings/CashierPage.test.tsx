import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CashierShift } from '../../../shared/contracts/folio';
import { fakeApi, renderStaffPage } from '../../test/render';
import { CashierShiftsPage } from './CashierPage';

const hotel = {
  PropertyID: 1,
  UnitName: 'Patratu Lake Resort',
  LocationName: 'Patratu',
  Photo: '',
  PhotoAlt: '',
  TotalRooms: 12,
  MobileNo: '9431100101',
  PriceRange: null,
  FromPrice: null,
  Amenities: [],
};

/** Meena's shift: a ₹2,000 float, ₹1,500 cash, ₹800 card, ₹622 UPI, ₹100 cash paid back. */
const shift = (closed = false): CashierShift => ({
  id: 7,
  hotelId: 1,
  staffId: 3,
  staff: 'Meena Toppo',
  openedAt: '2026-11-27T03:30:00.000Z',
  closedAt: closed ? '2026-11-27T11:30:00.000Z' : null,
  openingFloatPaise: 200000,
  byMethod: { cash: 150000, card: 80000, upi: 62200, company: 0 },
  cashRefundsPaise: 10000,
  expectedCashPaise: 340000,
  countedCashPaise: closed ? 335000 : null,
  differencePaise: closed ? -5000 : null,
  note: null,
});

function renderShifts() {
  let open: CashierShift[] = [];
  const calls = fakeApi({
    'GET /api/staff/me': () => ({
      status: 200,
      body: {
        success: true,
        data: {
          email: 'desk@jtdc.demo',
          role: 'front_desk',
          hotelIds: [1],
          totpEnabled: false,
          totpRequired: false,
          idleMinutes: 30,
        },
      },
    }),
    'GET /api/hotels': () => ({ status: 200, body: { success: true, data: [hotel] } }),
    'GET /api/staff/cashier-shifts': () => ({ status: 200, body: { success: true, data: open } }),
    'POST /api/staff/cashier-shifts': () => {
      open = [shift()];
      return { status: 201, body: { success: true, data: shift() } };
    },
    'POST /api/staff/cashier-shifts/7/close': () => {
      open = [];
      return {
        status: 200,
        body: { success: true, message: 'The cash is ₹50.00 short.', data: shift(true) },
      };
    },
  });
  renderStaffPage(<CashierShiftsPage />);
  return calls;
}

describe('cashier shifts page', () => {
  it('opens a shift with the float, shows its totals by method, and closes it with the cash counted', async () => {
    const user = userEvent.setup();
    const calls = renderShifts();
    expect(
      await screen.findByText('No shift is open at this hotel.', {}, { timeout: 5000 }),
    ).toBeVisible();
    const form = screen.getByRole('form', { name: 'Open a shift' });
    await user.type(within(form).getByLabelText('Opening float (₹)'), '2,000');
    await user.click(within(form).getByRole('button', { name: 'Open shift' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Shift opened with a float of ₹2,000.00.',
    );
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      path: '/api/staff/cashier-shifts',
      body: { hotelId: 1, openingFloatPaise: 200000 },
    });

    const totals = await screen.findByRole('region', { name: "Totals of Meena Toppo's shift" });
    const amountOf = (row: string) =>
      within(totals).getByRole('rowheader', { name: row }).closest('tr')!.lastChild!.textContent;
    expect(amountOf('Cash')).toBe('₹1,500.00');
    expect(amountOf('Card')).toBe('₹800.00');
    expect(amountOf('UPI')).toBe('₹622.00');
    expect(amountOf('Cash expected in the drawer')).toBe('₹3,400.00');

    const close = screen.getByRole('form', { name: "Close Meena Toppo's shift" });
    await user.type(within(close).getByLabelText('Cash counted (₹)'), '3350');
    await user.click(within(close).getByRole('button', { name: 'Close shift' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      "Meena Toppo's shift is closed. The cash is ₹50.00 short.",
    );
    expect(calls.filter((c) => c.method === 'POST').at(-1)).toMatchObject({
      path: '/api/staff/cashier-shifts/7/close',
      body: { countedCashPaise: 335000 },
    });
    expect(await screen.findByText('No shift is open at this hotel.')).toBeVisible();
  });

  it('refuses a float that is not an amount, without calling the server', async () => {
    const user = userEvent.setup();
    const calls = renderShifts();
    const form = await screen.findByRole('form', { name: 'Open a shift' }, { timeout: 5000 });
    await user.type(within(form).getByLabelText('Opening float (₹)'), 'two thousand');
    await user.click(within(form).getByRole('button', { name: 'Open shift' }));
    expect(await within(form).findByText(/Enter the opening float in rupees/)).toBeVisible();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });
});
