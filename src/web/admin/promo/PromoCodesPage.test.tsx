import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PromoCode } from '../../../shared/contracts/promo-codes';
import { fakeApi, renderStaffPage } from '../../test/render';
import { PromoCodesPage } from './PromoCodesPage';

/** The page once the staff session has loaded, as the back office draws it. */
const FESTIVE: PromoCode = {
  id: 3,
  code: 'FESTIVE10',
  description: 'Durga Puja',
  hotelId: 1,
  kind: 'percent',
  discountPercent: 10,
  discountAmount: null,
  validFrom: '2026-10-01',
  validTo: '2026-10-31',
  minNights: 2,
  usageLimit: 100,
  perCustomerLimit: 1,
  uses: 7,
  active: true,
};
const MONSOON: PromoCode = {
  ...FESTIVE,
  id: 4,
  code: 'MONSOON500',
  description: '',
  hotelId: null,
  kind: 'amount',
  discountPercent: null,
  discountAmount: 500,
  minNights: 1,
  usageLimit: null,
  perCustomerLimit: null,
  uses: 0,
  active: false,
};

const staffMe = {
  success: true,
  data: {
    email: 'admin@jtdc.demo',
    role: 'admin',
    hotelIds: [],
    totpEnabled: true,
    totpRequired: false,
    idleMinutes: 30,
  },
};

/** The page with the promo code calls answered from a list the POST and PUT change. */
function renderWith() {
  const codes = [FESTIVE, MONSOON];
  const calls = fakeApi({
    'GET /api/staff/me': () => ({ status: 200, body: staffMe }),
    'GET /api/hotels': () => ({
      status: 200,
      body: {
        success: true,
        data: [
          {
            PropertyID: 1,
            UnitName: 'Patratu Lake Resort',
            LocationName: 'Patratu',
            Photo: '',
            PhotoAlt: '',
            TotalRooms: 10,
            MobileNo: '',
            PriceRange: null,
            FromPrice: null,
            Amenities: [],
          },
        ],
      },
    }),
    'GET /api/staff/promo-codes': () => ({ status: 200, body: { success: true, data: codes } }),
    'POST /api/staff/promo-codes': (b) => {
      const body = b as Omit<PromoCode, 'id' | 'uses'>;
      const made = { ...body, code: body.code.toUpperCase(), id: 9, uses: 0 };
      codes.push(made);
      return {
        status: 200,
        body: { success: true, message: `Promo code ${made.code} added.`, data: made },
      };
    },
    'PUT /api/staff/promo-codes/3': (b) => {
      codes[0] = { ...FESTIVE, ...(b as Partial<PromoCode>) };
      return {
        status: 200,
        body: { success: true, message: 'Promo code FESTIVE10 saved.', data: codes[0] },
      };
    },
  });
  renderStaffPage(<PromoCodesPage />);
  return calls;
}

describe('the promo codes page', () => {
  it('lists each code with its hotel, discount, nights, limits, uses and status', async () => {
    renderWith();
    const region = await screen.findByRole('region', { name: 'Promo codes' });
    const festive = within(region)
      .getByRole('rowheader', { name: /FESTIVE10/ })
      .closest('tr')!;
    const row = within(festive as HTMLElement);
    expect(row.getByText('10% off each night')).toBeInTheDocument();
    expect(row.getByText('at least 2 nights')).toBeInTheDocument();
    expect(row.getByText('In all: 100')).toBeInTheDocument();
    expect(row.getByText('Per guest: 1')).toBeInTheDocument();
    expect(row.getByText('Active')).toBeInTheDocument();
    expect(await row.findByText('Patratu Lake Resort')).toBeInTheDocument();
    const monsoon = within(region)
      .getByRole('rowheader', { name: /MONSOON500/ })
      .closest('tr')!;
    const other = within(monsoon as HTMLElement);
    expect(other.getByText('Every hotel')).toBeInTheDocument();
    expect(other.getByText(/₹500.*off the stay/)).toBeInTheDocument();
    expect(other.getByText('In all: no limit')).toBeInTheDocument();
    expect(other.getByText('Inactive')).toBeInTheDocument();
    expect(other.queryByRole('button')).toBeNull();
  });

  it('deactivates a code by saving it unchanged with active false', async () => {
    const calls = renderWith();
    fireEvent.click(await screen.findByRole('button', { name: 'Deactivate FESTIVE10' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Promo code FESTIVE10 deactivated');
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.path).toBe('/api/staff/promo-codes/3');
    expect(put.body).toMatchObject({ code: 'FESTIVE10', usageLimit: 100, active: false });
    await waitFor(() => expect(screen.queryByRole('button', { name: /Deactivate/ })).toBeNull());
  });

  it('creates an amount code with its dates and limits', async () => {
    const user = userEvent.setup();
    const calls = renderWith();
    await screen.findByRole('region', { name: 'Promo codes' });
    await user.type(screen.getByLabelText(/^Code/), 'winter-750');
    await user.selectOptions(screen.getByLabelText('Kind of discount'), 'amount');
    await user.type(screen.getByLabelText(/Amount off/), '750');
    fireEvent.change(screen.getByLabelText(/First night/), { target: { value: '2026-12-01' } });
    fireEvent.change(screen.getByLabelText(/Last night/), { target: { value: '2027-01-31' } });
    await user.type(screen.getByLabelText(/Uses in all/), '50');
    await user.click(screen.getByRole('button', { name: 'Add promo code' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Promo code WINTER-750 added.');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      code: 'winter-750',
      description: '',
      hotelId: null,
      kind: 'amount',
      discountPercent: null,
      discountAmount: 750,
      validFrom: '2026-12-01',
      validTo: '2027-01-31',
      minNights: 1,
      usageLimit: 50,
      perCustomerLimit: 1,
      active: true,
    });
    expect(await screen.findByRole('rowheader', { name: /WINTER-750/ })).toBeInTheDocument();
  });

  it('names the wrong field and sends nothing when the last night is before the first', async () => {
    const user = userEvent.setup();
    const calls = renderWith();
    await screen.findByRole('region', { name: 'Promo codes' });
    await user.type(screen.getByLabelText(/^Code/), 'EARLY');
    await user.type(screen.getByLabelText(/Percent off/), '15');
    fireEvent.change(screen.getByLabelText(/First night/), { target: { value: '2026-12-10' } });
    fireEvent.change(screen.getByLabelText(/Last night/), { target: { value: '2026-12-01' } });
    await user.click(screen.getByRole('button', { name: 'Add promo code' }));
    expect(screen.getByLabelText(/Last night/)).toHaveAttribute('aria-invalid', 'true');
    expect(
      screen.getAllByText('The last night cannot be before the first.').length,
    ).toBeGreaterThan(0);
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });
});
