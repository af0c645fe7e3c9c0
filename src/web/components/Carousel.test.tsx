import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Carousel, type CarouselLabels } from './Carousel';

const ITEMS = [
  { id: 1, name: 'Heritage' },
  { id: 2, name: 'Eco Tourism' },
  { id: 3, name: 'Religious Tourism' },
  { id: 4, name: 'Tribal Tourism' },
];

const labels: CarouselLabels = {
  previous: 'Previous',
  next: 'Next',
  pause: 'Pause rotation',
  play: 'Start rotation',
  slide: (i, n) => `${i} of ${n}`,
  goTo: (i, n, name) => `Show ${name}`,
  dots: 'Choose a slide',
};

function renderCarousel(props: { intervalMs?: number; autoPlay?: boolean } = {}) {
  return render(
    <>
      <Carousel
        items={ITEMS}
        getKey={(d) => d.id}
        getName={(d) => d.name}
        label="Destinations"
        labels={labels}
        renderSlide={(d) => (
          <div>
            <h3>{d.name}</h3>
            <a href={`/destination/${d.id}`}>Show Details</a>
          </div>
        )}
        {...props}
      />
      <button type="button">Outside</button>
    </>,
  );
}

/** The name of the slide that is shown (the only one that is not inert). */
function shown(): string {
  const active = document.querySelectorAll('[aria-roledescription="slide"]:not([inert])');
  expect(active).toHaveLength(1);
  return active[0]!.querySelector('h3')!.textContent ?? '';
}

const viewport = () =>
  document.querySelector('[aria-roledescription="slide"]')!.parentElement!.parentElement!;

function swipe(dx: number, dy = 0) {
  const el = viewport();
  fireEvent.pointerDown(el, { pointerId: 1, pointerType: 'touch', clientX: 200, clientY: 100 });
  fireEvent.pointerUp(el, {
    pointerId: 1,
    pointerType: 'touch',
    clientX: 200 + dx,
    clientY: 100 + dy,
  });
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Carousel rotation', () => {
  it('moves to the next slide every 7000 ms and wraps from the last to the first', () => {
    renderCarousel();
    expect(shown()).toBe('Heritage');
    act(() => vi.advanceTimersByTime(6999));
    expect(shown()).toBe('Heritage');
    act(() => vi.advanceTimersByTime(1));
    expect(shown()).toBe('Eco Tourism');
    for (const name of ['Religious Tourism', 'Tribal Tourism', 'Heritage']) {
      act(() => vi.advanceTimersByTime(7000));
      expect(shown()).toBe(name);
    }
  });

  it('pauses while the pointer is over it and resumes when it leaves', () => {
    renderCarousel();
    const region = screen.getByRole('region', { name: 'Destinations' });
    fireEvent.mouseEnter(region);
    act(() => vi.advanceTimersByTime(20_000));
    expect(shown()).toBe('Heritage');
    fireEvent.mouseLeave(region);
    act(() => vi.advanceTimersByTime(7000));
    expect(shown()).toBe('Eco Tourism');
  });

  it('pauses while focus is inside it and resumes when focus leaves', () => {
    renderCarousel();
    act(() => screen.getByRole('button', { name: 'Next' }).focus());
    expect(shown()).toBe('Heritage');
    act(() => vi.advanceTimersByTime(20_000));
    expect(shown()).toBe('Heritage');
    act(() => screen.getByRole('button', { name: 'Outside' }).focus());
    act(() => vi.advanceTimersByTime(7000));
    expect(shown()).toBe('Eco Tourism');
  });

  it('restarts the full interval after a move by hand', () => {
    renderCarousel();
    act(() => vi.advanceTimersByTime(5000));
    fireEvent.click(screen.getByRole('button', { name: 'Show Religious Tourism' }));
    act(() => vi.advanceTimersByTime(6999));
    expect(shown()).toBe('Religious Tourism');
    act(() => vi.advanceTimersByTime(1));
    expect(shown()).toBe('Tribal Tourism');
  });

  it('stops and starts with the pause button', () => {
    renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Pause rotation' }));
    act(() => vi.advanceTimersByTime(30_000));
    expect(shown()).toBe('Heritage');
    fireEvent.click(screen.getByRole('button', { name: 'Start rotation' }));
    act(() => vi.advanceTimersByTime(7000));
    expect(shown()).toBe('Eco Tourism');
  });

  it('does not rotate on its own under prefers-reduced-motion', () => {
    vi.stubGlobal(
      'matchMedia',
      vi.fn((query: string) => ({
        matches: query.includes('reduce'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      })),
    );
    renderCarousel();
    act(() => vi.advanceTimersByTime(30_000));
    expect(shown()).toBe('Heritage');
    expect(screen.getByRole('button', { name: 'Start rotation' })).toBeInTheDocument();
  });
});

