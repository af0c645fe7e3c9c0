import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { HomePage } from './HomePage';
import { fakeApi, ok, renderWithQuery, type Reply } from './testing';

const hotel = (id: number, name: string, price: string | null = '₹1800.00 - ₹4200.00') => ({
  PropertyID: id,
  UnitName: name,
  LocationName: 'Jharkhand',
  Photo: `/media/hotels/${id}/1.svg`,
  PhotoAlt: `Photo of ${name}`,
  TotalRooms: 20,
  MobileNo: '9000000000',
  PriceRange: price,
  FromPrice: null,
  Amenities: [],
});

const HOTELS = [
  hotel(1, 'Hotel Baidyanath, Deoghar'),
  hotel(2, 'Van Vihar, Betla', null),
  hotel(3, 'Prabhat Vihar, Netarhat'),
  hotel(4, 'Hotel Birsa Vihar, Ranchi'),
  hotel(5, 'Tilaiya Tourist Complex'),
  hotel(6, 'Patratu Lake Resort', '₹2200.00 - ₹5400.00'),
];

const post = (n: number) => ({
  id: `p${n}`,
  caption: `Post number ${n}\nsecond line`,
  media_type: n === 2 ? 'VIDEO' : 'IMAGE',
  media_url: `/media/p${n}.jpg`,
  permalink: `https://www.instagram.com/p/${n}/`,
  thumbnail_url: n === 2 ? '/media/t2.jpg' : null,
  timestamp: '2025-01-01T10:00:00+0000',
});

const VIDEOS = [
  {
    id: 1,
    title: 'Magical Blues',
    url: '/media/videos/magical-blues.mp4',
    poster: '/media/videos/magical-blues.svg',
  },
  {
    id: 2,
    title: 'SKY Diving',
    url: '/media/videos/sky-diving.mp4',
    poster: '/media/videos/sky-diving.svg',
  },
];

function api(over: Record<string, () => Reply> = {}) {
  return fakeApi({
    'GET /api/hotels': () => ok(HOTELS),
    'GET /api/officials': () =>
      ok(
        Array.from({ length: 6 }, (_, i) => ({
          id: i + 1,
          name: `Official ${i + 1}`,
          title: 'Director',
          department: 'Tourism',
          photo: '/p.svg',
        })),
      ),
    'GET /api/destinations': () =>
      ok([
        {
          id: 1,
          title: 'Heritage Jharkhand',
          image: '/d.svg',
          imageAlt: 'Fort',
          desc1: 'Forts.',
          desc2: 'More.',
          data: [],
        },
      ]),
    'GET /api/videos': () => ok(VIDEOS),
    'GET /api/social/feed': () => ok(Array.from({ length: 8 }, (_, i) => post(i + 1))),
    ...over,
  });
}

let play: ReturnType<typeof vi.fn<() => Promise<void>>>;
let pause: ReturnType<typeof vi.fn<() => void>>;
// the sections below the fold are their own chunk: compiled once here, not inside a test's wait
beforeAll(async () => {
  await import('./BelowFold');
});

