import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ChannelHotelMapping, ChannelStatus } from '../../../shared/contracts/channels';
import { fakeApi, renderStaffPage } from '../../test/render';
import { ChannelsPage } from './ChannelsPage';

const ok = (data: unknown, message?: string) => ({
  status: 200,
  body: { success: true, ...(message ? { message } : {}), data },
});

const hotel = (id: number, name: string) => ({
  PropertyID: id,
  UnitName: name,
  LocationName: '',
  Photo: '',
  PhotoAlt: '',
  TotalRooms: 10,
  MobileNo: '',
  PriceRange: null,
  FromPrice: null,
  Amenities: [],
});

const plan = (id: number, name: string) => ({
  id,
  roomTypeId: 11,
  name,
  nameHi: null,
  mealPlan: 'cp',
  mealAdult: 400,
  mealChild: 200,
  discountPercent: 0,
  refundable: true,
  governmentId: false,
  active: true,
  prices: [5400],
});

const GRID = {
  from: '2026-12-01',
  dates: ['2026-12-01'],
  roomTypes: [
    {
      id: 11,
      name: 'Lake View Deluxe',
      adults: 2,
      nights: [],
      plans: [plan(21, 'Bed and breakfast')],
    },
    { id: 12, name: 'Family Suite', adults: 2, nights: [], plans: [] },
  ],
};

const MAPPING: ChannelHotelMapping = {
  hotelId: 1,
  propertyId: 'prop-patratu',
  roomTypes: [{ roomTypeId: 11, channelRoomTypeId: 'rt-deluxe', channelRatePlanId: 'rp-std' }],
  ratePlans: [],
};

const STATUS: ChannelStatus = {
  enabled: true,
  feed: {
    lastPullAt: '2026-11-30T05:00:00.000Z',
    lastSuccessAt: '2026-11-30T05:00:00.000Z',
    lastError: null,
  },
  pushes: [
    {
      hotelId: 1,
      kind: 'availability',
      pending: 0,
      lastSuccessAt: '2026-11-30T04:59:00.000Z',
      attempts: 0,
      nextAttemptAt: null,
      lastError: null,
    },
    {
      hotelId: 1,
      kind: 'rates',
      pending: 3,
      lastSuccessAt: null,
      attempts: 4,
      nextAttemptAt: '2026-11-30T05:10:00.000Z',
      lastError: 'Channex answered 503 to POST /api/v1/restrictions',
    },
  ],
  fullSyncs: [{ hotelId: 1, lastFullSyncAt: '2026-11-29T20:30:00.000Z' }],
};

function renderWith() {
  let status = STATUS;
  let feeds: unknown[] = [];
  const calls = fakeApi({
    'GET /api/staff/me': () =>
      ok({
        email: 'admin@jtdc.demo',
        role: 'admin',
        hotelIds: [],
        totpEnabled: true,
        totpRequired: false,
        idleMinutes: 30,
      }),
    'GET /api/hotels': () =>
      ok([hotel(1, 'Patratu Lake Resort'), hotel(2, 'Netarhat Hill Resort')]),
    'GET /api/staff/channels/status': () => ok(status),
    'GET /api/staff/channels/mappings': () => ok([MAPPING]),
    'GET /api/staff/channels/ical-feeds': () => ok(feeds),
    'GET /api/staff/hotels/1/rate-grid': () => ok(GRID),
    'GET /api/staff/channels/commissions': () => ok([{ otaName: 'Agoda', commissionBp: 1700 }]),
    'PUT /api/staff/channels/commissions': () => ok([], 'Commissions saved.'),
    'PUT /api/staff/channels/mappings': () => ok([MAPPING], 'Channel mapping saved.'),
    'POST /api/staff/channels/pushes/1/rates/retry': () => {
      status = {
        ...STATUS,
        pushes: STATUS.pushes.map((p) => ({ ...p, lastError: null, attempts: 0 })),
      };
      return {
        status: 200,
        body: { success: true, message: 'The push will be tried again within a few seconds.' },
      };
    },
    'POST /api/staff/channels/full-sync/1': () => {
      status = {
        ...status,
        fullSyncs: [{ hotelId: 1, lastFullSyncAt: '2026-11-30T05:00:00.000Z' }],
      };
      return {
        status: 200,
        body: { success: true, message: 'Full sync queued: free rooms, prices and restrictions.' },
      };
    },
    'POST /api/staff/channels/ical-feeds': () => {
      const feed = {
        hotelId: 1,
        roomTypeId: 12,
        roomTypeName: 'Family Suite',
        url: 'http://localhost:3000/api/ical/abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ.ics',
        createdAt: '2026-11-30T05:00:00.000Z',
      };
      feeds = [feed];
      return ok(feed, 'A new calendar address for Family Suite: the old one no longer works.');
    },
  });
  renderStaffPage(<ChannelsPage />);
  return calls;
}