describe('Carousel swipe', () => {
  it('goes to the next slide on a swipe left of 40 px and back on a swipe right', () => {
    renderCarousel({ autoPlay: false });
    swipe(-40);
    expect(shown()).toBe('Eco Tourism');
    swipe(40);
    expect(shown()).toBe('Heritage');
  });

  it('ignores a swipe shorter than 40 px', () => {
    renderCarousel({ autoPlay: false });
    swipe(-39);
    expect(shown()).toBe('Heritage');
  });

  it('ignores a mostly vertical move (the page scrolling)', () => {
    renderCarousel({ autoPlay: false });
    swipe(-50, 120);
    expect(shown()).toBe('Heritage');
  });

  it('swiping right on the first slide shows the last', () => {
    renderCarousel({ autoPlay: false });
    swipe(80);
    expect(shown()).toBe('Tribal Tourism');
  });
});

describe('Carousel keyboard and semantics', () => {
  it('moves with the arrow keys, Home and End', () => {
    renderCarousel({ autoPlay: false });
    const region = screen.getByRole('region', { name: 'Destinations' });
    fireEvent.keyDown(region, { key: 'ArrowRight' });
    expect(shown()).toBe('Eco Tourism');
    fireEvent.keyDown(region, { key: 'ArrowLeft' });
    fireEvent.keyDown(region, { key: 'ArrowLeft' });
    expect(shown()).toBe('Tribal Tourism');
    fireEvent.keyDown(region, { key: 'Home' });
    expect(shown()).toBe('Heritage');
    fireEvent.keyDown(region, { key: 'End' });
    expect(shown()).toBe('Tribal Tourism');
  });

  it('moves with the previous and next buttons', () => {
    renderCarousel({ autoPlay: false });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(shown()).toBe('Religious Tourism');
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(shown()).toBe('Eco Tourism');
  });

  it('names its slides, marks the current dot and keeps hidden slides out of the tab order', () => {
    renderCarousel({ autoPlay: false });
    const slides = screen
      .getAllByRole('group', { hidden: true })
      .filter((g) => g.getAttribute('aria-roledescription') === 'slide');
    expect(slides.map((s) => s.getAttribute('aria-label'))).toEqual([
      '1 of 4',
      '2 of 4',
      '3 of 4',
      '4 of 4',
    ]);
    expect(slides.slice(1).every((s) => s.hasAttribute('inert'))).toBe(true);
    expect(screen.getByRole('button', { name: 'Show Heritage' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Show Eco Tourism' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('announces slide changes politely only when it is not rotating on its own', () => {
    renderCarousel();
    const track = document.querySelector('[aria-live]')!;
    expect(track).toHaveAttribute('aria-live', 'off');
    fireEvent.click(screen.getByRole('button', { name: 'Pause rotation' }));
    expect(track).toHaveAttribute('aria-live', 'polite');
  });
});

describe('Carousel swipe over a link', () => {
  it('does not follow the link when a drag ends on it', () => {
    const followedClicks: number[] = [];
    const followed = (e: Event) => {
      if (!e.defaultPrevented) followedClicks.push(1);
    };
    document.addEventListener('click', followed);
    renderCarousel({ autoPlay: false });
    const link = screen.getAllByRole('link', { name: 'Show Details' })[0]!;
    fireEvent.pointerDown(link, {
      pointerId: 2,
      pointerType: 'mouse',
      button: 0,
      clientX: 300,
      clientY: 50,
    });
    fireEvent.pointerUp(link, {
      pointerId: 2,
      pointerType: 'mouse',
      button: 0,
      clientX: 200,
      clientY: 50,
    });
    fireEvent.click(link);
    document.removeEventListener('click', followed);
    expect(shown()).toBe('Eco Tourism');
    expect(followedClicks).toEqual([]);
  });
});