beforeEach(() => {
  play = vi.fn(() => Promise.resolve());
  pause = vi.fn(() => {});
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(play);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(pause);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** A section by its heading (the sections below the fold come in their own chunk: awaited). */
const section = async (name: string) =>
  (await screen.findByRole('heading', { level: 2, name })).closest('section')!;

describe('HomePage hotel showcase', () => {
  it('shows Patratu, Ranchi and Netarhat first, only 4 hotels, with Top Choice on those three', async () => {
    api();
    renderWithQuery(<HomePage />);
    const s = await section('Stay with us');
    await waitFor(() => expect(within(s).getAllByRole('heading', { level: 3 })).toHaveLength(4));
    expect(
      within(s)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([
      'Patratu Lake Resort',
      'Hotel Birsa Vihar, Ranchi',
      'Prabhat Vihar, Netarhat',
      'Hotel Baidyanath, Deoghar',
    ]);
    expect(within(s).getAllByText('Top Choice')).toHaveLength(3);
    expect(within(s).getByText('₹2200 - 5400')).toBeInTheDocument();
  });

  it('links the image, the name and Book Now to the hotel, and Explore More Hotels to /allhotel/', async () => {
    api();
    renderWithQuery(<HomePage />);
    const s = await section('Stay with us');
    const name = await within(s).findByRole('link', { name: 'Patratu Lake Resort' });
    expect(name).toHaveAttribute('href', '/hotel/6');
    expect(within(s).getByRole('link', { name: 'Book Now: Patratu Lake Resort' })).toHaveAttribute(
      'href',
      '/hotel/6',
    );
    expect(within(s).getByAltText('Photo of Patratu Lake Resort').closest('a')).toHaveAttribute(
      'href',
      '/hotel/6',
    );
    expect(within(s).getByRole('link', { name: 'Explore More Hotels' })).toHaveAttribute(
      'href',
      '/allhotel/',
    );
  });

  it('shows N/A for a hotel without a price', async () => {
    api({ 'GET /api/hotels': () => ok([hotel(1, 'Patratu Lake Resort', null)]) });
    renderWithQuery(<HomePage />);
    expect(await within(await section('Stay with us')).findByText('N/A')).toBeInTheDocument();
  });
});

describe('HomePage Head of Department', () => {
  it('shows six officials with title and department', async () => {
    api();
    renderWithQuery(<HomePage />);
    const s = await section('Head of Department');
    await waitFor(() => expect(within(s).getAllByRole('heading', { level: 3 })).toHaveLength(6));
    expect(within(s).getAllByText('Director')).toHaveLength(6);
  });
});

describe('HomePage Instagram Highlights', () => {
  it('shows at most 8 posts, each a link to Instagram, a video by its thumbnail', async () => {
    api();
    renderWithQuery(<HomePage />);
    const s = await section('Instagram Highlights');
    await waitFor(() => expect(within(s).getAllByRole('listitem')).toHaveLength(8));
    const first = within(s).getByRole('link', { name: /^Post number 1\b/ });
    expect(first).toHaveAttribute('href', 'https://www.instagram.com/p/1/');
    expect(first).toHaveAttribute('target', '_blank');
    expect(within(s).getByAltText('Post number 2')).toHaveAttribute('src', '/media/t2.jpg');
    expect(
      within(s).getByRole('link', { name: /^Post number 2\b.*video, opens Instagram/ }),
    ).toBeInTheDocument();
  });

  it('only logs a failed feed and shows a follow message', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    api({
      'GET /api/social/feed': () => ({ status: 500, body: { success: false, message: 'down' } }),
    });
    renderWithQuery(<HomePage />);
    expect(
      await within(await section('Instagram Highlights')).findByText(
        /New posts are on their way/,
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(warn).toHaveBeenCalled();
  });
});

describe('HomePage Experience in Motion', () => {
  it('opens the chosen video in a popup that plays by itself, and Escape closes it', async () => {
    api();
    renderWithQuery(<HomePage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Show video: SKY Diving' }));
    fireEvent.click(screen.getByRole('button', { name: 'Play video: SKY Diving' }));
    const dialog = await screen.findByRole('dialog', { name: 'SKY Diving' });
    const video = dialog.querySelector('video')!;
    expect(video).toHaveAttribute('src', '/media/videos/sky-diving.mp4');
    expect(video.autoplay).toBe(true);
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes the popup with its close button', async () => {
    api();
    renderWithQuery(<HomePage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Play video: Magical Blues' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Close video' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('HomePage banners', () => {
  const banners = () => [
    ...document.querySelectorAll<HTMLVideoElement>('video[data-banner-video]'),
  ];

  it('are muted, looping, inline videos with posters that play by themselves', async () => {
    api();
    renderWithQuery(<HomePage />);
    const [first, second] = banners();
    expect(first!.muted && first!.loop && first!.playsInline).toBe(true);
    expect(first).toHaveAttribute('poster', '/media/videos/banner-1.svg');
    expect(second).toHaveAttribute('poster', '/media/videos/banner-2.svg');
    expect(second).toHaveAttribute('preload', 'none');
    await waitFor(() => expect(play).toHaveBeenCalled());
  });

  it('stay paused under prefers-reduced-motion and play on request', async () => {
    vi.stubGlobal(
      'matchMedia',
      vi.fn((q: string) => ({
        matches: q.includes('reduce'),
        addEventListener() {},
        removeEventListener() {},
      })),
    );
    api();
    renderWithQuery(<HomePage />);
    await act(async () => {});
    expect(play).not.toHaveBeenCalled();
    expect(banners()[0]).toHaveAttribute('preload', 'none');
    fireEvent.click(screen.getAllByRole('button', { name: 'Play the background video' })[0]!);
    await waitFor(() => expect(play).toHaveBeenCalledTimes(1));
  });

  it('stay paused when the visitor saves data', async () => {
    Object.defineProperty(navigator, 'connection', {
      configurable: true,
      value: { saveData: true },
    });
    try {
      api();
      renderWithQuery(<HomePage />);
      await act(async () => {});
      expect(play).not.toHaveBeenCalled();
      expect(screen.getAllByRole('button', { name: 'Play the background video' })).toHaveLength(2);
    } finally {
      Reflect.deleteProperty(navigator, 'connection');
    }
  });
});
