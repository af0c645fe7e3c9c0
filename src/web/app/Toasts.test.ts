import { describe, expect, it } from 'vitest';
import { clearTop } from './Toasts';

// a 740 px phone screen, a 60 px toast stack at the bottom (top edge 672)
const SCREEN = 740;
const H = 60;

describe('clearTop: where the toasts may sit', () => {
  it('stays where it is when it covers nothing', () => {
    expect(clearTop(672, H, SCREEN, [{ top: 100, bottom: 150 }])).toBe(672);
  });

  it('moves just above a button it would cover, the nearest free place', () => {
    expect(clearTop(672, H, SCREEN, [{ top: 660, bottom: 704 }])).toBe(660 - 8 - H);
  });

  it('moves past a tall bar and a focused field to a free band', () => {
    const keep = [
      { top: 620, bottom: 740 },
      { top: 500, bottom: 560 },
    ];
    const top = clearTop(672, H, SCREEN, keep);
    for (const k of keep) expect(top + H <= k.top || top >= k.bottom).toBe(true);
  });

  it('covers as little as it can when no band is free', () => {
    const keep = [
      { top: 0, bottom: 400 },
      { top: 420, bottom: 740 },
    ];
    expect(clearTop(672, H, SCREEN, keep)).toBe(400 + 8);
  });
});