describe('the channel manager page', () => {
  it('shows the last pull, each push with its last success, and a failed one with its error and a retry', async () => {
    const calls = renderWith();
    expect(await screen.findByText('Booking feed last read')).toBeInTheDocument();
    const pushes = screen.getByRole('region', { name: 'Pushes' });
    const failed = (await within(pushes).findByText('Prices and restrictions')).closest('tr')!;
    const row = within(failed as HTMLElement);
    expect(row.getByText(/503/)).toBeInTheDocument();
    expect(row.getByText(/4 failed tries/)).toBeInTheDocument();
    expect(row.getByText('Never')).toBeInTheDocument();
    const okRow = within(within(pushes).getByText('Free rooms').closest('tr') as HTMLElement);
    expect(okRow.queryByRole('button')).toBeNull();
    fireEvent.click(
      row.getByRole('button', { name: 'Retry Patratu Lake Resort: Prices and restrictions' }),
    );
    expect(
      await screen.findByText('The push will be tried again within a few seconds.'),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST' && c.path.endsWith('/1/rates/retry'))).toBe(true);
    await waitFor(() => expect(within(pushes).queryByRole('button', { name: /Retry/ })).toBeNull());
  });

  it("shows the hotel's mapping and saves room types and plans with their channel ids", async () => {
    const user = userEvent.setup();
    const calls = renderWith();
    const deluxe = await screen.findByRole('group', { name: 'Lake View Deluxe' });
    expect(screen.getByLabelText('Channel property id')).toHaveValue('prop-patratu');
    expect(within(deluxe).getByLabelText('Channel room type id')).toHaveValue('rt-deluxe');
    expect(within(deluxe).getByLabelText('Standard rate: channel rate plan id')).toHaveValue(
      'rp-std',
    );
    await user.type(
      within(deluxe).getByLabelText('Bed and breakfast: channel rate plan id'),
      'rp-bb',
    );
    const suite = screen.getByRole('group', { name: 'Family Suite' });
    await user.type(within(suite).getByLabelText('Channel room type id'), 'rt-suite');
    await user.click(screen.getByRole('button', { name: 'Save mapping' }));
    expect(await screen.findByText(/Mapping saved/)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      hotelId: 1,
      propertyId: 'prop-patratu',
      roomTypes: [
        { roomTypeId: 11, channelRoomTypeId: 'rt-deluxe', channelRatePlanId: 'rp-std' },
        { roomTypeId: 12, channelRoomTypeId: 'rt-suite', channelRatePlanId: null },
      ],
      ratePlans: [{ ratePlanId: 21, channelRatePlanId: 'rp-bb' }],
    });
  });

  it('refuses, before sending, one channel rate plan id given twice', async () => {
    const user = userEvent.setup();
    const calls = renderWith();
    const deluxe = await screen.findByRole('group', { name: 'Lake View Deluxe' });
    await user.type(
      within(deluxe).getByLabelText('Bed and breakfast: channel rate plan id'),
      'rp-std',
    );
    await user.click(screen.getByRole('button', { name: 'Save mapping' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Channel rate plan rp-std is mapped twice.',
    );
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
  });

  it("makes a room type's calendar address and shows it", async () => {
    renderWith();
    fireEvent.click(
      await screen.findByRole('button', { name: 'Make calendar address of Family Suite' }),
    );
    expect(await screen.findByText(/\/api\/ical\/[A-Za-z]+\.ics$/)).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Replace calendar address of Family Suite' }),
    ).toBeInTheDocument();
  });

  it('saves each channel’s commission as basis points, and refuses one that is not a percentage', async () => {
    const user = userEvent.setup();
    const calls = renderWith();
    const agoda = await screen.findByRole('group', { name: 'Agoda' });
    expect(within(agoda).getByLabelText('Commission (%)')).toHaveValue('17');
    await user.click(screen.getByRole('button', { name: 'Add a channel' }));
    const added = screen.getByRole('group', { name: 'Channel 2' });
    await user.type(within(added).getByLabelText('Channel name'), 'Booking.com');
    const rate = within(screen.getByRole('group', { name: 'Booking.com' })).getByLabelText(
      'Commission (%)',
    );
    await user.type(rate, 'fifteen');
    await user.click(screen.getByRole('button', { name: 'Save commissions' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Booking.com: write the commission as a percentage',
    );
    expect(calls.filter((c) => c.path.endsWith('/commissions') && c.method === 'PUT')).toHaveLength(
      0,
    );
    await user.clear(rate);
    await user.type(rate, '15.5');
    await user.click(screen.getByRole('button', { name: 'Save commissions' }));
    expect(await screen.findByText(/Commissions saved/)).toBeInTheDocument();
    expect(calls.find((c) => c.path.endsWith('/commissions') && c.method === 'PUT')?.body).toEqual({
      commissions: [
        { otaName: 'Agoda', commissionBp: 1700 },
        { otaName: 'Booking.com', commissionBp: 1550 },
      ],
    });
  });

  it('shows each hotel’s last full sync and sends one now', async () => {
    const calls = renderWith();
    expect(
      await screen.findByText(/^Patratu Lake Resort: last full sync 30 Nov 2026, 0?2:00/),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Full sync now: Patratu Lake Resort' }));
    expect(await screen.findByText(/Full sync queued/)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST' && c.path.endsWith('/full-sync/1'))).toBe(true);
    expect(
      await screen.findByText(/^Patratu Lake Resort: last full sync 30 Nov 2026, 10:30/),
    ).toBeInTheDocument();
  });
});
